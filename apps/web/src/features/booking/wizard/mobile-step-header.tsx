import { MOBILE_STEP_COUNT } from "@fad/contracts/messages/booking-wizard-texts";
import { useText } from "../../../ui/i18n/use-text.ts";
import type { StepAction } from "../booking-context.tsx";
import { StepBar } from "./wizard-progress.tsx";
import type { WizardPosition } from "./wizard-steps.ts";

export interface MobileStepHeaderProps {
  position: WizardPosition;
  /** The current step's action as it reported it; none yet means Next stays disabled. */
  action: StepAction | null;
  /** The proofs host hides the step count (spec booking §6). */
  showCount: boolean;
  onBack: () => void;
}

/**
 * The mobile flow's header (spec booking §2 "Mobile flow"): Back, 'Step n of 4', and Next, disabled
 * until the step reports it is complete; on the last step Next becomes Confirm, which books.
 */
export function MobileStepHeader({ position, action, showCount, onBack }: MobileStepHeaderProps) {
  const isLast = position === MOBILE_STEP_COUNT;
  const canContinue = action?.canContinue ?? false;
  const t = useText();
  return (
    <nav className="mobile-step-header" aria-label={t("booking.mobileHeaderLabel")}>
      <div className="mobile-step-header__row">
        <button type="button" className="button-link-plain mobile-step-header__back" onClick={onBack}>
          <span aria-hidden="true">‹ </span>
          {t("booking.mobileHeader.back")}
        </button>
        {showCount ? (
          <p className="mobile-step-header__count">
            {t("booking.mobileStepCount", { step: position, total: MOBILE_STEP_COUNT })}
          </p>
        ) : null}
        <button
          type="button"
          className={isLast ? "button mobile-step-header__next" : "button-link-plain mobile-step-header__next"}
          disabled={!canContinue}
          onClick={() => action?.onContinue()}
        >
          {isLast ? t("booking.mobileHeader.confirm") : t("booking.mobileHeader.next")}
          {isLast ? null : <span aria-hidden="true"> ›</span>}
        </button>
      </div>
      {showCount ? <StepBar step={position} total={MOBILE_STEP_COUNT} /> : null}
    </nav>
  );
}
