import type { Facility } from "@fad/contracts/provider/search-providers";
import { useText } from "../../../ui/i18n/use-text.ts";
import { facilityOptions } from "./filter-values.ts";

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
  const t = useText();
  return (
    <div className="field filter-panel__field">
      <label htmlFor={id}>{t("filters.facilityLabel")}</label>
      <select id={id} className="select" value={facilityCoid} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t("filters.allFacility")}</option>
        {facilityOptions(facilityMap, facilityCoid).map((facility) => (
          <option key={facility.coid} value={facility.coid}>
            {facility.title}
          </option>
        ))}
      </select>
    </div>
  );
}
