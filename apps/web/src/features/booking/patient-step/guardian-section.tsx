import { FIELD_LIMITS } from "@fad/contracts/patient/field-limits";
import { useText } from "../../../ui/i18n/use-text.ts";
import { FormTextField } from "./form-text-field.tsx";
import { PatientSection } from "./patient-section.tsx";
import type { PatientForm } from "./use-patient-form.ts";

/** Parent or guardian, asked only while the date of birth makes the patient a minor. */
export function GuardianSection({ form }: { form: PatientForm }) {
  const t = useText();
  if (!form.minor) return null;
  return (
    <PatientSection title={t("booking.patient.section.guardian")}>
      <p className="patient-step__intro">{t("booking.patient.guardianIntro")}</p>
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
