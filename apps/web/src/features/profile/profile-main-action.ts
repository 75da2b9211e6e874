import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { takesOnlineBooking } from "../../ui/physician/online-booking.ts";

export type ProfileMainAction = { kind: "book"; to: string } | { kind: "call"; phone: string } | { kind: "none" };

/**
 * Spec §2 main button: Book Appointment when the physician takes online booking at the shown location
 * (the shared rule: online-booking flag, calendar id, accepts the patient); otherwise call the location
 * phone, else the related contact-centre phone.
 */
export function profileMainAction(
  physician: Pick<Physician, "mhdParticipant" | "urlTitle">,
  location: ProviderLocation | null,
): ProfileMainAction {
  if (location && takesOnlineBooking(physician, location)) {
    return { kind: "book", to: `/physicians?${new URLSearchParams({ urlTitle: physician.urlTitle })}` };
  }
  const phone = location?.phone || location?.relatedContactCenterPhoneNumber;
  return phone ? { kind: "call", phone } : { kind: "none" };
}
