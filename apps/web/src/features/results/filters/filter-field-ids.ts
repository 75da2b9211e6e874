import { useId } from "react";

export type FilterFieldIds = ReturnType<typeof useFilterFieldIds>;

/** The filter panel's element ids, unique per panel (the labels, Apply's focus and the toggle point at them). */
export function useFilterFieldIds() {
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
export function focusFilterField(panel: HTMLElement | null, id: string) {
  const element = panel?.ownerDocument.getElementById(id);
  if (!element) return;
  const target =
    element.matches("input, select, textarea, button") || element.tabIndex >= 0
      ? element
      : element.querySelector<HTMLElement>('input, [role="spinbutton"], select, button');
  target?.focus();
}
