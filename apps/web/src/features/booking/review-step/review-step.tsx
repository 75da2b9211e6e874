import { displayPhoneNumber } from "@fad/contracts/patient/phone-number";
import { type ReactNode, useId } from "react";
import { useBookingSession } from "../../../booking-session/booking-session-store.ts";
import { ErrorBanner } from "../../../ui/error-banner.tsx";
import { useDateText } from "../../../ui/i18n/use-date-text.ts";
import { useText } from "../../../ui/i18n/use-text.ts";
import { LoadingOverlay } from "../../../ui/loading-overlay.tsx";
import { LocationAddress } from "../../../ui/physician/location-address.tsx";
import { locationPhone } from "../../../ui/physician/phone-link.tsx";
import { formatDesignation, formatPhysicianName } from "../../../ui/physician/physician-format.ts";
import { PhysicianPhoto } from "../../../ui/physician/physician-photo.tsx";
import { useBookingContext, useStepAction } from "../booking-context.tsx";
import { toBookingPatient } from "../patient-step/booking-patient.ts";
import { BookingErrorModal } from "./booking-error-modal.tsx";
import { useReviewBooking } from "./use-review-booking.ts";
import "./review-step.css";

export interface ReviewStepProps {
  layout: "desktop" | "mobile";
  /** Desktop Back, mobile 'Edit Information': back to the patient form. */
  onEdit: () => void;
  /**
   * After a failed booking whose hold is gone (released, expired or spent): back to step 1 to choose a
   * time; it clears the hold and reloads the slots. Without it the step does both and calls onEdit.
   */
  onChooseTime?: () => void;
}

/**
 * Booking step 3, Review and Confirm (spec booking §2 "Step 3", mobile step 4; §4 "Booking"). The page
 * shows the step's title and the banner 'Please review and confirm your information'.
 */
export function ReviewStep({ layout, onEdit, onChooseTime }: ReviewStepProps) {
  const { physician, location, contactCenterPhone } = useBookingContext();
  const t = useText();
  const dates = useDateText();
  const { hold, choice, patient } = useBookingSession();
  const { book, booking, busy, failure, networkError, callError, acknowledgeFailure } = useReviewBooking(
    onChooseTime,
    onEdit,
  );
  const canBook = hold !== null && !booking;
  // Mobile: the header's Confirm books as the Confirm Appointment button does.
  useStepAction({ canContinue: canBook, onContinue: () => void book() }, layout === "mobile");

  // What is shown is what the book call sends (guardian fields only for a minor).
  const sent = toBookingPatient(patient, choice.reasonForVisit);
  const designation = formatDesignation(physician.physicianDesignation);
  const patientName = [sent.firstName, sent.middleName, sent.lastName].filter(Boolean).join(" ");

  return (
    <div className="review-step">
      {networkError ? <ErrorBanner error={callError} /> : null}

      <ReviewSection title={t("booking.review.appointment")}>
        <div className="review-step__physician">
          <PhysicianPhoto physician={physician} size={80} />
          <dl className="review-step__list">
            <ReviewItem label={t("booking.review.physician")}>
              <span className="review-step__physician-name">{formatPhysicianName(physician)}</span>
              {designation ? <span>{designation}</span> : null}
            </ReviewItem>
            {hold ? (
              <ReviewItem label={t("booking.review.dateAndTime")}>
                <span>{dates.longDayWithYear(hold.slot.day)}</span>
                <span>{dates.time(hold.slot.startTime)}</span>
              </ReviewItem>
            ) : null}
            <ReviewItem label={t("booking.review.location")}>
              <LocationAddress location={location} showDistance={false} />
            </ReviewItem>
            <ReviewItem label={t("booked.appointmentType")}>{choice.appointmentType?.friendlyName2 ?? ""}</ReviewItem>
            <ReviewItem label={t("booking.review.reasonForVisit")}>
              <span className="review-step__reason">{choice.reasonForVisit}</span>
            </ReviewItem>
          </dl>
        </div>
      </ReviewSection>

      <ReviewSection title={t("booking.review.patient")}>
        <dl className="review-step__list">
          <ReviewItem label={t("booking.review.patientName")}>{patientName}</ReviewItem>
          <ReviewItem label={t("booking.patient.dateOfBirth")}>{sent.dateOfBirth}</ReviewItem>
          <ReviewItem label={t("booking.patient.gender")}>
            {sent.gender === "Female"
              ? t("booking.patient.female")
              : sent.gender === "Male"
                ? t("booking.patient.male")
                : ""}
          </ReviewItem>
          <ReviewItem label={t("booking.review.address")}>
            <span>
              {[patient.address1, patient.address2]
                .map((line) => line.trim())
                .filter(Boolean)
                .join(", ")}
            </span>
            <span>{`${patient.city.trim()}, ${patient.state} ${patient.zip}`}</span>
          </ReviewItem>
          <ReviewItem label={t("booking.patient.phoneNumber")}>{displayPhoneNumber(patient.phoneNumber)}</ReviewItem>
          {sent.email ? <ReviewItem label={t("booking.patient.email")}>{sent.email}</ReviewItem> : null}
          {sent.parentOrGuardian ? (
            <ReviewItem label={t("booking.patient.parentOrGuardian")}>{sent.parentOrGuardian}</ReviewItem>
          ) : null}
          {sent.relationshipOfGuardian ? (
            <ReviewItem label={t("booking.patient.relationshipOfGuardian")}>{sent.relationshipOfGuardian}</ReviewItem>
          ) : null}
        </dl>
      </ReviewSection>

      {layout === "desktop" ? (
        <div className="review-step__actions">
          <button type="button" className="button-secondary" onClick={onEdit}>
            {t("booking.back")}
          </button>
          <button type="button" className="button" disabled={!canBook} onClick={() => void book()}>
            {t("booking.review.bookAppointment")}
          </button>
        </div>
      ) : (
        <div className="review-step__actions review-step__actions--mobile">
          <button type="button" className="button" disabled={!canBook} onClick={() => void book()}>
            {t("booking.review.confirmAppointment")}
          </button>
          <button type="button" className="button-secondary" onClick={onEdit}>
            {t("booking.review.editInformation")}
          </button>
        </div>
      )}

      {booking ? <LoadingOverlay text={busy ? t("app.serverBusy") : t("booking.review.booking")} /> : null}
      <BookingErrorModal
        isOpen={failure !== null}
        serverMessage={failure?.serverMessage ?? null}
        phone={locationPhone(location) ?? contactCenterPhone}
        onOkay={acknowledgeFailure}
      />
    </div>
  );
}

function ReviewSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="review-step__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="review-step__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

function ReviewItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="review-step__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
