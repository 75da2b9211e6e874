import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";

export interface OnlineBookingOptions {
  /** An appointment type was chosen in the search (psg): that type already says new or current patient. */
  appointmentTypeChosen?: boolean;
}

/**
 * Spec §6: online booking needs the physician's online-booking flag, a calendar id on the location,
 * and acceptance of new or existing patients. Without a chosen appointment type the visitor is taken
 * as a new patient, so the location must accept new patients; a chosen type (filtered by the search)
 * covers existing patients too. docs/decisions.md records this reading.
 */
export function takesOnlineBooking(
  physician: Pick<Physician, "mhdParticipant">,
  location: Pick<ProviderLocation, "mhdCalendarId" | "acceptsNewPatients"> | null | undefined,
  { appointmentTypeChosen = false }: OnlineBookingOptions = {},
): boolean {
  if (!physician.mhdParticipant || !location?.mhdCalendarId) return false;
  return location.acceptsNewPatients || appointmentTypeChosen;
}
