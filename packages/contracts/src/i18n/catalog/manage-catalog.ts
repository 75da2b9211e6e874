import { BOOKED_APPOINTMENT_MESSAGES } from "../../appointments/booked-appointment.ts";
import { BOOKED_TEXTS } from "../../appointments/booked-appointment-texts.ts";
import { HOLD_ERROR_TEXTS } from "../../messages/availability-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/**
 * The manage page (decision 83): cancel and reschedule. The spec has no such page; the booking's
 * refusals are the server's sentences (BOOKED_APPOINTMENT_MESSAGES), shown here in the page's language.
 */
export const MANAGE_CATALOG = {
  "manage.title": {
    en: "Manage Your Appointment",
    es: "Administrar su cita",
    description: "The manage page's heading and tab title.",
  },
  "manage.scheduledFor": {
    en: "Your appointment is scheduled for {date} at {time}.",
    es: "Su cita está programada para el {date} a las {time}.",
    description: "{date} is the long date, {time} the time at the location.",
  },
  "manage.locationPhone": {
    en: `${BOOKED_TEXTS.phoneLabel}: <phone></phone>`,
    es: "Teléfono de la ubicación: <phone></phone>",
    description: "<phone></phone> is the location's number (a link).",
  },
  "manage.reschedule": {
    en: "Reschedule",
    es: "Cambiar la fecha u hora",
    description: "Opens the calendar to move the appointment.",
  },
  "manage.cancelAppointment": {
    en: "Cancel Appointment",
    es: "Cancelar la cita",
    description: "Cancels the appointment (after a confirmation).",
  },
  "manage.pastTitle": {
    en: "This appointment can no longer be changed online",
    es: "Ya no puede cambiar esta cita en línea",
    description: "A past appointment.",
  },
  "manage.cancelDialog.title": {
    en: "Cancel this appointment?",
    es: "¿Desea cancelar esta cita?",
    description: "The cancel confirmation's title.",
  },
  "manage.cancelDialog.body": {
    en: "The appointment for {patient} with Dr. {physician} on {date} at {time} will be cancelled, and the time offered to other patients.",
    es: "Se cancelará la cita de {patient} con {physician} del {date} a las {time}, y la hora quedará disponible para otros pacientes.",
    description: "{patient} is the patient's name, {physician} the doctor's, {date} the long date, {time} the time.",
  },
  "manage.cancelDialog.keep": {
    en: "Keep Appointment",
    es: "Conservar la cita",
    description: "Closes the cancel confirmation without cancelling.",
  },
  "manage.cancelling": {
    en: "Cancelling your appointment…",
    es: "Cancelando su cita…",
    description: "While the appointment is cancelled.",
  },
  "manage.cancellationEmail": {
    en: "A cancellation email is on its way to the address you gave.",
    es: "Le enviamos un correo electrónico de cancelación a la dirección que nos dio.",
    description: "After cancelling, when an email was given.",
  },
  "manage.bookAgain": {
    en: "Book Another Appointment",
    es: "Hacer otra cita",
    description: "After cancelling: to the doctor's profile.",
  },
  "manage.chooseNewTime": {
    en: "Choose a New Time",
    es: "Elija una nueva hora",
    description: "The reschedule section's heading.",
  },
  "manage.chooseNewTimeHint": {
    en: "Times with Dr. {physician} for your {type} appointment, at the same location. The time you choose is held for you while you confirm.",
    es: "Horas con {physician} para su cita de {type}, en la misma ubicación. Guardaremos la hora que elija mientras la confirma.",
    description: "{physician} is the doctor's name, {type} the appointment type's name.",
  },
  "manage.closeReschedule": {
    en: "Keep Current Time",
    es: "Conservar la hora actual",
    description: "Closes the reschedule section.",
  },
  "manage.holding": {
    en: "Holding the time for you…",
    es: "Guardando la hora para usted…",
    description: "While the new time is held.",
  },
  "manage.newTimeHeld": {
    en: "New time held for you: {date} at {time}.",
    es: "Nueva hora guardada para usted: {date} a las {time}.",
    description: "The new time is held; {date} is the long date, {time} the time.",
  },
  "manage.confirmNewTime": {
    en: "Confirm New Time",
    es: "Confirmar la nueva hora",
    description: "Moves the appointment to the held time.",
  },
  "manage.moving": {
    en: "Moving your appointment…",
    es: "Cambiando su cita…",
    description: "While the appointment is moved.",
  },
  "manage.rescheduled": {
    en: "Your appointment was moved to {date} at {time}.",
    es: "Su cita se cambió al {date} a las {time}.",
    description: "After the move; {date} is the long date, {time} the time.",
  },
  "manage.rescheduledEmail": {
    en: "An email with the new time and calendar file is on its way.",
    es: "Le enviamos un correo electrónico con la nueva hora y el archivo de calendario.",
    description: "After the move, when an email was given.",
  },
  "manage.slotGone": {
    en: `${HOLD_ERROR_TEXTS.title}. Please choose another time.`,
    es: "Esta hora ya no está disponible. Elija otra hora.",
    description: "The chosen time was taken meanwhile.",
  },

  "manage.refusal.notFound": {
    en: BOOKED_APPOINTMENT_MESSAGES.notFound,
    es: "No pudimos encontrar esta cita. Revise el enlace de su confirmación.",
    description: "The server's answer for an unknown booking or token.",
  },
  "manage.refusal.past": {
    en: BOOKED_APPOINTMENT_MESSAGES.past,
    es: "Esta cita ya empezó o ya pasó, por lo que no puede cambiarla en línea. Llame a la ubicación.",
    description: "A past appointment: the server's answer, and the manage page's text.",
  },
  "manage.refusal.cancelled": {
    en: BOOKED_APPOINTMENT_MESSAGES.cancelled,
    es: "Esta cita se canceló, por lo que ya no puede cambiarla.",
    description: "The server's answer for a change of a cancelled appointment.",
  },
  "manage.refusal.changedElsewhere": {
    en: BOOKED_APPOINTMENT_MESSAGES.changedElsewhere,
    es: "Esta cita se acaba de cambiar en otra ventana o en otro dispositivo, por lo que no se hizo su cambio. Vuelva a cargar la página para ver la cita como está ahora.",
    description: "The server's answer when another change came first.",
  },
  "manage.refusal.otherCalendar": {
    en: BOOKED_APPOINTMENT_MESSAGES.otherCalendar,
    es: "La nueva hora debe ser con el mismo médico, en la misma ubicación y para el mismo tipo de cita.",
    description: "The server's answer when the new time is for another calendar.",
  },
  "manage.refusal.holdLost": {
    en: BOOKED_APPOINTMENT_MESSAGES.holdLost,
    es: "Ya no tenemos guardada la nueva hora para usted. Vuelva a elegir una hora.",
    description: "The server's answer when the new time's hold ran out.",
  },
} satisfies CatalogSection;
