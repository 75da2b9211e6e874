import type { Place } from "@fad/contracts/geo/place";
import { PLACE_TEXTS } from "@fad/contracts/geo/place-texts";
import { isUnresolvedPlace } from "@fad/contracts/geo/resolve-typed-place";
import type { QueryClient } from "@tanstack/react-query";
import { typedPlaceQueryOptions } from "../api/resolve-typed-place.ts";

/** A search form's two boxes and the place chosen in the location box, if any. */
export interface TypedSearchPlace {
  keyword: string;
  locationText: string;
  place: Place | null;
}

export type TypedPlaceOutcome =
  /** The boxes as the search should run them: a place typed anywhere is now the place, its label in the box. */
  | ({ kind: "ready" } & TypedSearchPlace)
  /** The location box (or a zip in the keyword) names no place: the box keeps the text and shows the error. */
  | ({ kind: "unresolved"; error: string } & TypedSearchPlace);

/**
 * Decision 65: before a search runs, a location typed but not picked from the list is read as a place
 * ("Housten" → Houston, TX), and with an empty location box a place in the keyword becomes the location
 * ("cardiologist 37203" → cardiologist near Nashville, TN 37203). Nothing typed is dropped: an unknown
 * place stays in the location box with an error, and the search does not run without it. A failed
 * look-up is an error too, never a search of the whole network.
 */
export async function resolveTypedSearchPlace(
  queryClient: QueryClient,
  form: TypedSearchPlace,
): Promise<TypedPlaceOutcome> {
  const keyword = form.keyword.trim();
  const locationText = form.locationText.trim();
  if (form.place !== null && locationText !== "") return { kind: "ready", ...form };
  if (locationText === "" && keyword === "") return { kind: "ready", ...form };
  const query = locationText === "" ? { location: "", keyword } : { location: locationText, keyword: "" };
  try {
    const typed = await queryClient.fetchQuery(typedPlaceQueryOptions(query));
    if (typed.from === null) return { kind: "ready", ...form };
    const fromKeyword = typed.from === "keyword";
    const next = { keyword: fromKeyword ? typed.keyword : form.keyword, place: typed.place };
    if (isUnresolvedPlace(typed) || typed.place === null) {
      return {
        kind: "unresolved",
        ...next,
        locationText: typed.placeText,
        error: PLACE_TEXTS.notFound(typed.placeText),
      };
    }
    return { kind: "ready", ...next, locationText: typed.place.label };
  } catch (error) {
    console.error("Find a Doctor: place look-up failed", error);
    // Only the location box's own text can fail to be checked; a keyword alone still searches as typed.
    if (locationText === "") return { kind: "ready", ...form };
    return { kind: "unresolved", ...form, error: PLACE_TEXTS.lookUpFailed };
  }
}
