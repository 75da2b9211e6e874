import type { PageSettings } from "@fad/contracts/host/page-settings";
import {
  APP_ROUTES,
  hostProfileUrlTitle,
  matchAppRoute,
  profilePath,
  specialtyToRouteParam,
} from "@fad/contracts/routes/app-routes";
import { hostSearchParameters, wantsListing } from "../search-model/host-search-settings.ts";

export interface StartRoute {
  /** App path with its query, relative to the base path. */
  path: string;
  /** True on index.dot host pages: the route is pushed onto history rather than replacing the entry. */
  push: boolean;
}

export interface StartContext {
  settings: PageSettings;
  /** The host page's own path (location.pathname), base path included. */
  pathname: string;
  /** The host page's query string (location.search). */
  search: string;
}

/** The campaign tags of spec discovery §2 Start-up, sent as utm_* parameters (docs/decisions.md 8). */
export const CAMPAIGN_TAGS = ["source", "medium", "campaign", "term", "content"] as const;

/**
 * The first route (spec discovery §2 Start-up). Pure. Precedence, first match wins:
 * 1. Texting flow, when the settings carry a texting block (any object, even empty) or the page path
 *    ends in /texting:
 *    a. /texting/error when texting.textingError is a non-blank string (it wins over route data);
 *    b. /texting/error when route data is missing, i.e. routeData is absent or has no non-blank
 *       urlTitle (without it the booking cannot name the doctor);
 *    c. otherwise /texting?urlTitle={routeData.urlTitle}.
 *    Texting comes first because a texting link is a complete booking hand-off; nothing else on the
 *    page may divert it.
 * 2. A physician from the settings, else a page path containing physicians/profile:
 *    /physicians/profile/{last path segment of that value}.
 * 3. A specialty from the settings (urlSpecialty), else the specialty query parameter:
 *    /physicians/specialty/{name lower-cased, spaces to hyphens}.
 * 4. The host's listingFlg (true, "true", "Y" or "y"; ours, docs/embedding.md), or a page path that is
 *    exactly the listing path (after the base path; a trailing slash is allowed): /physicians/listing,
 *    with the host's url-prefixed search settings as its query parameters (urlZip → zip, …; the results
 *    page reads and validates them like any listing address).
 * 5. /physicians, also under the fallback configuration (no settings).
 * When the page path contains index.dot the route is pushed, with those campaign tags that are
 * non-blank strings appended as utm_{tag} query parameters (in the order source, medium, campaign,
 * term, content); otherwise it replaces the current history entry.
 */
export function chooseStartRoute({ settings, pathname, search }: StartContext): StartRoute {
  const path = firstPath(settings, pathname, search);
  const push = isIndexDotPage(pathname);
  return { path: push ? withCampaignTags(path, settings) : path, push };
}

function firstPath(settings: PageSettings, pathname: string, search: string): string {
  const texting = settings.texting;
  if (texting || /\/texting\/?$/i.test(pathname)) {
    const urlTitle = nonBlank(texting?.routeData?.urlTitle);
    if (nonBlank(texting?.textingError) || !urlTitle) return APP_ROUTES.textingError;
    return `${APP_ROUTES.texting}?${new URLSearchParams({ urlTitle })}`;
  }

  const physician = nonBlank(settings.physician);
  const urlTitle = physician ? lastSegment(physician) : (hostProfileUrlTitle(pathname) ?? "");
  if (urlTitle) return profilePath(urlTitle);

  const specialty = nonBlank(settings.urlSpecialty) ?? nonBlank(new URLSearchParams(search).get("specialty"));
  if (specialty) {
    return APP_ROUTES.specialty.replace(":specialty", encodeURIComponent(specialtyToRouteParam(specialty)));
  }

  if (
    wantsListing(settings) ||
    withoutTrailingSlash(stripBasePath(pathname, settings.basePath)) === APP_ROUTES.listing
  ) {
    const query = new URLSearchParams(hostSearchParameters(settings)).toString();
    return query ? `${APP_ROUTES.listing}?${query}` : APP_ROUTES.listing;
  }
  return APP_ROUTES.landing;
}

/**
 * Whether start-up moves at all, and where to (pure). The app is also opened at its own addresses
 * (shared links, reloads, the server's host page on every route), and such a deep link is honoured:
 * - a page path containing index.dot is a host page, never an app address: take the start route;
 * - the root path and the bare entry pages, /physicians and /texting without a urlTitle query, take
 *   the start route; if it leads to the path already shown, stay, keeping the query (direct links to
 *   the landing may carry keywords, keywordExact or facilityCoid, spec discovery §2 Search landing);
 * - any other page of the route table (a profile, a listing, a specialty or location page, a
 *   confirmation, /physicians or /texting with urlTitle, i.e. the booking flow) is shown as it is;
 * - a path outside the route table takes the start route when the host names a target (physician,
 *   a path containing physicians/profile/{urlTitle}, urlSpecialty, texting or listingFlg: a host page at
 *   its own address); otherwise it stays and shows the 404 page.
 * Returns null to stay.
 */
export function startNavigation(context: StartContext & { appPath: string; appSearch: string }): StartRoute | null {
  const { settings, pathname, appPath, appSearch } = context;
  if (isIndexDotPage(pathname)) return chooseStartRoute(context);

  const match = matchAppRoute(appPath);
  if (match === null) {
    const hostNamesTarget = Boolean(
      nonBlank(settings.physician) ||
        hostProfileUrlTitle(pathname) ||
        nonBlank(settings.urlSpecialty) ||
        settings.texting ||
        wantsListing(settings),
    );
    return hostNamesTarget ? chooseStartRoute(context) : null;
  }
  const isEntry =
    match.name === "root" ||
    ((match.name === "landing" || match.name === "texting") && !new URLSearchParams(appSearch).has("urlTitle"));
  if (!isEntry) return null;

  const start = chooseStartRoute(context);
  const [startPath, startQuery] = start.path.split("?");
  const samePage = withoutTrailingSlash(startPath ?? "") === withoutTrailingSlash(appPath);
  if (samePage && !startQuery) return null;
  if (start.path === `${appPath}${appSearch}`) return null;
  return start;
}

function isIndexDotPage(pathname: string): boolean {
  return pathname.toLowerCase().includes("index.dot");
}

function withCampaignTags(path: string, settings: PageSettings): string {
  const tags = new URLSearchParams();
  for (const tag of CAMPAIGN_TAGS) {
    const value = nonBlank(settings.campaign?.[tag]);
    if (value) tags.set(`utm_${tag}`, value);
  }
  const query = tags.toString();
  if (!query) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

/** The value when it is a string with something other than white space in it. */
function nonBlank(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function lastSegment(path: string): string {
  return path.split(/[?#]/)[0]?.split("/").filter(Boolean).at(-1) ?? "";
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The page path below the base path (case-insensitive), or the path itself when it is not below it. */
export function stripBasePath(pathname: string, basePath: string | null | undefined): string {
  const base = withoutTrailingSlash(basePath?.trim() || "/");
  if (base === "/" || !pathname.toLowerCase().startsWith(base.toLowerCase())) return pathname;
  const rest = pathname.slice(base.length);
  if (rest !== "" && !rest.startsWith("/")) return pathname;
  return rest || "/";
}
