import { checkDateOfBirth } from "@fad/contracts/patient/date-of-birth";
import { todayHere } from "@fad/contracts/patient/patient-schemas";
import { NO_INSURANCE } from "@fad/contracts/provider/insurance";
import { type ChangeEvent, useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { PatientDraft } from "../../../booking-session/booking-session.ts";
import {
  getBookingSession,
  updatePatientDraft,
  useBookingSession,
} from "../../../booking-session/booking-session-store.ts";
import { sendAnalyticsEvent } from "../../../ui/analytics.ts";
import { useText } from "../../../ui/i18n/use-text.ts";
import { FIELD_LABEL_IDS } from "./field-labels.ts";
import { problemWords } from "./field-problem-text.ts";
import {
  canContinuePatientStep,
  checkPatientField,
  isMinorPatient,
  PATIENT_FORM_FIELDS,
  type PatientFormErrors,
  type PatientFormField,
  validatePatientDraft,
} from "./patient-form-rules.ts";
import { inputTypeOf, typedDateOfBirth, typedPhoneNumber } from "./typing-masks.ts";

type InputChange = ChangeEvent<HTMLInputElement>;

/** Insurers the policy id belongs to: none chosen, or 'No Insurance', has no policy. */
export function carrierTakesPolicy(insuranceId: string): boolean {
  return insuranceId !== "" && insuranceId !== NO_INSURANCE;
}

type SaveChange = (change: Partial<PatientDraft>, cleared?: PatientFormField[]) => void;

/**
 * The patient form's state and behaviour (spec booking §4 "Patient form", §5). The draft lives in the
 * booking session (memory only: never storage, the address or a log); the errors live here. Handlers
 * read the session directly so quick successive events build on each other.
 */
export function usePatientForm(onContinue: () => void) {
  const { patient: draft } = useBookingSession();
  const { errors, setErrors, announcement, setAnnouncement, save, blur } = useFieldErrors();
  const elements = useRef(new Map<PatientFormField, HTMLElement>());

  const minor = isMinorPatient(draft.dateOfBirth, todayHere());
  const canContinue = canContinuePatientStep(draft, todayHere());
  const changeDateOfBirth = useDateOfBirthChange(draft, minor, save);

  /** A field's element, for focus: the first failing field gets it (spec §4). */
  const register = useCallback(
    (field: PatientFormField) => (element: HTMLElement | null) => {
      if (element) elements.current.set(field, element);
      else elements.current.delete(field);
    },
    [],
  );

  /**
   * Continue: check every field. On failure each error goes to analytics (the field's name and the
   * message, never the value) and the first failing field gets focus and scrolls into view. On
   * success an adult's guardian fields are cleared and the step moves on.
   */
  function submit() {
    const current = getBookingSession().patient;
    const today = todayHere();
    if (!canContinuePatientStep(current, today)) return;
    const found = validatePatientDraft(current, today);
    const failing = PATIENT_FORM_FIELDS.filter((field) => found[field]);
    if (failing.length > 0) {
      // Committed first, so the focused field already carries its error description.
      flushSync(() => {
        setErrors(found);
        setAnnouncement("");
      });
      reportFailingFields(failing, found);
      const first = failing.map((field) => elements.current.get(field)).find(Boolean);
      first?.focus();
      first?.scrollIntoView?.({ block: "center" });
      return;
    }
    setErrors({});
    if (!isMinorPatient(current.dateOfBirth, today) && (current.parentOrGuardian || current.relationshipOfGuardian)) {
      updatePatientDraft({ parentOrGuardian: "", relationshipOfGuardian: "" });
    }
    onContinue();
  }

  return {
    draft,
    errors,
    minor,
    canContinue,
    announcement,
    register,
    change: (field: PatientFormField, value: string) => save({ [field]: value }),
    changeDateOfBirth,
    changePhone: (field: "phoneNumber" | "referredByPhone", event: InputChange) => changePhone(save, field, event),
    changeEmail: (value: string) => changeEmail(save, value),
    changeEmailConfirmation,
    changeInsurance: (value: string) => changeInsurance(save, value),
    blur,
    submit,
  };
}

/**
 * The form's errors: a save checks again a field already showing an error, so the error goes once
 * fixed; leaving a field checks it, and a new error is also announced, as focus has moved on.
 */
function useFieldErrors() {
  const [errors, setErrors] = useState<PatientFormErrors>({});
  const [announcement, setAnnouncement] = useState("");
  const t = useText();

  const save: SaveChange = (change, cleared = []) => {
    updatePatientDraft(change);
    const next = getBookingSession().patient;
    setErrors((current) => {
      const updated = { ...current };
      for (const field of cleared) delete updated[field];
      for (const field of Object.keys(change) as PatientFormField[]) {
        if (!(field in current) || cleared.includes(field)) continue;
        const found = checkPatientField(field, next, todayHere());
        if (found) updated[field] = found;
        else delete updated[field];
      }
      return updated;
    });
  };

  function blur(field: PatientFormField) {
    const found = checkPatientField(field, getBookingSession().patient, todayHere());
    setErrors((current) => {
      const updated = { ...current };
      if (found) updated[field] = found;
      else delete updated[field];
      return updated;
    });
    setAnnouncement(
      found
        ? t("booking.patient.fieldProblem", {
            label: t(FIELD_LABEL_IDS[field]),
            problem: problemWords(t, found).spoken,
          })
        : "",
    );
  }

  return { errors, setErrors, announcement, setAnnouncement, save, blur };
}

/**
 * Typing formats the date (not on backspace); a change of the minor flag clears the guardian fields.
 * The flag compared is that of the last complete, valid date of birth (null before there is one): only
 * a change between two such dates clears the guardian fields, so correcting a digit of a minor's date
 * does not wipe them while the date is briefly incomplete (the section hides meanwhile and comes back).
 */
function useDateOfBirthChange(draft: PatientDraft, minor: boolean, save: SaveChange) {
  const lastAgeFlag = useRef<boolean | null>(null);
  if (lastAgeFlag.current === null && !checkDateOfBirth(draft.dateOfBirth, todayHere())) lastAgeFlag.current = minor;

  return function changeDateOfBirth(event: InputChange) {
    const previous = getBookingSession().patient.dateOfBirth;
    const today = todayHere();
    const value = typedDateOfBirth(previous, event.target.value, inputTypeOf(event.nativeEvent), today.year);
    if (checkDateOfBirth(value, today)) {
      save({ dateOfBirth: value });
      return;
    }
    const flag = isMinorPatient(value, today);
    const flagChanged = lastAgeFlag.current !== null && lastAgeFlag.current !== flag;
    lastAgeFlag.current = flag;
    if (!flagChanged) {
      save({ dateOfBirth: value });
      return;
    }
    save({ dateOfBirth: value, parentOrGuardian: "", relationshipOfGuardian: "" }, [
      "parentOrGuardian",
      "relationshipOfGuardian",
    ]);
  };
}

function changePhone(save: SaveChange, field: "phoneNumber" | "referredByPhone", event: InputChange) {
  const previous = getBookingSession().patient[field];
  save({ [field]: typedPhoneNumber(previous, event.target.value, inputTypeOf(event.nativeEvent)) });
}

/** A blank email clears its error and turns the email confirmation off (spec §4, §5). */
function changeEmail(save: SaveChange, value: string) {
  if (value.trim() === "") save({ email: value, emailConfirmation: false }, ["email"]);
  else save({ email: value });
}

function changeEmailConfirmation(checked: boolean) {
  updatePatientDraft({ emailConfirmation: checked && getBookingSession().patient.email.trim() !== "" });
}

/** Without a carrier (or with 'No Insurance') there is no policy: its id is cleared. */
function changeInsurance(save: SaveChange, value: string) {
  if (carrierTakesPolicy(value)) save({ insuranceId: value });
  else save({ insuranceId: value, policyId: "" }, ["policyId"]);
}

/** The analytics event's names (the analytics team's, in English whatever the page's language). */
const ANALYTICS = { title: "Patient form validation error", category: "Book appointment form" } as const;

/** Each error of a failed Continue goes to analytics: the field's name and the message, never the value. */
function reportFailingFields(failing: PatientFormField[], found: PatientFormErrors) {
  for (const field of failing) {
    sendAnalyticsEvent(ANALYTICS.title, ANALYTICS.category, {
      label: field,
      message: found[field]?.message,
    });
  }
}

export type PatientForm = ReturnType<typeof usePatientForm>;
