import { useId } from "react";
import { useText } from "../../../ui/i18n/use-text.ts";
import { EmailTerms } from "./email-terms.tsx";
import { FormTextField } from "./form-text-field.tsx";
import { PhoneHint } from "./phone-hint.tsx";
import type { PatientForm } from "./use-patient-form.ts";

/** Phone and email, the confirmation-email checkbox (offered once an email is given) and the email terms. */
export function ContactFields({ form }: { form: PatientForm }) {
  const emailGiven = form.draft.email.trim() !== "";
  const checkboxHintId = useId();
  const t = useText();
  return (
    <>
      <div className="patient-step__row">
        <FormTextField
          form={form}
          field="phoneNumber"
          required
          type="tel"
          autoComplete="tel-national"
          hint={<PhoneHint />}
          onChange={(event) => form.changePhone("phoneNumber", event)}
        />
        <FormTextField
          form={form}
          field="email"
          type="email"
          autoComplete="email"
          onChange={(event) => form.changeEmail(event.target.value)}
        />
      </div>
      <div className="patient-step__checkbox">
        <label>
          <input
            type="checkbox"
            checked={form.draft.emailConfirmation && emailGiven}
            disabled={!emailGiven}
            aria-describedby={emailGiven ? undefined : checkboxHintId}
            onChange={(event) => form.changeEmailConfirmation(event.target.checked)}
          />
          {t("booking.patient.emailConfirmation")}
        </label>
        {emailGiven ? null : (
          <p id={checkboxHintId} className="patient-field__hint">
            {t("booking.patient.emailConfirmationHint")}
          </p>
        )}
      </div>
      <EmailTerms />
    </>
  );
}
