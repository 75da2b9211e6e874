import { AVAILABILITY_TEXTS, HOLD_CONFIRMATION_TEXTS, HOLD_ERROR_TEXTS } from "../../messages/availability-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/**
 * The availability calendar of the doctor cards, the profile and booking step 1 (spec discovery §2
 * "Availability calendar on the card", booking §2 and §4), its hold modals, and the visit said before
 * the time (decision 129). Days and times are not messages: they are formatted by Intl in the page's
 * language (decision 175).
 */
export const AVAILABILITY_CATALOG = {
  "availability.regionLabel": {
    en: "Available appointment times",
    es: "Horas de citas disponibles",
    description: "The calendar's accessible name when the page shows one calendar (the profile, booking).",
  },
  "availability.regionLabelOf": {
    en: "Available appointment times with {name}",
    es: "Horas de citas disponibles con {name}",
    description: "A card's calendar's accessible name on the results page; {name} is the doctor's name.",
  },
  "availability.viewCalendar": {
    en: AVAILABILITY_TEXTS.viewCalendar,
    es: "Ver calendario",
    description: "The toggle that shows the month date picker instead of the day columns.",
  },
  "availability.viewTimes": {
    en: AVAILABILITY_TEXTS.viewTimes,
    es: "Ver horas",
    description: "The toggle that goes back from the date picker to the day columns of times.",
  },
  "availability.selectDate": {
    en: AVAILABILITY_TEXTS.selectDate,
    es: "Elegir fecha",
    description: "The date picker's button that opens its month popup.",
  },
  "availability.selectADate": {
    en: AVAILABILITY_TEXTS.selectADate,
    es: "Seleccione una fecha",
    description: "The date picker's label, and its popup's accessible name.",
  },
  "availability.datePickerHint": {
    en: "Days without appointment times cannot be chosen.",
    es: "No se pueden elegir los días sin horas de citas.",
    description: "The date picker's description, read with its label.",
  },
  "availability.nextAvailable": {
    en: "The next available appointment is {date}",
    es: "La próxima cita disponible es el {date}",
    description:
      "Shown when the first days have no times; {date} is a whole date with its weekday and year (es: lunes, 30 de noviembre de 2026).",
  },
  "availability.goToNextAppointment": {
    en: AVAILABILITY_TEXTS.goToNextAppointment,
    es: "Ir a la próxima cita",
    description: "The button under the next available date: it shows that day's times.",
  },
  "availability.noAvailableAppointments": {
    en: AVAILABILITY_TEXTS.noAvailableAppointments,
    es: "Este médico no tiene citas disponibles",
    description: "The calendar has no times at all and there is no phone number to call.",
  },
  "availability.pleaseCall": {
    en: AVAILABILITY_TEXTS.pleaseCall,
    es: "Llame para hacer su cita",
    description: "The calendar has no times at all; a call button with the office's number follows.",
  },
  "availability.previousDays": {
    en: "Show earlier days",
    es: "Mostrar días anteriores",
    description: "The carousel's previous arrow's accessible name.",
  },
  "availability.nextDays": {
    en: "Show later days",
    es: "Mostrar días posteriores",
    description: "The carousel's next arrow's accessible name.",
  },
  "availability.loading": {
    en: "Loading available times…",
    es: "Cargando horas disponibles…",
    description: "Shown and announced while the calendar's first days load.",
  },
  "availability.loadingMore": {
    en: "Loading more days…",
    es: "Cargando más días…",
    description: "Announced while the next arrow loads further days.",
  },
  "availability.retry": {
    en: "Try again",
    es: "Intentar de nuevo",
    description: "The button under the error banner when the calendar's times could not be loaded.",
  },
  "availability.retrying": {
    en: "Trying again…",
    es: "Intentando de nuevo…",
    description: "The same button while the times are asked for again.",
  },
  "availability.holding": {
    en: "Holding your appointment time…",
    es: "Reservando su hora de cita…",
    description: "The overlay while a chosen time is being held for the patient.",
  },
  "availability.noTimesThatDay": {
    en: "No times",
    es: "Sin horas",
    description: "Shown in a day's column when that day has no open times.",
  },
  "availability.noTimesThatDaySpoken": {
    en: "{day}: no appointment times",
    es: "{day}: no hay horas de citas",
    description: "A day column's accessible name when it has no times; {day} is the weekday and date.",
  },
  "availability.slotName": {
    en: "{time}, {day}",
    es: "{time}, {day}",
    description:
      "A time button's accessible name: the time as the button shows it, then its weekday and date (es: 9:30 a.m., lunes, 30 de noviembre). Keep the time first.",
  },
  "availability.slideAnnouncement": {
    en: "{same, select, yes {Showing appointment times for {from}} other {Showing appointment times from {from} to {to}}}",
    es: "{same, select, yes {Se muestran las horas de citas del {from}} other {Se muestran las horas de citas desde el {from} hasta el {to}}}",
    description:
      "Announced to screen readers when the carousel moves; {from} and {to} are the first and last days shown (weekday and date); same is yes when they are one day.",
  },
  "availability.holdConfirmation.title": {
    en: HOLD_CONFIRMATION_TEXTS.title,
    es: "Su hora de cita quedará reservada durante 15 minutos",
    description: "Group-practice sites: the title of the modal before a time is held.",
  },
  "availability.holdConfirmation.body": {
    en: HOLD_CONFIRMATION_TEXTS.body,
    es: "Recibirá un aviso 5 minutos antes del final y, si se acaba el tiempo, volverá a esta pantalla. Su información se guardará.",
    description: "The same modal's text.",
  },
  "availability.holdConfirmation.cancel": {
    en: HOLD_CONFIRMATION_TEXTS.cancel,
    es: "Cancelar",
    description: "The same modal's button that does not hold the time.",
  },
  "availability.holdConfirmation.continue": {
    en: HOLD_CONFIRMATION_TEXTS.continue,
    es: "Continuar",
    description: "The same modal's button that holds the time.",
  },
  "availability.holdError.title": {
    en: HOLD_ERROR_TEXTS.title,
    es: "La cita ya no está disponible",
    description: "The modal when the chosen time was taken by someone else.",
  },
  "availability.holdError.body": {
    en: HOLD_ERROR_TEXTS.body,
    es: "Estamos actualizando su pantalla para mostrarle las horas más recientes.",
    description: "The same modal's text.",
  },
  "availability.holdError.doctorsProfile": {
    en: HOLD_ERROR_TEXTS.doctorsProfile,
    es: "Perfil del médico",
    description: "The same modal's button to the doctor's profile.",
  },
  "availability.holdError.refresh": {
    en: HOLD_ERROR_TEXTS.refresh,
    es: "Actualizar",
    description: "The same modal's button that loads the times again.",
  },
  "visit.legend": {
    en: "Your visit",
    es: "Su visita",
    description: "The name of the choice between new and returning patient, above the times.",
  },
  "visit.option": {
    en: "{visit, select, returning {Returning patient (seen within the last 3 years)} other {New patient}}",
    es: "{visit, select, returning {Paciente actual (visitó al médico en los últimos 3 años)} other {Paciente nuevo}}",
    description: "One option of the visit choice; visit is new or returning.",
  },
  "visit.typeLabel": {
    en: "Appointment Type",
    es: "Tipo de cita",
    description:
      "The profile's list of appointment types, when the visit has more than one: the words booking step 1 and the confirmation use for the same choice (not the reason the patient describes).",
  },
  "visit.timesFor": {
    en: "Times for {type} ({patients, select, new {new patients} current {returning patients} other {new and returning patients}})",
    es: "Horas para {type} ({patients, select, new {pacientes nuevos} current {pacientes actuales} other {pacientes nuevos y actuales}})",
    description:
      "The line above the times: {type} is the appointment type's name as the clinic's calendar gives it; patients is new, current or both.",
  },
  "visit.notAccepting": {
    en: "{visit, select, returning {This doctor is not currently accepting existing patients through online appointment scheduling.} other {This doctor is not currently accepting new patients through online appointment scheduling.}} Please call to make your appointment:",
    es: "{visit, select, returning {Por el momento, este médico no acepta citas en línea de pacientes actuales.} other {Por el momento, este médico no acepta citas en línea de pacientes nuevos.}} Llame para hacer su cita:",
    description:
      "The profile, when the doctor takes no patients of the chosen visit online; the office's phone number follows. visit is new or returning.",
  },
} satisfies CatalogSection;
