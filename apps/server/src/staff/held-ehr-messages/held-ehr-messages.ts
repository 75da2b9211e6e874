import type { HeldEhrMessage } from "@fad/contracts/staff/held-ehr-messages";
import { sql } from "kysely";
import type { Database } from "../../database/create-database.ts";
import { physicianNameOf } from "../front-desk-bookings.ts";

/**
 * The HL7 messages held after their last failed attempt (decision 150's `dead` rows) of one location's
 * bookings. The location's rule is in the query: a message is found through its appointment's calendar.
 * Nothing of the patient is read: the console shows the booking's confirmation number, its time and
 * doctor, and why the engine refused.
 */
export async function findHeldEhrMessages(
  db: Database,
  options: { locationId: string; timeZone: string },
): Promise<HeldEhrMessage[]> {
  const { rows } = await sql<{
    id: string;
    event: HeldEhrMessage["event"];
    booking_id: string;
    start: Date;
    attempts: number;
    last_error: string | null;
    created_at: Date;
    first_name: string;
    last_name: string;
    designation: string | null;
  }>`
    SELECT o.id::text AS id, o.event, o.booking_id, lower(a.period) AS start, o.attempts, o.last_error,
      o.created_at, p.first_name, p.last_name, p.designation
    FROM hl7_outbox o
    JOIN appointments a ON a.id = o.appointment_id
    JOIN calendars c ON c.id = a.calendar_id
    JOIN provider_locations pl ON pl.id = c.provider_location_id
    JOIN physicians p ON p.npi = pl.physician_npi
    WHERE o.status = 'dead' AND pl.location_id = ${options.locationId}
    ORDER BY o.id
    LIMIT 500
  `.execute(db);
  const startText = new Intl.DateTimeFormat("en-US", {
    timeZone: options.timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return rows.map((row) => ({
    messageId: row.id,
    event: row.event,
    bookingId: row.booking_id,
    start: new Date(row.start).toISOString(),
    startText: startText.format(new Date(row.start)),
    physicianName: physicianNameOf(row),
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export type SendAgainOutcome =
  | { kind: "queued"; bookingId: string; locationId: string }
  /** No held message with that id at these locations (unknown, another location's, or already queued). */
  | { kind: "not-held" }
  /** A later change of the same booking reached the EHR: this one sent now would undo it there. */
  | { kind: "superseded"; bookingId: string; locationId: string };

/**
 * Puts a held message back in the outbox as new: the sender delivers it on its next pass, with the same
 * control id and bytes (an engine that did take it drops the repeat). Only a held message of one of
 * `locationIds`, and only while no later message of its booking has been sent: a held S12 sent after the
 * booking's S15 would make the EHR book a cancelled visit.
 */
export async function sendHeldEhrMessageAgain(
  db: Database,
  options: { messageId: string; locationIds: readonly string[]; now: Date },
): Promise<SendAgainOutcome> {
  if (options.locationIds.length === 0) return { kind: "not-held" };
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ booking_id: string; location_id: string; later_sent: boolean }>`
      SELECT o.booking_id, pl.location_id,
        EXISTS (SELECT 1 FROM hl7_outbox later
                WHERE later.booking_id = o.booking_id AND later.id > o.id AND later.status = 'sent') AS later_sent
      FROM hl7_outbox o
      JOIN appointments a ON a.id = o.appointment_id
      JOIN calendars c ON c.id = a.calendar_id
      JOIN provider_locations pl ON pl.id = c.provider_location_id
      WHERE o.id = ${options.messageId}::bigint AND o.status = 'dead'
        AND pl.location_id IN (${sql.join(options.locationIds.map((id) => sql`${id}`))})
      FOR UPDATE OF o
    `.execute(trx);
    const row = rows[0];
    if (!row) return { kind: "not-held" };
    const found = { bookingId: row.booking_id, locationId: row.location_id };
    if (row.later_sent) return { kind: "superseded", ...found };
    await sql`
      UPDATE hl7_outbox SET status = 'pending', attempts = 0, next_attempt_at = ${options.now}, lease_until = NULL
      WHERE id = ${options.messageId}::bigint
    `.execute(trx);
    return { kind: "queued", ...found };
  });
}
