import { LOCATION_CITY_MIN_LENGTH, LOCATION_ZIP_MIN_LENGTH, type Place } from "@fad/contracts/geo/place";
import { LOCATION_INPUT_PATTERN } from "@fad/contracts/geo/suggest-places";
import { LOCATION_SELECTION_DELAY_MS, LOCATION_SUGGESTION_DEBOUNCE_MS } from "@fad/contracts/messages/type-ahead-texts";
import { useEffect, useId, useRef } from "react";
import { usePlaceSuggestions } from "../../api/suggest-places.ts";
import { rateLimitMessageFor } from "../../api/user-message.ts";
import { useText } from "../i18n/use-text.ts";
import { highlightTerm } from "../keyword-type-ahead/highlight-term.tsx";
import { SuggestionCombobox } from "../keyword-type-ahead/suggestion-combobox.tsx";
import { useDebouncedValue } from "../keyword-type-ahead/use-debounced-value.ts";
import { useReportValidity } from "../keyword-type-ahead/use-report-validity.ts";
import { useIsExtraLarge } from "../use-media-query.ts";
import { UseMyLocationButton } from "./use-my-location-button.tsx";
import { usePlaceChoice } from "./use-place-choice.ts";
import { useTypedPlace } from "./use-typed-place.ts";
import type { UserGeolocation } from "./use-user-geolocation.ts";
import "./location-search.css";

export interface LocationSearchProps {
  /** The accessible label (shown unless labelHidden). */
  label: string;
  labelHidden?: boolean;
  /** The text in the box (controlled). */
  value: string;
  onValueChange: (text: string) => void;
  /** A chosen suggestion, a typed zip once resolved, or the user's location; null when cleared or edited. */
  onPlaceChange: (place: Place | null) => void;
  /** false while the text holds characters outside letters, digits, space and ( ) - ' , . / &. */
  onValidityChange?: (valid: boolean) => void;
  geolocation: UserGeolocation;
  /** The text names no place (decision 65): shown under the box, tied to it and announced; the text stays. */
  error?: string | null;
  /** The visible prompt under the box; the spec's default label unless given. */
  prompt?: string;
  id?: string;
}

const LOCATION_MAX_LENGTH = 60;

export function isValidLocationText(text: string): boolean {
  return LOCATION_INPUT_PATTERN.test(text);
}

/** Whether a text is worth asking suggestions for: a zip (starts with a digit) from 5, a city from 2. */
function wantsSuggestions(text: string): boolean {
  if (!isValidLocationText(text) || text.length > LOCATION_MAX_LENGTH) return false;
  return text.length >= (/^\d/.test(text) ? LOCATION_ZIP_MIN_LENGTH : LOCATION_CITY_MIN_LENGTH);
}

/**
 * The location box (spec discovery §2, §4, §5): city or zip suggestions 300 ms after the last
 * keystroke (a chosen one applied after 100 ms), a typed 5-digit zip resolved without choosing, and
 * "Use my location" on extra-large screens when the browser gave a position and the box is empty.
 */
export function LocationSearch(props: LocationSearchProps) {
  const generatedId = useId();
  const id = props.id ?? `location-${generatedId}`;
  const { onPlaceChange } = props;
  const text = props.value.trim();
  const valid = isValidLocationText(props.value);
  useReportValidity(valid, props.onValidityChange);

  const settledText = useDebouncedValue(text, LOCATION_SUGGESTION_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(settledText, wantsSuggestions(settledText));
  const places = suggestions.data;
  const showPlaces =
    wantsSuggestions(text) && places && !suggestions.isError && !(suggestions.isPlaceholderData && places.length === 0);
  const choice = usePlaceChoice(props.onValueChange, onPlaceChange);
  const placesArePrevious = suggestions.isPlaceholderData;
  useTypedPlace({ text, settledText, places, placesArePrevious, choice, onPlaceChange });
  useLogFailure(suggestions.error, "location suggestions call failed");

  const isExtraLarge = useIsExtraLarge();
  const t = useText();
  const coordinates = props.geolocation.coordinates;
  const showUseMyLocation = props.geolocation.status === "granted" && coordinates && props.value === "" && isExtraLarge;

  return (
    <div className="location-search">
      <SuggestionCombobox<Place>
        id={id}
        label={props.label}
        labelHidden={props.labelHidden}
        placeholder={t("location.placeholder")}
        value={props.value}
        onInputChange={choice.typeText}
        groups={showPlaces ? [{ key: "places", items: places }] : null}
        itemKey={(place) => `${place.zip}:${place.label}`}
        renderItem={(place) => <span>{highlightTerm(place.label, text)}</span>}
        onSelect={(place) => choice.applyPlace(place, LOCATION_SELECTION_DELAY_MS)}
        invalid={!valid}
        error={props.error}
        prompt={props.prompt ?? t("location.defaultLabel")}
        notice={wantsSuggestions(text) ? rateLimitMessageFor(suggestions.error) : null}
      >
        {showUseMyLocation ? (
          <UseMyLocationButton
            coordinates={coordinates}
            onPlace={(place) => {
              choice.applyPlace(place, 0);
              // The link goes once the box is filled: keep the keyboard user in the box.
              document.getElementById(id)?.focus();
            }}
          />
        ) : null}
      </SuggestionCombobox>
    </div>
  );
}

/** Spec §8: a failed look-up shows nothing; it is only logged, once per failure. */
function useLogFailure(error: unknown, what: string): void {
  const logged = useRef<unknown>(null);
  useEffect(() => {
    if (error && error !== logged.current) {
      logged.current = error;
      console.error(`Find a Doctor: ${what}`, error);
    }
  }, [error, what]);
}
