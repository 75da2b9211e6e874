import { createDatabase, withoutTimeouts } from "@fad/server/database/create-database";
import { migrateToLatest } from "@fad/server/database/migrate";
import { searchKeysOf } from "@fad/server/patient-data/booking-search-keys";
import { encryptPatientRecord, type PatientKeyring } from "@fad/server/patient-data/patient-encryption";
import type { PatientRecord } from "@fad/server/patient-data/patient-record";
import { sql } from "kysely";
import pg from "pg";
import {
  addDays,
  BACKGROUND_PATIENTS,
  backgroundBookings,
  benchBookingId,
  benchPatient,
  DENSE_TIMES,
  denseDays,
  densePatientIndex,
  LOCAL_PATIENTS,
  mondayOf,
  seededRandom,
} from "./staff-bench-data.ts";

/** What the bench's database holds (kept as the database's comment, so a later run reuses it as it is). */
export interface StaffBenchLayout {
  version: number;
  bookings: number;
  /** The location with the most doctors: its front desk signs in. */
  locationId: string;
  /** Its full weeks: every weekday of `weeks` weeks from this Monday. */
  firstMonday: string;
  weeks: number;
  /** Bookings 0 … dense-1 are that location's full weeks. */
  dense: number;
}

const LAYOUT_VERSION = 1;
const BATCH = 5_000;
/** The busy location's full weeks: two before the current week, it and the next. */
const DENSE_WEEKS = 4;

/**
 * The staff bench's own database: a copy of the seeded network (`CREATE DATABASE … TEMPLATE fad_bench_N`,
 * so the shared one is never written) whose bookings are replaced by `bookings` readable ones: each with
 * its own patient record encrypted under the bench's key for its own booking id, and its search keys, as
 * the server writes them. (Copies of one booking's ciphertext onto other ids, as the EHR feed bench
 * makes, cannot be read: the booking id is the cipher's authenticated data.) The busy location gets full
 * days; the rest are spread over every calendar of the network over the last year and the next weeks.
 */
export async function prepareStaffDatabase(options: {
  postgresUrl: string;
  template: string;
  database: string;
  bookings: number;
  keyring: PatientKeyring;
  log: (line: string) => void;
}): Promise<StaffBenchLayout> {
  const { database, template } = options;
  const admin = new pg.Client({ connectionString: options.postgresUrl });
  await admin.connect();
  try {
    const existing = await admin.query<{ comment: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1",
      [database],
    );
    const row = existing.rows[0];
    if (row) {
      const layout = parseLayout(row.comment);
      if (layout && layout.bookings === options.bookings && layout.version === LAYOUT_VERSION) return layout;
      throw new Error(
        `database ${database} exists but does not hold this bench's ${options.bookings} bookings: drop it (DROP DATABASE ${database}) to make it again`,
      );
    }
    const open = await admin.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [template],
    );
    if ((open.rows[0]?.n ?? 0) > 0) {
      throw new Error(`${template} has open connections (a bench running on it?): it cannot be copied now`);
    }
    options.log(`copying ${template} to ${database}…`);
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(database)} TEMPLATE ${pg.escapeIdentifier(template)}`);
  } finally {
    await admin.end();
  }

  const url = new URL(options.postgresUrl);
  url.pathname = `/${database}`;
  const handle = createDatabase(withoutTimeouts({ kind: "postgres", url: url.toString() }));
  try {
    const { db } = handle;
    await migrateToLatest(db);
    // Every booking of the copy, and the rows about them, give way to the bench's own.
    await sql`TRUNCATE appointments, booking_search_keys, booking_staff_notes, booking_audit, email_outbox,
      hl7_outbox, staff_audit, staff_sessions, staff_sign_ins`.execute(db);
    const calendars = await sql<{ id: string; location_id: string; time_zone: string; type_code: string }>`
      SELECT c.id, pl.location_id, l.time_zone,
        (SELECT min(cat.appointment_type_code) FROM calendar_appointment_types cat WHERE cat.calendar_id = c.id) AS type_code
      FROM calendars c
      JOIN provider_locations pl ON pl.id = c.provider_location_id
      JOIN locations l ON l.id = pl.location_id
      ORDER BY c.id`.execute(db);
    const usable = calendars.rows.filter((calendar) => calendar.type_code !== null);
    const perLocation = new Map<string, number>();
    for (const calendar of usable)
      perLocation.set(calendar.location_id, (perLocation.get(calendar.location_id) ?? 0) + 1);
    const [locationId] = [...perLocation].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
    if (!locationId) throw new Error("the network has no calendars");
    const today = new Date().toISOString().slice(0, 10);
    const firstMonday = addDays(mondayOf(new Date()), -14);
    const days = denseDays(firstMonday, DENSE_WEEKS);
    const denseSet = new Set(days);
    const busy = usable.filter((calendar) => calendar.location_id === locationId);

    const batch = new BookingBatch(db, options.keyring);
    // The disabled trigger would mark each row as waiting for the feed; the rows are written published instead.
    await sql`ALTER TABLE appointments DISABLE TRIGGER appointments_feed_change`.execute(db);
    const started = performance.now();
    try {
      let index = 0;
      for (const day of days) {
        for (const calendar of busy) {
          for (const time of DENSE_TIMES) {
            if (index >= options.bookings) break;
            await batch.add(index, densePatientIndex(index), calendar, `${day} ${time}`, 30);
            index += 1;
          }
        }
      }
      const dense = index;
      const perCalendar = Math.ceil((options.bookings - dense) / usable.length);
      const random = seededRandom(20261128);
      for (const [calendarIndex, calendar] of usable.entries()) {
        for (const { dayOffset, time } of backgroundBookings(calendarIndex, perCalendar)) {
          if (index >= options.bookings) break;
          const day = addDays(today, dayOffset);
          if (calendar.location_id === locationId && denseSet.has(day)) continue;
          // The busy location's own patients come back over the year; elsewhere, anyone of the network's.
          const patient =
            calendar.location_id === locationId
              ? Math.floor(random() * LOCAL_PATIENTS)
              : LOCAL_PATIENTS + Math.floor(random() * BACKGROUND_PATIENTS);
          await batch.add(index, patient, calendar, `${day} ${time}`, 20);
          index += 1;
          if (index % 100_000 === 0) {
            options.log(`  ${index} bookings written (${((performance.now() - started) / 1000).toFixed(0)} s)`);
          }
        }
      }
      await batch.flush();
      options.log(
        `${index} bookings and their search keys written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      await sql`VACUUM ANALYZE appointments`.execute(db);
      await sql`VACUUM ANALYZE booking_search_keys`.execute(db);
      const layout: StaffBenchLayout = {
        version: LAYOUT_VERSION,
        bookings: index,
        locationId,
        firstMonday,
        weeks: DENSE_WEEKS,
        dense,
      };
      await sql`COMMENT ON DATABASE ${sql.id(database)} IS ${sql.lit(JSON.stringify(layout))}`.execute(db);
      return layout;
    } finally {
      await sql`ALTER TABLE appointments ENABLE TRIGGER appointments_feed_change`.execute(db);
    }
  } finally {
    await handle.close();
  }
}

function parseLayout(comment: string | null): StaffBenchLayout | null {
  try {
    return comment ? (JSON.parse(comment) as StaffBenchLayout) : null;
  } catch {
    return null;
  }
}

/** Bookings gathered and written BATCH at a time, each statement one unnest of arrays. */
class BookingBatch {
  #rows: {
    calendar: string;
    type: string;
    start: string;
    minutes: number;
    zone: string;
    id: string;
    status: string;
    cipher: string;
  }[] = [];
  #keys: ReturnType<typeof searchKeysOf> = [];

  constructor(
    private readonly db: ReturnType<typeof createDatabase>["db"],
    private readonly keyring: PatientKeyring,
  ) {}

  async add(
    index: number,
    patientIndex: number,
    calendar: { id: string; time_zone: string; type_code: string },
    localStart: string,
    minutes: number,
  ): Promise<void> {
    const bookingId = benchBookingId(index);
    const patient = benchPatient(patientIndex);
    const record: PatientRecord = {
      patient: {
        firstName: patient.firstName,
        middleName: patient.middleName,
        lastName: patient.lastName,
        dateOfBirth: patient.dateOfBirth,
        phoneNumber: patient.phoneNumber,
        email: `patient${patientIndex}@example.org`,
        reasonForReferral: "Follow-up visit",
      },
      address: {
        address1: `${100 + (patientIndex % 900)} Main Street`,
        city: "Springfield",
        state: "IL",
        zip: "62701",
      },
    } as PatientRecord;
    const cipher = encryptPatientRecord({ keyring: this.keyring, record, bookingId }).toString("hex");
    // One in twenty bookings was cancelled since: the console lists those too.
    const status = index % 20 === 19 ? "cancelled" : "booked";
    this.#rows.push({
      calendar: calendar.id,
      type: calendar.type_code,
      start: localStart,
      minutes,
      zone: calendar.time_zone,
      id: bookingId,
      status,
      cipher,
    });
    this.#keys.push(...searchKeysOf(this.keyring, bookingId, record));
    if (this.#rows.length >= BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    const rows = this.#rows;
    const keys = this.#keys;
    this.#rows = [];
    this.#keys = [];
    if (rows.length === 0) return;
    const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
    await sql`
      INSERT INTO appointments (calendar_id, appointment_type_code, slot_id, period, status, hold_id,
        hold_expires_at, booking_id, booked_at, patient_ciphertext, source, site_type, created_at,
        feed_seq, feed_updated_at)
      SELECT b.calendar_id, b.type_code, 'staff-bench-' || b.booking_id,
        tstzrange(b.local_start::timestamp AT TIME ZONE b.zone,
                  (b.local_start::timestamp + make_interval(mins => b.minutes)) AT TIME ZONE b.zone),
        b.status, 'staff-bench-hold-' || b.booking_id,
        (b.local_start::timestamp AT TIME ZONE b.zone) - interval '14 days', b.booking_id,
        (b.local_start::timestamp AT TIME ZONE b.zone) - interval '14 days', decode(b.cipher, 'hex'), 'cms',
        'hospitalOperations', (b.local_start::timestamp AT TIME ZONE b.zone) - interval '14 days',
        nextval('appointment_feed_seq'), (b.local_start::timestamp AT TIME ZONE b.zone) - interval '14 days'
      FROM unnest(${column("calendar")}::text[], ${column("type")}::text[], ${column("start")}::text[],
        ${column("minutes")}::int[], ${column("zone")}::text[], ${column("id")}::text[], ${column("status")}::text[],
        ${column("cipher")}::text[]) AS b(calendar_id, type_code, local_start, minutes, zone, booking_id, status, cipher)
    `.execute(this.db);
    await sql`
      INSERT INTO booking_search_keys (booking_id, kind, term_hash, key_id)
      SELECT * FROM unnest(${keys.map((key) => key.booking_id)}::text[], ${keys.map((key) => key.kind)}::text[],
        ${keys.map((key) => key.term_hash)}::text[], ${keys.map((key) => key.key_id)}::text[])
      ON CONFLICT DO NOTHING
    `.execute(this.db);
  }
}
