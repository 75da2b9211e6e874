import { FIELD_LIMITS } from "@fad/contracts/patient/field-limits";
import { useStepAction } from "../booking-context.tsx";
import { AddressFields } from "./address-fields.tsx";
import { ContactFields } from "./contact-fields.tsx";
import { FormTextField } from "./form-text-field.tsx";
import { GenderField } from "./gender-field.tsx";
import { GuardianSection } from "./guardian-section.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { InsuranceFields } from "./insurance-fields.tsx";
import { PatientSection } from "./patient-section.tsx";
import { PatientStepActions } from "./patient-step-actions.tsx";
import { ReferralFields } from "./referral-fields.tsx";
import { type PatientForm, usePatientForm } from "./use-patient-form.ts";
import "./patient-step.css";
import { useText } from "../../../ui/i18n/use-text.ts";

export interface PatientStepProps {
  layout: "desktop" | "mobile";
  /** Desktop Back, mobile 'Back to Times'. */
  onBack: () => void;
  /** Called once every field passed its checks. */
  onContinue: () => void;
}

/**
 * Booking step 2, Patient Information (spec booking §2 Step 2, §3, §4 "Patient form", §5). The page
 * shows the step's title and '* Indicates required field'; this is the form under them.
 */
export function PatientStep({ layout, onBack, onContinue }: PatientStepProps) {
  const t = useText();
  const form = usePatientForm(onContinue);
  // Mobile: the header's Next validates and moves on as Continue does.
  useStepAction({ canContinue: form.canContinue, onContinue: form.submit }, layout === "mobile");

  return (
    <form
      className="patient-step"
      aria-label={t("booking.step.patient")}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <PatientSection title={t("booking.patient.section.patient")}>
        <PatientNameFields form={form} />
        <BirthAndGenderRow form={form} />
      </PatientSection>

      <GuardianSection form={form} />

      <PatientSection title={t("booking.patient.section.address")}>
        <AddressFields form={form} />
      </PatientSection>

      <PatientSection title={t("booking.patient.section.contact")}>
        <ContactFields form={form} />
      </PatientSection>

      <PatientSection title={t("booking.patient.section.insurance")}>
        <InsuranceFields form={form} />
      </PatientSection>

      <PatientSection title={t("booking.patient.section.additional")}>
        <ReferralFields form={form} />
      </PatientSection>

      <HoneypotField />

      <p className="visually-hidden" aria-live="polite">
        {form.announcement}
      </p>

      <PatientStepActions layout={layout} onBack={onBack} canContinue={form.canContinue} />
    </form>
  );
}

function PatientNameFields({ form }: { form: PatientForm }) {
  return (
    <div className="patient-step__row patient-step__row--three">
      <FormTextField form={form} field="firstName" required autoComplete="given-name" maxLength={FIELD_LIMITS.name} />
      <FormTextField form={form} field="middleName" autoComplete="additional-name" maxLength={FIELD_LIMITS.name} />
      <FormTextField form={form} field="lastName" required autoComplete="family-name" maxLength={FIELD_LIMITS.name} />
    </div>
  );
}

function BirthAndGenderRow({ form }: { form: PatientForm }) {
  const t = useText();
  return (
    <div className="patient-step__row">
      <FormTextField
        form={form}
        field="dateOfBirth"
        required
        autoComplete="bday"
        inputMode="numeric"
        maxLength={FIELD_LIMITS.dateOfBirth}
        hint={t("booking.patient.dateOfBirthHint")}
        onChange={form.changeDateOfBirth}
      />
      <GenderField form={form} />
    </div>
  );
}
