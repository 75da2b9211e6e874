import { GENDERS } from "@fad/contracts/patient/patient-field-rules";
import { useId } from "react";
import { useText } from "../../../ui/i18n/use-text.ts";
import { FieldLabelText, FieldProblemText } from "./patient-field.tsx";
import type { PatientForm } from "./use-patient-form.ts";

/**
 * Gender, Female or Male (spec booking §5): a radio group checked when focus leaves the group. A div
 * with role radiogroup rather than a fieldset, so the group itself can say it is required and invalid.
 */
export function GenderField({ form }: { form: PatientForm }) {
  const id = useId();
  const t = useText();
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
        <FieldLabelText label={t("booking.patient.gender")} required />
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
            {gender === "Female" ? t("booking.patient.female") : t("booking.patient.male")}
          </label>
        ))}
      </div>
      {problem ? <FieldProblemText id={errorId} problem={problem} /> : null}
    </div>
  );
}
