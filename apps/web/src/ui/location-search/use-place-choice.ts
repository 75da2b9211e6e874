import type { Place } from "@fad/contracts/geo/place";
import { USER_ZIP_MAX_LENGTH } from "@fad/contracts/search/search-field-rules";
import { type RefObject, useEffect, useRef } from "react";

export interface PlaceChoice {
  /** A place the user chose (or their location): its label is in the box, so nothing is left to resolve. */
  chosenLabel: RefObject<string | null>;
  /** The typed text already resolved to a place without a choice (a zip, or a suggestion's exact label). */
  resolvedText: RefObject<string | null>;
  /** Puts the place's label in the box and reports the place, after delayMs (0: at once). */
  applyPlace: (place: Place, delayMs: number) => void;
  /** The visitor typed: the text goes in the box and no place is chosen any more. */
  typeText: (raw: string) => void;
}

/** The place the box holds: chosen from the list or the user's location, or none while the text is edited. */
export function usePlaceChoice(
  onValueChange: (text: string) => void,
  onPlaceChange: (place: Place | null) => void,
): PlaceChoice {
  const chosenLabel = useRef<string | null>(null);
  const resolvedText = useRef<string | null>(null);
  const selectionTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(selectionTimer.current), []);

  return {
    chosenLabel,
    resolvedText,
    applyPlace: (place, delayMs) => {
      clearTimeout(selectionTimer.current);
      chosenLabel.current = place.label;
      onValueChange(place.label);
      if (delayMs === 0) onPlaceChange(place);
      else selectionTimer.current = setTimeout(() => onPlaceChange(place), delayMs);
    },
    typeText: (raw) => {
      // Spec §5: the user's zip holds at most 5 characters.
      const next = /^\d+$/.test(raw) ? raw.slice(0, USER_ZIP_MAX_LENGTH) : raw;
      clearTimeout(selectionTimer.current);
      chosenLabel.current = null;
      resolvedText.current = null;
      onValueChange(next);
      onPlaceChange(null);
    },
  };
}
