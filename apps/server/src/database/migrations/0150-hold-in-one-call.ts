import { type Kysely, sql } from "kysely";

/**
 * The hold's transaction as one server-side function (issue 37, decision 190): the server calls
 * `fad_hold_slot(…)` as one statement, which runs in its own transaction and commits once. Inside it,
 * as before and in the same order: a pre-check that answers 'taken' without any lock when someone else's
 * live hold or a booking already overlaps (the committed state); the holder's and the client address's
 * locks (decision 90: always the holder's first); the holder's earlier first hold of this very time,
 * and the release of its other holds; the limit counts; then the calendar's lock (decision 93), the
 * expiry of run-out holds on the period, the insert and the audit row.
 *
 * A VOLATILE function takes a fresh snapshot for each statement it runs (READ COMMITTED), so the limit
 * counts, run after the locks, see every hold committed while this one waited for them, exactly as the
 * separate statements did. A limit reached raises SQLSTATE FADHL, which rolls the whole call back (the
 * releases it made included), as the thrown HoldLimitReached did; an overlapping live row raises the
 * exclusion constraint's 23P01 from the insert, as before. The lock keys come from the server's code
 * (hold-limits.ts, calendar-lock.ts), where they are defined once. Works the same on PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION fad_hold_slot(
      p_calendar_id text, p_type_code text, p_slot_id text, p_start timestamptz, p_end timestamptz,
      p_hold_id text, p_hold_expires_at timestamptz, p_holder_token text, p_client_ref text,
      p_holder_ref text, p_source text, p_now timestamptz, p_per_calendar integer, p_per_day integer,
      p_request_id text, p_npi text, p_holder_lock_key text, p_client_lock_key text,
      p_calendar_lock_namespace integer
    ) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      v_period tstzrange := tstzrange(p_start, p_end, '[)');
      v_first timestamptz;
      v_since timestamptz := p_now - interval '1 day';
      v_id uuid;
    BEGIN
      -- Taken already (most of a crowd racing for one time arrive after its winner): no lock queued for.
      IF EXISTS (
        SELECT 1 FROM appointments
        WHERE calendar_id = p_calendar_id AND status IN ('held', 'booked') AND period && v_period
          AND (status = 'booked' OR (hold_expires_at > p_now AND holder_token IS DISTINCT FROM p_holder_token))
      ) THEN
        RETURN 'taken';
      END IF;
      PERFORM pg_advisory_xact_lock(hashtextextended(p_holder_lock_key, 0)),
              pg_advisory_xact_lock(hashtextextended(p_client_lock_key, 0));
      SELECT min(created_at) INTO v_first FROM appointments
      WHERE holder_token = p_holder_token AND slot_id = p_slot_id AND status IN ('held', 'released');
      UPDATE appointments
      SET status = CASE WHEN hold_expires_at <= p_now THEN 'expired' ELSE 'released' END
      WHERE holder_token = p_holder_token AND status = 'held';
      -- After the release: the holds this one replaces do not count against it.
      IF (SELECT count(*) FROM appointments
          WHERE holder_client_ref = p_client_ref AND calendar_id = p_calendar_id
            AND status = 'held' AND hold_expires_at > p_now) >= p_per_calendar
         OR (SELECT count(*) FROM booking_audit
             WHERE client_ref = p_client_ref AND action = 'hold' AND occurred_at > v_since) >= p_per_day
         OR (p_holder_ref IS NOT NULL AND (SELECT count(*) FROM booking_audit
             WHERE holder_ref = p_holder_ref AND action = 'hold' AND occurred_at > v_since) >= p_per_day) THEN
        RAISE EXCEPTION 'hold limit reached' USING ERRCODE = 'FADHL';
      END IF;
      -- The calendar's lock, held from here to the commit (decision 93).
      PERFORM pg_advisory_xact_lock(p_calendar_lock_namespace, hashtext(p_calendar_id));
      UPDATE appointments SET status = 'expired'
      WHERE calendar_id = p_calendar_id AND status = 'held' AND hold_expires_at <= p_now AND period && v_period;
      INSERT INTO appointments
        (calendar_id, appointment_type_code, slot_id, period, status, hold_id, hold_expires_at,
         holder_token, holder_client_ref, source, created_at)
      VALUES (p_calendar_id, p_type_code, p_slot_id, v_period, 'held', p_hold_id, p_hold_expires_at,
         p_holder_token, p_client_ref, p_source, LEAST(coalesce(v_first, p_now), p_now))
      RETURNING id INTO v_id;
      INSERT INTO booking_audit
        (occurred_at, action, outcome, request_id, appointment_id, booking_id, calendar_id, npi, slot_start,
         holder_ref, client_ref)
      VALUES (p_now, 'hold', 'held', p_request_id, v_id, NULL, p_calendar_id, p_npi, p_start,
         p_holder_ref, p_client_ref);
      RETURN 'held';
    END
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION fad_hold_slot(text, text, text, timestamptz, timestamptz, text, timestamptz, text, text,
      text, text, timestamptz, integer, integer, text, text, text, text, integer)
  `.execute(db);
}
