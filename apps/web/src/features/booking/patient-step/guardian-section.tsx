import { FIELD_LIMITS } from "@fad/contracts/patient/field-limits";
import { FormTextField } from "./form-text-field.tsx";
import { PatientSection } from "./patient-section.tsx";
import { PATIENT_STEP_MESSAGES as TEXT } from "./patient-step-messages.ts";
import type { PatientForm } from "./use-patient-form.ts";

/** Parent or guardian, asked only while the date of birth makes the patient a minor. */
export function GuardianSection({ form }: { form: PatientForm }) {
  if (!form.minor) return null;
  return (
    <PatientSection title={TEXT.sections.guardian}>
      <p className="patient-step__intro">{TEXT.guardianIntro}</p>
      <div className="patient-step__row">
        <FormTextField
          form={form}
          field="parentOrGuardian"
          required
          autoComplete="off"
          maxLength={FIELD_LIMITS.guardian}
        />
        <FormTextField
          form={form}
          field="relationshipOfGuardian"
          required
          autoComplete="off"
          maxLength={FIELD_LIMITS.guardian}
        />
      </div>
    </PatientSection>
  );
}
