import type { Place } from "@fad/contracts/geo/place";
import { useEffect } from "react";
import { useZipPlace } from "../../api/look-up-zip.ts";
import type { PlaceChoice } from "./use-place-choice.ts";

const ZIP_ONLY = /^\d{5}$/;

interface TypedPlaceOptions {
  /** The box's text, trimmed. */
  text: string;
  /** The text the suggestions were asked for (it settles after the debounce). */
  settledText: string;
  places: readonly Place[] | undefined;
  /** The places are the previous text's, kept while the new answer loads. */
  placesArePrevious: boolean;
  choice: Pick<PlaceChoice, "chosenLabel" | "resolvedText">;
  onPlaceChange: (place: Place) => void;
}

/**
 * A place typed without choosing it from the list counts as chosen: a 5-digit zip once it resolves, and
 * text typed (or pasted) exactly as a suggestion reads, "nashville, tn". Each text is reported once.
 */
export function useTypedPlace({
  text,
  settledText,
  places,
  placesArePrevious,
  choice,
  onPlaceChange,
}: TypedPlaceOptions) {
  const { chosenLabel, resolvedText } = choice;
  const typedZip = ZIP_ONLY.test(settledText) && settledText === text ? settledText : "";
  const zipPlace = useZipPlace(typedZip, typedZip !== "" && chosenLabel.current === null);
  useEffect(() => {
    const place = zipPlace.data;
    if (!place || typedZip === "" || resolvedText.current === typedZip || !place.zip.startsWith(typedZip)) return;
    resolvedText.current = typedZip;
    onPlaceChange(place);
  }, [zipPlace.data, typedZip, onPlaceChange, resolvedText]);

  const exactPlace =
    chosenLabel.current === null && settledText === text && !placesArePrevious
      ? places?.find((place) => place.label.toLowerCase() === text.toLowerCase())
      : undefined;
  useEffect(() => {
    if (!exactPlace || resolvedText.current === exactPlace.label.toLowerCase()) return;
    resolvedText.current = exactPlace.label.toLowerCase();
    onPlaceChange(exactPlace);
  }, [exactPlace, onPlaceChange, resolvedText]);
}
