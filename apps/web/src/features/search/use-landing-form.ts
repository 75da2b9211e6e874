import type { Place } from "@fad/contracts/geo/place";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { SearchCriteria } from "../../search-model/search-criteria.ts";
import { resolveTypedSearchPlace, type TypedSearchPlace } from "../../search-model/typed-place.ts";

/** The id of the landing's location box (focused when what was typed there names no place). */
export const LANDING_LOCATION_ID = "landing-location";

/**
 * The landing's two boxes: what they hold (a direct link's keyword and zip first), whether each is
 * valid, and a place typed in either read before the search goes on (decision 65).
 */
export function useLandingForm(directCriteria: SearchCriteria) {
  const [keyword, setKeyword] = useState(directCriteria.keywordExact || directCriteria.keyword);
  const [keywordValid, setKeywordValid] = useState(true);
  const [locationText, setLocationText] = useState(directCriteria.zip);
  const [place, setPlace] = useState<Place | null>(null);
  const [locationValid, setLocationValid] = useState(true);
  // Decision 65: the place typed (not picked) names no place; the box keeps the text and says so.
  const [placeError, setPlaceError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  /** Reads a place typed in either box (decision 65), shows what was understood, then goes on; or shows the error. */
  const withTypedPlace = async (form: TypedSearchPlace, next: (form: TypedSearchPlace) => void) => {
    const outcome = await resolveTypedSearchPlace(queryClient, form);
    if (outcome.keyword !== form.keyword) setKeyword(outcome.keyword);
    setLocationText(outcome.locationText);
    setPlace(outcome.place);
    if (outcome.kind === "unresolved") {
      setPlaceError(outcome.error);
      document.getElementById(LANDING_LOCATION_ID)?.focus();
      return;
    }
    setPlaceError(null);
    next(outcome);
  };

  return {
    keyword,
    locationText,
    place,
    placeError,
    canSearch: keywordValid && locationValid && (keyword.trim() !== "" || locationText.trim() !== ""),
    setKeyword,
    setKeywordValid,
    changeLocationText: (text: string) => {
      setLocationText(text);
      setPlaceError(null);
    },
    setPlace,
    setLocationValid,
    withTypedPlace,
  };
}

export type LandingFormState = ReturnType<typeof useLandingForm>;
