import { BOOKING_REFUSED_MESSAGE } from "../../appointments/booking-bot-checks.ts";
import { HOLD_GONE_MESSAGES } from "../../appointments/hold-refusals.ts";
import { HOLDER_MESSAGES } from "../../appointments/holder.ts";
import { APPOINTMENT_STEP_TEXTS, TELEHEALTH_NOTICE_TEXTS } from "../../messages/appointment-step-texts.ts";
import { AVAILABILITY_TEXTS } from "../../messages/availability-texts.ts";
import {
  BOOKING_WIZARD_TEXTS,
  SCHEDULING_ERROR_TITLE,
  SESSION_TIMER_TEXTS,
} from "../../messages/booking-wizard-texts.ts";
import { BOOKING_ERROR_TEXTS, REVIEW_TEXTS, SNACKBAR_TEXTS } from "../../messages/confirmation-texts.ts";
import { EMAIL_TERMS_TEXTS, PATIENT_FORM_TEXTS } from "../../messages/patient-form-texts.ts";
import { RATE_LIMIT_TEXTS } from "../../messages/rate-limit-texts.ts";
import { NEW_PATIENTS_NOT_TAKEN_REFUSAL } from "../../provider/new-patients.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/**
 * The booking page (spec booking §2): the wizard's frame, step 1 (Appointment Information), step 2
 * (Patient Information), step 3 (Review and Confirm), the session timer and its modals, and what the
 * page says when a held time could not be kept. The spec's English is its constant; the rest is ours.
 */
export const BOOKING_CATALOG = {
  // The wizard's frame.
  "booking.pageTitle": {
    en: BOOKING_WIZARD_TEXTS.bookAppointmentCrumb,
    es: "Hacer una cita",
    description: "The booking page's title (and, with the doctor's name, its tab title).",
  },
  "booking.pageTitleFor": {
    en: "Book Appointment: {physician}",
    es: "Hacer una cita: {physician}",
    description: "The booking page's tab title; {physician} is the doctor's name.",
  },
  "booking.loading": { en: "Loading.", es: "Cargando.", description: "Announced while the booking page loads." },
  "booking.requiredFieldNote": {
    en: BOOKING_WIZARD_TEXTS.requiredFieldNote,
    es: "* Indica un campo obligatorio",
    description: "Under the step's title on steps 1 and 2.",
  },
  "booking.reviewNote": {
    en: BOOKING_WIZARD_TEXTS.reviewNote,
    es: "Revise y confirme su información",
    description: "The banner of step 3.",
  },
  "booking.step.appointment": {
    en: APPOINTMENT_STEP_TEXTS.stepTitle,
    es: "Información de la cita",
    description: "Step 1's title, and its name in the progress.",
  },
  "booking.step.patient": {
    en: PATIENT_FORM_TEXTS.stepTitle,
    es: "Información del paciente",
    description: "Step 2's title, and its name in the progress.",
  },
  "booking.step.review": {
    en: REVIEW_TEXTS.stepTitle,
    es: "Revisar y confirmar",
    description: "Step 3's title, and its name in the progress.",
  },
  "booking.mobileStep.questions": {
    en: "Questions",
    es: "Preguntas",
    description: "A phone's step 1 of 4: the questions before the times.",
  },
  "booking.mobileStep.details": {
    en: "Appointment Details",
    es: "Detalles de la cita",
    description: "A phone's step 2 of 4: the times.",
  },
  "booking.stepCount": {
    en: "{step} of {total}",
    es: "{step} de {total}",
    description: "Read after the progress on a computer: the step's number of the steps.",
  },
  "booking.mobileStepCount": {
    en: "Step {step} of {total}",
    es: "Paso {step} de {total}",
    description: "A phone's progress over the step.",
  },
  "booking.progressLabel": {
    en: "Booking progress",
    es: "Progreso de la cita",
    description: "The accessible name of the steps' progress.",
  },
  "booking.completedStep": {
    en: "{number}. {title}, completed",
    es: "{number}. {title}, completado",
    description: "A completed step's button, read aloud; {title} is the step's title.",
  },
  "booking.mobileHeaderLabel": {
    en: "Booking steps",
    es: "Pasos de la cita",
    description: "The accessible name of a phone's header with Back and Next.",
  },
  "booking.mobileHeader.back": {
    en: BOOKING_WIZARD_TEXTS.mobileHeader.back,
    es: "Atrás",
    description: "A phone's header: back a step.",
  },
  "booking.mobileHeader.next": {
    en: BOOKING_WIZARD_TEXTS.mobileHeader.next,
    es: "Siguiente",
    description: "A phone's header: the next step.",
  },
  "booking.mobileHeader.confirm": {
    en: BOOKING_WIZARD_TEXTS.mobileHeader.confirm,
    es: "Confirmar",
    description: "A phone's header on the last step: books the appointment.",
  },
  "booking.back": { en: APPOINTMENT_STEP_TEXTS.back, es: "Atrás", description: "A step's Back button." },
  "booking.continue": {
    en: APPOINTMENT_STEP_TEXTS.continue,
    es: "Continuar",
    description: "A step's Continue button.",
  },

  // Step 1: Appointment Information.
  "booking.appointment.location": {
    en: APPOINTMENT_STEP_TEXTS.sections.location,
    es: "Lugar de la cita",
    description: "Step 1's section: where the appointment is.",
  },
  "booking.appointment.callLocation": {
    en: "Call the location:",
    es: "Llame a la ubicación:",
    description: "Read before the location's phone number (screen readers only).",
  },
  "booking.appointment.type": {
    en: APPOINTMENT_STEP_TEXTS.sections.appointmentType,
    es: "Tipo de cita",
    description: "Step 1's section and list: the appointment type.",
  },
  "booking.appointment.reason": {
    en: APPOINTMENT_STEP_TEXTS.sections.reasonForVisit,
    es: "Describa el motivo de la visita",
    description: "Step 1's text box: why the patient comes.",
  },
  "booking.appointment.time": {
    en: APPOINTMENT_STEP_TEXTS.sections.appointmentTime,
    es: "Seleccione la hora de la cita",
    description: "Step 1's section with the calendar of times.",
  },
  "booking.appointment.currentPatientQuestion": {
    en: APPOINTMENT_STEP_TEXTS.currentPatientQuestion,
    es: "¿Ha consultado a este médico en los últimos 3 años?",
    description: "Step 1's required question (Yes or No): is the patient a current patient.",
  },
  "booking.appointment.yes": { en: APPOINTMENT_STEP_TEXTS.answers.Yes, es: "Sí", description: "The answer Yes." },
  "booking.appointment.no": { en: APPOINTMENT_STEP_TEXTS.answers.No, es: "No", description: "The answer No." },
  "booking.appointment.selectBelow": {
    en: APPOINTMENT_STEP_TEXTS.selectBelow,
    es: "Seleccione una opción",
    description: "The appointment type list's first entry.",
  },
  "booking.appointment.noItems": {
    en: APPOINTMENT_STEP_TEXTS.noItems,
    es: "No hay opciones",
    description: "The appointment type list's entry when it is empty.",
  },
  "booking.appointment.typeHint": {
    en: "Answer the question above to choose an appointment type.",
    es: "Responda la pregunta de arriba para elegir el tipo de cita.",
    description: "Why the appointment type list cannot be used yet.",
  },
  "booking.appointment.loadingTypes": {
    en: "Loading appointment types…",
    es: "Cargando los tipos de cita…",
    description: "While the appointment types load.",
  },
  "booking.appointment.notAccepting": {
    en: "This doctor is not currently accepting {answer, select, Yes {existing} other {new}} patients through online appointment scheduling. Please call to make your appointment:",
    es: "{answer, select, Yes {Por ahora, este médico no acepta pacientes actuales mediante citas en línea.} other {Por ahora, este médico no acepta pacientes nuevos mediante citas en línea.}} Llame para hacer su cita:",
    description:
      "In place of the type list when the doctor takes no patients of the answer's kind online; the phone number follows.",
  },
  "booking.appointment.completeType": {
    en: AVAILABILITY_TEXTS.completeAppointmentType,
    es: "Complete el tipo de cita para ver las horas disponibles",
    description: "In place of the calendar until a type is chosen.",
  },
  "booking.appointment.timerNotice": {
    en: "Once you select a time, it will be held for {minutes} minutes while you complete your booking.",
    es: "Cuando elija una hora, se la guardaremos por {minutes} minutos mientras completa su cita.",
    description: "Step 1's notice of the hold's time limit.",
  },
  "booking.appointment.findAnotherDoctor": {
    en: "Not the right time or place? You can also <link>find another doctor</link>.",
    es: "¿No es la hora o el lugar que busca? También puede <link>buscar otro médico</link>.",
    description: "Step 1's way out; <link> is the link to the search or the results.",
  },
  "booking.appointment.selectedTime": {
    en: "Your selected time: {day} at {time}",
    es: "La hora que eligió: {day} a las {time}",
    description: "The held time; {day} is the long date, {time} the time.",
  },
  "booking.appointment.heldTimeNotOffered": {
    en: "Your selected time, {day} at {time}, is not offered for {type}. It is still held for you: choose a time for {type} below to replace it, or keep your time.",
    es: "La hora que eligió, {day} a las {time}, no se ofrece para {type}. Todavía la tenemos guardada para usted: elija abajo una hora para {type} que la reemplace, o conserve su hora.",
    description: "The type changed and the held time is not offered for it; {type} is the appointment type's name.",
  },
  "booking.appointment.keepHeldTime": {
    en: "Keep my time ({type})",
    es: "Conservar mi hora ({type})",
    description: "Goes back to the type the held time is for; {type} is that type's name.",
  },
  "booking.appointment.holding": {
    en: "Holding your appointment time…",
    es: "Guardando la hora de su cita…",
    description: "While the chosen time is held.",
  },
  "booking.appointment.resumedTimeTaken": {
    en: "The time you had chosen ({time}) was taken while the page was away. Please choose another time below.",
    es: "Otra persona tomó la hora que había elegido ({time}) mientras la página estaba cerrada. Elija otra hora abajo.",
    description: "A reload found the held time taken meanwhile.",
  },
  "booking.appointment.openTimeTaken": {
    en: "Sorry, the time you chose ({time}) has just been taken by someone else. Here are the times still open: please choose another below.",
    es: "Lo sentimos, otra persona acaba de tomar la hora que eligió ({time}). Estas son las horas que siguen disponibles: elija otra abajo.",
    description: "A link to a published time named a time someone else took first.",
  },
  "booking.appointment.resumedTimeFailed": {
    en: "We could not keep the time you had chosen. Please choose a time again below.",
    es: "No pudimos guardar la hora que había elegido. Vuelva a elegir una hora abajo.",
    description: "A held time could not be kept (network or server).",
  },
  "booking.appointment.reasonCounter": {
    en: "{count} of 250 max characters entered",
    es: "{count} de 250 caracteres como máximo",
    description: "Under the reason for visit: how many characters are typed.",
  },
  "booking.telehealth.title": {
    en: TELEHEALTH_NOTICE_TEXTS.title,
    es: "Eligió una cita virtual.",
    description: "The notice shown when a telehealth type is chosen: its title.",
  },
  "booking.telehealth.body": {
    en: TELEHEALTH_NOTICE_TEXTS.body,
    es: "Según sus necesidades de salud, su médico confirmará si una visita por telemedicina es adecuada.",
    description: "The telehealth notice's text.",
  },
  "booking.okay": { en: TELEHEALTH_NOTICE_TEXTS.okay, es: "Aceptar", description: "Closes a notice (Okay)." },

  // Step 2: Patient Information.
  "booking.patient.section.patient": {
    en: PATIENT_FORM_TEXTS.sections.patient,
    es: "Paciente",
    description: "Step 2's section: the patient.",
  },
  "booking.patient.section.guardian": {
    en: PATIENT_FORM_TEXTS.sections.guardian,
    es: "Información del padre, madre o tutor",
    description: "Step 2's section for a minor's parent or guardian.",
  },
  "booking.patient.section.address": {
    en: PATIENT_FORM_TEXTS.sections.address,
    es: "Dirección del paciente",
    description: "Step 2's section: the address.",
  },
  "booking.patient.section.contact": {
    en: PATIENT_FORM_TEXTS.sections.contact,
    es: "Información de contacto",
    description: "Step 2's section: phone and email.",
  },
  "booking.patient.section.insurance": {
    en: PATIENT_FORM_TEXTS.sections.insurance,
    es: "Información del seguro",
    description: "Step 2's section: insurance.",
  },
  "booking.patient.section.additional": {
    en: PATIENT_FORM_TEXTS.sections.additional,
    es: "Información adicional",
    description: "Step 2's section: the referring doctor.",
  },
  "booking.patient.firstName": { en: "First Name", es: "Nombre", description: "A field's label." },
  "booking.patient.middleName": { en: "Middle Name", es: "Segundo nombre", description: "A field's label." },
  "booking.patient.lastName": { en: "Last Name", es: "Apellido", description: "A field's label." },
  "booking.patient.dateOfBirth": { en: "Date of Birth", es: "Fecha de nacimiento", description: "A field's label." },
  "booking.patient.gender": { en: "Gender", es: "Sexo", description: "A field's label (Female or Male)." },
  "booking.patient.female": {
    en: PATIENT_FORM_TEXTS.genders.Female,
    es: "Femenino",
    description: "A gender the patient may choose.",
  },
  "booking.patient.male": {
    en: PATIENT_FORM_TEXTS.genders.Male,
    es: "Masculino",
    description: "A gender the patient may choose.",
  },
  "booking.patient.parentOrGuardian": {
    en: "Parent or Guardian Name",
    es: "Nombre del padre, madre o tutor",
    description: "A field's label (a minor's).",
  },
  "booking.patient.relationshipOfGuardian": {
    en: "Relationship to Patient",
    es: "Parentesco con el paciente",
    description: "A field's label (a minor's).",
  },
  "booking.patient.address1": { en: "Street Address", es: "Dirección", description: "A field's label." },
  "booking.patient.address2": {
    en: "Apartment, Suite or Unit",
    es: "Apartamento, suite o unidad",
    description: "A field's label.",
  },
  "booking.patient.city": { en: "City", es: "Ciudad", description: "A field's label." },
  "booking.patient.state": { en: "State", es: "Estado", description: "A field's label (a US state)." },
  "booking.patient.zip": { en: "Zip Code", es: "Código postal", description: "A field's label." },
  "booking.patient.phoneNumber": { en: "Phone Number", es: "Número de teléfono", description: "A field's label." },
  "booking.patient.email": { en: "Email", es: "Correo electrónico", description: "A field's label." },
  "booking.patient.insuranceId": {
    en: "Insurance Carrier",
    es: "Compañía de seguro",
    description: "A field's label: the insurance company.",
  },
  "booking.patient.policyId": { en: "Policy ID", es: "Número de póliza", description: "A field's label." },
  "booking.patient.referredByName": {
    en: "Referring Doctor's Name",
    es: "Nombre del médico que lo refirió",
    description: "A field's label.",
  },
  "booking.patient.referredByPhone": {
    en: "Referring Doctor's Phone",
    es: "Teléfono del médico que lo refirió",
    description: "A field's label.",
  },
  "booking.patient.optional": {
    en: "(optional)",
    es: "(opcional)",
    description: "After an optional field's label.",
  },
  "booking.patient.dateOfBirthHint": {
    en: "MM/DD/YYYY",
    es: "MM/DD/AAAA",
    description: "The date of birth's format, under its field (month, day, year as typed).",
  },
  "booking.patient.phoneHint": {
    en: "###-###-####",
    es: "###-###-####",
    description: "The phone number's format, under its field (shown).",
  },
  "booking.patient.phoneHintSpoken": {
    en: "### dash ### dash ####",
    es: "### guion ### guion ####",
    description: "The phone number's format, read aloud.",
  },
  "booking.patient.guardianIntro": {
    en: "The patient is under 18. Please name a parent or guardian.",
    es: "El paciente es menor de 18 años. Indique el nombre de su padre, madre o tutor.",
    description: "Above the guardian fields.",
  },
  "booking.patient.emailConfirmation": {
    en: "Email me my confirmation",
    es: "Enviarme la confirmación por correo electrónico",
    description: "The checkbox asking for the email confirmation.",
  },
  "booking.patient.emailConfirmationHint": {
    en: "Enter an email address to receive your confirmation by email.",
    es: "Escriba un correo electrónico para recibir su confirmación por ese medio.",
    description: "Why the email confirmation checkbox cannot be ticked yet.",
  },
  "booking.patient.statePlaceholder": {
    en: "Select a state",
    es: "Seleccione un estado",
    description: "The state list's first entry.",
  },
  "booking.patient.insurancePlaceholder": {
    en: "Select an insurance carrier",
    es: "Seleccione una compañía de seguro",
    description: "The insurance list's first entry.",
  },
  "booking.patient.insuranceLoading": {
    en: "Loading insurance carriers…",
    es: "Cargando las compañías de seguro…",
    description: "The insurance list's first entry while it loads.",
  },
  "booking.patient.policyIdHint": {
    en: "Choose an insurance carrier to enter a policy ID.",
    es: "Elija una compañía de seguro para escribir el número de póliza.",
    description: "Why the policy field cannot be used yet.",
  },
  "booking.patient.fieldProblem": {
    en: "{label}: {problem}",
    es: "{label}: {problem}",
    description: "Read aloud when a field's error appears; {label} is the field's label, {problem} its message.",
  },
  "booking.patient.backToTimes": {
    en: PATIENT_FORM_TEXTS.backToTimes,
    es: "Volver a las horas",
    description: "A phone's step 3: back to the times.",
  },
  "booking.emailTerms.title": {
    en: EMAIL_TERMS_TEXTS.title,
    es: "Términos y condiciones del correo electrónico",
    description: "The collapsible email terms' title.",
  },
  "booking.emailTerms.notEncrypted": {
    en: EMAIL_TERMS_TEXTS.paragraphs[0],
    es: "Los correos electrónicos y los mensajes de texto no están cifrados. Otras personas podrían leer la información enviada por correo electrónico o mensaje de texto sin cifrar, lo que podría exponer su información de salud protegida.",
    description: "The email terms' first paragraph.",
  },
  "booking.emailTerms.agree": {
    en: EMAIL_TERMS_TEXTS.paragraphs[1],
    es: "Al darnos su correo electrónico o su número de celular, usted acepta recibir la confirmación de su cita por ese medio, en esa dirección o número.",
    description: "The email terms' second paragraph.",
  },
  "booking.emailTerms.notResponsible": {
    en: EMAIL_TERMS_TEXTS.paragraphs[2],
    es: "No somos responsables del acceso no autorizado a la información enviada por correo electrónico o mensaje de texto, ni de los virus que pueda contener, y no podemos garantizar su entrega.",
    description: "The email terms' third paragraph.",
  },

  // Step 3: Review and Confirm.
  "booking.review.appointment": {
    en: "Appointment Information",
    es: "Información de la cita",
    description: "Step 3's section: the appointment.",
  },
  "booking.review.patient": {
    en: "Patient Information",
    es: "Información del paciente",
    description: "Step 3's section: the patient.",
  },
  "booking.review.physician": { en: "Doctor", es: "Médico", description: "Step 3's label: the doctor." },
  "booking.review.dateAndTime": { en: "Date and Time", es: "Fecha y hora", description: "Step 3's label." },
  "booking.review.location": { en: "Location", es: "Ubicación", description: "Step 3's label." },
  "booking.review.reasonForVisit": {
    en: "Reason for Visit",
    es: "Motivo de la visita",
    description: "Step 3's label.",
  },
  "booking.review.patientName": { en: "Patient Name", es: "Nombre del paciente", description: "Step 3's label." },
  "booking.review.address": { en: "Address", es: "Dirección", description: "Step 3's label." },
  "booking.review.bookAppointment": {
    en: REVIEW_TEXTS.bookAppointment,
    es: "Hacer la cita",
    description: "Step 3's button that books the appointment.",
  },
  "booking.review.confirmAppointment": {
    en: REVIEW_TEXTS.confirmAppointment,
    es: "Confirmar la cita",
    description: "A phone's step 4: books the appointment.",
  },
  "booking.review.editInformation": {
    en: REVIEW_TEXTS.editInformation,
    es: "Editar la información",
    description: "A phone's step 4: back to the patient form.",
  },
  "booking.review.booking": {
    en: REVIEW_TEXTS.booking,
    es: "Confirmando su cita. Esto puede tardar unos segundos.",
    description: "While the booking is made.",
  },
  "booking.review.confirmed": {
    en: SNACKBAR_TEXTS.confirmed,
    es: "¡Confirmada!",
    description: "The snackbar once the appointment is booked (la cita).",
  },
  "booking.review.error": { en: SNACKBAR_TEXTS.error, es: "¡Error!", description: "The snackbar when booking fails." },
  "booking.bookingError.title": {
    en: BOOKING_ERROR_TEXTS.title,
    es: "Lo sentimos, hubo un problema con su solicitud",
    description: "The booking error modal's title.",
  },
  "booking.bookingError.tryAgain": {
    en: `${BOOKING_ERROR_TEXTS.tryAgain}.`,
    es: "Vuelva a intentarlo en unos minutos. Si el problema continúa, llame al número de teléfono de la ubicación para recibir ayuda.",
    description: "The booking error modal's text.",
  },

  // The server's sentences the booking error modal shows (docs/api.md): said in the page's language.
  "booking.refusal.unknownHold": {
    en: HOLD_GONE_MESSAGES.unknownHold,
    es: "Esta hora ya no está guardada para esta cita",
    description: "The book call found no hold for the appointment.",
  },
  "booking.refusal.expired": {
    en: HOLD_GONE_MESSAGES.expired,
    es: "Se liberó la hora de su cita: se venció el tiempo para guardarla. Vuelva a elegir una hora.",
    description: "The book call found the hold expired.",
  },
  "booking.refusal.released": {
    en: HOLD_GONE_MESSAGES.released,
    es: "Se liberó la hora de su cita: después se guardó otra hora. Vuelva a elegir una hora.",
    description: "The book call found the hold released for another one.",
  },
  "booking.refusal.booked": {
    en: HOLD_GONE_MESSAGES.booked,
    es: "Esta hora de cita ya se reservó",
    description: "The book call found the time already booked.",
  },
  "booking.refusal.notConfirmed": {
    en: BOOKING_REFUSED_MESSAGE,
    es: "No pudimos confirmar su cita. Revise sus datos y vuelva a seleccionar Confirmar.",
    description: "The book call's bot checks refused the booking (the patient may confirm again).",
  },
  "booking.refusal.tooManyHolds": {
    en: HOLDER_MESSAGES.tooManyHolds,
    es: "Ya tiene guardadas todas las horas de cita que una persona puede guardar a la vez. Haga su cita o libere una hora guardada y vuelva a intentarlo.",
    description: "The hold limit per visitor was reached.",
  },
  "booking.refusal.newPatientsNotTaken": {
    en: NEW_PATIENTS_NOT_TAKEN_REFUSAL.message,
    es: "Por ahora, este médico no acepta pacientes nuevos mediante citas en línea. Esta ubicación no acepta pacientes nuevos en línea; llame para hacer su cita.",
    description: "A new-patient type where the location takes no new patients online.",
  },
  "booking.refusal.tooManyRequests": {
    en: RATE_LIMIT_TEXTS.tooManyRequests,
    es: "Demasiadas solicitudes en poco tiempo. Espere un minuto y vuelva a intentarlo.",
    description: "A call refused by a rate limit (HTTP 429).",
  },

  // The hold's countdown and the session timer's modals.
  "booking.countdown.minutesLeft": {
    en: "{minutes, plural, one {Your time is held for 1 more minute} other {Your time is held for # more minutes}}",
    es: "{minutes, plural, one {Guardamos su hora por 1 minuto más} other {Guardamos su hora por # minutos más}}",
    description: "Beside the step while a time is held: the minutes left.",
  },
  "booking.countdown.warning": {
    en: "{minutes} minutes left: please complete your booking before your time is released.",
    es: "Quedan {minutes} minutos: complete su cita antes de que se libere su hora.",
    description: "Read aloud once when the five-minute warning comes.",
  },
  "booking.timer.warningTitle": {
    en: SESSION_TIMER_TEXTS.warning.title,
    es: "Le quedan 5 minutos para completar su cita",
    description: "The session timer's warning modal: its title.",
  },
  "booking.timer.warningBody": {
    en: SESSION_TIMER_TEXTS.warning.body,
    es: "Complete su cita en los próximos 5 minutos. Después de 5 minutos, la hora de la cita quedará disponible para otras personas.",
    description: "The session timer's warning modal: its text.",
  },
  "booking.timer.ok": { en: "OK", es: "Aceptar", description: "Closes the warning modal." },
  "booking.timer.keepTime": {
    en: "Keep my time for another {minutes} minutes",
    es: "Guardar mi hora {minutes} minutos más",
    description: "The warning modal's button that keeps the held time longer.",
  },
  "booking.timer.keepingTime": {
    en: SESSION_TIMER_TEXTS.warning.keepingTime,
    es: "Guardando su hora…",
    description: "While the time is kept.",
  },
  "booking.timer.keptUntil": {
    en: "Your time is held until {time}.",
    es: "Su hora está guardada hasta las {time}.",
    description: "Announced once the time is kept; {time} is a clock time.",
  },
  "booking.timer.noMoreRenewals": {
    en: SESSION_TIMER_TEXTS.warning.noMoreRenewals,
    es: "Ya guardamos su hora todas las veces permitidas y no podemos guardarla otra vez.",
    description: "In place of the keep button once it was used as often as allowed.",
  },
  "booking.timer.keepFailed": {
    en: SESSION_TIMER_TEXTS.warning.keepFailed,
    es: "Lo sentimos, no pudimos guardar su hora en este momento. Vuelva a intentarlo o complete su cita en los próximos 5 minutos.",
    description: "The keep failed for a reason that may pass.",
  },
  "booking.timer.expiredTitle": {
    en: SESSION_TIMER_TEXTS.expired.title,
    es: "Se liberó la hora de su cita",
    description: "The session timer's expired modal: its title.",
  },
  "booking.timer.expiredBody": {
    en: SESSION_TIMER_TEXTS.expired.body,
    es: "Superó el tiempo límite y la hora de su cita quedó disponible para otras personas. Este límite sirve para que las horas de cita estén disponibles para la mayor cantidad de personas posible. Le pedimos disculpas por las molestias.",
    description: "The session timer's expired modal: its text.",
  },
  "booking.timer.backToTimes": {
    en: SESSION_TIMER_TEXTS.expired.backToTimes,
    es: "Volver a las horas",
    description: "The expired modal: back to the times.",
  },
  "booking.timer.backToDoctorProfile": {
    en: SESSION_TIMER_TEXTS.expired.backToDoctorProfile,
    es: "Volver al perfil del médico",
    description: "The expired modal: back to the doctor's profile.",
  },
  "booking.timer.backToResults": {
    en: SESSION_TIMER_TEXTS.expired.backToResults,
    es: "Volver a los resultados",
    description: "The expired modal: back to the results.",
  },

  // Leaving the wizard with a held time.
  "booking.leave.title": {
    en: "Leave this booking?",
    es: "¿Desea salir de esta cita?",
    description: "The leave warning's title (browser Back with a held time).",
  },
  "booking.leave.body": {
    en: "Your appointment time will be released to others, and what you entered will not be booked.",
    es: "La hora de su cita quedará disponible para otras personas y lo que escribió no se reservará.",
    description: "The leave warning's text.",
  },
  "booking.leave.stay": {
    en: "Stay on this page",
    es: "Quedarme en esta página",
    description: "Closes the leave warning and stays.",
  },
  "booking.leave.leave": { en: "Leave", es: "Salir", description: "Leaves the booking." },

  // The scheduling error page (spec discovery §2 "Other pages").
  "booking.schedulingError.title": {
    en: SCHEDULING_ERROR_TITLE,
    es: "Error al hacer la cita en línea",
    description: "The scheduling error page's title.",
  },
  "booking.schedulingError.withPhone": {
    en: "We are unable to process your request for online appointment scheduling. please call support center at <phone></phone> to proceed further.",
    es: "No podemos procesar su solicitud de cita en línea. Para continuar, llame al centro de atención al <phone></phone>.",
    description: "The scheduling error page's text; <phone></phone> is the support center's number (a link).",
  },
  "booking.schedulingError.withoutPhone": {
    en: "We are unable to process your request for online appointment scheduling. please call support center to proceed further.",
    es: "No podemos procesar su solicitud de cita en línea. Para continuar, llame al centro de atención.",
    description: "The scheduling error page's text when no number is known.",
  },
} satisfies CatalogSection;
