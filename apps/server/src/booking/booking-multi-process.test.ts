import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../database/create-database.ts";
import { migrateToLatest } from "../database/migrate.ts";
import { seedDemoNetwork } from "../seed/seed-demo-network.ts";
import { bookableCalendar, bookBody, openSlotHoldBodies, type TypedHoldBody } from "./booking-test-kit.ts";
import { createPatientKeyring, decryptPatientRecord } from "./patient-encryption.ts";

/**
 * Real server processes sharing one PostgreSQL schema, racing for the same slots. PostgreSQL only:
 * it is the only database several server processes can share (PGlite is one process's own files).
 */
const url = process.env.TEST_DATABASE_URL;
const MAIN = path.join(import.meta.dirname, "..", "main.ts");
const key = randomBytes(32);

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

interface Server {
  child: ChildProcess;
  base: string;
}

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      FAD_SEED_ON_EMPTY: "false",
      FAD_PATIENT_DATA_KEY: key.toString("base64"),
      FAD_HOLD_RATE_LIMIT: "100000",
      FAD_BOOK_RATE_LIMIT: "100000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}/fadmaa`;
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill("SIGKILL");
  throw new Error("server did not become healthy");
}

/** Only the fields these tests read; a hold answer has holdId, a book answer bookingId. */
interface Answer {
  status: number;
  json: { result: { holdId: string; bookingId: string } };
}

async function post(server: Server, call: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${server.base}/appointment/${call}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Answer["json"] };
}

describe.runIf(url)("3 server processes on one PostgreSQL (PostgreSQL only: the one database processes share)", () => {
  const schema = `mp_${randomBytes(6).toString("hex")}`;
  let handle: DatabaseHandle;
  let servers: Server[] = [];
  let slots: TypedHoldBody[];

  beforeAll(async () => {
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    handle = createDatabase({ kind: "postgres", url, searchPath: schema });
    await migrateToLatest(handle.db, schema);
    await seedDemoNetwork(handle.db, { physicians: 12, seed: 4 });
    slots = await openSlotHoldBodies(handle.db, new Date(Date.now() + 60 * 60_000), await bookableCalendar(handle.db));
    expect(slots.length).toBeGreaterThan(30);
    const separator = url.includes("?") ? "&" : "?";
    const databaseUrl = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
    servers = await Promise.all([startServer(databaseUrl), startServer(databaseUrl), startServer(databaseUrl)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGKILL");
          }),
      ),
    );
    if (handle) {
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(handle.db);
      await handle.db.destroy();
    }
  });

  it("many clients racing on every process: exactly one winner per slot, every confirmed booking stored", async () => {
    const raced = slots.slice(0, 10);
    const attempts = raced.flatMap((slot) =>
      Array.from({ length: 12 }, (_, client) => ({ slot, server: servers[client % servers.length] as Server })),
    );
    const results = await Promise.all(
      attempts.map(async ({ slot, server }) => ({ slot, ...(await post(server, "hold", slot)) })),
    );
    const confirmed: { bookingId: string; slot: TypedHoldBody }[] = [];
    for (const slot of raced) {
      const mine = results.filter((result) => result.slot === slot);
      expect(mine.filter((result) => result.status === 200)).toHaveLength(1);
      expect(mine.filter((result) => result.status === 409)).toHaveLength(11);
    }
    // Each winner books through another process than the one that answered its hold.
    await Promise.all(
      results
        .filter((result) => result.status === 200)
        .map(async (result, index) => {
          const booked = await post(
            servers[(index + 1) % servers.length] as Server,
            "book",
            bookBody(result.slot, result.json.result.holdId),
          );
          expect(booked.status).toBe(200);
          confirmed.push({ bookingId: booked.json.result.bookingId, slot: result.slot });
        }),
    );
    const keyring = createPatientKeyring(key);
    for (const { bookingId, slot } of confirmed) {
      const rows = await handle.db
        .selectFrom("appointments")
        .selectAll()
        .where("slot_id", "=", slot.appointmentId)
        .where("status", "in", ["held", "booked"])
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.booking_id).toBe(bookingId);
      const record = decryptPatientRecord({
        keyring,
        ciphertext: rows[0]?.patient_ciphertext ?? new Uint8Array(),
        bookingId,
      });
      expect(record).toMatchObject({ patient: { lastName: "Quasarwright" } });
    }
  }, 30_000);

  it("a process SIGKILLed while booking leaves a booking or a live hold per slot, never half a row", async () => {
    const [survivor, victim] = [servers[0] as Server, servers[2] as Server];
    const targets = slots.slice(10, 30);
    const holds = await Promise.all(targets.map((slot) => post(survivor, "hold", slot)));
    expect(holds.every((hold) => hold.status === 200)).toBe(true);
    const bodies = targets.map((slot, index) => bookBody(slot, holds[index]?.json.result.holdId ?? ""));

    // Twenty books in flight on the victim; it dies as soon as the first one answers.
    const inFlight = bodies.map((body) => post(victim, "book", body).catch(() => null));
    await Promise.race(inFlight);
    victim.child.kill("SIGKILL");
    const answered = await Promise.all(inFlight);

    const rows = await handle.db
      .selectFrom("appointments")
      .select(["slot_id", "status", "booking_id", "booked_at", "patient_ciphertext", "hold_expires_at"])
      .where(
        "slot_id",
        "in",
        targets.map((slot) => slot.appointmentId),
      )
      .where("status", "in", ["held", "booked"])
      .execute();
    expect(rows).toHaveLength(targets.length);
    for (const row of rows) {
      if (row.status === "booked") {
        expect(row.booking_id).not.toBeNull();
        expect(row.booked_at).not.toBeNull();
        expect(row.patient_ciphertext).not.toBeNull();
      } else {
        expect(row.booking_id).toBeNull();
        expect(row.patient_ciphertext).toBeNull();
        expect(new Date(row.hold_expires_at).getTime()).toBeGreaterThan(Date.now());
      }
    }
    // The client retries every book on a surviving process: the ones the victim finished answer their
    // first bookingId, the others book now; one booking per slot either way.
    const retried = await Promise.all(bodies.map((body) => post(survivor, "book", body)));
    expect(retried.map((retry) => retry.status)).toEqual(bodies.map(() => 200));
    answered.forEach((answer, index) => {
      if (answer?.status === 200) expect(retried[index]?.json.result.bookingId).toBe(answer.json.result.bookingId);
    });
    const booked = await handle.db
      .selectFrom("appointments")
      .select(["slot_id", "booking_id"])
      .where(
        "slot_id",
        "in",
        targets.map((slot) => slot.appointmentId),
      )
      .where("status", "=", "booked")
      .execute();
    expect(booked).toHaveLength(targets.length);
    expect(new Set(booked.map((row) => row.booking_id))).toEqual(
      new Set(retried.map((retry) => retry.json.result.bookingId)),
    );
  }, 30_000);
});
