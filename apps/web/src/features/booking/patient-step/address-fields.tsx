import { FIELD_LIMITS } from "@fad/contracts/patient/field-limits";
import { US_STATES } from "@fad/contracts/patient/us-states";
import { useText } from "../../../ui/i18n/use-text.ts";
import { FormTextField } from "./form-text-field.tsx";
import { PatientField } from "./patient-field.tsx";
import type { PatientForm } from "./use-patient-form.ts";

/** The patient's address: two street lines, then city, state and zip. */
export function AddressFields({ form }: { form: PatientForm }) {
  const t = useText();
  return (
    <>
      <div className="patient-step__row">
        <FormTextField
          form={form}
          field="address1"
          required
          autoComplete="address-line1"
          maxLength={FIELD_LIMITS.address1}
        />
        <FormTextField form={form} field="address2" autoComplete="address-line2" maxLength={FIELD_LIMITS.address2} />
      </div>
      <div className="patient-step__row patient-step__row--three">
        <FormTextField form={form} field="city" required autoComplete="address-level2" maxLength={FIELD_LIMITS.city} />
        <PatientField label={t("booking.patient.state")} required problem={form.errors.state}>
          {(control) => (
            <select
              {...control}
              ref={form.register("state")}
              className="select"
              autoComplete="address-level1"
              value={form.draft.state}
              onChange={(event) => form.change("state", event.target.value)}
              onBlur={() => form.blur("state")}
            >
              <option value="">{t("booking.patient.statePlaceholder")}</option>
              {US_STATES.map((state) => (
                <option key={state.id} value={state.id}>
                  {state.value}
                </option>
              ))}
            </select>
          )}
        </PatientField>
        <FormTextField
          form={form}
          field="zip"
          required
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={FIELD_LIMITS.zip}
        />
      </div>
    </>
  );
}
