import { FIELD_LIMITS } from "@fad/contracts/patient/field-limits";
import { FormTextField } from "./form-text-field.tsx";
import { PhoneHint } from "./phone-hint.tsx";
import type { PatientForm } from "./use-patient-form.ts";

/** Additional information: the referring doctor's name and phone, both optional. */
export function ReferralFields({ form }: { form: PatientForm }) {
  return (
    <div className="patient-step__row">
      <FormTextField form={form} field="referredByName" autoComplete="off" maxLength={FIELD_LIMITS.referringDoctor} />
      <FormTextField
        form={form}
        field="referredByPhone"
        type="tel"
        autoComplete="off"
        hint={<PhoneHint />}
        onChange={(event) => form.changePhone("referredByPhone", event)}
      />
    </div>
  );
}
