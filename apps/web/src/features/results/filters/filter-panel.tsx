import type { AppType } from "@fad/contracts/provider/app-type";
import type { Facility } from "@fad/contracts/provider/search-providers";
import type { SearchTerm } from "@fad/contracts/terms/autocomplete";
import { useText } from "../../../ui/i18n/use-text.ts";
import type { UserGeolocation } from "../../../ui/location-search/use-user-geolocation.ts";
import { FacilityFilter } from "./facility-filter.tsx";
import { AvailabilityFilter, GenderFilter, LanguageFilter } from "./filter-checkbox-groups.tsx";
import { useFilterFieldIds } from "./filter-field-ids.ts";
import { KeywordFilterField, LocationFilterField } from "./filter-search-fields.tsx";
import type { FilterValues } from "./filter-values.ts";
import { InsuranceFilter } from "./insurance-filter.tsx";
import { PsgFilters } from "./psg-filters.tsx";
import { useFilterPanel } from "./use-filter-panel.ts";
import "./filter-panel.css";

export interface FilterPanelProps {
  value: FilterValues;
  onChange: (value: FilterValues) => void;
  /**
   * Apply with valid inputs and at least one filter set: the page runs the search with these values (a
   * place typed in either box already read as the place, decision 65).
   */
  onApply: (value: FilterValues) => void;
  /** The page resets the values and the URL parameters facilityCoid and zip (spec §2). */
  onClear: () => void;
  /** A keyword suggestion was chosen (the box already shows its value); the page decides what it opens. */
  onSelectKeywordTerm?: (term: SearchTerm) => void;
  /** The search answer's languages (English first, then alphabetical). */
  filteredLanguages: readonly string[];
  /** The search answer's facilities. */
  facilityMap: readonly Facility[];
  /** false on psg and for host apps mho and mhonative (spec §2). */
  showFacilityFilter: boolean;
  /** psg sites add patient type, appointment type and date. */
  isPsg: boolean;
  /** psg: the app types of the chosen specialty (specilityAppTypes). */
  appTypes?: readonly AppType[];
  /** For the location search's Use my location link. */
  geolocation: UserGeolocation;
  /** For the keyword suggestions. */
  coids?: string;
  program?: string;
  /** A filter the route itself carries (specialty or location route) lets Apply run with an empty panel. */
  hasRouteFilter?: boolean;
}

/**
 * The results page's filter panel (spec §2 "Results listing", §4, §5). Controlled: the page owns the
 * values. Apply is announced as disabled (aria-disabled) rather than removed from the tab order, so a
 * press still moves focus to the first invalid field (spec §4).
 */
export function FilterPanel(props: FilterPanelProps) {
  const { value } = props;
  const ids = useFilterFieldIds();
  const panel = useFilterPanel(props, ids);
  const { update } = panel;

  const t = useText();
  return (
    <div className="filter-panel">
      {panel.fold.isMobile ? (
        <FilterPanelToggle formId={ids.form} isExpanded={panel.fold.isExpanded} onToggle={panel.fold.toggle} />
      ) : null}
      <form
        id={ids.form}
        ref={panel.panelRef}
        className="filter-panel__form"
        aria-labelledby={ids.heading}
        hidden={!panel.fold.isOpen}
        onSubmit={panel.submit}
        noValidate
      >
        <h2 id={ids.heading} className="filter-panel__heading">
          {t("filters.panelLabel")}
        </h2>
        <KeywordFilterField
          id={ids.keyword}
          value={value.keyword}
          onValueChange={(keyword) => update({ keyword })}
          onSelectTerm={(term) => {
            update({ keyword: term.value });
            props.onSelectKeywordTerm?.(term);
          }}
          onValidityChange={panel.reportValidity("keyword")}
          coids={props.coids}
          program={props.program}
        />
        <LocationFilterField
          id={ids.location}
          value={value.location}
          onValueChange={panel.changeLocationText}
          onPlaceChange={(place) => update({ place })}
          onValidityChange={panel.reportValidity("location")}
          geolocation={props.geolocation}
          error={panel.placeError}
        />
        <GenderFilter value={value} update={update} />
        <LanguageFilter value={value} update={update} filteredLanguages={props.filteredLanguages} />
        <AvailabilityFilter value={value} update={update} />
        <InsuranceFilter
          insurerId={value.insurerId}
          insurancePlanId={value.insurancePlanId}
          onChange={(choice) => update(choice)}
        />
        {props.showFacilityFilter ? (
          <FacilityFilter
            id={ids.facility}
            facilityCoid={value.facilityCoid}
            facilityMap={props.facilityMap}
            onChange={(facilityCoid) => update({ facilityCoid })}
          />
        ) : null}
        {props.isPsg ? <PsgFilters ids={ids} value={value} update={update} appTypes={props.appTypes ?? []} /> : null}
        <FilterPanelActions canApply={panel.canApply} onClear={props.onClear} />
      </form>
    </div>
  );
}

/** On mobile the panel folds away behind this button. */
function FilterPanelToggle(props: { formId: string; isExpanded: boolean; onToggle: () => void }) {
  const t = useText();
  return (
    <button
      type="button"
      className="button-secondary filter-panel__toggle"
      aria-expanded={props.isExpanded}
      aria-controls={props.formId}
      onClick={props.onToggle}
    >
      {t("filters.toggle")}
      <span className="filter-panel__chevron" aria-hidden="true" />
    </button>
  );
}

function FilterPanelActions({ canApply, onClear }: { canApply: boolean; onClear: () => void }) {
  const t = useText();
  return (
    <div className="filter-panel__actions">
      <button type="button" className="button-secondary" onClick={onClear}>
        {t("filters.clear")}
      </button>
      <button type="submit" className="button" aria-disabled={!canApply}>
        {t("filters.apply")}
      </button>
    </div>
  );
}
