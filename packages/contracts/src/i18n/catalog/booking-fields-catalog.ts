import {
  CHARACTER_SCREEN_READER_TEXTS,
  FIELD_LABELS,
  PATIENT_MESSAGES,
  PHONE_SCREEN_READER_TEXTS,
} from "../../patient/patient-messages.ts";
import type { CatalogSection } from "./catalog-entry.ts";

const labelCases = Object.entries(FIELD_LABELS)
  .map(([field, label]) => `${field} {${label}}`)
  .join(" ");

/**
 * The patient form's field messages (spec booking §5), one per FieldProblem key (decision 176): the
 * English is the spec's constant or, for a message about one field, an ICU select over FIELD_LABELS
 * that catalog.test.ts proves formats to the rules' own English. The book call answers in English.
 */
export const BOOKING_FIELDS_CATALOG = {
  "booking.field.firstNameRequired": {
    en: PATIENT_MESSAGES.firstNameRequired,
    es: "Ingrese el nombre legal.",
    description: "The first name is empty.",
  },
  "booking.field.lastNameRequired": {
    en: PATIENT_MESSAGES.lastNameRequired,
    es: "Ingrese el apellido legal.",
    description: "The last name is empty.",
  },
  "booking.field.nameCharacters": {
    en: PATIENT_MESSAGES.nameCharacters,
    es: "El campo no puede incluir caracteres especiales, excepto ' . o -",
    description: "A name has a character other than letters, apostrophe, dot, space and hyphen.",
  },
  "booking.field.dateOfBirthRequired": {
    en: PATIENT_MESSAGES.dateOfBirthRequired,
    es: "Ingrese una fecha de nacimiento con el formato MM/DD/AAAA.",
    description: "The date of birth is empty or not date-like.",
  },
  "booking.field.dateOfBirthInvalid": {
    en: PATIENT_MESSAGES.dateOfBirthInvalid,
    es: "Ingrese una fecha de nacimiento válida con el formato MM/DD/AAAA.",
    description: "The date of birth is not a real day.",
  },
  "booking.field.dateOfBirthInFuture": {
    en: PATIENT_MESSAGES.dateOfBirthInFuture,
    es: "La fecha de nacimiento no puede ser una fecha futura.",
    description: "The date of birth is after today.",
  },
  "booking.field.dateOfBirthTooEarly": {
    en: PATIENT_MESSAGES.dateOfBirthTooEarly,
    es: "La fecha de nacimiento debe ser el 01/01/1900 o posterior",
    description: "The date of birth is before 1900.",
  },
  "booking.field.genderRequired": {
    en: PATIENT_MESSAGES.genderRequired,
    es: "Seleccione el sexo.",
    description: "No gender is chosen.",
  },
  "booking.field.stateRequired": {
    en: PATIENT_MESSAGES.stateRequired,
    es: "Seleccione un estado.",
    description: "No state is chosen.",
  },
  "booking.field.zipInvalid": {
    en: PATIENT_MESSAGES.zipInvalid,
    es: "Ingrese un código postal válido.",
    description: "The zip code is not 5 digits.",
  },
  "booking.field.phoneRequired": {
    en: PATIENT_MESSAGES.phoneRequired,
    es: "Ingrese un número de teléfono con el formato ###-###-####",
    description: "The phone number is empty (shown).",
  },
  "booking.field.phoneInvalid": {
    en: PATIENT_MESSAGES.phoneInvalid,
    es: "Ingrese un número de teléfono válido con el formato ###-###-####",
    description: "The phone number is not ###-###-#### (shown).",
  },
  "booking.field.emailInvalid": {
    en: PATIENT_MESSAGES.emailInvalid,
    es: "Ingrese un correo electrónico válido con el formato nombre@ejemplo.com",
    description: "The email address is not one.",
  },
  "booking.field.reasonTooLong": {
    en: PATIENT_MESSAGES.reasonTooLong,
    es: "Reduzca el motivo de la visita a 250 caracteres o menos",
    description: "The reason for visit is over 250 characters.",
  },
  "booking.field.currentPatientRequired": {
    en: PATIENT_MESSAGES.currentPatientRequired,
    es: "Seleccione Sí o No",
    description: "Step 1's question is not answered.",
  },
  "booking.field.confirmationPreferenceNeedsEmail": {
    en: PATIENT_MESSAGES.confirmationPreferenceNeedsEmail,
    es: "Ingrese un correo electrónico para recibir la confirmación por correo electrónico.",
    description: "The email confirmation is asked for without an email address.",
  },
  "booking.field.invalid": {
    en: `Please enter a valid {field, select, ${labelCases} other {value}}.`,
    es: "{field, select, middleName {Ingrese un segundo nombre válido.} parentOrGuardian {Ingrese un nombre válido del padre, madre o tutor.} relationshipOfGuardian {Ingrese un parentesco válido con el paciente.} address1 {Ingrese una dirección válida.} address2 {Ingrese un apartamento, suite o unidad válido.} city {Ingrese una ciudad válida.} insuranceId {Ingrese una compañía de seguro válida.} policyId {Ingrese un número de póliza válido.} referredByName {Ingrese un nombre válido del médico que lo refirió.} externalId {Ingrese un identificador válido.} reasonForVisit {Ingrese un motivo de visita válido.} confirmationPreference {Ingrese una preferencia de confirmación válida.} other {Ingrese un valor válido.}}",
    description: "A field is empty or refused; {field} names the field (each Spanish case is a whole sentence).",
  },
  "booking.field.addressCharacters": {
    en: `Please enter a valid {field, select, address1 {${FIELD_LABELS.address1}} other {${FIELD_LABELS.address2}}}. ${PATIENT_MESSAGES.addressCharacters}`,
    es: "{field, select, address1 {Ingrese una dirección válida.} other {Ingrese un apartamento, suite o unidad válido.}} El campo no puede incluir caracteres especiales, excepto # _ . o -",
    description: "An address line has a character it does not take.",
  },
  "booking.field.reasonCharacters": {
    en: `Please enter a valid ${FIELD_LABELS.reasonForVisit}. ${PATIENT_MESSAGES.reasonCharacters}`,
    es: "Ingrese un motivo de visita válido. El campo no puede incluir caracteres especiales, excepto ' ? . & o -",
    description: "The reason for visit has a character it does not take.",
  },
  "booking.field.tooLong": {
    en: "This field may not be greater than {maximum} characters.",
    es: "Este campo no puede tener más de {maximum} caracteres.",
    description: "A field is longer than it may be; {maximum} is its limit.",
  },
  "booking.fieldSpoken.phoneRequired": {
    en: PHONE_SCREEN_READER_TEXTS.required,
    es: "Ingrese un número de teléfono con el formato ### guion ### guion ####",
    description: "The phone number is empty, read aloud.",
  },
  "booking.fieldSpoken.phoneInvalid": {
    en: PHONE_SCREEN_READER_TEXTS.invalid,
    es: "Ingrese un número de teléfono válido con el formato ### guion ### guion ####",
    description: "The phone number is not ###-###-####, read aloud.",
  },
  "booking.fieldSpoken.generalCharacters": {
    en: CHARACTER_SCREEN_READER_TEXTS.general,
    es: "no puede incluir caracteres especiales, excepto barra, punto o guion",
    description: "A name or city has a refused character, read aloud after the field's label.",
  },
  "booking.fieldSpoken.addressCharacters": {
    en: CHARACTER_SCREEN_READER_TEXTS.address,
    es: "no puede incluir caracteres especiales, excepto numeral, guion bajo, punto o guion",
    description: "An address line has a refused character, read aloud after the field's label.",
  },
  "booking.fieldSpoken.reasonCharacters": {
    en: CHARACTER_SCREEN_READER_TEXTS.reasonForVisit,
    es: "no puede incluir caracteres especiales, excepto apóstrofo, signo de interrogación, punto, y comercial o guion",
    description: "The reason for visit has a refused character, read aloud after the field's label.",
  },
} satisfies CatalogSection;
