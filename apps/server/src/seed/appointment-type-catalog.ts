import type { SpecialtyEntry, SpecialtyKind } from "./specialty-entry.ts";

export interface AppointmentTypeEntry {
  code: string;
  friendlyName2: string;
  abbreviation: string;
  mhdAppointmentTypeName: string;
  patientType: "New" | "Current" | "New/Current";
  durationMinutes: number;
  textingOnly: boolean;
  /** Which specialties offer it: every one, those of some kinds, or some by name. */
  offeredBy: "all" | { kinds?: SpecialtyKind[]; names?: string[] };
}

export const TELEHEALTH_TYPE_CODE = "TELE";
export const ER_PRIVATE_TYPE_CODE = "ERPRIV";

/**
 * Reasons for visit of every patientType, exactly one Telehealth type (the spec's telehealth notice
 * keys on that friendlyName2) and the texting-only ER Private type (spec booking §3).
 */
export const APPOINTMENT_TYPE_CATALOG: AppointmentTypeEntry[] = [
  type("NEWPT", "New Patient Visit", "NP", "New Patient", "New", 30, "all"),
  type("FOLLOW", "Follow-Up Visit", "FU", "Established Patient Follow Up", "Current", 20, "all"),
  type(TELEHEALTH_TYPE_CODE, "Telehealth", "TH", "Telehealth Visit", "New/Current", 20, "all"),
  {
    ...type(ER_PRIVATE_TYPE_CODE, "ER Private", "ER", "ER Private Follow Up", "New/Current", 30, "all"),
    textingOnly: true,
  },
  type("ANNUAL", "Annual Physical", "AP", "Annual Wellness Exam", "New/Current", 30, { kinds: ["primary"] }),
  type("SICK", "Sick Visit", "SV", "Same Day Sick", "New/Current", 15, { kinds: ["primary"] }),
  type("WELLCHILD", "Well Child Visit", "WC", "Well Child Check", "New/Current", 30, {
    names: ["Pediatrics", "Family Medicine"],
  }),
  type("WELLWOMAN", "Well Woman Exam", "WW", "Annual Gynecologic Exam", "New/Current", 30, {
    names: ["Obstetrics and Gynecology", "Family Medicine"],
  }),
  type("CONSULT", "Consultation", "CN", "New Consult", "New", 45, { kinds: ["medical", "surgical"] }),
  type("POSTOP", "Post-Procedure Check", "PO", "Post Operative", "Current", 15, { kinds: ["surgical"] }),
  type("RESULTS", "Test Results Review", "TR", "Results Review", "Current", 15, { kinds: ["medical"] }),
  type("EYEEXAM", "Comprehensive Eye Exam", "EE", "Routine Eye Exam", "New/Current", 45, {
    names: ["Optometry", "Ophthalmology"],
  }),
  type("DENTAL", "Dental Cleaning and Exam", "DE", "Hygiene Visit", "New/Current", 60, {
    names: ["General Dentistry"],
  }),
  type("HEARING", "Hearing Evaluation", "HE", "Audiologic Evaluation", "New/Current", 60, {
    names: ["Audiology", "Otolaryngology"],
  }),
  type("EVAL", "Initial Evaluation", "IE", "Initial Evaluation", "New", 60, {
    names: ["Physical Therapy", "Chiropractic", "Psychology", "Psychiatry"],
  }),
];

function type(
  code: string,
  friendlyName2: string,
  abbreviation: string,
  mhdAppointmentTypeName: string,
  patientType: AppointmentTypeEntry["patientType"],
  durationMinutes: number,
  offeredBy: AppointmentTypeEntry["offeredBy"],
): AppointmentTypeEntry {
  return {
    code,
    friendlyName2,
    abbreviation,
    mhdAppointmentTypeName,
    patientType,
    durationMinutes,
    textingOnly: false,
    offeredBy,
  };
}

export function offers(entry: AppointmentTypeEntry, specialty: SpecialtyEntry): boolean {
  if (entry.offeredBy === "all") return true;
  return Boolean(entry.offeredBy.kinds?.includes(specialty.kind) || entry.offeredBy.names?.includes(specialty.name));
}

export function typesOfferedBy(specialty: SpecialtyEntry): AppointmentTypeEntry[] {
  return APPOINTMENT_TYPE_CATALOG.filter((entry) => offers(entry, specialty));
}
