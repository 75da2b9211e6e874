import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { useText } from "../i18n/use-text.ts";
import { takesOnlineBooking } from "./online-booking.ts";
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
  const t = useText();
  const badges: string[] = [
    takesOnlineBooking(physician, location) ? t("physician.newPatientOnlineBooking") : null,
    physician.telehealthProvider ? t("physician.telemedicineAvailable") : null,
  ].filter((badge) => badge !== null);
  if (badges.length === 0) return null;
  return (
    <ul className="physician-badges" aria-label={t("physician.badgesLabel")}>
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
