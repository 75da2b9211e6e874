import type { TypedPlace } from "@fad/contracts/geo/resolve-typed-place";
import { findPlaceInKeyword } from "./find-place-in-keyword.ts";
import { resolvePlace } from "./resolve-place.ts";

/**
 * The place of a search's typed text (decision 65): the location box's text when it holds any (the
 * keyword then stays as typed), else a place found in the keyword.
 */
export function resolveTypedPlace(query: { location: string; keyword: string }): TypedPlace {
  const location = query.location.trim();
  if (location !== "") {
    return { keyword: query.keyword.trim(), placeText: location, place: resolvePlace(location), from: "location" };
  }
  const found = findPlaceInKeyword(query.keyword);
  return { ...found, from: found.placeText === "" ? null : "keyword" };
}
