import { PHYSICIAN_TEXTS } from "@fad/contracts/messages/physician-texts";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { takesOnlineBooking } from "./online-booking.ts";
import { PHYSICIAN_MESSAGES } from "./physician-messages.ts";
import "./physician.css";

export interface PhysicianBadgesProps {
  physician: Pick<Physician, "telehealthProvider" | "mhdParticipant">;
  /** The shown location: whether a new patient can book there online gives the first badge. */
  location: Pick<ProviderLocation, "acceptsNewPatients" | "mhdCalendarId"> | null | undefined;
}

/**
 * Spec §2: New Patient Online Booking, Telemedicine Available. The first shows only when a new patient
 * can book this doctor online at the shown location (decision 86): accepting new patients by phone is
 * not what it says, and the card of such a doctor says "Please call".
 */
export function PhysicianBadges({ physician, location }: PhysicianBadgesProps) {
  const badges: string[] = [
    takesOnlineBooking(physician, location) ? PHYSICIAN_TEXTS.newPatientOnlineBooking : null,
    physician.telehealthProvider ? PHYSICIAN_TEXTS.telemedicineAvailable : null,
  ].filter((badge) => badge !== null);
  if (badges.length === 0) return null;
  return (
    <ul className="physician-badges" aria-label={PHYSICIAN_MESSAGES.badgesLabel}>
      {badges.map((badge) => (
        <li key={badge} className="physician-badge">
          <span className="physician-badge__tick" aria-hidden="true">
            ✓
          </span>
          {badge}
        </li>
      ))}
    </ul>
  );
}
