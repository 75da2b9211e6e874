import { BOOKED_TEXTS } from "../../appointments/booked-appointment-texts.ts";
import { CONFIRMATION_TEXTS } from "../../messages/confirmation-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/**
 * The booking's emails (issue 36, decision 177): the confirmation, the new time and the cancellation,
 * subject, text and HTML, in the booking's language. English: the wording the emails had (the
 * confirmation screen's, decision 81), which catalog.test.ts proves unchanged.
 */
export const EMAIL_CATALOG = {
  "email.subject": {
    en: "{kind, select, confirmation {Your appointment is confirmed} rescheduled {Your appointment has a new time} other {Your appointment is cancelled}} ({bookingId})",
    es: "{kind, select, confirmation {Su cita está confirmada} rescheduled {Su cita tiene una nueva fecha u hora} other {Su cita fue cancelada}} ({bookingId})",
    description:
      "The email's subject; kind is confirmation, rescheduled (moved to another time) or cancellation; {bookingId} is the booking reference.",
  },
  "email.heading": {
    en: `{kind, select, confirmation {${CONFIRMATION_TEXTS.heading}} rescheduled {Appointment Rescheduled} other {${BOOKED_TEXTS.cancelledHeading}}}`,
    es: "{kind, select, confirmation {Cita confirmada} rescheduled {Cita con nueva fecha u hora} other {Cita cancelada}}",
    description: "The email's heading (and HTML title); kind as in the subject.",
  },
  "email.thankYou": {
    en: `${CONFIRMATION_TEXTS.thankYou}.`,
    es: "Gracias por hacer su cita.",
    description: "The confirmation email's first sentence.",
  },
  "email.confirmedFor": {
    en: "Appointment confirmed for {date} at {time}.",
    es: "Su cita está confirmada para el {date}, {time}.",
    description:
      'The confirmation email\'s second sentence. {date} is like "lunes, 30 de noviembre de 2026", {time} like "9:30 a.m. CST".',
  },
  "email.rescheduledFor": {
    en: "Your appointment now takes place on {date} at {time}.",
    es: "Ahora su cita es el {date}, {time}.",
    description: "The new-time email's sentence; {date} and {time} are the new time's, as in the confirmation.",
  },
  "email.cancelledFor": {
    en: "Your appointment for {date} at {time} was cancelled.",
    es: "Se canceló su cita del {date}, {time}.",
    description: "The cancellation email's sentence; {date} and {time} as in the confirmation.",
  },
  "email.cancelledByClinicFor": {
    en: "The office cancelled your appointment for {date} at {time}. Please call the office to book another time.",
    es: "El consultorio canceló su cita del {date}, {time}. Llame al consultorio para hacer una cita en otra fecha u hora.",
    description:
      "The cancellation email's sentences when the clinic's staff cancelled (not the patient); {date} and {time} as in the confirmation.",
  },
  "email.rescheduledByClinicFor": {
    en: "The office moved your appointment: it now takes place on {date} at {time}.",
    es: "El consultorio cambió la fecha u hora de su cita: ahora es el {date}, {time}.",
    description:
      "The new-time email's sentence when the clinic's staff moved the appointment; {date} and {time} are the new time's.",
  },
  "email.confirmationNumber": {
    en: BOOKED_TEXTS.confirmationNumber,
    es: "Número de confirmación",
    description: "A label of the email's details (the booking reference follows).",
  },
  "email.patient": {
    en: BOOKED_TEXTS.patientLabel,
    es: "Paciente",
    description: "A label of the email's details: whose appointment it is.",
  },
  "email.bookedBy": {
    en: BOOKED_TEXTS.bookedByLabel,
    es: "Cita hecha por",
    description: "A label of the email's details: the parent or guardian who booked for a minor.",
  },
  "email.doctor": {
    en: "Doctor",
    es: "Médico",
    description: "A label of the email's details: the doctor's name follows.",
  },
  "email.appointmentType": {
    en: "Appointment Type",
    es: "Tipo de cita",
    description: "A label of the email's details: the kind of visit follows (as the directory names it).",
  },
  "email.location": {
    en: "Location",
    es: "Ubicación",
    description: "A label of the email's details: the office's name and address follow.",
  },
  "email.locationPhone": {
    en: BOOKED_TEXTS.phoneLabel,
    es: "Teléfono de la ubicación",
    description: "A label of the email's details: the office's phone number follows.",
  },
  "email.directions": {
    en: "Directions",
    es: "Cómo llegar",
    description: "The label and link text of the map directions to the office.",
  },
  "email.thingsToKnow": {
    en: CONFIRMATION_TEXTS.thingsToKnow,
    es: "Lo que debe saber antes de su visita",
    description: "The heading over the office's notes for the visit.",
  },
  "email.manageLine": {
    en: BOOKED_TEXTS.manageLine,
    es: "Para cancelar o cambiar la fecha u hora, abra:",
    description: "Before the manage page's link in the HTML email.",
  },
  "email.calendarNote": {
    en: "The attached calendar file adds the appointment to your calendar.",
    es: "Con el archivo de calendario adjunto puede agregar la cita a su calendario.",
    description: "Says what the attached .ics file is for.",
  },
  "email.footer": {
    en: "This message was sent because an email confirmation was requested when the appointment was booked.",
    es: "Le enviamos este mensaje porque pidió una confirmación por correo electrónico al hacer la cita.",
    description: "The small print at the end of every email.",
  },
} satisfies CatalogSection;
