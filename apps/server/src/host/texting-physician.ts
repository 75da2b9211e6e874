import type { Database } from "../database/create-database.ts";

/**
 * The physician the texting demo link opens (issue 19): one who can be booked from that link, so a
 * participant with a calendar at one of the texting site's own facilities that offers the link's
 * appointment type and has weekly hours. A doctor elsewhere in the network, or whose calendar lacks
 * the type, opens a booking page no one can finish. null when the database has no such doctor.
 */
export async function findTextingPhysician(
  db: Database,
  options: { facilityCoids: readonly string[]; appointmentTypeName: string },
): Promise<string | null> {
  if (options.facilityCoids.length === 0) return null;
  const row = await db
    .selectFrom("physicians as p")
    .innerJoin("provider_locations as pl", "pl.physician_npi", "p.npi")
    .innerJoin("locations as l", "l.id", "pl.location_id")
    .innerJoin("calendars as c", "c.provider_location_id", "pl.id")
    .innerJoin("calendar_appointment_types as cat", "cat.calendar_id", "c.id")
    .innerJoin("appointment_types as t", "t.code", "cat.appointment_type_code")
    .select("p.url_title")
    .where("p.mhd_participant", "=", true)
    .where("l.facility_coid", "in", [...options.facilityCoids])
    .where("t.friendly_name2", "=", options.appointmentTypeName)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom("calendar_weekly_rules as r").select("r.id").whereRef("r.calendar_id", "=", "c.id")),
    )
    .orderBy("p.npi")
    .limit(1)
    .executeTakeFirst();
  return row?.url_title ?? null;
}
