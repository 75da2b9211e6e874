import type { FieldProblem } from "@fad/contracts/patient/patient-messages";
import { type ReactNode, useId } from "react";
import { useText } from "../../../ui/i18n/use-text.ts";
import { useProblemWords } from "./field-problem-text.ts";

/** What a field's control needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  "aria-required"?: true;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

interface PatientFieldProps {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  problem?: FieldProblem | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field with its hint and error. The error shows the spec's message and gives screen
 * readers the spec's screen-reader text (spec booking §5) through aria-describedby.
 */
export function PatientField({ label, required = false, hint, problem, className, children }: PatientFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [problem ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={["field", "patient-field", className].filter(Boolean).join(" ")}>
      <label htmlFor={id}>
        <FieldLabelText label={label} required={required} />
      </label>
      {children({
        id,
        ...(required ? { "aria-required": true as const } : {}),
        "aria-invalid": Boolean(problem),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint ? (
        <p id={hintId} className="patient-field__hint">
          {hint}
        </p>
      ) : null}
      {problem ? <FieldProblemText id={errorId} problem={problem} /> : null}
    </div>
  );
}

/** 'Label *' for required fields ('*' explained by the page), 'Label (optional)' for the others. */
export function FieldLabelText({ label, required }: { label: string; required: boolean }) {
  const t = useText();
  return (
    <>
      {label}
      {required ? (
        <span className="patient-field__required" aria-hidden="true">
          {" *"}
        </span>
      ) : (
        <span className="patient-field__optional"> {t("booking.patient.optional")}</span>
      )}
    </>
  );
}

/** The visible message, and for screen readers the spec's own wording when it gives another. */
export function FieldProblemText({ id, problem }: { id: string; problem: FieldProblem }) {
  const words = useProblemWords()(problem);
  const spokenDiffers = words.spoken !== words.message;
  return (
    <p id={id} className="field-error">
      {spokenDiffers ? (
        <>
          <span aria-hidden="true">{words.message}</span>
          <span className="visually-hidden">{words.spoken}</span>
        </>
      ) : (
        words.message
      )}
    </p>
  );
}
