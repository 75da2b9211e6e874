import { BOOKED_TEXTS } from "../../appointments/booked-appointment-texts.ts";
import { CONFIRMATION_TEXTS } from "../../messages/confirmation-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/**
 * The confirmation screen (spec booking §2 "Confirmation screen") and the booking's details it shares
 * with the manage page. The spec's English is its constant; the booking's own wording is BOOKED_TEXTS,
 * which the emails and the calendar file say too.
 */
export const CONFIRMATION_CATALOG = {
  "confirmation.pageTitle": {
    en: "Appointment confirmation",
    es: "Confirmación de la cita",
    description: "The confirmation page's name when its address names no appointment.",
  },
  "confirmation.heading": {
    en: CONFIRMATION_TEXTS.heading,
    es: "Cita confirmada",
    description: "The confirmation's heading and tab title.",
  },
  "confirmation.thankYou": {
    en: CONFIRMATION_TEXTS.thankYou,
    es: "Gracias por hacer su cita",
    description: "Under the confirmation's heading.",
  },
  "confirmation.confirmedFor": {
    en: "Appointment confirmed for {date} at {time}.",
    es: "Cita confirmada para el {date} a las {time}.",
    description: "{date} is the long date (with its weekday), {time} the time at the location with its zone.",
  },
  "confirmation.cancelledHeading": {
    en: BOOKED_TEXTS.cancelledHeading,
    es: "Cita cancelada",
    description: "The heading of a cancelled appointment's page.",
  },
  "confirmation.cancelledFor": {
    en: "Your appointment for {date} at {time} was cancelled.",
    es: "Se canceló su cita del {date} a las {time}.",
    description: "A cancelled appointment; {date} is the long date, {time} the time.",
  },
  "confirmation.confirmationNumber": {
    en: "Confirmation number: <number></number>",
    es: "Número de confirmación: <number></number>",
    description: "<number></number> is the booking's reference (shown bold).",
  },
  "confirmation.emailOnItsWay": {
    en: "A confirmation email with a calendar file is on its way to the address you gave.",
    es: "Le enviamos un correo electrónico de confirmación con un archivo de calendario a la dirección que nos dio.",
    description: "An email confirmation was asked for.",
  },
  "confirmation.changeOnline": {
    en: "You can cancel or reschedule this appointment online, or call <phone></phone>.",
    es: "Puede cancelar esta cita o cambiar la fecha u hora en línea, o llamar al <phone></phone>.",
    description: "<phone></phone> is the location's phone number (a link).",
  },
  "confirmation.manageAppointment": {
    en: BOOKED_TEXTS.manageAppointment,
    es: "Cancelar o cambiar la fecha u hora",
    description: "The link to the manage page.",
  },
  "confirmation.print": {
    en: CONFIRMATION_TEXTS.printConfirmation,
    es: "Imprimir la confirmación",
    description: "Prints the page.",
  },
  "confirmation.addToCalendar": {
    en: CONFIRMATION_TEXTS.addToCalendar,
    es: "Agregar al calendario",
    description: "Saves the calendar file.",
  },
  "confirmation.viewOnMap": {
    en: CONFIRMATION_TEXTS.viewOnMap,
    es: "Ver en el mapa",
    description: "Opens directions to the location in the map site.",
  },
  "confirmation.opensInNewTab": {
    en: "(opens in a new tab)",
    es: "(se abre en una pestaña nueva)",
    description: "Read after a link that opens a new tab.",
  },
  "confirmation.backToResults": {
    en: CONFIRMATION_TEXTS.backToResults,
    es: "Volver a los resultados",
    description: "Back to the results the booking started from.",
  },
  "confirmation.backToProfile": {
    en: CONFIRMATION_TEXTS.backToProfile,
    es: "Volver al perfil",
    description: "Back to the doctor's profile the booking started from.",
  },
  "confirmation.tryAgain": {
    en: BOOKED_TEXTS.tryAgain,
    es: "Volver a intentar",
    description: "Asks the server again.",
  },
  "booked.heading": {
    en: "Appointment Details",
    es: "Detalles de la cita",
    description: "The booking's details (confirmation and manage pages).",
  },
  "booked.patient": { en: BOOKED_TEXTS.patientLabel, es: "Paciente", description: "A detail's label." },
  "booked.bookedBy": {
    en: BOOKED_TEXTS.bookedByLabel,
    es: "Cita hecha por",
    description: "A detail's label: the parent or guardian who booked for a minor.",
  },
  "booked.physician": { en: "Doctor", es: "Médico", description: "A detail's label." },
  "booked.location": { en: "Location", es: "Ubicación", description: "A detail's label." },
  "booked.appointmentType": { en: "Appointment Type", es: "Tipo de cita", description: "A detail's label." },
  "booked.reasonForVisit": { en: "Reason for Visit", es: "Motivo de la visita", description: "A detail's label." },
  "booked.virtualVisitAt": {
    en: `${BOOKED_TEXTS.telehealthLocation}, {location}`,
    es: "Visita virtual (telemedicina), {location}",
    description: "A virtual visit's place; {location} is the location's name.",
  },
  "booked.telehealthHow": {
    en: "This is a virtual (telehealth) visit: there is no office to travel to. Depending on your healthcare needs, your provider will confirm that a telehealth visit is appropriate. The office sends the video link for the visit before it starts{hasPhone, select, yes {; for help, call {phone}} other {}}.",
    es: "Esta es una visita virtual (por telemedicina): no tiene que ir al consultorio. Según sus necesidades de salud, su médico confirmará si una visita por telemedicina es adecuada. El consultorio le enviará el enlace de video antes de que empiece la visita.{hasPhone, select, yes { Si necesita ayuda, llame al {phone}.} other {}}",
    description: "How a virtual visit happens; {phone} is the office's number when {hasPhone} is yes.",
  },
  "booked.thingsToKnow": {
    en: CONFIRMATION_TEXTS.thingsToKnow,
    es: "Lo que debe saber antes de su visita",
    description: "The heading over the office's own instructions for the visit.",
  },
  "booked.notFoundTitle": {
    en: BOOKED_TEXTS.notFoundTitle,
    es: "No se encontró la cita",
    description: "An address whose booking or token is unknown.",
  },
  "booked.none.summary": {
    en: "There is no appointment to show.",
    es: "No hay ninguna cita para mostrar.",
    description: "A confirmation or manage address without a booking.",
  },
  "booked.none.body": {
    en: "This address does not name an appointment. Open the link in your confirmation email, or search our doctors to make an appointment.",
    es: "Esta dirección no corresponde a ninguna cita. Abra el enlace de su correo electrónico de confirmación o busque a nuestros médicos para hacer una cita.",
    description: "A confirmation or manage address without a booking.",
  },
  "booked.findADoctor": {
    en: "Find a Doctor",
    es: "Buscar un médico",
    description: "The link to the search from a page without an appointment.",
  },
} satisfies CatalogSection;
