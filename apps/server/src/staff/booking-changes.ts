import { BOOKING_CHANGES_LIMIT, type BookingChange } from "@fad/contracts/staff/booking-changes";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";
import { bookingRows, searchHitOf } from "./front-desk-bookings.ts";

/**
 * New and changed bookings since a person last marked a location's seen (decision 168). A booking is
 * new when booked after that moment, moved when moved to its time after it, cancelled when cancelled after it; the first
 * look at a location starts the person's clock there (nothing before it is announced).
 */
export async function seenAtOf(db: Database, subject: string, locationId: string, now: Date): Promise<Date> {
  await db
    .insertInto("staff_location_seen")
    .values({ subject, location_id: locationId, seen_at: now })
    .onConflict((conflict) => conflict.columns(["subject", "location_id"]).doNothing())
    .execute();
  const row = await db
    .selectFrom("staff_location_seen")
    .select("seen_at")
    .where("subject", "=", subject)
    .where("location_id", "=", locationId)
    .executeTakeFirstOrThrow();
  return new Date(row.seen_at);
}

export async function markSeen(db: Database, subject: string, locationId: string, now: Date): Promise<void> {
  await db
    .insertInto("staff_location_seen")
    .values({ subject, location_id: locationId, seen_at: now })
    .onConflict((conflict) => conflict.columns(["subject", "location_id"]).doUpdateSet({ seen_at: now }))
    .execute();
}

function changedRows(db: Database, locationId: string, since: Date) {
  return bookingRows(db, [locationId])
    .where("l.id", "=", locationId)
    .where((eb) =>
      eb.or([
        eb.and([eb("a.status", "=", "booked"), eb("a.booked_at", ">", since)]),
        eb.and([eb("a.status", "=", "cancelled"), eb("a.changed_at", ">", since)]),
      ]),
    );
}

export async function countChanges(db: Database, locationId: string, since: Date): Promise<number> {
  const row = await changedRows(db, locationId, since)
    .clearSelect()
    .select(sql<string>`count(*)`.as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function changeOf(status: string, moved: boolean): BookingChange["change"] {
  if (status === "cancelled") return "cancelled";
  return moved ? "moved" : "new";
}

export async function listChanges(
  db: Database,
  keyring: PatientKeyring,
  locationId: string,
  since: Date,
): Promise<{ bookings: BookingChange[]; more: boolean }> {
  const rows = await changedRows(db, locationId, since)
    .select(sql<Date>`coalesce(a.changed_at, a.booked_at)`.as("changed"))
    // A moved booking keeps its id: its earlier time is a row of the same id left "rescheduled".
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("appointments as earlier")
            .select(sql`1`.as("one"))
            .whereRef("earlier.booking_id", "=", "a.booking_id")
            .where("earlier.status", "=", "rescheduled"),
        )
        .as("moved"),
    )
    .orderBy(sql`coalesce(a.changed_at, a.booked_at)`, "desc")
    .orderBy("a.booking_id")
    .limit(BOOKING_CHANGES_LIMIT + 1)
    .execute();
  const bookings = rows.slice(0, BOOKING_CHANGES_LIMIT).map((row) => ({
    ...searchHitOf(keyring, row),
    change: changeOf(row.status, Boolean(row.moved)),
  }));
  return { bookings, more: rows.length > BOOKING_CHANGES_LIMIT };
}
