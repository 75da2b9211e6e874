import { sql } from "kysely";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../database/create-database.ts";
import { readPatientDemographics } from "../../patient-data/patient-demographics.ts";
import type { PatientKeyring } from "../../patient-data/patient-encryption.ts";
import type { FhirResourceDefinition } from "../fhir-types.ts";
import { type RowSearch, searchRows } from "../search-page.ts";
import { codeIn, FALSE, valuesIn } from "../sql-filters.ts";
import type { FeedSystems } from "./feed-systems.ts";
import { mapPatient } from "./map-patient.ts";
import { auditSystemRead } from "./system-audit.ts";

/** The parts of the stored patient record (book-appointment.ts PatientRecord) a Patient carries. */

interface PatientRow {
  booking_id: string;
  booked_at: Date | string;
  patient_ciphertext: Uint8Array;
  patient_language: "en" | "es";
}

/** A booking's patient lives on its live or cancelled row (one per booking: appointments_booking_id_idx). */
const FROM = sql`appointments a`;
const LIVE = sql`a.status IN ('booked', 'cancelled')`;
const SELECT = sql`a.booking_id, a.booked_at, a.patient_ciphertext, a.patient_language`;

const SEARCH: RowSearch<PatientRow> = {
  from: sql`(SELECT * FROM appointments a WHERE ${LIVE}) a`,
  key: [sql`a.booking_id`],
  keyOf: (row) => [row.booking_id],
  lastUpdated: sql`a.booked_at`,
  select: SELECT,
  filter(filter) {
    return filter.type === "token" && filter.name === "_id" ? codeIn(sql`a.booking_id`, filter.values) : FALSE;
  },
};

/**
 * The Patient of each booking (decision 152): decrypted here, and only here, for a backend client
 * granted system/Patient (read, or read through Appointment's `_include`); every one sent is audited.
 */
export function patientResource(options: {
  keyring: PatientKeyring;
  clock: Clock;
  systems: FeedSystems;
}): FhirResourceDefinition {
  const { keyring, clock, systems } = options;
  const map = (row: PatientRow) => {
    const demographics = readPatientDemographics({
      keyring,
      ciphertext: row.patient_ciphertext,
      bookingId: row.booking_id,
      language: row.patient_language,
    });
    return mapPatient({ bookingId: row.booking_id, lastUpdated: new Date(row.booked_at), ...demographics }, systems);
  };
  const byIds = async (db: Database, ids: string[]): Promise<PatientRow[]> => {
    if (ids.length === 0) return [];
    const { rows } = await sql<PatientRow>`
      SELECT ${SELECT} FROM ${FROM} WHERE ${LIVE} AND ${valuesIn(sql`a.booking_id`, ids)}
    `.execute(db);
    return rows;
  };
  return {
    type: "Patient",
    profile: "http://hl7.org/fhir/StructureDefinition/Patient",
    systemOnly: true,
    documentation:
      "The patient of a booking as typed on the booking form (name, birth date, gender, phone, email, address); its id is the booking id. Search answers _id and _lastUpdated (when booked).",
    searchParams: [],
    includes: [],
    revincludes: [],
    async read(context, id) {
      const row = (await byIds(context.db, [id]))[0];
      if (!row) return undefined;
      await auditSystemRead(context, clock, { interaction: "read", resourceType: "Patient", bookingIds: [id] });
      return map(row);
    },
    async readMany(context, ids) {
      const rows = await byIds(context.db, ids);
      await auditSystemRead(context, clock, {
        interaction: "include",
        resourceType: "Patient",
        bookingIds: rows.map((row) => row.booking_id),
      });
      return rows.map(map);
    },
    async search(context, criteria) {
      const { rows, next } = await searchRows(context.db, SEARCH, criteria);
      await auditSystemRead(context, clock, {
        interaction: "search",
        resourceType: "Patient",
        bookingIds: rows.map((row) => row.booking_id),
      });
      return { resources: rows.map(map), next };
    },
  };
}
