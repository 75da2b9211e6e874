import { FILTER_TEXTS } from "@fad/contracts/messages/results-texts";
import type { AppType } from "@fad/contracts/provider/app-type";
import { appointmentTypeOptions, patientTypeOptions } from "./appointment-type-options.ts";
import { FilterDatePicker } from "./filter-date-picker.tsx";
import type { FilterFieldIds } from "./filter-field-ids.ts";
import type { FilterValues } from "./filter-values.ts";
import { FILTERS_MESSAGES } from "./filters-messages.ts";

export interface PsgFiltersProps {
  ids: FilterFieldIds;
  value: FilterValues;
  update: (changes: Partial<FilterValues>) => void;
  /** The app types of the chosen specialty (specilityAppTypes). */
  appTypes: readonly AppType[];
}

/** psg's patient type, appointment type and start date. */
export function PsgFilters({ ids, value, update, appTypes }: PsgFiltersProps) {
  const patientTypes = patientTypeOptions(appTypes);
  const appointmentTypes = appointmentTypeOptions(appTypes, value.patientType);
  const choosePatientType = (patientType: FilterValues["patientType"]) => {
    // A type closed to the new patient type goes back to Select Below.
    const stillOffered = appointmentTypeOptions(appTypes, patientType).some(
      (option) => option.value === value.appointmentTypeId,
    );
    update({ patientType, appointmentTypeId: stillOffered ? value.appointmentTypeId : "" });
  };
  return (
    <>
      <div className="field filter-panel__field">
        <label htmlFor={ids.patientType}>{FILTERS_MESSAGES.patientTypeLabel}</label>
        <select
          id={ids.patientType}
          className="select"
          value={value.patientType}
          onChange={(event) => choosePatientType(event.target.value as FilterValues["patientType"])}
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
  );
}
