import { FILTER_TEXTS } from "@fad/contracts/messages/results-texts";
import type { Facility } from "@fad/contracts/provider/search-providers";
import { facilityOptions } from "./filter-values.ts";
import { FILTERS_MESSAGES } from "./filters-messages.ts";

export interface FacilityFilterProps {
  id: string;
  /** "" is All Facility. */
  facilityCoid: string;
  /** The search answer's facilities. */
  facilityMap: readonly Facility[];
  onChange: (facilityCoid: string) => void;
}

/** The facility select: All Facility, then the search answer's facilities. */
export function FacilityFilter({ id, facilityCoid, facilityMap, onChange }: FacilityFilterProps) {
  return (
    <div className="field filter-panel__field">
      <label htmlFor={id}>{FILTERS_MESSAGES.facilityLabel}</label>
      <select id={id} className="select" value={facilityCoid} onChange={(event) => onChange(event.target.value)}>
        <option value="">{FILTER_TEXTS.allFacility}</option>
        {facilityOptions(facilityMap, facilityCoid).map((facility) => (
          <option key={facility.coid} value={facility.coid}>
            {facility.title}
          </option>
        ))}
      </select>
    </div>
  );
}
