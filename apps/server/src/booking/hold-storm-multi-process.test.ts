import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../database/create-database.ts";
import { seedDemoNetwork } from "../seed/seed-demo-network.ts";
import { bookBody, openSlotHoldBodies, type TypedHoldBody } from "../testing/booking-fixtures.ts";
import { type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { createSharedTestSchema, type SharedTestSchema } from "../testing/test-database.ts";

/**
 * The hold storm of issue 22 (decision 93): 50 clients at once hold overlapping times of different
 * lengths on one calendar through 3 server processes, and the winners book while 50 more holds land on
 * the same times. Before the calendar lock, holds deadlocked in the exclusion index (rounds of 49-55 s)
 * and a book answered 500. Every round's 50 holds must be answered within 2 s, with exactly one
 * winner per instant and no answer but 200 and 409; the books and holds after them answer no 5xx (their
 * time is printed with the holds'). PostgreSQL only: the one database several processes share.
 * FAD_STORM_ROUNDS sets the rounds (10 by default; the issue's figure is for 100).
 */
const url = process.env.TEST_DATABASE_URL;
const ROUNDS = Number(process.env.FAD_STORM_ROUNDS ?? 10);
const CLIENTS = 50;
const ROUND_LIMIT_MS = 2_000;

interface Timed extends TypedHoldBody {
  from: number;
  to: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const overlaps = (a: Timed, b: Timed) => a.from < b.to && b.from < a.to;
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
const holdBodyOf = ({ from: _from, to: _to, ...body }: Timed): TypedHoldBody => body;
/** A new holder (decision 90), as the app makes one before its first hold: its cookie. */
async function holderCookie(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.base}/appointment/holder`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/**
 * Each client from its own address, as a storm of real visitors comes: the processes trust the
 * loopback proxy's X-Forwarded-For (FAD_TRUST_PROXY), so the per-address hold lock (decision 90) does
 * not queue different visitors behind one another.
 */
async function post(server: ServerProcess, call: string, body: unknown, cookie: string, client: number) {
  const response = await fetch(`${server.base}/appointment/${call}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie,
      "x-forwarded-for": `198.51.${100 + Math.floor(client / 250)}.${(client % 250) + 1}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { result: { holdId?: string; bookingId?: string } | null };
  return { status: response.status, result: json.result };
}

/** A calendar's times of two or more lengths within two hours of one day: each overlaps some others. */
async function overlappingTimesOfMixedLengths(db: Database): Promise<Timed[]> {
  const calendars = await db
    .selectFrom("calendar_appointment_types as cat")
    .innerJoin("appointment_types as t", "t.code", "cat.appointment_type_code")
    .where("t.texting_only", "=", false)
    .select(["cat.calendar_id", "cat.appointment_type_code", "t.duration_minutes"])
    .orderBy("cat.calendar_id")
    .execute();
  const byCalendar = groupBy(calendars, (row) => row.calendar_id);
  const now = new Date(Date.now() + 60 * 60_000);
  for (const [calendarId, types] of byCalendar) {
    if (new Set(types.map((type) => type.duration_minutes)).size < 2) continue;
    const bodies = (
      await Promise.all(
        types.map((type) => openSlotHoldBodies(db, now, { calendarId, typeCode: type.appointment_type_code })),
      )
    ).flat();
    const days = groupBy(bodies, (body) => body.date);
    for (const dayBodies of days.values()) {
      const timed = dayBodies.map((body) => ({
        ...body,
        from: minutesOf(body.startTime),
        to: minutesOf(body.startTime) + body.duration,
      }));
      const first = Math.min(...timed.map((body) => body.from));
      const window = timed.filter((body) => body.from < first + 120);
      if (new Set(window.map((body) => body.duration)).size >= 2 && window.length >= 8) return window;
    }
  }
  throw new Error("the seeded network has no calendar with times of two lengths on one day");
}

describe.runIf(url)("a storm of overlapping holds over 3 processes on PostgreSQL", () => {
  let shared: SharedTestSchema;
  let servers: ServerProcess[] = [];
  let times: Timed[];

  beforeAll(async () => {
    if (!url) return;
    shared = await createSharedTestSchema(url, "storm");
    await seedDemoNetwork(shared.handle.db, { physicians: 12, seed: 4 });
    times = await overlappingTimesOfMixedLengths(shared.handle.db);
    // Books come right after their holds here: the bot check's fill time is not what is tested.
    // One patient-data key, as a deployment's processes share: it also tags the holder tokens.
    const env = { FAD_BOOK_MIN_FILL_SECONDS: "0", FAD_PATIENT_DATA_KEY: randomBytes(32).toString("base64") };
    servers = await Promise.all([0, 1, 2].map(() => startServerProcess({ databaseUrl: shared.url, env })));
  }, 400_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await shared?.drop();
  });

  it(`${ROUNDS} rounds of ${CLIENTS} concurrent holds: each under 2 s, one winner per instant, never a 5xx`, async () => {
    const durations: number[] = [];
    const contended: number[] = [];
    let seed = 22;
    const pick = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return times[seed % times.length] as Timed;
    };
    for (let round = 0; round <= ROUNDS; round++) {
      // Each client a holder of its own, made before the round's clock starts.
      const cookies = await Promise.all(
        Array.from({ length: 2 * CLIENTS }, (_, client) => holderCookie(servers[client % 3] as ServerProcess)),
      );
      const started = performance.now();
      const first = await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          const time = pick();
          const cookie = cookies[client] as string;
          return {
            time,
            cookie,
            ...(await post(servers[client % 3] as ServerProcess, "hold", holdBodyOf(time), cookie, client)),
          };
        }),
      );
      const holdsMs = performance.now() - started;
      const winners = first.filter((answer) => answer.status === 200);
      // The winners book, each through another process, while 50 more clients hold the same times.
      const second = await Promise.all([
        ...winners.map(async (winner, index) => {
          const body = bookBody(winner.time, winner.result?.holdId as string);
          return {
            kind: "book",
            ...(await post(servers[(index + 1) % 3] as ServerProcess, "book", body, winner.cookie, index)),
          };
        }),
        ...Array.from({ length: CLIENTS }, async (_, client) => ({
          kind: "hold",
          ...(await post(
            servers[client % 3] as ServerProcess,
            "hold",
            holdBodyOf(pick()),
            cookies[CLIENTS + client] as string,
            CLIENTS + client,
          )),
        })),
      ]);
      // Round 0 warms each process (compiled code, kept days, pooled connections) and is not timed.
      if (round > 0) {
        durations.push(holdsMs);
        contended.push(performance.now() - started - holdsMs);
      }

      expect(first.map((answer) => answer.status).filter((status) => status !== 200 && status !== 409)).toEqual([]);
      for (const [index, winner] of winners.entries()) {
        for (const other of winners.slice(index + 1)) expect(overlaps(winner.time, other.time)).toBe(false);
      }
      // A loser lost to a winner over the same instant, never to nothing.
      for (const loser of first.filter((answer) => answer.status === 409)) {
        expect(winners.some((winner) => overlaps(winner.time, loser.time))).toBe(true);
      }
      expect(second.filter((answer) => answer.kind === "book").map((answer) => answer.status)).toEqual(
        winners.map(() => 200),
      );
      // The winners' times are booked, so every second-wave hold on them loses; no answer is a 5xx.
      expect(second.filter((answer) => answer.status >= 500)).toEqual([]);
      const live = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM appointments WHERE status IN ('held', 'booked')
      `.execute(shared.handle.db);
      const secondWinners = second.filter((answer) => answer.kind === "hold" && answer.status === 200).length;
      expect(live.rows[0]?.n).toBe(winners.length + secondWinners);
      // The next round starts from free times again.
      await sql`UPDATE appointments SET status = 'expired' WHERE status IN ('held', 'booked')`.execute(
        shared.handle.db,
      );
    }
    const figures = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, slowest ${at(1)} ms`;
    };
    console.info(
      `hold storm, ${ROUNDS} rounds: 50 holds ${figures(durations)}; books + 50 holds ${figures(contended)}`,
    );
    expect(Math.max(...durations)).toBeLessThan(ROUND_LIMIT_MS);
  }, 600_000);
});
