import { DESKTOP_STEP_COUNT } from "@fad/contracts/messages/booking-wizard-texts";
import { useText } from "../../../ui/i18n/use-text.ts";
import { desktopStepTitles } from "./step-titles.ts";
import type { DesktopStep } from "./wizard-steps.ts";

/**
 * The desktop wizard's progress bar (spec booking §2): numbered steps, a checkmark on completed ones,
 * which are links back to them; the current step is marked aria-current="step".
 */
export function WizardProgress({ step, onGoTo }: { step: DesktopStep; onGoTo: (step: DesktopStep) => void }) {
  const t = useText();
  return (
    <nav aria-label={t("booking.progressLabel")} className="wizard-progress">
      <ol className="wizard-progress__list">
        {desktopStepTitles(t).map((title, index) => {
          const number = (index + 1) as DesktopStep;
          const state = number < step ? "completed" : number === step ? "current" : "upcoming";
          return (
            <li
              key={title}
              className={`wizard-progress__step wizard-progress__step--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              {state === "completed" ? (
                <button
                  type="button"
                  className="wizard-progress__link"
                  aria-label={t("booking.completedStep", { number, title })}
                  onClick={() => onGoTo(number)}
                >
                  <span className="wizard-progress__marker" aria-hidden="true">
                    ✓
                  </span>
                  <span>{title}</span>
                </button>
              ) : (
                <span className="wizard-progress__label">
                  <span className="wizard-progress__marker" aria-hidden="true">
                    {number}
                  </span>
                  <span>
                    <span className="visually-hidden">{`${number}. `}</span>
                    {title}
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden">{t("booking.stepCount", { step, total: DESKTOP_STEP_COUNT })}</p>
    </nav>
  );
}

/** A progress bar drawn for sighted users; the count beside it is the text screen readers read. */
export function StepBar({ step, total }: { step: number; total: number }) {
  return (
    <div className="wizard-bar" aria-hidden="true">
      <div className="wizard-bar__fill" style={{ width: `${(step / total) * 100}%` }} />
    </div>
  );
}
