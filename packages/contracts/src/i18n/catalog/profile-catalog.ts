import { INSURANCE_TEXTS } from "../../messages/insurance-texts.ts";
import { NOT_FOUND_TEXTS } from "../../messages/page-texts.ts";
import { PROFILE_TEXTS } from "../../messages/profile-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/**
 * The physician profile (spec discovery §2 "Physician profile"). The doctor's own data (name, bio,
 * addresses, languages, credentials) is shown as the directory has it; specialty names go through
 * specialty-names-es.ts.
 */
export const PROFILE_CATALOG = {
  "profile.pageTitle": {
    en: "Doctor profile",
    es: "Perfil del médico",
    description: "The page's title when the doctor could not be loaded.",
  },
  "profile.loading": {
    en: PROFILE_TEXTS.loading,
    es: "Cargando la información del médico.",
    description: "The overlay while the profile loads.",
  },
  "profile.specialtiesLabel": {
    en: "Specialties",
    es: "Especialidades",
    description: "Hidden label read before the doctor's primary specialties under the name.",
  },
  "profile.genderLabel": {
    en: "Gender",
    es: "Sexo",
    description: "The label of the doctor's gender.",
  },
  "profile.gender": {
    en: "{gender, select, Male {Male} Female {Female} other {{gender}}}",
    es: "{gender, select, Male {Masculino} Female {Femenino} other {{gender}}}",
    description: "The doctor's gender as the directory gives it (Male, Female, or another value shown as is).",
  },
  "profile.languagesLabel": {
    en: "Languages",
    es: "Idiomas",
    description: "The label of the languages the doctor speaks.",
  },
  "profile.phoneLabel": {
    en: "Phone",
    es: "Teléfono",
    description: "The label of the shown location's phone number.",
  },
  "profile.locationHeading": {
    en: "Location",
    es: "Ubicación",
    description: "The accessible name of the shown location's address and actions.",
  },
  "profile.bookAppointment": {
    en: PROFILE_TEXTS.bookAppointment,
    es: "Hacer una cita",
    description: "The profile's main button: book with this doctor at the shown location.",
  },
  "profile.availabilityLabel": {
    en: "Available Appointments",
    es: "Citas disponibles",
    description: "The heading over the profile's calendar of open times.",
  },
  "profile.viewFullBio": {
    en: PROFILE_TEXTS.viewFullBio,
    es: "Ver biografía completa",
    description: "The button that shows the whole biography.",
  },
  "profile.closeBio": {
    en: PROFILE_TEXTS.closeBio,
    es: "Cerrar biografía",
    description: "The button that shortens the biography again.",
  },
  "profile.section.biography": {
    en: PROFILE_TEXTS.sections.biography,
    es: "Biografía",
    description: "A section heading.",
  },
  "profile.section.carePhilosophy": {
    en: PROFILE_TEXTS.sections.carePhilosophy,
    es: "Filosofía de atención",
    description: "A section heading: how the doctor approaches care, in the doctor's words.",
  },
  "profile.section.proceduresAndConditions": {
    en: PROFILE_TEXTS.sections.proceduresAndConditions,
    es: "Procedimientos y afecciones que trata",
    description: "A section heading over the doctor's procedures and conditions.",
  },
  "profile.section.specialties": {
    en: PROFILE_TEXTS.sections.specialties,
    es: "Especialidades",
    description: "A section heading.",
  },
  "profile.specialtyBoardCertified": {
    en: "{specialty}{boardCertified, select, yes { - Board Certified} other {}}",
    es: "{specialty}{boardCertified, select, yes { - Certificación de la junta médica} other {}}",
    description: "One specialty in the Specialties section, marked when the doctor is board certified in it.",
  },
  "profile.insuranceHeading": {
    en: INSURANCE_TEXTS.profileHeading,
    es: "Seguros aceptados",
    description: "A section heading over the insurers and plans each of the doctor's locations accepts.",
  },
  "profile.insuranceNone": {
    en: INSURANCE_TEXTS.profileNone,
    es: "Llame a esta ubicación para preguntar qué seguros acepta.",
    description: "In the same section, for a location that lists no insurer.",
  },
  "profile.section.affiliations": {
    en: PROFILE_TEXTS.sections.affiliations,
    es: "Afiliaciones",
    description: "A section heading over the hospitals the doctor is affiliated with.",
  },
  "profile.section.clinicWebsite": {
    en: PROFILE_TEXTS.sections.clinicWebsite,
    es: "Sitio web de la clínica",
    description: "A section heading.",
  },
  "profile.section.credentials": {
    en: PROFILE_TEXTS.sections.credentials,
    es: "Credenciales y formación",
    description: "A section heading over the doctor's schools and certifications.",
  },
  "profile.credentialType": {
    en: "{kind, select, medicalSchool {Medical School} dentalSchool {Dental School} optometrySchool {Optometry School} pharmacySchool {Pharmacy School} podiatricSchool {Podiatric Medical School} naturopathicSchool {Naturopathic Medical School} chiropracticCollege {Chiropractic College} doctoralProgram {Doctoral Program} residency {Residency} fellowship {Fellowship} internship {Internship} boardCertification {Board Certification} other {{type}}}",
    es: "{kind, select, medicalSchool {Facultad de medicina} dentalSchool {Facultad de odontología} optometrySchool {Facultad de optometría} pharmacySchool {Facultad de farmacia} podiatricSchool {Facultad de medicina podiátrica} naturopathicSchool {Facultad de medicina naturopática} chiropracticCollege {Facultad de quiropráctica} doctoralProgram {Programa de doctorado} residency {Residencia} fellowship {Subespecialización (fellowship)} internship {Internado} boardCertification {Certificación de la junta médica} other {{type}}}",
    description:
      "The kind of a credential in Credentials and Education, a known kind named in the page's language; another kind the directory gives ({type}) is shown as it is.",
  },
  "profile.section.media": {
    en: PROFILE_TEXTS.sections.media,
    es: "Videos y publicaciones",
    description: "A section heading over the doctor's videos and publications.",
  },
  "profile.section.otherLinks": {
    en: PROFILE_TEXTS.sections.otherLinks,
    es: "Otros enlaces",
    description: "A section heading.",
  },
  "profile.media.videos": {
    en: "Videos",
    es: "Videos",
    description: "A subheading of the media section.",
  },
  "profile.media.publications": {
    en: "Publications",
    es: "Publicaciones",
    description: "A subheading of the media section.",
  },
  "profile.media.play": {
    en: "Play video: {name}",
    es: "Reproducir el video: {name}",
    description: "The featured video's play button, for screen readers; {name} is the video's title.",
  },
  "profile.media.playerTitle": {
    en: "Video: {name}",
    es: "Video: {name}",
    description: "The video player's accessible name; {name} is the video's title.",
  },
  "profile.media.watchElsewhere": {
    en: "Watch the video on YouTube",
    es: "Ver el video en YouTube",
    description: "A link under an embedded YouTube video.",
  },
  "profile.opensInNewTab": {
    en: "(opens in a new tab)",
    es: "(se abre en una pestaña nueva)",
    description: "Hidden ending of an external link, for screen readers.",
  },
  "profile.notFound.title": {
    en: "Doctor not found",
    es: "Médico no encontrado",
    description: "The browser tab's title when the doctor's address leads nowhere.",
  },
  "profile.notFound.heading": {
    en: "We could not find this doctor",
    es: "No encontramos a este médico",
    description: "The heading of the same page.",
  },
  "profile.notFound.body": {
    en: "The doctor may no longer be listed, or the address may have changed. Please try your search again.",
    es: "Es posible que el médico ya no aparezca en la lista o que la dirección haya cambiado. Intente buscar de nuevo.",
    description: "The text of the same page.",
  },
  "profile.notFound.backToSearch": {
    en: NOT_FOUND_TEXTS.backToSearch,
    es: "Volver a la búsqueda",
    description: "The same page's button back to the search page.",
  },
  "locationModal.title": {
    en: "Choose a Location",
    es: "Elija una ubicación",
    description: "The title of the modal listing a doctor's locations on a map (card and profile).",
  },
  "locationModal.intro": {
    en: "{physician} sees patients at {count} locations.",
    es: "{physician} atiende a pacientes en {count} ubicaciones.",
    description: "The same modal's first line; {physician} is the doctor's name, {count} (2 or more) the locations.",
  },
  "locationModal.mapLabel": {
    en: "Map of the locations of {physician}",
    es: "Mapa de las ubicaciones de {physician}",
    description: "The map's accessible name; {physician} is the doctor's name.",
  },
  "locationModal.listLabel": {
    en: "Locations",
    es: "Ubicaciones",
    description: "The accessible name of the list of locations beside the map.",
  },
  "locationModal.select": {
    en: "Select",
    es: "Seleccionar",
    description: "A location's button in the list: shows that location.",
  },
  "locationModal.selectLocation": {
    en: "location {letter}, {name}",
    es: "ubicación {letter}, {name}",
    description:
      "Hidden ending of Select for screen readers; {letter} is the location's map marker letter, {name} its name.",
  },
  "locationModal.current": {
    en: "Currently shown",
    es: "Se muestra ahora",
    description: "Marks the location the page shows now.",
  },
  "locationModal.loadingMap": {
    en: "Loading map",
    es: "Cargando el mapa",
    description: "Shown while the map loads.",
  },
  "locationModal.close": {
    en: "Close",
    es: "Cerrar",
    description: "The location modal's close button.",
  },
  "ratingModal.title": {
    en: "About Our Patient Ratings",
    es: "Acerca de las calificaciones de nuestros pacientes",
    description: "The title of the modal the stars open.",
  },
  "ratingModal.howCollected": {
    en: "Star ratings come from patient experience surveys sent after a visit, in which verified patients rate their provider from 1 to 5 stars.",
    es: "Las calificaciones con estrellas provienen de encuestas sobre la experiencia del paciente que se envían después de una visita, en las que pacientes verificados califican a su médico de 1 a 5 estrellas.",
    description: "The rating modal's first paragraph: where the ratings come from.",
  },
  "ratingModal.howShown": {
    en: "The rating shown is the average of all survey answers for this provider, to one decimal, and is updated regularly.",
    es: "La calificación que se muestra es el promedio de todas las respuestas de las encuestas sobre este médico, con un decimal, y se actualiza con regularidad.",
    description: "The rating modal's second paragraph: how the shown rating is computed.",
  },
  "ratingModal.close": {
    en: "Close",
    es: "Cerrar",
    description: "The rating modal's close button.",
  },
} satisfies CatalogSection;
