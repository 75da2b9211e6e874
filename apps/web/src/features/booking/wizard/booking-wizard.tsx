import { type ReactNode, useEffect, useRef, useState } from "react";
import { useText } from "../../../ui/i18n/use-text.ts";
import { AppointmentStep } from "../appointment-step/appointment-step.tsx";
import { type StepAction, StepActionProvider } from "../booking-context.tsx";
import { PatientStep } from "../patient-step/patient-step.tsx";
import { ReviewStep } from "../review-step/review-step.tsx";
import { MobileStepHeader } from "./mobile-step-header.tsx";
import { desktopStepTitles, mobileStepTitles } from "./step-titles.ts";
import { WizardProgress } from "./wizard-progress.tsx";
import { clampPosition, desktopStepOf, positionOfDesktopStep, type WizardPosition } from "./wizard-steps.ts";

export interface BookingWizardProps {
  position: WizardPosition;
  onPositionChange: (position: WizardPosition) => void;
  /** Under 768 px: the 4-step mobile flow; otherwise the 3-step wizard. */
  isMobile: boolean;
  /** The proofs host hides the mobile step count. */
  showMobileCount: boolean;
  /** Back from the first step leaves the wizard (profile, or the listing from results). */
  onLeave: () => void;
  /** A booking failed because its hold is gone: back to step 1 for a new time. */
  onChooseTime: () => void;
  /** Shown beside the step's note: the hold's countdown. */
  status?: ReactNode;
}

/**
 * The booking wizard (spec booking §2 "Desktop wizard", "Mobile flow"): the progress, the step's
 * heading and note, and the step itself. Moving between steps puts focus on the new step's heading and
 * scrolls to the top, so keyboard and screen-reader users start the step at its beginning.
 */
export function BookingWizard(props: BookingWizardProps) {
  const { position, onPositionChange, isMobile, showMobileCount, onLeave, onChooseTime, status } = props;
  const [stepAction, setStepAction] = useState<StepAction | null>(null);
  const headingRef = useFocusOnStepChange(isMobile ? position : desktopStepOf(position), isMobile);

  const goTo = (next: number) => onPositionChange(clampPosition(next));
  const back = () => (position === 1 ? onLeave() : goTo(position - 1));
  const desktopStep = desktopStepOf(position);
  const t = useText();
  const title = isMobile ? mobileStepTitles(t)[position - 1] : desktopStepTitles(t)[desktopStep - 1];
  const note = desktopStep === 3 ? t("booking.reviewNote") : t("booking.requiredFieldNote");

  return (
    <StepActionProvider onStepAction={setStepAction}>
      <div className={`booking-wizard booking-wizard--${isMobile ? "mobile" : "desktop"}`}>
        {isMobile ? (
          <MobileStepHeader position={position} action={stepAction} showCount={showMobileCount} onBack={back} />
        ) : (
          <WizardProgress step={desktopStep} onGoTo={(step) => onPositionChange(positionOfDesktopStep(step))} />
        )}
        <h2 ref={headingRef} tabIndex={-1} className="booking-wizard__title">
          {title}
        </h2>
        <div className="booking-wizard__status">
          <p className={desktopStep === 3 ? "booking-wizard__banner" : "booking-wizard__note"}>{note}</p>
          {status}
        </div>
        <div className="booking-wizard__step">
          {isMobile ? (
            <MobileStep position={position} goTo={goTo} onLeave={onLeave} onChooseTime={onChooseTime} />
          ) : (
            <DesktopStep step={desktopStep} goTo={goTo} onLeave={onLeave} onChooseTime={onChooseTime} />
          )}
        </div>
      </div>
    </StepActionProvider>
  );
}

interface StepProps {
  goTo: (position: number) => void;
  onLeave: () => void;
  onChooseTime: () => void;
}

function DesktopStep({ step, goTo, onLeave, onChooseTime }: StepProps & { step: 1 | 2 | 3 }) {
  if (step === 1) return <AppointmentStep layout="desktop" onBack={onLeave} onContinue={() => goTo(3)} />;
  if (step === 2) return <PatientStep layout="desktop" onBack={() => goTo(1)} onContinue={() => goTo(4)} />;
  return <ReviewStep layout="desktop" onEdit={() => goTo(3)} onChooseTime={onChooseTime} />;
}

function MobileStep({ position, goTo, onLeave, onChooseTime }: StepProps & { position: WizardPosition }) {
  switch (position) {
    case 1:
      return <AppointmentStep layout="mobile-questions" onBack={onLeave} onContinue={() => goTo(2)} />;
    case 2:
      return <AppointmentStep layout="mobile-time" onBack={() => goTo(1)} onContinue={() => goTo(3)} />;
    case 3:
      // Its Back is 'Back to Times': the appointment details step.
      return <PatientStep layout="mobile" onBack={() => goTo(2)} onContinue={() => goTo(4)} />;
    case 4:
      return <ReviewStep layout="mobile" onEdit={() => goTo(3)} onChooseTime={onChooseTime} />;
  }
}

/**
 * Focus and scroll follow a step change, never the first render (route focus goes to the h1 then) nor
 * a resize between the two layouts (the visitor did not move).
 */
function useFocusOnStepChange(step: number, isMobile: boolean) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef({ step, isMobile });
  useEffect(() => {
    const previous = shown.current;
    shown.current = { step, isMobile };
    if (previous.isMobile !== isMobile || previous.step === step) return;
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [step, isMobile]);
  return headingRef;
}
