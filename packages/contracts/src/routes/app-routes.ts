/**
 * The route table of spec discovery §2 and booking §2, shared by the browser router and the server
 * (which serves the host page on each of these paths and 404 on any other).
 */
export const APP_ROUTES = {
  root: "/",
  /** Search landing (MakeAppointment); with urlTitle/appt_id queries it is the booking flow. */
  landing: "/physicians",
  listing: "/physicians/listing",
  specialty: "/physicians/specialty/:specialty",
  specialtyListing: "/physicians/specialty/:specialty/listing",
  location: "/physicians/locations/:location",
  locationListing: "/physicians/locations/:location/listing",
  locationSpecialty: "/physicians/locations/:location/:specialty",
  locationSpecialtyListing: "/physicians/locations/:location/:specialty/listing",
  profile: "/physicians/profile/:urlTitle",
  confirmation: "/physicians/confirmation/",
  /** Ours (issue 20, decision 83): the emailed link's page, to see, cancel or reschedule a booking. */
  manage: "/physicians/manage/",
  texting: "/texting",
  textingConfirmation: "/texting/confirmation/",
  textingError: "/texting/error",
  /** Ours (issue 36, decision 174): the Section 1557 notice that language help is free. */
  languageAssistance: "/physicians/language-assistance",
} as const;

export type AppRouteName = keyof typeof APP_ROUTES;

export interface AppRouteMatch {
  name: AppRouteName;
  params: Record<string, string>;
}

const compiled = (Object.entries(APP_ROUTES) as [AppRouteName, string][]).map(([name, pattern]) => {
  const segments = pattern.split("/").filter(Boolean);
  return { name, segments, staticCount: segments.filter((segment) => !segment.startsWith(":")).length };
});
// A static segment beats a parameter, as in the browser router: /locations/x/listing is a listing.
compiled.sort((a, b) => b.staticCount - a.staticCount);

/** The app route a path belongs to, or null for the not-found page. Trailing slashes are ignored. */
export function matchAppRoute(pathname: string): AppRouteMatch | null {
  const segments = pathname.split("/").filter(Boolean);
  for (const route of compiled) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, index) => {
      const actual = segments[index] as string;
      if (segment.startsWith(":")) {
        params[segment.slice(1)] = safeDecode(actual);
        return true;
      }
      return segment.toLowerCase() === actual.toLowerCase();
    });
    if (matches) return { name: route.name, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The physician a host page names by its own path (spec discovery §2 Start-up: "a page path containing
 * physicians/profile", last segment used), e.g. /our-doctors/physicians/profile/maria-lopez; null when the
 * path has not exactly one segment after physicians/profile. Such a page opens that profile.
 */
export function hostProfileUrlTitle(pathname: string): string | null {
  const path = pathname.split(/[?#]/)[0] ?? "";
  const at = path.toLowerCase().lastIndexOf("physicians/profile/");
  if (at < 0) return null;
  // One segment after it: the app's own /physicians/profile/x/extra stays the not-found page.
  const [urlTitle, ...more] = path
    .slice(at + "physicians/profile/".length)
    .split("/")
    .filter(Boolean);
  return urlTitle && more.length === 0 ? safeDecode(urlTitle) : null;
}

/** The profile of a physician: /physicians/profile/{urlTitle}. */
export function profilePath(urlTitle: string): string {
  return APP_ROUTES.profile.replace(":urlTitle", encodeURIComponent(urlTitle));
}

export const NOINDEX_FOLLOW = "noindex, follow";

/**
 * The robots hint of spec discovery §2: booking and confirmation pages, and any address with a query
 * string, are noindex, follow; every other page has none. A path containing "confirmation" is a
 * confirmation screen (spec booking §2).
 */
export function robotsHintFor(pathname: string, search: string): string | null {
  const hasQuery = search.replace(/^\?/, "").length > 0;
  const match = matchAppRoute(pathname);
  const isBooking = match?.name === "texting";
  const isConfirmation = pathname.toLowerCase().includes("confirmation");
  // A booking's own page, like the confirmation (decision 83).
  const isManage = match?.name === "manage";
  return hasQuery || isBooking || isConfirmation || isManage ? NOINDEX_FOLLOW : null;
}

/** A specialty route parameter: the name lower-cased with spaces turned to hyphens. */
export function specialtyToRouteParam(specialtyName: string): string {
  return specialtyName.trim().toLowerCase().replace(/\s+/g, "-");
}

/** The reverse, for matching: hyphens read as spaces, compared case-insensitively by the caller. */
export function routeParamToSpecialty(param: string): string {
  return param.replace(/-/g, " ");
}
