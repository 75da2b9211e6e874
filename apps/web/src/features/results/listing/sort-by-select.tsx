import { SORT_TEXTS } from "@fad/contracts/messages/results-texts";
import type { SortType } from "@fad/contracts/provider/search-providers";
import { useId } from "react";
import { useText } from "../../../ui/i18n/use-text.ts";
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
export function sortOptions(
  { hasUserLocation, hasAppointmentType }: Pick<SortBySelectProps, "hasUserLocation" | "hasAppointmentType">,
  /** In the page's language; the spec's English by default. */
  labels: SortLabels = SORT_TEXTS,
): { value: SortType; label: string }[] {
  return [
    { value: "Ascending" as const, label: labels.ascending },
    { value: "Descending" as const, label: labels.descending },
    ...(hasUserLocation ? [{ value: "Distance" as const, label: labels.distance }] : []),
    ...(hasAppointmentType ? [{ value: "FirstAvailable" as const, label: labels.firstAvailable }] : []),
  ];
}

type SortLabels = Record<"ascending" | "descending" | "distance" | "firstAvailable", string>;

/**
 * Sort By (spec §2): A - Z and Z - A by last name, Distance, FirstAvailable. A native select: every
 * browser and screen reader knows it, and on phones it opens the system picker.
 */
export function SortBySelect({ value, onChange, hasUserLocation, hasAppointmentType, id }: SortBySelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const t = useText();
  const options = sortOptions(
    { hasUserLocation, hasAppointmentType },
    {
      ascending: t("results.sort.ascending"),
      descending: t("results.sort.descending"),
      distance: t("results.sort.distance"),
      firstAvailable: t("results.sort.firstAvailable"),
    },
  );
  // A sort the flags no longer allow (the location was removed) shows as "Select below".
  const shown = options.some((option) => option.value === value) ? value : "";
  return (
    <div className="sort-by">
      <label htmlFor={selectId} className="sort-by__label">
        {t("results.sort.label")}
      </label>
      <select
        id={selectId}
        className="select sort-by__select"
        value={shown}
        onChange={(event) => onChange((event.target.value || undefined) as SortType | undefined)}
      >
        <option value="">{t("results.sort.selectBelow")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
