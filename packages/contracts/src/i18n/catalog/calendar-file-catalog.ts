import { BOOKED_TEXTS } from "../../appointments/booked-appointment-texts.ts";
import { CALENDAR_REMINDER } from "../../appointments/calendar-file.ts";
import { TELEHEALTH_NOTICE_TEXTS } from "../../messages/appointment-step-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/**
 * The calendar file's words (issue 36, decision 177): the event's SUMMARY, LOCATION of a virtual visit,
 * DESCRIPTION lines and reminder, in the booking's language. The emails repeat some of these lines.
 * English: booked-appointment-texts.ts CALENDAR_EVENT_TEXTS, which catalog.test.ts proves equal.
 */
export const CALENDAR_FILE_CATALOG = {
  "calendarFile.summary": {
    en: "Appointment with Dr. {physician}",
    es: "Cita médica con {physician}",
    description:
      "The calendar event's title. {physician} is the doctor's name (first, middle initial, last); Spanish names no title, as the doctor may be a man or a woman.",
  },
  "calendarFile.patient": {
    en: "Patient: {patient}{bookedBy, select, yes { (booked by {guardian})} other {}}",
    es: "Paciente: {patient}{bookedBy, select, yes { (cita hecha por {guardian})} other {}}",
    description:
      "A line of the calendar event's notes: whose appointment it is; bookedBy is yes when a parent or guardian ({guardian}) booked for a minor.",
  },
  "calendarFile.confirmationNumber": {
    en: "Confirmation number: {bookingId}",
    es: "Número de confirmación: {bookingId}",
    description: "A line of the calendar event's notes; {bookingId} is the booking reference (FAD-…).",
  },
  "calendarFile.locationPhone": {
    en: "Location phone: {phone}",
    es: "Teléfono de la ubicación: {phone}",
    description: "A line of the calendar event's notes; {phone} is the office's number.",
  },
  "calendarFile.virtualLocation": {
    en: "Virtual visit (telehealth), {location}",
    es: "Visita virtual (telemedicina), {location}",
    description:
      "Where a video visit takes place (the event's location, the email's Location); {location} is the office's name.",
  },
  "calendarFile.telehealthHow": {
    en: `This is a virtual (telehealth) visit: there is no office to travel to. ${TELEHEALTH_NOTICE_TEXTS.body} The office sends the video link for the visit before it starts{hasPhone, select, yes {; for help, call {phone}} other {}}.`,
    es: "Esta es una visita virtual (telemedicina): no necesita ir a ningún consultorio. Según sus necesidades de salud, su médico confirmará si una visita por telemedicina es adecuada. El consultorio le enviará el enlace de video antes de la visita{hasPhone, select, yes {; si necesita ayuda, llame al {phone}} other {}}.",
    description:
      "How a video visit happens (event notes and emails); hasPhone is yes when the office has a number ({phone}).",
  },
  "calendarFile.manage": {
    en: `${BOOKED_TEXTS.manageLine} {url}`,
    es: "Para cancelar o cambiar la fecha u hora, abra: {url}",
    description: "The last line of the event's notes and of the email's text; {url} is the manage page's link.",
  },
  "calendarFile.reminder": {
    en: CALENDAR_REMINDER.description,
    es: "Recordatorio: mañana tiene una cita médica",
    description: "The calendar's reminder, shown the day before the appointment.",
  },
} satisfies CatalogSection;
