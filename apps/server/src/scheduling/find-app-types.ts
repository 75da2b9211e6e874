import { type AppType, compareAppTypes } from "@fad/contracts/provider/app-type";
import { isTextingSource } from "@fad/contracts/scheduling/texting-source";
import type { Database } from "../database/create-database.ts";

/**
 * A physician's appointment types (spec booking §7 "appTypes"): the union over their calendars, only
 * calendars at the given facilities when some are given, only the one calendar when it is named (the
 * booking page's location: a doctor's locations differ), sorted by friendlyName2; the texting-only type
 * for the texting source only. A new-patient type counts only from calendars whose location takes new
 * patients (decision 125). null when no physician has the npi.
 */
export async function findAppTypes(options: {
  db: Database;
  npi: string;
  facilityCoids: string[];
  calendarId?: string | null;
  source?: string | null;
}): Promise<AppType[] | null> {
  const { db, npi, facilityCoids, calendarId, source } = options;
  const physician = await db.selectFrom("physicians").where("npi", "=", npi).select("npi").executeTakeFirst();
  if (!physician) return null;
  let query = db
    .selectFrom("calendars as c")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .innerJoin("calendar_appointment_types as cat", "cat.calendar_id", "c.id")
    .innerJoin("appointment_types as t", "t.code", "cat.appointment_type_code")
    .where("pl.physician_npi", "=", npi)
    .where((eb) => eb.or([eb("pl.accepts_new_patients", "=", true), eb("t.patient_type", "!=", "New")]))
    .select([
      "t.code",
      "t.friendly_name2 as friendlyName2",
      "t.abbreviation",
      "t.mhd_appointment_type_name as mhdAppointmentTypeName",
      "t.patient_type as patientType",
    ])
    .distinct();
  if (facilityCoids.length > 0) {
    query = query.innerJoin("locations as l", "l.id", "pl.location_id").where("l.facility_coid", "in", facilityCoids);
  }
  if (calendarId) query = query.where("c.id", "=", calendarId);
  if (!isTextingSource(source)) query = query.where("t.texting_only", "=", false);
  const types = await query.execute();
  return types.sort((a, b) => compareAppTypes(a, b) || a.code.localeCompare(b.code));
}
