import type { FieldProblem } from "@fad/contracts/patient/patient-messages";
import { type ReactNode, useId, useState } from "react";
import type { CurrentPatientAnswer } from "../../../booking-session/booking-session.ts";
import { useText } from "../../../ui/i18n/use-text.ts";
import { locationPhone, PhoneLink } from "../../../ui/physician/phone-link.tsx";
import { useBookingContext } from "../booking-context.tsx";
import { useProblemWords } from "../patient-step/field-problem-text.ts";
import type { AppointmentStepState } from "./use-appointment-step.ts";

const ANSWERS: CurrentPatientAnswer[] = ["Yes", "No"];

/** 'Label *': the '*' is explained by the page's '* Indicates required field'. */
function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className="appointment-step__required" aria-hidden="true">
        {" *"}
      </span>
    </>
  );
}

/** The spec's message, with its own screen-reader text when the spec gives one (§5). */
function ProblemText({ id, problem }: { id: string; problem: FieldProblem }) {
  const words = useProblemWords()(problem);
  const spoken = words.spoken !== words.message;
  return (
    <span id={id} className="field-error">
      <span aria-hidden={spoken || undefined}>{words.message}</span>
      {spoken ? <span className="visually-hidden">{words.spoken}</span> : null}
    </span>
  );
}

/**
 * 'Have you seen the doctor within the last 3 years': Yes or No, required. Continue stays disabled until
 * it is answered, so its message shows when focus leaves the group unanswered.
 */
export function CurrentPatientQuestion({ step }: { step: AppointmentStepState }) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [left, setLeft] = useState(false);
  const answer = step.choice.currentPatient;
  const t = useText();
  const problem = left && answer === null ? t("booking.field.currentPatientRequired") : null;
  return (
    <div
      className="appointment-step__field appointment-question"
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required="true"
      aria-invalid={Boolean(problem)}
      aria-describedby={problem ? errorId : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setLeft(true);
      }}
    >
      <span id={labelId} className="field-label">
        <RequiredLabel>{t("booking.appointment.currentPatientQuestion")}</RequiredLabel>
      </span>
      <div className="appointment-question__options">
        {ANSWERS.map((value) => (
          <label key={value} className="appointment-question__option">
            <input
              type="radio"
              name={`${id}-answer`}
              value={value}
              checked={answer === value}
              onChange={() => step.chooseAnswer(value)}
            />
            {value === "Yes" ? t("booking.appointment.yes") : t("booking.appointment.no")}
          </label>
        ))}
      </div>
      {problem ? (
        <span id={errorId} className="field-error">
          {problem}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Appointment Type: a native select (disabled until the question is answered), or, when the doctor
 * takes no patients of that kind online, the call prompt in its place (spec §4).
 */
export function AppointmentTypeField({ step }: { step: AppointmentStepState }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const { contactCenterPhone } = useBookingContext();
  const answer = step.choice.currentPatient;
  const t = useText();
  if (step.notAccepting && answer) {
    const phone = locationPhone(step.location) ?? contactCenterPhone;
    return (
      <div className="appointment-step__field">
        <h3 className="appointment-step__heading">{t("booking.appointment.type")}</h3>
        <p className="appointment-type__not-accepting" role="status">
          {t("booking.appointment.notAccepting", { answer })} {phone ? <PhoneLink phone={phone} /> : null}
        </p>
      </div>
    );
  }
  const disabled = answer === null;
  return (
    <div className="appointment-step__field field">
      <label htmlFor={id} className="field-label">
        <RequiredLabel>{t("booking.appointment.type")}</RequiredLabel>
      </label>
      <select
        id={id}
        className="select"
        value={step.choice.appointmentType?.code ?? ""}
        disabled={disabled}
        aria-required="true"
        aria-describedby={disabled ? hintId : undefined}
        onChange={(event) => step.chooseTypeCode(event.target.value)}
      >
        <option value="">{t("booking.appointment.selectBelow")}</option>
        {step.available.map((type) => (
          <option key={type.code} value={type.code}>
            {type.friendlyName2}
          </option>
        ))}
        {step.available.length === 0 ? (
          <option value="no-items" disabled>
            {t("booking.appointment.noItems")}
          </option>
        ) : null}
      </select>
      {disabled ? (
        <span id={hintId} className="appointment-step__hint">
          {t("booking.appointment.typeHint")}
        </span>
      ) : null}
      {step.appTypes.isPending && !disabled ? (
        <span className="appointment-step__hint" role="status">
          {t("booking.appointment.loadingTypes")}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Describe Reason for Visit with its counter. The counter is read with the field, not on every key;
 * the limit and character messages are announced when they appear.
 */
export function ReasonForVisitField({ step }: { step: AppointmentStepState }) {
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const [left, setLeft] = useState(false);
  const value = step.choice.reasonForVisit;
  const t = useText();
  // Too long or a bad character shows while typing; an empty field only once it was left.
  const problem = step.reasonProblem && (value !== "" || left) ? step.reasonProblem : null;
  return (
    <div className="appointment-step__field field">
      <label htmlFor={id} className="field-label">
        <RequiredLabel>{t("booking.appointment.reason")}</RequiredLabel>
      </label>
      <textarea
        id={id}
        className="input appointment-reason__input"
        rows={4}
        value={value}
        aria-required="true"
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? `${errorId} ${counterId}` : counterId}
        onChange={(event) => step.changeReason(event.target.value)}
        onBlur={() => setLeft(true)}
      />
      <span id={counterId} className="appointment-step__hint">
        {t("booking.appointment.reasonCounter", { count: value.length })}
      </span>
      <div aria-live="polite">{problem ? <ProblemText id={errorId} problem={problem} /> : null}</div>
    </div>
  );
}
