import { PATIENT_STEP_MESSAGES as TEXT } from "./patient-step-messages.ts";

interface PatientStepActionsProps {
  layout: "desktop" | "mobile";
  onBack: () => void;
  canContinue: boolean;
}

/** The step's buttons: desktop Back, Back to Times and Continue; on a phone Continue above Back to Times. */
export function PatientStepActions({ layout, onBack, canContinue }: PatientStepActionsProps) {
  if (layout === "desktop") {
    return (
      <div className="patient-step__actions">
        <button type="button" className="button-secondary" onClick={onBack}>
          {TEXT.back}
        </button>
        {/* Spec §2 Step 2: a 'Back to Times' return; on desktop the times are on step 1. */}
        <button type="button" className="button-link-plain patient-step__back-to-times" onClick={onBack}>
          {TEXT.backToTimes}
        </button>
        <button type="submit" className="button" disabled={!canContinue}>
          {TEXT.continue}
        </button>
      </div>
    );
  }
  return (
    <div className="patient-step__actions patient-step__actions--mobile">
      <button type="submit" className="button" disabled={!canContinue}>
        {TEXT.continue}
      </button>
      <button type="button" className="button-secondary" onClick={onBack}>
        {TEXT.backToTimes}
      </button>
    </div>
  );
}
