import { PHYSICIAN_TEXTS } from "@fad/contracts/messages/physician-texts";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { PHYSICIAN_MESSAGES } from "./physician-messages.ts";
import "./physician.css";

export interface PhysicianBadgesProps {
  physician: Pick<Physician, "telehealthProvider">;
  /** The shown location: its acceptance of new patients gives the first badge. */
  location: Pick<ProviderLocation, "acceptsNewPatients"> | null | undefined;
}

/** Spec §2: New Patient Online Booking (the location accepts new patients), Telemedicine Available. */
export function PhysicianBadges({ physician, location }: PhysicianBadgesProps) {
  const badges: string[] = [
    location?.acceptsNewPatients ? PHYSICIAN_TEXTS.newPatientOnlineBooking : null,
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
