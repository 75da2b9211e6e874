import { SORT_TEXTS } from "@fad/contracts/messages/results-texts";
import type { SortType } from "@fad/contracts/provider/search-providers";
import { useId } from "react";
import "./sort-by-select.css";

export interface SortBySelectProps {
  /** undefined: "Select below" (the search's own order). */
  value: SortType | undefined;
  onChange: (sortType: SortType | undefined) => void;
  /** Distance is offered only when a user location exists (spec §2). */
  hasUserLocation: boolean;
  /** FirstAvailable is offered only when an appointment type is chosen (spec §2). */
  hasAppointmentType: boolean;
  id?: string;
}

/** The options offered, in order, for the given flags. */
export function sortOptions({
  hasUserLocation,
  hasAppointmentType,
}: Pick<SortBySelectProps, "hasUserLocation" | "hasAppointmentType">): { value: SortType; label: string }[] {
  return [
    { value: "Ascending" as const, label: SORT_TEXTS.ascending },
    { value: "Descending" as const, label: SORT_TEXTS.descending },
    ...(hasUserLocation ? [{ value: "Distance" as const, label: SORT_TEXTS.distance }] : []),
    ...(hasAppointmentType ? [{ value: "FirstAvailable" as const, label: SORT_TEXTS.firstAvailable }] : []),
  ];
}

/**
 * Sort By (spec §2): A - Z and Z - A by last name, Distance, FirstAvailable. A native select: every
 * browser and screen reader knows it, and on phones it opens the system picker.
 */
export function SortBySelect({ value, onChange, hasUserLocation, hasAppointmentType, id }: SortBySelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const options = sortOptions({ hasUserLocation, hasAppointmentType });
  // A sort the flags no longer allow (the location was removed) shows as "Select below".
  const shown = options.some((option) => option.value === value) ? value : "";
  return (
    <div className="sort-by">
      <label htmlFor={selectId} className="sort-by__label">
        {SORT_TEXTS.label}
      </label>
      <select
        id={selectId}
        className="select sort-by__select"
        value={shown}
        onChange={(event) => onChange((event.target.value || undefined) as SortType | undefined)}
      >
        <option value="">{SORT_TEXTS.selectBelow}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
