import type { Place } from "@fad/contracts/geo/place";
import { FILTER_TEXTS } from "@fad/contracts/messages/results-texts";
import type { AppType } from "@fad/contracts/provider/app-type";
import type { Facility } from "@fad/contracts/provider/search-providers";
import type { Gender } from "@fad/contracts/search/search-field-rules";
import type { SearchTerm } from "@fad/contracts/terms/autocomplete";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { resolveTypedSearchPlace } from "../../../search-model/typed-place.ts";
import { KeywordTypeAhead } from "../../../ui/keyword-type-ahead/keyword-type-ahead.tsx";
import { LocationSearch } from "../../../ui/location-search/location-search.tsx";
import type { UserGeolocation } from "../../../ui/location-search/use-user-geolocation.ts";
import { useIsMobile } from "../../../ui/use-media-query.ts";
import { appointmentTypeOptions, patientTypeOptions } from "./appointment-type-options.ts";
import { FilterCheckbox } from "./filter-checkbox.tsx";
import { FilterDatePicker, isPastStartDate } from "./filter-date-picker.tsx";
import {
  type FilterValues,
  facilityOptions,
  hasActiveFilter,
  isValidTypeAheadText,
  languageOptions,
} from "./filter-values.ts";
import { FILTERS_MESSAGES } from "./filters-messages.ts";
import { InsuranceFilter } from "./insurance-filter.tsx";
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

type FieldKey = "keyword" | "location" | "date";

/**
 * The results page's filter panel (spec §2 "Results listing", §4, §5). Controlled: the page owns the
 * values. Apply is announced as disabled (aria-disabled) rather than removed from the tab order, so a
 * press still moves focus to the first invalid field (spec §4).
 */
export function FilterPanel(props: FilterPanelProps) {
  const { value, onChange } = props;
  const ids = useFieldIds();
  const isMobile = useIsMobile();
  const [isExpanded, setExpanded] = useState(false);
  const [reportedInvalid, setReportedInvalid] = useState<Record<FieldKey, boolean>>({
    keyword: false,
    location: false,
    date: false,
  });
  const panelRef = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  // Decision 65: the location typed (not picked) names no place; the box keeps the text and says so.
  const [placeError, setPlaceError] = useState<string | null>(null);

  const invalid: Record<FieldKey, boolean> = {
    keyword: reportedInvalid.keyword || !isValidTypeAheadText(value.keyword),
    location: reportedInvalid.location || !isValidTypeAheadText(value.location),
    date: props.isPsg && isPastStartDate(value.startDate),
  };
  const firstInvalid = (["keyword", "location", "date"] as const).find((key) => invalid[key]);
  const canApply = firstInvalid === undefined && (hasActiveFilter(value) || props.hasRouteFilter === true);

  // Widgets may report twice in one event (the location box sends its text, then place null): each
  // change builds on the last one sent, not on the values of this render, so none is lost.
  const latest = useRef(value);
  latest.current = value;
  const update = (changes: Partial<FilterValues>) => {
    latest.current = { ...latest.current, ...changes };
    onChange(latest.current);
  };
  const reportValidity = (key: FieldKey) => (valid: boolean) =>
    setReportedInvalid((current) => (current[key] === !valid ? current : { ...current, [key]: !valid }));

  const apply = async () => {
    if (firstInvalid) {
      focusField(panelRef.current, ids[firstInvalid]);
      return;
    }
    if (!canApply) return;
    const typed = latest.current;
    const outcome = await resolveTypedSearchPlace(queryClient, {
      keyword: typed.keyword,
      locationText: typed.location,
      place: typed.place,
    });
    const resolved = {
      ...latest.current,
      keyword: outcome.keyword,
      location: outcome.locationText,
      place: outcome.place,
    };
    update(resolved);
    if (outcome.kind === "unresolved") {
      setPlaceError(outcome.error);
      focusField(panelRef.current, ids.location);
      return;
    }
    if (isMobile) setExpanded(false);
    props.onApply(resolved);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply();
  };

  const toggle = (list: readonly string[], item: string, on: boolean) =>
    on ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item);
  const patientTypes = props.isPsg ? patientTypeOptions(props.appTypes ?? []) : [];
  const appointmentTypes = props.isPsg ? appointmentTypeOptions(props.appTypes ?? [], value.patientType) : [];
  const isOpen = !isMobile || isExpanded;

  return (
    <div className="filter-panel">
      {isMobile ? (
        <button
          type="button"
          className="button-secondary filter-panel__toggle"
          aria-expanded={isExpanded}
          aria-controls={ids.form}
          onClick={() => setExpanded((expanded) => !expanded)}
        >
          {FILTERS_MESSAGES.toggle}
          <span className="filter-panel__chevron" aria-hidden="true" />
        </button>
      ) : null}
      <form
        id={ids.form}
        ref={panelRef}
        className="filter-panel__form"
        aria-labelledby={ids.heading}
        hidden={!isOpen}
        onSubmit={submit}
        noValidate
      >
        <h2 id={ids.heading} className="filter-panel__heading">
          {FILTERS_MESSAGES.panelLabel}
        </h2>
        <div className="filter-panel__field">
          <KeywordTypeAhead
            id={ids.keyword}
            label={FILTERS_MESSAGES.keywordLabel}
            placeholder={FILTER_TEXTS.keywordPlaceholder}
            prompt={FILTER_TEXTS.keywordPrompt}
            value={value.keyword}
            onValueChange={(keyword) => update({ keyword })}
            onSelectTerm={(term) => {
              update({ keyword: term.value });
              props.onSelectKeywordTerm?.(term);
            }}
            onValidityChange={reportValidity("keyword")}
            coids={props.coids}
            program={props.program}
          />
        </div>
        <div className="filter-panel__field">
          <LocationSearch
            id={ids.location}
            label={FILTERS_MESSAGES.locationLabel}
            value={value.location}
            onValueChange={(location) => {
              setPlaceError(null);
              update({ location });
            }}
            onPlaceChange={(place: Place | null) => update({ place })}
            onValidityChange={reportValidity("location")}
            geolocation={props.geolocation}
            error={placeError}
          />
        </div>
        <fieldset className="filter-panel__group">
          <legend>{FILTERS_MESSAGES.genderLabel}</legend>
          {(["Male", "Female"] as const satisfies readonly Gender[]).map((gender) => (
            <FilterCheckbox
              key={gender}
              label={gender === "Male" ? FILTER_TEXTS.male : FILTER_TEXTS.female}
              isSelected={value.genders.includes(gender)}
              onChange={(on) => update({ genders: toggle(value.genders, gender, on) as Gender[] })}
            />
          ))}
        </fieldset>
        <fieldset className="filter-panel__group">
          <legend>{FILTERS_MESSAGES.languagesLabel}</legend>
          <div className="filter-panel__scroll">
            {languageOptions(props.filteredLanguages, value.languages).map((language) => (
              <FilterCheckbox
                key={language}
                label={language}
                isSelected={value.languages.includes(language)}
                onChange={(on) => update({ languages: toggle(value.languages, language, on) })}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="filter-panel__group">
          <legend>{FILTERS_MESSAGES.availabilityLabel}</legend>
          <FilterCheckbox
            label={FILTER_TEXTS.newPatientOnlineBooking}
            isSelected={value.acceptingNewPatientsOnly}
            onChange={(acceptingNewPatientsOnly) => update({ acceptingNewPatientsOnly })}
          />
          <FilterCheckbox
            label={FILTER_TEXTS.telemedicineAvailable}
            isSelected={value.telemedicine}
            onChange={(telemedicine) => update({ telemedicine })}
          />
        </fieldset>
        <InsuranceFilter
          insurerId={value.insurerId}
          insurancePlanId={value.insurancePlanId}
          onChange={(choice) => update(choice)}
        />
        {props.showFacilityFilter ? (
          <div className="field filter-panel__field">
            <label htmlFor={ids.facility}>{FILTERS_MESSAGES.facilityLabel}</label>
            <select
              id={ids.facility}
              className="select"
              value={value.facilityCoid}
              onChange={(event) => update({ facilityCoid: event.target.value })}
            >
              <option value="">{FILTER_TEXTS.allFacility}</option>
              {facilityOptions(props.facilityMap, value.facilityCoid).map((facility) => (
                <option key={facility.coid} value={facility.coid}>
                  {facility.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {props.isPsg ? (
          <>
            <div className="field filter-panel__field">
              <label htmlFor={ids.patientType}>{FILTERS_MESSAGES.patientTypeLabel}</label>
              <select
                id={ids.patientType}
                className="select"
                value={value.patientType}
                onChange={(event) => {
                  const patientType = event.target.value as FilterValues["patientType"];
                  // A type closed to the new patient type goes back to Select Below.
                  const stillOffered = appointmentTypeOptions(props.appTypes ?? [], patientType).some(
                    (option) => option.value === value.appointmentTypeId,
                  );
                  update({ patientType, appointmentTypeId: stillOffered ? value.appointmentTypeId : "" });
                }}
              >
                <option value="">{FILTER_TEXTS.selectBelow}</option>
                {patientTypes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field filter-panel__field">
              <label htmlFor={ids.appointmentType}>{FILTERS_MESSAGES.appointmentTypeLabel}</label>
              <select
                id={ids.appointmentType}
                className="select"
                value={value.appointmentTypeId}
                onChange={(event) => update({ appointmentTypeId: event.target.value })}
              >
                <option value="">{FILTER_TEXTS.selectBelow}</option>
                {appointmentTypes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="filter-panel__field">
              <FilterDatePicker id={ids.date} value={value.startDate} onChange={(startDate) => update({ startDate })} />
            </div>
          </>
        ) : null}
        <div className="filter-panel__actions">
          <button type="button" className="button-secondary" onClick={props.onClear}>
            {FILTER_TEXTS.clear}
          </button>
          <button type="submit" className="button" aria-disabled={!canApply}>
            {FILTER_TEXTS.apply}
          </button>
        </div>
      </form>
    </div>
  );
}

function useFieldIds() {
  const base = useId();
  return {
    form: `${base}-filters`,
    heading: `${base}-heading`,
    keyword: `${base}-keyword`,
    location: `${base}-location`,
    facility: `${base}-facility`,
    patientType: `${base}-patient-type`,
    appointmentType: `${base}-appointment-type`,
    date: `${base}-date`,
  };
}

/** Focuses a field by id: the element itself when focusable, else its first focusable part (date segments). */
function focusField(panel: HTMLElement | null, id: string) {
  const element = panel?.ownerDocument.getElementById(id);
  if (!element) return;
  const target =
    element.matches("input, select, textarea, button") || element.tabIndex >= 0
      ? element
      : element.querySelector<HTMLElement>('input, [role="spinbutton"], select, button');
  target?.focus();
}
