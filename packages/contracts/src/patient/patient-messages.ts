/**
 * The patient form's messages (spec booking §5), word for word where the spec gives them. The browser
 * form and the book call show the same texts; a rule that fails answers one FieldProblem.
 */

/**
 * Which message a problem is, so a page can say it in its own language (decision 176): a key of
 * PATIENT_MESSAGES, or a message about one field (its label from FIELD_LABELS) or a length.
 */
export type FieldProblemText =
  | { key: Exclude<keyof typeof PATIENT_MESSAGES, "nameTooLong" | "addressCharacters" | "reasonCharacters"> }
  | { key: "invalid"; field: keyof typeof FIELD_LABELS }
  | { key: "addressCharacters"; field: "address1" | "address2" }
  | { key: "reasonCharacters" }
  | { key: "tooLong"; maximum: number };

/** The spec's own screen-reader wordings (§5), where they differ from the shown message. */
export type SpokenProblem =
  | "phoneRequired"
  | "phoneInvalid"
  | "generalCharacters"
  | "addressCharacters"
  | "reasonCharacters";

/** What a failing field shows, and what a screen reader announces (the same text unless the spec gives another). */
export interface FieldProblem {
  message: string;
  screenReaderText: string;
  /** The message's key and values: the web shows it from the catalog in the page's language. */
  text: FieldProblemText;
  /** The spec's screen-reader wording, when it has its own; null reads the message. */
  spoken: SpokenProblem | null;
}

/** A problem in English (the server's answer and the catalog's English are these very texts). */
export function problem(text: FieldProblemText, spoken: SpokenProblem | null = null): FieldProblem {
  const message = englishMessageOf(text);
  return { message, screenReaderText: spoken ? SPOKEN_PROBLEM_TEXTS[spoken] : message, text, spoken };
}

function englishMessageOf(text: FieldProblemText): string {
  switch (text.key) {
    case "invalid":
      return pleaseEnterAValid(FIELD_LABELS[text.field]);
    case "addressCharacters":
      return charactersMessage(FIELD_LABELS[text.field], PATIENT_MESSAGES.addressCharacters);
    case "reasonCharacters":
      return charactersMessage(FIELD_LABELS.reasonForVisit, PATIENT_MESSAGES.reasonCharacters);
    case "tooLong":
      return tooLongMessage(text.maximum);
    default:
      return PATIENT_MESSAGES[text.key];
  }
}

/** Spec §5: generic messages for required, regex, email and alpha rules begin 'Please enter a valid '. */
export function pleaseEnterAValid(label: string): string {
  return `Please enter a valid ${label}.`;
}

/** A refused character: 'Please enter a valid {label}.' and, visibly, which characters the field takes. */
export function charactersMessage(label: string, allowed: string): string {
  return `${pleaseEnterAValid(label)} ${allowed}`;
}

export function tooLongMessage(maximum: number): string {
  return `This field may not be greater than ${maximum} characters.`;
}

export const PATIENT_MESSAGES = {
  firstNameRequired: "Please enter a legal first name.",
  lastNameRequired: "Please enter a legal last name.",
  nameCharacters: "Field may not include special characters other than ' . or -",
  /**
   * Ours, in the form of the spec's name message: the characters the street and reason fields take
   * besides letters, digits and spaces, shown (the spec words them only for screen readers, §5).
   */
  addressCharacters: "Field may not include special characters other than # _ . or -",
  reasonCharacters: "Field may not include special characters other than ' ? . & or -",
  /** 'This field may not be greater than 20 characters.' */
  nameTooLong: tooLongMessage(20),
  dateOfBirthRequired: "Please enter a date of birth formatted: MM/DD/YYYY.",
  dateOfBirthInvalid: "Please enter a valid date of birth formatted: MM/DD/YYYY.",
  dateOfBirthInFuture: "Date of Birth can't be in the future.",
  dateOfBirthTooEarly: "Date of Birth must be on or after 01/01/1900",
  genderRequired: "Please select a gender.",
  stateRequired: "Please select a state.",
  zipInvalid: "Please enter a valid zip code.",
  phoneRequired: "Please enter a phone number formatted: ###-###-####",
  phoneInvalid: "Please enter a valid phone number formatted: ###-###-####",
  /** Spec: 'formatted {email}'; the placeholder is filled with this example address (ours). */
  emailInvalid: "Please enter a valid email address formatted name@example.com",
  reasonTooLong: "Please reduce your Reason for Visit to 250 characters or less",
  currentPatientRequired: "Please select Yes or No",
  /** Ours: the spec turns the email preference off when the email is emptied, so the call refuses the pair. */
  confirmationPreferenceNeedsEmail: "Please enter an email address to receive an email confirmation.",
} as const;

/** Spec §5 "another wording" of the phone messages, read aloud. */
export const PHONE_SCREEN_READER_TEXTS = {
  required: "Please enter a phone number formatted: ### dash ### dash ####",
  invalid: "Please enter a valid phone number formatted: ### dash ### dash ####",
} as const;

/** Spec §5 screen-reader texts for character errors, word for word. */
export const CHARACTER_SCREEN_READER_TEXTS = {
  general: "may not include special characters other than slash dot or hyphen",
  address: "may not include special characters other than hash underscore dot or hyphen",
  reasonForVisit: "may not include special characters other than apostrophe question mark dot ampersand or hyphen",
} as const;

/** The labels completing 'Please enter a valid …' for fields whose message the spec leaves generic (ours). */
export const FIELD_LABELS = {
  middleName: "middle name",
  parentOrGuardian: "parent or guardian name",
  relationshipOfGuardian: "relationship to the patient",
  address1: "street address",
  address2: "address line 2",
  city: "city",
  insuranceId: "insurance carrier",
  policyId: "policy number",
  referredByName: "referring doctor name",
  externalId: "identifier",
  reasonForVisit: "reason for visit",
  /** The book call's preference field (the form sets it from a checkbox, so only a crafted call fails it). */
  confirmationPreference: "confirmation preference",
} as const;

/** Spec §2: the reason counter under the text box. */
export function reasonCounterText(length: number): string {
  return `${length} of 250 max characters entered`;
}

/** The spoken wordings, word for word (spec §5). */
export const SPOKEN_PROBLEM_TEXTS: Record<SpokenProblem, string> = {
  phoneRequired: PHONE_SCREEN_READER_TEXTS.required,
  phoneInvalid: PHONE_SCREEN_READER_TEXTS.invalid,
  generalCharacters: CHARACTER_SCREEN_READER_TEXTS.general,
  addressCharacters: CHARACTER_SCREEN_READER_TEXTS.address,
  reasonCharacters: CHARACTER_SCREEN_READER_TEXTS.reasonForVisit,
};
