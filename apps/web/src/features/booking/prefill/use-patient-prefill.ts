import { calendarDateAt } from "@fad/contracts/patient/date-of-birth";
import { useEffect } from "react";
import { getBookingSession, updatePatientDraft } from "../../../booking-session/booking-session-store.ts";
import { useAppSettings } from "../../../settings/app-settings.tsx";
import { emptyFieldsFilled, prefillFromHost } from "./patient-prefill.ts";

/**
 * Once per visit (page load), like the in-memory draft it fills: a value the visitor cleared on purpose
 * is not brought back when they open the booking for another doctor. Kept in memory only.
 */
let prefilledThisVisit = false;

/**
 * Fills the patient draft from the host's data when the booking page opens (texting case, or portal
 * profile on mho and mhonative), only in fields still empty. The patient step reads the draft when it
 * shows, so the form opens filled in.
 */
export function usePatientPrefill(texting: boolean): void {
  const { settings } = useAppSettings();
  useEffect(() => {
    if (prefilledThisVisit) return;
    const prefill = prefillFromHost(settings, texting, calendarDateAt(new Date()));
    if (Object.keys(prefill).length === 0) return;
    prefilledThisVisit = true;
    const change = emptyFieldsFilled(getBookingSession().patient, prefill);
    if (Object.keys(change).length > 0) updatePatientDraft(change);
  }, [settings, texting]);
}

/** A new visit, as a page load would start one (tests). */
export function forgetPatientPrefill(): void {
  prefilledThisVisit = false;
}
