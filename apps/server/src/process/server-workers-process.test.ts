import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database/create-database.ts";
import { bookableCalendar, openSlotHoldBodies } from "../testing/booking-fixtures.ts";
import { createSharedTestSchema, type SharedTestSchema } from "../testing/test-database.ts";

/**
 * npm start with FAD_WORKERS on PostgreSQL (decision 70): the first process migrates and seeds once,
 * then serves from that many worker processes on one port. PostgreSQL only: the embedded database is
 * one process's own files.
 */
const url = process.env.TEST_DATABASE_URL;
const MAIN = path.join(import.meta.dirname, "..", "main.ts");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The worker processes of a primary: its children, by process id. */
function workersOf(primary: ChildProcess): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(primary.pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.runIf(url)("npm start with FAD_WORKERS=2 on PostgreSQL", () => {
  let shared: SharedTestSchema;
  let handle: DatabaseHandle;
  let primary: ChildProcess;
  let base: string;

  beforeAll(async () => {
    if (!url) return;
    // The schema's migrations table is made here, as a deployment's would be, before the server starts.
    shared = await createSharedTestSchema(url, "workers");
    handle = shared.handle;
    const port = await freePort();
    base = `http://127.0.0.1:${port}/fadmaa`;
    primary = spawn(process.execPath, ["--import", "tsx", MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: shared.url,
        PORT: String(port),
        HOST: "127.0.0.1",
        FAD_WORKERS: "2",
        FAD_SEED_PHYSICIANS: "20",
        FAD_PATIENT_DATA_KEY: randomBytes(32).toString("base64"),
        FAD_SEARCH_RATE_LIMIT: "100000",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await until("the workers to serve", async () => {
      if (primary.exitCode !== null) throw new Error(`exited early with ${primary.exitCode}`);
      try {
        return (await fetch(`${base}/health`)).ok && workersOf(primary).length === 2 ? true : null;
      } catch {
        return null;
      }
    });
  }, 200_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null && primary.signalCode === null) {
      for (const pid of workersOf(primary)) process.kill(pid, "SIGKILL");
      primary.kill("SIGKILL");
    }
    await shared?.drop();
  });

  it("seeds once, serves from two processes, replaces one that dies, and stops them all on SIGTERM", async () => {
    const seeded = await sql<{ n: number }>`SELECT count(*)::int AS n FROM physicians`.execute(handle.db);
    expect(seeded.rows[0]?.n).toBe(20);
    const search = await fetch(`${base}/provider/search/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ meta: { page: 1, pageSize: 5 } }),
    });
    expect(search.status).toBe(200);

    // Kept days of slots (decision 71) across processes: every worker has answered the calendar's days
    // once, a slot is held through one of them, and no answer from any worker offers it again.
    const calendar = await bookableCalendar(handle.db);
    const [slot] = await openSlotHoldBodies(handle.db, new Date(Date.now() + 60 * 60_000), calendar);
    if (!slot) throw new Error("the seeded calendar has no open slot");
    const slotSearch = async () => {
      const response = await fetch(`${base}/appointment/search`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          calendarId: calendar.calendarId,
          startDate: slot.date,
          numberDaysOut: 14,
          appointmentTypeIds: [calendar.typeCode],
        }),
      });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { result: { timeSlots: { appointmentId: string }[] }[] };
      const days = answer.result;
      return days.flatMap((day) => day.timeSlots.map((time) => time.appointmentId));
    };
    for (let round = 0; round < 4; round++) expect(await slotSearch()).toContain(slot.appointmentId);
    const holder = await fetch(`${base}/appointment/holder`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    const { result } = (await holder.json()) as { result: { holderToken: string } };
    const held = await fetch(`${base}/appointment/hold`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-fad-holder": result.holderToken },
      body: JSON.stringify(slot),
    });
    expect(held.status).toBe(200);
    for (let round = 0; round < 6; round++) expect(await slotSearch()).not.toContain(slot.appointmentId);

    const [victim, other] = workersOf(primary) as [number, number];
    process.kill(victim, "SIGKILL");
    const replaced = await until("a new worker", () => {
      const now = workersOf(primary);
      return now.length === 2 && !now.includes(victim) ? now : null;
    });
    expect(replaced).toContain(other);
    // A kept-alive connection to the killed worker fails once; a new one reaches a live worker.
    await until("an answer after the replacement", async () => {
      try {
        return (await fetch(`${base}/health`)).ok ? true : null;
      } catch {
        return null;
      }
    });

    const exited = new Promise<number | null>((resolve) => primary.once("exit", (code) => resolve(code)));
    primary.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(replaced.filter((pid) => isAlive(pid))).toEqual([]);
  }, 120_000);
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
