import { PHYSICIAN_TEXTS } from "../../messages/physician-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/** The doctor card and the physician pieces shared with the profile (spec discovery §2 "Doctor card"). */
export const PHYSICIAN_CATALOG = {
  "physician.newPatientOnlineBooking": {
    en: PHYSICIAN_TEXTS.newPatientOnlineBooking,
    es: "Citas en línea para pacientes nuevos",
    description: "A badge: new patients can book this doctor online.",
  },
  "physician.telemedicineAvailable": {
    en: PHYSICIAN_TEXTS.telemedicineAvailable,
    es: "Telemedicina disponible",
    description: "A badge: the doctor sees patients by video.",
  },
  "physician.badgesLabel": {
    en: "Services",
    es: "Servicios",
    description: "The accessible name of the list of badges.",
  },
  "physician.selfPayNote": {
    en: PHYSICIAN_TEXTS.selfPayNote,
    es: "Si usted pagará por su cuenta (sin seguro), llámenos.",
    description: "The card's note for patients without insurance.",
  },
  "physician.selfPayNoteProfile": {
    en: PHYSICIAN_TEXTS.selfPayNoteProfile,
    es: "*Si usted pagará por su cuenta (sin seguro), llámenos.",
    description: "The same note on the profile, with its asterisk.",
  },
  "physician.bookAnAppointment": {
    en: PHYSICIAN_TEXTS.bookAnAppointment,
    es: "Hacer una cita",
    description: "The card's main button.",
  },
  "physician.viewProfile": {
    en: PHYSICIAN_TEXTS.viewProfile,
    es: "Ver perfil",
    description: "The card's link to the doctor's profile.",
  },
  "physician.viewNextAvailableProvider": {
    en: PHYSICIAN_TEXTS.viewNextAvailableProvider,
    es: "Ver el próximo médico disponible",
    description: "The card's link when this doctor has no open time.",
  },
  "physician.forName": {
    en: " for {name}",
    es: " con {name}",
    description:
      "Hidden ending of a card's buttons for screen readers (Book an Appointment for Dr. X); starts with a space.",
  },
  "physician.proceduresHeading": {
    en: "Procedures and Conditions",
    es: "Procedimientos y afecciones",
    description: "The card's heading over the doctor's first procedures and conditions.",
  },
  "physician.proceduresOf": {
    en: " procedures and conditions for {name}",
    es: " procedimientos y afecciones de {name}",
    description: "Hidden ending of See All for screen readers; starts with a space.",
  },
  "physician.seeAll": {
    en: "See All ({count})",
    es: "Ver todos ({count})",
    description: "The link that opens every procedure and condition; {count} is how many.",
  },
  "physician.call": {
    en: "Call {phone}",
    es: "Llamar al {phone}",
    description: "The card's phone link; {phone} is the location's number.",
  },
  "physician.photoAlt": {
    en: "Photo of {name}",
    es: "Foto de {name}",
    description: "The doctor's photo's alternative text.",
  },
  "physician.ratingCount": {
    en: "({count} {count, plural, one {rating} other {ratings}})",
    es: "({count, plural, one {# calificación} other {# calificaciones}})",
    description: "Beside the stars: how many patients rated the doctor.",
  },
  "physician.ratingLabel": {
    en: "Rated {rating} out of 5{count, plural, =0 {} one { from # patient rating} other { from # patient ratings}}. About our patient ratings",
    es: "Calificación de {rating} de 5{count, plural, =0 {} one { según # paciente} other { según # pacientes}}. Acerca de las calificaciones de nuestros pacientes",
    description: "The stars button's accessible name; it opens how ratings are collected.",
  },
  "physician.changeLocation": {
    en: "Change Location ({count})",
    es: "Cambiar ubicación ({count})",
    description: "The card's and booking step 1's button opening the doctor's locations; {count} is how many.",
  },
  "physician.chooseDifferentLocation": {
    en: "Choose Different Location ({count})",
    es: "Elegir otra ubicación ({count})",
    description: "The profile's button opening the doctor's locations; {count} is how many.",
  },
  "physician.locationAnnouncement": {
    en: "Now displaying {location} location information for provider {physician}.",
    es: "Ahora se muestra la información de la ubicación {location} del médico {physician}.",
    description: "Announced to screen readers when a location is chosen; {location} and {physician} are names.",
  },
  "physician.distanceLabel": {
    en: "Distance",
    es: "Distancia",
    description: "Hidden label read before the distance in miles.",
  },
} satisfies CatalogSection;
