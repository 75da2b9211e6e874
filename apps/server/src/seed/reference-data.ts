import type { Insertable } from "kysely";
import type {
  AppointmentTypesTable,
  ClinicalKeywordsTable,
  InsurancePlansTable,
  InsurersTable,
  SpecialtiesTable,
  SpecialtyAppointmentTypesTable,
  SpecialtyKeywordsTable,
} from "../database/database-schema.ts";
import { APPOINTMENT_TYPE_CATALOG, typesOfferedBy } from "./appointment-type-catalog.ts";
import { INSURER_CATALOG } from "./insurer-catalog.ts";
import { SPECIALTY_CATALOG, type SpecialtyEntry } from "./specialty-catalog.ts";

/** The catalogue tables, keyed by table, in an order that satisfies their foreign keys. */
export interface ReferenceRows {
  specialties: Insertable<SpecialtiesTable>[];
  clinical_keywords: Insertable<ClinicalKeywordsTable>[];
  specialty_keywords: Insertable<SpecialtyKeywordsTable>[];
  appointment_types: Insertable<AppointmentTypesTable>[];
  specialty_appointment_types: Insertable<SpecialtyAppointmentTypesTable>[];
  insurers: Insertable<InsurersTable>[];
  insurance_plans: Insertable<InsurancePlansTable>[];
}

export const REFERENCE_TABLES = [
  "specialties",
  "clinical_keywords",
  "specialty_keywords",
  "appointment_types",
  "specialty_appointment_types",
  "insurers",
  "insurance_plans",
] as const satisfies readonly (keyof ReferenceRows)[];

/** Specialty ids and keyword ids as the physician generator needs them. */
export interface CatalogueIndex {
  specialtyId(specialty: SpecialtyEntry): number;
  keywordIdsOf(specialty: SpecialtyEntry): number[];
}

/**
 * The catalogues as rows with fixed ids (a keyword shared by two specialties is one row): specialty
 * ids are catalogue positions + 1, so they are the same in every seeded database.
 */
/** The appointment types' catalogue as table rows (the seed's, and the scheduling tests'). */
export function appointmentTypeRows(): ReferenceRows["appointment_types"] {
  return APPOINTMENT_TYPE_CATALOG.map((type) => ({
    code: type.code,
    friendly_name2: type.friendlyName2,
    abbreviation: type.abbreviation,
    mhd_appointment_type_name: type.mhdAppointmentTypeName,
    patient_type: type.patientType,
    duration_minutes: type.durationMinutes,
    texting_only: type.textingOnly,
  }));
}

export function buildReferenceRows(): { rows: ReferenceRows; index: CatalogueIndex } {
  const keywordIds = new Map<string, number>();
  const clinicalKeywords: ReferenceRows["clinical_keywords"] = [];
  const specialtyKeywords: ReferenceRows["specialty_keywords"] = [];
  const idsBySpecialty = new Map<SpecialtyEntry, number[]>();

  SPECIALTY_CATALOG.forEach((specialty, index) => {
    const ids: number[] = [];
    const tagged = [
      ...specialty.conditions.map((keyword) => ({ keyword, kind: "condition" as const })),
      ...specialty.procedures.map((keyword) => ({ keyword, kind: "procedure" as const })),
    ];
    for (const { keyword, kind } of tagged) {
      let id = keywordIds.get(keyword);
      if (id === undefined) {
        id = clinicalKeywords.length + 1;
        keywordIds.set(keyword, id);
        clinicalKeywords.push({ id, keyword, kind });
      } else if (clinicalKeywords[id - 1]?.kind !== kind) {
        // One row per keyword: a term cannot be a condition for one specialty and a procedure for another.
        throw new Error(`Keyword ${keyword} is listed both as a condition and as a procedure`);
      }
      if (!ids.includes(id)) {
        ids.push(id);
        specialtyKeywords.push({ specialty_id: index + 1, keyword_id: id });
      }
    }
    idsBySpecialty.set(specialty, ids);
  });

  const insurancePlans: ReferenceRows["insurance_plans"] = [];
  const insurers = INSURER_CATALOG.map((insurer, index) => {
    for (const plan of insurer.plans) {
      insurancePlans.push({ id: insurancePlans.length + 1, insurer_id: index + 1, plan_name: plan });
    }
    return { id: index + 1, payor_name: insurer.payorName };
  });

  const rows: ReferenceRows = {
    specialties: SPECIALTY_CATALOG.map((specialty, index) => ({ id: index + 1, name: specialty.name })),
    clinical_keywords: clinicalKeywords,
    specialty_keywords: specialtyKeywords,
    appointment_types: appointmentTypeRows(),
    specialty_appointment_types: SPECIALTY_CATALOG.flatMap((specialty, index) =>
      typesOfferedBy(specialty).map((type) => ({ specialty_id: index + 1, appointment_type_code: type.code })),
    ),
    insurers,
    insurance_plans: insurancePlans,
  };
  const index: CatalogueIndex = {
    specialtyId: (specialty) => SPECIALTY_CATALOG.indexOf(specialty) + 1,
    keywordIdsOf: (specialty) => idsBySpecialty.get(specialty) ?? [],
  };
  return { rows, index };
}
