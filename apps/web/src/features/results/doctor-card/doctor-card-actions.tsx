import { PHYSICIAN_TEXTS } from "@fad/contracts/messages/physician-texts";
import type { Physician } from "@fad/contracts/provider/search-providers";
import { profilePath } from "@fad/contracts/routes/app-routes";
import { Link } from "react-router";
import type { BookingLinkState } from "../../../booking-session/booking-link-state.ts";
import type { ResultsReturn } from "../../../search-model/results-return.ts";
import { sendAnalyticsEvent } from "../../../ui/analytics.ts";
import { useText } from "../../../ui/i18n/use-text.ts";
import { bookingStartPath } from "./doctor-card-links.ts";
import { DOCTOR_CARD_MESSAGES } from "./doctor-card-messages.ts";

/** The booking page's Back goes to the listing when the visitor came from a card (BookingLinkState). */
const fromResults: BookingLinkState = { bookingOrigin: "results" };

export interface DoctorCardActionsProps {
  physician: Physician;
  /** The formatted name, added (visually hidden) to each link's name. */
  name: string;
  /** Book an Appointment shows. */
  canBook: boolean;
  /** This search, carried to the profile. */
  fromSearch: ResultsReturn;
  /** psg "View Next Available Provider", when it shows. */
  onViewNextAvailable?: () => void;
}

/** Book an Appointment (when online booking is open), View Profile, and psg's View Next Available Provider. */
export function DoctorCardActions({
  physician,
  name,
  canBook,
  fromSearch,
  onViewNextAvailable,
}: DoctorCardActionsProps) {
  const t = useText();
  const forName = <span className="visually-hidden">{t("physician.forName", { name })}</span>;
  return (
    <div className="doctor-card__actions">
      {canBook ? (
        <Link
          className="button"
          to={bookingStartPath(physician.urlTitle)}
          state={fromResults}
          onClick={() =>
            sendAnalyticsEvent(PHYSICIAN_TEXTS.bookAnAppointment, DOCTOR_CARD_MESSAGES.analyticsCategory, {
              physicianNpi: physician.physicianNpi,
            })
          }
        >
          {t("physician.bookAnAppointment")}
          {forName}
        </Link>
      ) : null}
      <Link className="button-secondary" to={profilePath(physician.urlTitle)} state={fromSearch}>
        {t("physician.viewProfile")}
        {forName}
      </Link>
      {onViewNextAvailable ? (
        <button type="button" className="button-link-plain" onClick={onViewNextAvailable}>
          {t("physician.viewNextAvailableProvider")}
        </button>
      ) : null}
    </div>
  );
}
