import type { FieldProblem, FieldProblemText, SpokenProblem } from "@fad/contracts/patient/patient-messages";
import { useCallback } from "react";
import { type Text, useText } from "../../../ui/i18n/use-text.ts";

/** A field problem as the page says it: what is shown and what a screen reader reads. */
export interface ProblemWords {
  message: string;
  spoken: string;
}

const SPOKEN: Record<SpokenProblem, (t: Text) => string> = {
  phoneRequired: (t) => t("booking.fieldSpoken.phoneRequired"),
  phoneInvalid: (t) => t("booking.fieldSpoken.phoneInvalid"),
  generalCharacters: (t) => t("booking.fieldSpoken.generalCharacters"),
  addressCharacters: (t) => t("booking.fieldSpoken.addressCharacters"),
  reasonCharacters: (t) => t("booking.fieldSpoken.reasonCharacters"),
};

/** The catalog's message of a problem's key (decision 176); the rules in the contracts stay English. */
export function problemMessage(t: Text, text: FieldProblemText): string {
  switch (text.key) {
    case "invalid":
      return t("booking.field.invalid", { field: text.field });
    case "addressCharacters":
      return t("booking.field.addressCharacters", { field: text.field });
    case "reasonCharacters":
      return t("booking.field.reasonCharacters");
    case "tooLong":
      return t("booking.field.tooLong", { maximum: text.maximum });
    case "firstNameRequired":
      return t("booking.field.firstNameRequired");
    case "lastNameRequired":
      return t("booking.field.lastNameRequired");
    case "nameCharacters":
      return t("booking.field.nameCharacters");
    case "dateOfBirthRequired":
      return t("booking.field.dateOfBirthRequired");
    case "dateOfBirthInvalid":
      return t("booking.field.dateOfBirthInvalid");
    case "dateOfBirthInFuture":
      return t("booking.field.dateOfBirthInFuture");
    case "dateOfBirthTooEarly":
      return t("booking.field.dateOfBirthTooEarly");
    case "genderRequired":
      return t("booking.field.genderRequired");
    case "stateRequired":
      return t("booking.field.stateRequired");
    case "zipInvalid":
      return t("booking.field.zipInvalid");
    case "phoneRequired":
      return t("booking.field.phoneRequired");
    case "phoneInvalid":
      return t("booking.field.phoneInvalid");
    case "emailInvalid":
      return t("booking.field.emailInvalid");
    case "reasonTooLong":
      return t("booking.field.reasonTooLong");
    case "currentPatientRequired":
      return t("booking.field.currentPatientRequired");
    case "confirmationPreferenceNeedsEmail":
      return t("booking.field.confirmationPreferenceNeedsEmail");
  }
}

export function problemWords(t: Text, problem: FieldProblem): ProblemWords {
  const message = problemMessage(t, problem.text);
  return { message, spoken: problem.spoken ? SPOKEN[problem.spoken](t) : message };
}

/** The page's words for a field problem (the same text is shown and read unless the spec gives another). */
export function useProblemWords(): (problem: FieldProblem) => ProblemWords {
  const t = useText();
  return useCallback((problem: FieldProblem) => problemWords(t, problem), [t]);
}
