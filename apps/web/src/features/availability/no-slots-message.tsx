import { displayPhoneNumber } from "@fad/contracts/patient/phone-number";
import { useText } from "../../ui/i18n/use-text.ts";
import { locationPhone, PhoneLink } from "../../ui/physician/phone-link.tsx";
import type { CalendarLocation } from "./calendar-subject.ts";

/**
 * No slots at all: "Please call to make your appointment" with a phone button when there is a number
 * to call, else "This doctor has no available appointments" (docs/decisions.md: the reading chosen).
 */
export function NoSlotsMessage({
  location,
}: {
  location: Pick<CalendarLocation, "phone" | "relatedContactCenterPhoneNumber">;
}) {
  const phone = locationPhone(location);
  const t = useText();
  if (!phone) return <p className="availability-message">{t("availability.noAvailableAppointments")}</p>;
  return (
    <div className="availability-message">
      <p>{t("availability.pleaseCall")}</p>
      <PhoneLink className="button" phone={phone}>
        <PhoneIcon /> {t("physician.call", { phone: displayPhoneNumber(phone) })}
      </PhoneLink>
    </div>
  );
}

function PhoneIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}
