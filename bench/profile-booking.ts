import { buildApp } from "@fad/server/app";
import type { Database } from "@fad/server/database/create-database";
import { migrateToLatest } from "@fad/server/database/migrate";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { collectSamples } from "./lib/bench-samples.ts";
import { bookingBody, holdBody, type Slot, today } from "./scenarios/scheduling.ts";

/**
 * What one hold + book costs the database (issue 37, decision 191): one patient's flow at a time (the
 * holder, the hold, the book) on an in-process server (app.inject, no network) on PostgreSQL, on a
 * network the bench has seeded (the database fad_bench_N), with the rate limits and hold limits counted
 * as in production (their maxima lifted so the run is not refused). Prints per flow: HTTP calls, SQL
 * statements sent (every one the driver sends, BEGIN and COMMIT included), explicit transactions, the
 * transactions that wrote (transaction ids the flows consumed: each is a durable commit), wall time,
 * and each statement's count.
 * Usage: npx tsx bench/profile-booking.ts [--physicians 2000] [--count 50] [--postgres-url postgres://…/postgres]
 */
const args = parseArgs(process.argv.slice(2));
const WARM_UP = 5;

const statements = new Map<string, number>();
let counting = false;
const pool = new pg.Pool({ connectionString: databaseUrl(), max: 10 });
pool.on("connect", (client) => {
  const query = client.query.bind(client) as (...params: unknown[]) => unknown;
  (client as unknown as { query: (...params: unknown[]) => unknown }).query = (...params: unknown[]) => {
    const first = params[0];
    const text = typeof first === "string" ? first : ((first as { text?: string } | undefined)?.text ?? "");
    if (counting) {
      const key = text.replace(/\s+/g, " ").trim().slice(0, 100);
      statements.set(key, (statements.get(key) ?? 0) + 1);
    }
    return query(...params);
  };
});
const db = new Kysely<never>({ dialect: new PostgresDialect({ pool }) }) as unknown as Database;
const admin = new pg.Client({ connectionString: databaseUrl() });
await admin.connect();

// The network as the bench left it, with any migration added since.
await migrateToLatest(db);
const samples = await collectSamples(db);
const app = await buildApp({
  db,
  config: {
    webDistDir: "/nonexistent",
    frameAncestors: [],
    mapTileUrl: null,
    defaultVariant: "cms",
    logLevel: "error",
    rateLimits: { holdPerMinute: 1_000_000, bookPerMinute: 1_000_000, searchPerMinute: 1_000_000 },
    holdLimits: { perCalendar: 1_000_000, perDay: 1_000_000 },
    bookMinFillSeconds: 0,
  } as Parameters<typeof buildApp>[0]["config"],
});

const slots: Slot[] = [];
for (const calendar of samples.calendars) {
  if (slots.length >= WARM_UP + args.count) break;
  const response = await app.inject({
    method: "POST",
    url: "/fadmaa/appointment/search",
    payload: {
      calendarId: calendar.calendarId,
      startDate: today(),
      numberDaysOut: 62,
      appointmentTypeIds: [calendar.appointmentTypeCode],
    },
  });
  const body = response.json() as {
    result: { day: string; timeSlots: { appointmentId: string; startTime: string; duration: number }[] }[];
  };
  for (const day of body.result) {
    for (const slot of day.timeSlots) {
      slots.push({
        ...calendar,
        appointmentId: slot.appointmentId,
        day: day.day,
        startTime: slot.startTime,
        duration: slot.duration,
      });
    }
  }
}
if (slots.length < WARM_UP + args.count) throw new Error("too few free times on the sampled calendars");

let calls = 0;
const call = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
  calls += 1;
  const response = await app.inject({ method: "POST", url, payload: payload as object, headers });
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  return response.json() as { result: Record<string, string> };
};
const flow = async (slot: Slot) => {
  const holder = await call("/fadmaa/appointment/holder", {});
  const asHolder = { "x-fad-holder": holder.result.holderToken ?? "" };
  const hold = await call("/fadmaa/appointment/hold", holdBody(slot), asHolder);
  await call("/fadmaa/appointment/book", bookingBody(slot, hold.result.holdId ?? ""), asHolder);
};
for (const slot of slots.slice(0, WARM_UP)) await flow(slot);

const nextXid = async () =>
  BigInt(
    (await admin.query<{ xid: string }>("SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xid")).rows[0]?.xid ??
      0,
  );
calls = 0;
const xidBefore = await nextXid();
counting = true;
const started = performance.now();
for (const slot of slots.slice(WARM_UP, WARM_UP + args.count)) await flow(slot);
const wallMs = performance.now() - started;
counting = false;
const xids = Number((await nextXid()) - xidBefore);

const per = (value: number) => (value / args.count).toFixed(1);
const total = [...statements.values()].reduce((sum, count) => sum + count, 0);
const named = (name: string) => statements.get(name) ?? 0;
console.log(
  `hold + book, ${args.physicians} physicians on PostgreSQL, ${args.count} flows one at a time: per flow ` +
    `${per(calls)} HTTP calls, ${per(total)} SQL statements, ${per(named("BEGIN") + named("begin"))} explicit transactions, ` +
    `${per(xids)} writing transactions (commits), ${per(wallMs)} ms`,
);
for (const [statement, count] of [...statements].sort((a, b) => b[1] - a[1])) {
  console.log(`${per(count).padStart(6)}×  ${statement}`);
}
await app.close();
await admin.end();
await db.destroy();

function databaseUrl(): string {
  const url = new URL(args.postgresUrl);
  url.pathname = `/fad_bench_${args.physicians}`;
  return url.toString();
}

function parseArgs(argv: string[]) {
  const parsed = {
    physicians: 2_000,
    count: 50,
    postgresUrl: process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  };
  for (let index = 0; index < argv.length; index += 2) {
    const key = argv[index]?.replace(/^--/, "");
    const value = argv[index + 1] ?? "";
    if ((key === "physicians" || key === "count") && /^[1-9]\d*$/.test(value)) parsed[key] = Number(value);
    else if (key === "postgres-url" && value.startsWith("postgres")) parsed.postgresUrl = value;
    else throw new Error(`unknown or bad argument: ${argv[index]} ${value}`);
  }
  return parsed;
}
