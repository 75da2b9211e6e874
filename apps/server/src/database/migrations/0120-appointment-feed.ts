import { type Kysely, sql } from "kysely";

/**
 * The FHIR Appointment feed (issue 34; docs/decisions.md 152). A polling client asks for
 * `_lastUpdated=gt<the last it saw>`, so a change must never become visible with a stamp below one
 * already shown. A stamp taken when the row is written does not promise that: a transaction that
 * stamps at 10:00:01 and commits at 10:00:03 appears after one stamped 10:00:02 that committed at once.
 *
 * So a change is stamped twice. When it is written (a row trigger; no booking code changes), the row
 * gets `feed_xid`, its writing transaction's id, and leaves the feed. It is *published* later
 * (fhir/appointments/appointment-feed.ts) once every transaction that could still commit before it
 * has ended (its xid is below the snapshot's xmin): published rows get `feed_updated_at`, one
 * millisecond stamp per publication strictly above every earlier one, and `feed_seq`, and the
 * publications take turns on an advisory lock, so stamps appear in the order they were given.
 *
 * Only booked and cancelled rows are in the feed (one per booking: the live or cancelled row); held,
 * released and expired times are not appointments, and a rescheduled row's booking continues on its
 * new row. `system_audit` records every read of patient data by a backend client.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE appointment_feed_seq`.execute(db);
  await sql`
    ALTER TABLE appointments
      ADD COLUMN feed_xid xid8,
      ADD COLUMN feed_seq bigint,
      ADD COLUMN feed_updated_at timestamptz
  `.execute(db);
  await sql`
    CREATE FUNCTION appointments_feed_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- The publication itself, a re-encryption under a new key, a hold's renewal: nothing the feed shows.
      IF TG_OP = 'UPDATE'
         AND NEW.status IS NOT DISTINCT FROM OLD.status
         AND NEW.period IS NOT DISTINCT FROM OLD.period
         AND NEW.booking_id IS NOT DISTINCT FROM OLD.booking_id
         AND NEW.calendar_id IS NOT DISTINCT FROM OLD.calendar_id
         AND NEW.appointment_type_code IS NOT DISTINCT FROM OLD.appointment_type_code THEN
        RETURN NEW;
      END IF;
      NEW.feed_seq := NULL;
      NEW.feed_updated_at := NULL;
      NEW.feed_xid := CASE WHEN NEW.status IN ('booked', 'cancelled') THEN pg_current_xact_id() END;
      RETURN NEW;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER appointments_feed_change BEFORE INSERT OR UPDATE ON appointments
      FOR EACH ROW EXECUTE FUNCTION appointments_feed_change()
  `.execute(db);
  // Bookings made before the feed: published at once, as one publication.
  await sql`
    UPDATE appointments SET feed_seq = nextval('appointment_feed_seq'),
      feed_updated_at = date_trunc('milliseconds', clock_timestamp())
    WHERE status IN ('booked', 'cancelled')
  `.execute(db);
  // Changes waiting for publication (a handful at any moment).
  await sql`CREATE INDEX appointments_feed_pending_idx ON appointments (feed_xid) WHERE feed_xid IS NOT NULL`.execute(
    db,
  );
  // The feed's order and its _lastUpdated polls: one index serves both (the stamp rises with the sequence).
  await sql`
    CREATE UNIQUE INDEX appointments_feed_idx ON appointments (feed_updated_at, feed_seq) WHERE feed_seq IS NOT NULL
  `.execute(db);
  await sql`
    CREATE INDEX appointments_feed_start_idx ON appointments (lower(period)) WHERE feed_seq IS NOT NULL
  `.execute(db);
  await sql`
    CREATE TABLE system_audit (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      occurred_at timestamptz NOT NULL,
      client_id text NOT NULL CHECK (length(client_id) <= 200),
      interaction text NOT NULL CHECK (interaction IN ('read', 'search', 'include')),
      resource_type text NOT NULL CHECK (resource_type IN ('Appointment', 'Patient')),
      booking_id text NOT NULL,
      request_id text NOT NULL CHECK (length(request_id) <= 100)
    )
  `.execute(db);
  await sql`CREATE INDEX system_audit_booking_idx ON system_audit (booking_id, occurred_at)`.execute(db);
  await sql`CREATE INDEX system_audit_time_idx ON system_audit (occurred_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE system_audit`.execute(db);
  await sql`DROP TRIGGER appointments_feed_change ON appointments`.execute(db);
  await sql`DROP FUNCTION appointments_feed_change()`.execute(db);
  await sql`
    ALTER TABLE appointments DROP COLUMN feed_updated_at, DROP COLUMN feed_seq, DROP COLUMN feed_xid
  `.execute(db);
  await sql`DROP SEQUENCE appointment_feed_seq`.execute(db);
}
