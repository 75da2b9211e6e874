import { FIELD_LIMITS } from "@fad/contracts/patient/field-limits";
import { US_STATES } from "@fad/contracts/patient/us-states";
import { type ReactNode, useId } from "react";
import { useStepAction } from "../booking-context.tsx";
import { EmailTerms } from "./email-terms.tsx";
import { FormTextField } from "./form-text-field.tsx";
import { GenderField } from "./gender-field.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { InsuranceFields } from "./insurance-fields.tsx";
import { PatientField } from "./patient-field.tsx";
import { PATIENT_STEP_MESSAGES as TEXT } from "./patient-step-messages.ts";
import { type PatientForm, usePatientForm } from "./use-patient-form.ts";
import "./patient-step.css";

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
  const form = usePatientForm(onContinue);
  // Mobile: the header's Next validates and moves on as Continue does.
  useStepAction({ canContinue: form.canContinue, onContinue: form.submit }, layout === "mobile");

  return (
    <form
      className="patient-step"
      aria-label={TEXT.formLabel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <PatientSection title={TEXT.sections.patient}>
        <PatientNameFields form={form} />
        <div className="patient-step__row">
          <FormTextField
            form={form}
            field="dateOfBirth"
            required
            autoComplete="bday"
            inputMode="numeric"
            maxLength={FIELD_LIMITS.dateOfBirth}
            hint={TEXT.hints.dateOfBirth}
            onChange={form.changeDateOfBirth}
          />
          <GenderField form={form} />
        </div>
      </PatientSection>

      {form.minor ? (
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
      ) : null}

      <PatientSection title={TEXT.sections.address}>
        <AddressFields form={form} />
      </PatientSection>

      <PatientSection title={TEXT.sections.contact}>
        <ContactFields form={form} />
      </PatientSection>

      <PatientSection title={TEXT.sections.insurance}>
        <InsuranceFields form={form} />
      </PatientSection>

      <PatientSection title={TEXT.sections.additional}>
        <div className="patient-step__row">
          <FormTextField
            form={form}
            field="referredByName"
            autoComplete="off"
            maxLength={FIELD_LIMITS.referringDoctor}
          />
          <FormTextField
            form={form}
            field="referredByPhone"
            type="tel"
            autoComplete="off"
            hint={<PhoneHint />}
            onChange={(event) => form.changePhone("referredByPhone", event)}
          />
        </div>
      </PatientSection>

      <HoneypotField />

      <p className="visually-hidden" aria-live="polite">
        {form.announcement}
      </p>

      {layout === "desktop" ? (
        <div className="patient-step__actions">
          <button type="button" className="button-secondary" onClick={onBack}>
            {TEXT.back}
          </button>
          {/* Spec §2 Step 2: a 'Back to Times' return; on desktop the times are on step 1. */}
          <button type="button" className="button-link-plain patient-step__back-to-times" onClick={onBack}>
            {TEXT.backToTimes}
          </button>
          <button type="submit" className="button" disabled={!form.canContinue}>
            {TEXT.continue}
          </button>
        </div>
      ) : (
        <div className="patient-step__actions patient-step__actions--mobile">
          <button type="submit" className="button" disabled={!form.canContinue}>
            {TEXT.continue}
          </button>
          <button type="button" className="button-secondary" onClick={onBack}>
            {TEXT.backToTimes}
          </button>
        </div>
      )}
    </form>
  );
}

function PatientSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="patient-step__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="patient-step__heading">
        {title}
      </h3>
      {children}
    </section>
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

function AddressFields({ form }: { form: PatientForm }) {
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
        <PatientField label={TEXT.labels.state} required problem={form.errors.state}>
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
              <option value="">{TEXT.statePlaceholder}</option>
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

function ContactFields({ form }: { form: PatientForm }) {
  const emailGiven = form.draft.email.trim() !== "";
  const checkboxHintId = useId();
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
          {TEXT.emailConfirmation}
        </label>
        {emailGiven ? null : (
          <p id={checkboxHintId} className="patient-field__hint">
            {TEXT.emailConfirmationHint}
          </p>
        )}
      </div>
      <EmailTerms />
    </>
  );
}

/** ###-###-#### on screen; spoken as the spec's "### dash ### dash ####". */
function PhoneHint() {
  return (
    <>
      <span aria-hidden="true">{TEXT.hints.phoneNumber}</span>
      <span className="visually-hidden">{TEXT.hints.phoneNumberSpoken}</span>
    </>
  );
}
