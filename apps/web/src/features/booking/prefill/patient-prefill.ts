import type { PageSettings } from "@fad/contracts/host/page-settings";
import type { CalendarDate } from "@fad/contracts/patient/date-of-birth";
import { type PatientPrefill, portalPrefill, textingPrefill } from "@fad/contracts/patient/prefill";
import type { PatientDraft } from "../../../booking-session/booking-session.ts";
import { isPortalHost } from "../../../search-model/site-context.ts";

/**
 * What the host hands the booking form (spec booking §3): the texting case in the texting flow, the
 * portal profile on the portal hosts (mho, mhonative), nothing elsewhere. Normalised in contracts.
 */
export function prefillFromHost(settings: PageSettings, texting: boolean, today: CalendarDate): PatientPrefill {
  if (texting) return textingPrefill(settings.texting?.caseInfoResponse, today);
  if (isPortalHost(settings.hostApp ?? "")) return portalPrefill(settings.patientUser, settings.address, today);
  return {};
}

/** The pre-filled values for the fields the draft still has empty: what the visitor typed is never replaced. */
export function emptyFieldsFilled(draft: PatientDraft, prefill: PatientPrefill): Partial<PatientDraft> {
  const change: Partial<PatientDraft> = {};
  for (const [field, value] of Object.entries(prefill) as [keyof PatientPrefill, string][]) {
    if (draft[field] === "") Object.assign(change, { [field]: value });
  }
  return change;
}
