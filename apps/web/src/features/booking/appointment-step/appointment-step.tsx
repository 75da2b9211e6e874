import { ErrorBanner } from "../../../ui/error-banner.tsx";
import { useText } from "../../../ui/i18n/use-text.ts";
import { SlotHoldModals } from "../../availability/slot-hold-modals.tsx";
import { useStepAction } from "../booking-context.tsx";
import { AppointmentLocationSection } from "./appointment-location-section.tsx";
import { AppointmentTypeField, CurrentPatientQuestion, ReasonForVisitField } from "./appointment-questions.tsx";
import { AppointmentTimeSection, HeldTimeStatus, TimerNotice } from "./appointment-time-section.tsx";
import { TelehealthNotice } from "./telehealth-notice.tsx";
import { useAppointmentStep } from "./use-appointment-step.ts";
import "./appointment-step.css";

export interface AppointmentStepProps {
  /** desktop: the whole step; mobile-questions: mobile step 1; mobile-time: mobile step 2. */
  layout: "desktop" | "mobile-questions" | "mobile-time";
  onBack: () => void;
  onContinue: () => void;
}

/**
 * Booking step 1, Appointment Information (spec booking §2 "Step 1", §4). The page shows the step's
 * title and '* Indicates required field'; on mobile its header's Next runs this step's action.
 */
export function AppointmentStep({ layout, onBack, onContinue }: AppointmentStepProps) {
  const t = useText();
  const step = useAppointmentStep(onContinue);
  // Mobile gating (spec §4): step 1 → 2 needs the answers and a calendar; step 2 → 3 a held time.
  useStepAction({ canContinue: step.questionsComplete, onContinue }, layout === "mobile-questions");
  useStepAction({ canContinue: step.slotHeld, onContinue: step.continueFromTime }, layout === "mobile-time");

  const showLocation = layout !== "mobile-questions";
  const showQuestions = layout !== "mobile-time";
  const showTime = layout !== "mobile-questions";
  const networkError = step.appTypes.isError || step.slotHold.networkError;

  return (
    <div className="appointment-step">
      {networkError ? <ErrorBanner error={step.slotHold.failure ?? step.appTypes.error} /> : null}
      {showLocation ? <AppointmentLocationSection /> : null}
      {showQuestions ? (
        <div className="appointment-step__section">
          <CurrentPatientQuestion step={step} />
          <AppointmentTypeField step={step} />
          <ReasonForVisitField step={step} />
          {layout === "mobile-questions" ? <HeldTimeStatus step={step} /> : null}
        </div>
      ) : null}
      {layout === "mobile-questions" && step.heldTimeConflict ? (
        // The held time is not offered for the type just chosen: its times are right here, under the
        // sentence that says so, not behind Next (decision 129).
        <AppointmentTimeSection step={step} withStatus={false} />
      ) : null}
      {layout === "mobile-time" ? <TimerNotice /> : null}
      {showTime ? <AppointmentTimeSection step={step} /> : null}
      {layout === "mobile-time" ? (
        // The header's Next is small and at the top: the step's action is also at its end (issue 19).
        <div className="appointment-step__actions appointment-step__actions--mobile">
          <button type="button" className="button" disabled={!step.slotHeld} onClick={step.continueFromTime}>
            {t("booking.continue")}
          </button>
        </div>
      ) : null}
      {layout === "desktop" ? (
        <>
          <TimerNotice />
          <div className="appointment-step__actions">
            <button type="button" className="button-secondary" onClick={onBack}>
              {t("booking.back")}
            </button>
            <button
              type="button"
              className="button"
              disabled={!step.canContinue}
              onClick={() => void step.continueToPatient()}
            >
              {t("booking.continue")}
            </button>
          </div>
        </>
      ) : null}
      <SlotHoldModals
        hold={{ ...step.slotHold, cancelConfirmation: step.cancelHoldConfirmation }}
        holdingText={t("booking.appointment.holding")}
      />
      <TelehealthNotice isOpen={step.telehealthOpen} onClose={step.closeTelehealth} />
    </div>
  );
}
