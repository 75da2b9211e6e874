import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import { APP_ROUTES, specialtyToRouteParam } from "@fad/contracts/routes/app-routes";
import { LISTING_SUFFIX_BELOW } from "@fad/contracts/search/results-rules";
import type { SearchCriteria } from "./search-criteria.ts";
import { criteriaToQuery } from "./url-criteria.ts";

/**
 * Spec discovery §2 Route table: the /listing suffix is added when results exist and the visitor came
 * from a search or a URL-parameter search, or when there are fewer than 20 results. (No results is
 * fewer than 20, so a search always ends on a listing path.)
 */
export function takesListingSuffix({ total, fromSearch }: { total: number; fromSearch: boolean }): boolean {
  return (total > 0 && fromSearch) || total < LISTING_SUFFIX_BELOW;
}

/**
 * The results path of the criteria: the location and specialty routes when the search has a location
 * or a specialty (the specialty by its lower-case hyphenated name), else /physicians/listing.
 */
export function listingPath(
  route: { specialtyName: string | null; locationUrlTitle: string },
  withSuffix: boolean,
): string {
  const specialty = route.specialtyName ? encodeURIComponent(specialtyToRouteParam(route.specialtyName)) : "";
  const location = route.locationUrlTitle ? encodeURIComponent(route.locationUrlTitle) : "";
  let path: string;
  if (location && specialty) {
    path = APP_ROUTES.locationSpecialty.replace(":location", location).replace(":specialty", specialty);
  } else if (location) {
    path = APP_ROUTES.location.replace(":location", location);
  } else if (specialty) {
    path = APP_ROUTES.specialty.replace(":specialty", specialty);
  } else {
    return APP_ROUTES.listing;
  }
  return withSuffix ? `${path}/listing` : path;
}

/** The name of the criteria's specialty, when the list knows its id. */
export function specialtyNameOf(specialtyId: number | null, specialties: readonly SpecialtyEntry[]): string | null {
  if (specialtyId === null) return null;
  return specialties.find((entry) => entry.speciality.id === specialtyId)?.speciality.name ?? null;
}

/**
 * Path and query of the criteria's results page. The specialty travels by name in the path; a caller
 * that knows the name before the list does (a chosen specialty suggestion) passes it.
 */
export function listingUrl(
  criteria: SearchCriteria,
  specialties: readonly SpecialtyEntry[],
  withSuffix: boolean,
  specialtyName: string | null = specialtyNameOf(criteria.specialtyId, specialties),
): string {
  const query = criteriaToQuery(criteria).toString();
  const path = listingPath({ specialtyName, locationUrlTitle: criteria.locationUrlTitle }, withSuffix);
  return `${path}${query ? `?${query}` : ""}`;
}
