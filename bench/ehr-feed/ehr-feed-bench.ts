import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { SMART_TOKEN_PATH } from "@fad/server/config/smart-clients";
import { createDatabase, type DatabaseTarget, withoutTimeouts } from "@fad/server/database/create-database";
import {
  type BackendClient,
  backendClient,
  clientAssertion,
  registration,
} from "@fad/server/fhir/appointments/testing/backend-client";
import { startReceivingEngine } from "@fad/server/testing/hl7-receiving-engine";
import { sql } from "kysely";
import { type BenchDatabaseKind, type BenchServer, startBenchServer } from "../lib/bench-server.ts";
import { type Figures, summarise } from "../lib/measure.ts";
import { printTable } from "../lib/print-table.ts";
import { runHttpLoad } from "../lib/run-http-load.ts";
import { freeSlots, holdAndBook, type Slot } from "../scenarios/scheduling.ts";

/**
 * Issue 34's figures: the EHR feed under load.
 *  1. Bookings through the public API at a set arrival rate (holder, hold, book: as the app does), first
 *     with the SIU sender off (the baseline), then with it on and the EHR's receiving engine (@medplum/hl7's
 *     Hl7Server, as the tests use) on loopback: bookings a second, the flow's p50/p95, messages received a
 *     second, the backlog (booked so far less received so far) each second, and after the drain the
 *     bookings whose S12 never came and the control ids received twice.
 *  2. A backend client's poll of the last minute (`GET /fhir/Appointment?_lastUpdated=gt…` with its SMART
 *     access token), the run's bookings in that minute and N older bookings in the table (bulk-inserted,
 *     published), at 16 connections beside the trivial call of the same server.
 *   npm run ehr-feed-bench -w @fad/bench -- [--physicians 50000] [--database postgres|pglite] [--rate 100]
 *     [--seconds 20] [--bookings 1000000] [--connections 16] [--poll-seconds 10] [--poll-only]
 *  --poll-only measures the poll alone on the database as an earlier full run left it (its bookings and
 *  the older ones kept), so code before and after a change can be measured back to back in minutes.
 */
const { values } = parseArgs({
  options: {
    physicians: { type: "string", default: "1500" },
    database: { type: "string", default: "postgres" },
    rate: { type: "string", default: "100" },
    seconds: { type: "string", default: "20" },
    bookings: { type: "string", default: "1000000" },
    connections: { type: "string", default: "16" },
    "poll-seconds": { type: "string", default: "10" },
    "poll-only": { type: "boolean", default: false },
    url: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    port: { type: "string", default: "8341" },
    "mllp-port": { type: "string", default: "2576" },
  },
});
const physicians = Number(values.physicians);
const kind = values.database as BenchDatabaseKind;
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const olderBookings = Number(values.bookings);
const connections = Number(values.connections);
const pollSeconds = Number(values["poll-seconds"]);
const pollOnly = values["poll-only"] === true;
const port = Number(values.port);
const mllpPort = Number(values["mllp-port"]);
const baseUrl = `http://127.0.0.1:${port}`;
/** At most this many patients in flight: past it the arrivals are the server's backlog, counted as errors. */
const MAX_IN_FLIGHT = 256;

interface BookingRun {
  booked: number;
  taken: number;
  errors: number;
  flow: Figures;
}

/** Open-loop arrivals: patient i starts at i / rate seconds whatever the server's answers. */
async function bookAtRate(slots: Slot[], everySecond: (bookedSoFar: number) => void): Promise<BookingRun> {
  const latencies: number[] = [];
  const counts = { booked: 0, taken: 0, errors: 0 };
  const running: Promise<void>[] = [];
  let inFlight = 0;
  const started = performance.now();
  const ticker = setInterval(() => everySecond(counts.booked), 1000);
  try {
    for (const [index, slot] of slots.entries()) {
      const wait = started + (index * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (inFlight >= MAX_IN_FLIGHT) {
        counts.errors += 1;
        continue;
      }
      inFlight += 1;
      const t0 = performance.now();
      running.push(
        holdAndBook(baseUrl, slot)
          .then((outcome) => {
            if (outcome === "ok") {
              counts.booked += 1;
              latencies.push(performance.now() - t0);
            } else if (outcome === "lost") counts.taken += 1;
            else counts.errors += 1;
          })
          .catch(() => {
            counts.errors += 1;
          })
          .finally(() => {
            inFlight -= 1;
          }),
      );
    }
    await Promise.all(running);
  } finally {
    clearInterval(ticker);
  }
  return { ...counts, flow: summarise(latencies, seconds, counts.errors) };
}

/** Distinct free times across the sampled calendars, interleaved so arrivals seldom meet on one calendar. */
async function collectSlots(server: BenchServer, wanted: number): Promise<Slot[]> {
  const perCalendar: Slot[][] = [];
  let found = 0;
  let failures = 0;
  for (const calendar of server.samples.calendars) {
    if (found >= wanted) break;
    // A cold server at 50,000 physicians on a loaded machine may answer its first searches 503: skip those.
    const slots = await freeSlots(baseUrl, calendar).catch((error: unknown) => {
      if (++failures > 20) throw error;
      return [];
    });
    perCalendar.push(slots);
    found += slots.length;
  }
  const interleaved: Slot[] = [];
  for (let round = 0; interleaved.length < Math.min(wanted, found); round += 1) {
    for (const slots of perCalendar) {
      const slot = slots[round];
      if (slot && interleaved.length < wanted) interleaved.push(slot);
    }
  }
  return interleaved;
}

async function accessToken(client: BackendClient): Promise<string> {
  const tokenUrl = `${baseUrl}${SMART_TOKEN_PATH}`;
  const response = await fetch(tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
      client_assertion: await clientAssertion(client, new Date(), tokenUrl),
      scope: "system/Appointment.rs",
    }),
  });
  if (!response.ok) throw new Error(`token refused: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * N older bookings, as the feed holds them after months of use: copies of one of the run's booked rows
 * spread over every calendar at times 400 days back (never overlapping, so the exclusion constraint
 * holds), then published as the feed publishes (decision 152: a sequence and a stamp, in booking order,
 * all older than the minute polled; the feed's trigger leaves a row alone when only those change).
 */
async function insertOlderBookings(
  target: DatabaseTarget,
  count: number,
): Promise<{ seconds: number; lastBooked: Date }> {
  const handle = createDatabase(withoutTimeouts(target));
  const started = performance.now();
  try {
    await sql`DELETE FROM appointments WHERE booking_id LIKE 'BENCH%'`.execute(handle.db);
    await sql`DELETE FROM booking_search_keys WHERE booking_id LIKE 'BENCH%'`.execute(handle.db);
    const { rows } = await sql<{ calendars: number }>`SELECT count(*)::int AS calendars FROM calendars`.execute(
      handle.db,
    );
    const perCalendar = Math.ceil(count / (rows[0]?.calendars ?? 1));
    await sql`
      WITH template AS (
        SELECT * FROM appointments WHERE status = 'booked' AND patient_ciphertext IS NOT NULL LIMIT 1
      ), targets AS (
        SELECT c.id AS calendar_id, k, row_number() OVER () AS n
        FROM calendars c CROSS JOIN generate_series(1, ${perCalendar}) AS k
        LIMIT ${count}
      )
      INSERT INTO appointments (calendar_id, appointment_type_code, slot_id, period, status, hold_id,
        hold_expires_at, booking_id, booked_at, patient_ciphertext, source, site_type, created_at)
      SELECT g.calendar_id, t.appointment_type_code, 'bench-' || g.n,
        tstzrange(now() - interval '400 days' - g.k * interval '20 minutes',
                  now() - interval '400 days' - g.k * interval '20 minutes' + interval '15 minutes'),
        'booked', 'bench-hold-' || g.n, now() - interval '400 days', 'BENCH' || lpad(g.n::text, 10, '0'),
        now() - interval '2 days' + g.n * interval '1 millisecond', t.patient_ciphertext, t.source, t.site_type,
        now() - interval '400 days'
      FROM targets g CROSS JOIN template t
    `.execute(handle.db);
    // Indexed for the staff search as the booking path indexes every booking it writes (decision 166):
    // one of the run's search keys on each copy. Without it the server's start-up indexer would try
    // to decrypt every copy at each start (a copied ciphertext fails authentication: it names another
    // booking), and did so during the measured poll, a third of the server's CPU time (decision 208).
    await sql`
      INSERT INTO booking_search_keys (booking_id, kind, term_hash, key_id)
      SELECT a.booking_id, k.kind, k.term_hash, k.key_id
      FROM appointments a
      CROSS JOIN (
        SELECT k.kind, k.term_hash, k.key_id FROM booking_search_keys k
        JOIN appointments r ON r.booking_id = k.booking_id AND r.booking_id NOT LIKE 'BENCH%' AND r.status = 'booked'
        ORDER BY r.booked_at DESC LIMIT 1
      ) k
      WHERE a.booking_id LIKE 'BENCH%'
      ON CONFLICT DO NOTHING
    `.execute(handle.db);
    await sql`
      UPDATE appointments SET feed_xid = NULL, feed_seq = nextval('appointment_feed_seq'), feed_updated_at = booked_at
      WHERE booking_id LIKE 'BENCH%'
    `.execute(handle.db);
    await sql`VACUUM ANALYZE appointments`.execute(handle.db);
    await sql`VACUUM ANALYZE booking_search_keys`.execute(handle.db);
    const last = await sql<{ at: Date | null }>`
      SELECT max(booked_at) AS at FROM appointments WHERE booking_id NOT LIKE 'BENCH%'`.execute(handle.db);
    return { seconds: (performance.now() - started) / 1000, lastBooked: new Date(last.rows[0]?.at ?? Date.now()) };
  } finally {
    await handle.close();
  }
}

const format = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "-");

async function main(): Promise<void> {
  console.log(
    `EHR feed bench: ${physicians} physicians on ${kind}, ${rate} arrivals/s for ${seconds} s, ` +
      `${olderBookings} older bookings for the poll; load average ${loadavg()[0]?.toFixed(2)}`,
  );
  const client = await backendClient("bench-ehr", "ES384", ["system/Appointment.rs"]);
  const env = { FAD_PUBLIC_URL: baseUrl, FAD_SMART_CLIENTS: JSON.stringify([registration(client)]) };
  if (pollOnly) {
    const server = await startBenchServer({
      kind,
      physicians,
      port,
      postgresUrl: values.url as string,
      env,
      keepBookings: true,
    });
    const older = await olderBookingsKept(server.target).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    console.log(`\n--poll-only: ${older.count} older bookings kept from an earlier run`);
    await measurePoll(server, client, older.lastBooked, older.count);
    return;
  }
  const engine = await startReceivingEngine(mllpPort);
  const bookingRows: string[][] = [];
  let target: DatabaseTarget | null = null;
  try {
    for (const sender of [false, true]) {
      const server = await startBenchServer({
        kind,
        physicians,
        port,
        postgresUrl: values.url as string,
        env: sender ? { ...env, FAD_HL7_MLLP_URL: `mllp://127.0.0.1:${mllpPort}` } : env,
      });
      target = server.target;
      try {
        engine.received.length = 0;
        const slots = await collectSlots(server, Math.round(rate * seconds));
        const backlog: number[] = [];
        const run = await bookAtRate(slots, (booked) => backlog.push(booked - engine.received.length));
        const drainStart = performance.now();
        while (sender && engine.received.length < run.booked && performance.now() - drainStart < 60_000) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        const drained = (performance.now() - drainStart) / 1000;
        const controlIds = engine.received.map((message) => message.controlId);
        const duplicated = controlIds.length - new Set(controlIds).size;
        const missing = run.booked - new Set(engine.received.map((message) => message.placerId)).size;
        bookingRows.push([
          sender ? "hold + book, SIU sender on" : "hold + book, sender off (baseline)",
          `${format(run.booked / seconds, 1)}/s`,
          format(run.flow.p50),
          format(run.flow.p95),
          String(run.taken),
          String(run.errors),
          sender ? `${format(engine.received.length / (seconds + drained), 1)}/s` : "-",
          sender ? `${Math.max(0, ...backlog)} (last ${backlog.at(-1) ?? 0})` : "-",
          sender ? format(drained, 1) : "-",
          sender ? `${missing} / ${duplicated}` : "-",
        ]);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await engine.stop();
  }
  console.log(`\nBookings arriving at ${rate}/s for ${seconds} s (flow = holder + hold + book, ms):`);
  printTable(
    [
      "run",
      "booked",
      "flow p50",
      "flow p95",
      "taken",
      "errors",
      "SIU received",
      "max backlog",
      "drain s",
      "missing / twice",
    ],
    bookingRows,
  );
  if (!target) return;

  const older = await insertOlderBookings(target, olderBookings);
  console.log(`\n${olderBookings} older bookings inserted and published in ${older.seconds.toFixed(1)} s`);
  const server = await startBenchServer({
    kind,
    physicians,
    port,
    postgresUrl: values.url as string,
    env,
    keepBookings: true,
  });
  await measurePoll(server, client, older.lastBooked, olderBookings);
}

/** The run's booked rows and the older ones, as a full run left them (for --poll-only). */
async function olderBookingsKept(target: DatabaseTarget): Promise<{ count: number; lastBooked: Date }> {
  const handle = createDatabase(withoutTimeouts(target));
  try {
    const { rows } = await sql<{ older: number; last: Date | null }>`
      SELECT (SELECT count(*)::int FROM appointments WHERE booking_id LIKE 'BENCH%') AS older,
        (SELECT max(booked_at) FROM appointments WHERE booking_id NOT LIKE 'BENCH%') AS last
    `.execute(handle.db);
    const older = rows[0]?.older ?? 0;
    const last = rows[0]?.last;
    if (older === 0 || !last) throw new Error("--poll-only needs a database an earlier full run of this bench left");
    return { count: older, lastBooked: new Date(last) };
  } finally {
    await handle.close();
  }
}

/** The backend client's poll of the run's last minute beside the trivial call; stops the server. */
async function measurePoll(
  server: BenchServer,
  client: BackendClient,
  lastBooked: Date,
  olderBookings: number,
): Promise<void> {
  try {
    const token = await accessToken(client);
    // The last minute of the run's own bookings (a client polling each minute), found among the older ones.
    const since = new Date(lastBooked.getTime() - 60_000).toISOString();
    const poll = await runHttpLoad({
      baseUrl,
      connections,
      seconds: pollSeconds,
      nextRequest: () => ({
        method: "GET",
        path: `/fhir/Appointment?_lastUpdated=gt${encodeURIComponent(since)}&_count=50`,
        headers: { authorization: `Bearer ${token}` },
      }),
    });
    const trivial = await runHttpLoad({
      baseUrl,
      connections,
      seconds: pollSeconds,
      nextRequest: () => ({ method: "GET", path: "/fadmaa/api/config" }),
    });
    console.log(
      `\nThe backend client's poll, ${olderBookings} older bookings, ${connections} connections; ` +
        `load average ${loadavg()[0]?.toFixed(2)}:`,
    );
    printTable(
      ["scenario", "ops/s", "p50 ms", "p95 ms", "p99 ms", "errors", "× trivial"],
      [poll, trivial].map((figures, index) => [
        index === 0 ? "GET /fhir/Appointment?_lastUpdated=gt(1 min ago)" : "GET /fadmaa/api/config (trivial)",
        format(figures.perSecond),
        format(figures.p50, 1),
        format(figures.p95, 1),
        format(figures.p99, 1),
        String(figures.errors),
        format(figures.perSecond / trivial.perSecond, 3),
      ]),
    );
  } finally {
    await server.stop();
  }
}

await main();
