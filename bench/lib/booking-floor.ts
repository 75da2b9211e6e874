import { randomBytes, randomUUID } from "node:crypto";
import { HOLD_MINUTES } from "@fad/contracts/appointments/hold-slot";
import { CALENDAR_LOCK_NAMESPACE } from "@fad/server/booking/calendar-lock";
import { clientLockKey, holderLockKey } from "@fad/server/booking/hold-limits";
import { parseSlotId } from "@fad/server/scheduling/slot-id";
import pg from "pg";
import type { Outcome } from "./run-workers.ts";

/** The parts of a slot the floor's statements need (scenarios/scheduling.ts Slot has them). */
interface FloorSlot {
  calendarId: string;
  appointmentTypeCode: string;
  appointmentId: string;
  duration: number;
}

/**
 * The booking floor (issue 37, decision 192): the same holds and books as the HTTP path makes, as plain
 * SQL from one client (this process, a pool of as many connections as the server process keeps), with
 * the same guarantees: the hold is the server's own call, `fad_hold_slot` (holder and address locks,
 * release of the holder's other holds, the limit counts, the calendar's lock, the exclusion constraint,
 * the audit row, one commit); the book is one statement that takes the calendar's lock, turns the live
 * hold into the booking and writes its audit row, its confirmation email and its SIU^S12 outbox rows and
 * the front desk's four search keys, with ciphertexts and hashes of the sizes the server writes. What it
 * leaves out is everything that is not the database: HTTP, validation, the slot's check against the
 * weekly rules, encryption, the rate-limit counts.
 */
export class BookingFloor {
  readonly #pool: pg.Pool;
  /** Every bench request comes from one address: one client reference, as the server's would be. */
  readonly #clientRef = randomBytes(32).toString("base64url");
  readonly #patient = randomBytes(700);
  readonly #envelope = randomBytes(160);
  readonly #message = randomBytes(1300);
  #calendarNpi = new Map<string, string>();

  constructor(databaseUrl: string, connections: number) {
    this.#pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  }

  /** The physicians of the calendars the floor books, read once (the server has them in its schedule cache). */
  async prepare(calendarIds: string[]): Promise<void> {
    const { rows } = await this.#pool.query<{ id: string; npi: string }>(
      `SELECT c.id, pl.physician_npi AS npi FROM calendars c
       JOIN provider_locations pl ON pl.id = c.provider_location_id WHERE c.id = ANY($1)`,
      [calendarIds],
    );
    this.#calendarNpi = new Map(rows.map((row) => [row.id, row.npi]));
  }

  /** One patient's hold then book of `slot`: "lost" when another holds or booked it (the 409's case). */
  async holdAndBook(slot: FloorSlot): Promise<Outcome> {
    const now = new Date();
    const holderToken = randomBytes(32).toString("base64url");
    const holdId = randomBytes(16).toString("base64url");
    const start = slotStart(slot);
    const end = new Date(start.getTime() + slot.duration * 60_000);
    const npi = this.#calendarNpi.get(slot.calendarId) ?? null;
    let outcome: string | undefined;
    try {
      const held = await this.#pool.query<{ outcome: string }>(
        `SELECT fad_hold_slot($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1000000, 1000000, $13, $14,
           $15, $16, $17) AS outcome`,
        [
          slot.calendarId,
          slot.appointmentTypeCode,
          slot.appointmentId,
          start,
          end,
          holdId,
          new Date(now.getTime() + HOLD_MINUTES * 60_000),
          holderToken,
          this.#clientRef,
          randomBytes(32).toString("hex"),
          "cms",
          now,
          randomUUID(),
          npi,
          holderLockKey(holderToken),
          clientLockKey(this.#clientRef),
          CALENDAR_LOCK_NAMESPACE,
        ],
      );
      outcome = held.rows[0]?.outcome;
    } catch (error) {
      if ((error as { code?: string }).code === "23P01") return "lost";
      throw error;
    }
    if (outcome === "taken") return "lost";
    if (outcome !== "held") return "error";
    const bookingId = `FAD-${randomBytes(6).toString("hex").toUpperCase()}`;
    const booked = await this.#pool.query(
      `WITH locked AS (SELECT pg_advisory_xact_lock($15, hashtext($1)) AS locked),
       booked AS (
         UPDATE appointments SET status = 'booked', booking_id = $2, booked_at = $3, patient_ciphertext = $4,
           source = 'cms', site_type = 'hospitalOperations', manage_token_hash = $5
         WHERE hold_id = $6 AND status = 'held' AND hold_expires_at > $3 AND EXISTS (SELECT 1 FROM locked)
         RETURNING id, booking_id
       ),
       audit AS (
         INSERT INTO booking_audit (occurred_at, action, outcome, request_id, appointment_id, booking_id,
           calendar_id, npi, slot_start, holder_ref, client_ref)
         SELECT $3, 'book', 'booked', $7, id, booking_id, $1, $8, $9::timestamptz, NULL, $10 FROM booked
       ),
       email AS (
         INSERT INTO email_outbox (kind, booking_id, appointment_id, message_id, envelope_ciphertext, created_at,
           next_attempt_at)
         SELECT 'confirmation', booking_id, id, $11, $12::bytea, $3, $3 FROM booked
       ),
       siu AS (
         INSERT INTO hl7_outbox (event, booking_id, appointment_id, control_id, message_ciphertext, created_at,
           next_attempt_at)
         SELECT 'S12', booking_id, id, $13, $14::bytea, $3, $3 FROM booked
       ),
       search_keys AS (
         INSERT INTO booking_search_keys (booking_id, kind, term_hash, key_id)
         SELECT booking_id, k.kind, k.term_hash, $16 FROM booked,
           (VALUES ('name', md5(random()::text)), ('name', md5(random()::text)), ('phone', md5(random()::text)),
             ('dob', md5(random()::text))) AS k (kind, term_hash)
       )
       SELECT booking_id FROM booked`,
      [
        slot.calendarId,
        bookingId,
        new Date(),
        this.#patient,
        randomBytes(32).toString("hex"),
        holdId,
        randomUUID(),
        npi,
        start,
        this.#clientRef,
        `<${randomUUID()}@find-a-doctor.invalid>`,
        this.#envelope,
        randomBytes(10).toString("hex").toUpperCase(),
        this.#message,
        CALENDAR_LOCK_NAMESPACE,
        "floor",
      ],
    );
    return booked.rowCount === 1 ? "ok" : "error";
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}

/** The slot's start instant, from its id (scheduling/slot-id.ts). */
function slotStart(slot: FloorSlot): Date {
  const parts = parseSlotId(slot.appointmentId);
  if (!parts) throw new Error(`cannot read the slot id ${slot.appointmentId}`);
  return parts.start;
}
