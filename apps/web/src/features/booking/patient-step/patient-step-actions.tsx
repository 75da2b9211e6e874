import { useText } from "../../../ui/i18n/use-text.ts";

interface PatientStepActionsProps {
  layout: "desktop" | "mobile";
  onBack: () => void;
  canContinue: boolean;
}

/** The step's buttons: desktop Back, Back to Times and Continue; on a phone Continue above Back to Times. */
export function PatientStepActions({ layout, onBack, canContinue }: PatientStepActionsProps) {
  const t = useText();
  if (layout === "desktop") {
    return (
      <div className="patient-step__actions">
        <button type="button" className="button-secondary" onClick={onBack}>
          {t("booking.back")}
        </button>
        {/* Spec §2 Step 2: a 'Back to Times' return; on desktop the times are on step 1. */}
        <button type="button" className="button-link-plain patient-step__back-to-times" onClick={onBack}>
          {t("booking.patient.backToTimes")}
        </button>
        <button type="submit" className="button" disabled={!canContinue}>
          {t("booking.continue")}
        </button>
      </div>
    );
  }
  return (
    <div className="patient-step__actions patient-step__actions--mobile">
      <button type="submit" className="button" disabled={!canContinue}>
        {t("booking.continue")}
      </button>
      <button type="button" className="button-secondary" onClick={onBack}>
        {t("booking.patient.backToTimes")}
      </button>
    </div>
  );
}
