import { GENDERS } from "@fad/contracts/patient/patient-field-rules";
import { useId } from "react";
import { FieldLabelText, FieldProblemText } from "./patient-field.tsx";
import { PATIENT_STEP_MESSAGES as TEXT } from "./patient-step-messages.ts";
import type { PatientForm } from "./use-patient-form.ts";

/**
 * Gender, Female or Male (spec booking §5): a radio group checked when focus leaves the group. A div
 * with role radiogroup rather than a fieldset, so the group itself can say it is required and invalid.
 */
export function GenderField({ form }: { form: PatientForm }) {
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  const problem = form.errors.gender;
  return (
    <div
      className="patient-field patient-gender"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={Boolean(problem)}
      aria-describedby={problem ? errorId : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) form.blur("gender");
      }}
    >
      <span id={legendId} className="field-label">
        <FieldLabelText label={TEXT.labels.gender} required />
      </span>
      <div className="patient-gender__options">
        {GENDERS.map((gender, index) => (
          <label key={gender} className="patient-gender__option">
            <input
              ref={index === 0 ? form.register("gender") : undefined}
              type="radio"
              name={`${id}-gender`}
              value={gender}
              checked={form.draft.gender === gender}
              aria-describedby={problem ? errorId : undefined}
              onChange={() => form.change("gender", gender)}
            />
            {TEXT.genders[gender]}
          </label>
        ))}
      </div>
      {problem ? <FieldProblemText id={errorId} problem={problem} /> : null}
    </div>
  );
}
