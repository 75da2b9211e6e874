import type { Place } from "@fad/contracts/geo/place";
import type { SearchTerm } from "@fad/contracts/terms/autocomplete";
import { useText } from "../../../ui/i18n/use-text.ts";
import { KeywordTypeAhead } from "../../../ui/keyword-type-ahead/keyword-type-ahead.tsx";
import { LocationSearch } from "../../../ui/location-search/location-search.tsx";
import type { UserGeolocation } from "../../../ui/location-search/use-user-geolocation.ts";

export interface KeywordFilterFieldProps {
  id: string;
  value: string;
  onValueChange: (keyword: string) => void;
  /** A suggestion was chosen: the box shows its value, then the page decides what it opens. */
  onSelectTerm: (term: SearchTerm) => void;
  onValidityChange: (valid: boolean) => void;
  coids?: string;
  program?: string;
}

/** The panel's keyword box, with suggestions. */
export function KeywordFilterField(props: KeywordFilterFieldProps) {
  const t = useText();
  return (
    <div className="filter-panel__field">
      <KeywordTypeAhead
        id={props.id}
        label={t("filters.keywordLabel")}
        placeholder={t("filters.keywordPlaceholder")}
        prompt={t("filters.keywordPrompt")}
        value={props.value}
        onValueChange={props.onValueChange}
        onSelectTerm={props.onSelectTerm}
        onValidityChange={props.onValidityChange}
        coids={props.coids}
        program={props.program}
      />
    </div>
  );
}

export interface LocationFilterFieldProps {
  id: string;
  value: string;
  onValueChange: (location: string) => void;
  onPlaceChange: (place: Place | null) => void;
  onValidityChange: (valid: boolean) => void;
  geolocation: UserGeolocation;
  /** The typed location names no place (decision 65). */
  error: string | null;
}

/** The panel's location box, with place suggestions and Use my location. */
export function LocationFilterField(props: LocationFilterFieldProps) {
  const t = useText();
  return (
    <div className="filter-panel__field">
      <LocationSearch
        id={props.id}
        label={t("filters.locationLabel")}
        value={props.value}
        onValueChange={props.onValueChange}
        onPlaceChange={props.onPlaceChange}
        onValidityChange={props.onValidityChange}
        geolocation={props.geolocation}
        error={props.error}
      />
    </div>
  );
}
