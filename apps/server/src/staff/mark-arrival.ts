import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { enqueueSiu } from "../hl7/hl7-outbox.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";

/**
 * The front desk marks a booking arrived or no-show (decision 165). One guarded UPDATE: the booking must
 * be at one of the person's locations, still booked, not marked yet, and its time started (by the app's
 * clock, which on PostgreSQL is the database's, decision 94). A no-show writes the EHR's SIU^S26 to the
 * HL7 outbox in the same transaction, as every booking change does (decision 150); `alsoInTransaction`
 * writes the staff audit row there too. False when the guard did not hold (nothing written).
 */
export async function markArrival(
  db: Database,
  options: {
    bookingId: string;
    locationIds: readonly string[];
    arrival: "arrived" | "no-show";
    markedBy: string;
    now: Date;
    keyring: PatientKeyring;
    alsoInTransaction: (trx: Database) => Promise<void>;
  },
): Promise<boolean> {
  const { bookingId, locationIds, arrival, markedBy, now, keyring } = options;
  if (locationIds.length === 0) return false;
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable("appointments as a")
      .set({ arrival, arrival_marked_at: now, arrival_marked_by: markedBy.slice(0, 200) })
      .where("a.booking_id", "=", bookingId)
      .where("a.status", "=", "booked")
      .where("a.arrival", "is", null)
      .where(sql<boolean>`lower(a.period) <= ${now}`)
      .where(
        "a.calendar_id",
        "in",
        trx
          .selectFrom("calendars as c")
          .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
          .where("pl.location_id", "in", [...locationIds])
          .select("c.id"),
      )
      .returning("a.id")
      .executeTakeFirst();
    if (!marked) return false;
    if (arrival === "no-show") await enqueueSiu(trx, { event: "S26", appointmentId: marked.id, keyring, now });
    await options.alsoInTransaction(trx);
    return true;
  });
}
