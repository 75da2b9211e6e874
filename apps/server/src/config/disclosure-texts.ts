/**
 * The state-health (DSHS) disclosure non-psg sites show before results (spec discovery §2
 * "Disclosure modal"). Configuration content, not code: a deployment may replace it.
 */
export const DSHS_DISCLOSURE_ENGLISH =
  "The physicians listed here are independent practitioners or employees of affiliated practices. " +
  "They are not employees or agents of the hospital. Listing a physician is not a recommendation or referral, " +
  "and the hospital does not control the medical judgment of any physician. " +
  "Check that a physician participates in your health plan before you book.";

export const DSHS_DISCLOSURE_SPANISH =
  "Los médicos que aparecen aquí son profesionales independientes o empleados de consultorios afiliados. " +
  "No son empleados ni agentes del hospital. Que un médico aparezca en la lista no es una recomendación ni una " +
  "remisión, y el hospital no controla el criterio médico de ningún médico. " +
  "Verifique que el médico participe en su plan de salud antes de reservar.";
