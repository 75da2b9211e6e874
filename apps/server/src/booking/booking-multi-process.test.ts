import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";
import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../database/create-database.ts";
import { migrateToLatest } from "../database/migrate.ts";
import { createPatientKeyring, decryptPatientRecord } from "../patient-data/patient-encryption.ts";
import { seedDemoNetwork } from "../seed/seed-demo-network.ts";
import { bookableCalendar, bookBody, openSlotHoldBodies, type TypedHoldBody } from "../testing/booking-fixtures.ts";

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
      // Each server is one process: the test races three of them (decision 70 would start one per core).
      FAD_WORKERS: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      FAD_SEED_ON_EMPTY: "false",
      FAD_PATIENT_DATA_KEY: key.toString("base64"),
      FAD_HOLD_RATE_LIMIT: "100000",
      FAD_BOOK_RATE_LIMIT: "100000",
      // Every client of the test comes from this machine's one address.
      FAD_HOLDS_PER_CALENDAR: "10000",
      FAD_HOLDS_PER_DAY: "1000000",
      // Admission control (decision 209) has its own tests; these races send bursts of holds.
      FAD_ADMISSION_MAX_IN_FLIGHT: "100000",
      FAD_ADMISSION_MAX_EVENT_LOOP_DELAY_MS: "60000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}/fadmaa`;
  const deadline = Date.now() + 90_000;
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

/** A book must come at least MIN_BOOKING_FILL_SECONDS after its hold (the bot check, decision 47). */
const fillTime = () => new Promise((resolve) => setTimeout(resolve, MIN_BOOKING_FILL_SECONDS * 1000 + 200));

/** Only the fields these tests read; a hold answer has holdId, a book answer bookingId. */
interface Answer {
  status: number;
  json: { result: { holdId: string; bookingId: string } };
}

async function post(server: Server, call: string, body: unknown): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  // A hold is a new client's: it becomes a holder first (decision 90), on the same process.
  if (call === "hold") {
    const holder = await fetch(`${server.base}/appointment/holder`, { method: "POST", headers, body: "{}" });
    if (holder.status !== 200) return { status: holder.status, json: (await holder.json()) as Answer["json"] };
    const answer = (await holder.json()) as { result: { holderToken: string } };
    headers["x-fad-holder"] = answer.result.holderToken;
  }
  const response = await fetch(`${server.base}/appointment/${call}`, {
    method: "POST",
    headers,
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
    expect(slots.length).toBeGreaterThan(31);
    const separator = url.includes("?") ? "&" : "?";
    const databaseUrl = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
    servers = await Promise.all([startServer(databaseUrl), startServer(databaseUrl), startServer(databaseUrl)]);
  }, 200_000);

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
    await fillTime();
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

  it("two processes racing for slots, one SIGKILLed in the middle: every confirmed booking stored once, no slot twice, the survivor serves on", async () => {
    const [survivor, victim] = [servers[0] as Server, servers[2] as Server];
    const raced = slots.slice(10, 30);
    const racedIds = raced.map((slot) => slot.appointmentId);
    const keyring = createPatientKeyring(key);
    type Client = {
      slot: TypedHoldBody;
      holdId: string | null;
      /** The bookingId the client was told, once it was told one. */
      bookingId: string | null;
      /** A call whose process died before it answered: the client does not know what happened. */
      lost: "hold" | "book" | null;
    };
    // Four clients per slot, half on each process, starting over six seconds so holds are still being
    // made when the first books go in; each winner books through the other process after the fill time.
    // After the kill the load balancer sends everything to the survivor; calls in flight on the victim
    // at that moment get no answer (the client does not know whether they happened).
    const clients: Client[] = raced.flatMap((slot) =>
      Array.from({ length: 4 }, () => ({ slot, holdId: null, bookingId: null, lost: null })),
    );
    // Alternating by client and by slot, so the first client on half the slots holds on each process.
    const serverFor = (index: number, shift: number) =>
      (index + Math.floor(index / 4) + shift) % 2 === 0 ? survivor : victim;
    let killed = false;
    let inFlightOnVictim = 0;
    const balanced = async (server: Server, call: string, body: unknown) => {
      if (server !== victim || killed) return post(killed ? survivor : server, call, body);
      inFlightOnVictim += 1;
      try {
        return await post(server, call, body);
      } catch {
        return null;
      } finally {
        inFlightOnVictim -= 1;
      }
    };
    const run = clients.map(async (client, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * 6000) / clients.length));
      const hold = await balanced(serverFor(index, 0), "hold", client.slot);
      if (!hold) {
        client.lost = "hold";
        return;
      }
      if (hold.status !== 200) {
        expect(hold.status).toBe(409);
        return;
      }
      client.holdId = hold.json.result.holdId;
      await fillTime();
      const booked = await balanced(serverFor(index, 1), "book", bookBody(client.slot, client.holdId));
      if (!booked) client.lost = "book";
      else {
        expect(booked.status).toBe(200);
        client.bookingId = booked.json.result.bookingId;
      }
    });
    // SIGKILL the victim once a booking is confirmed, at a moment it has calls in flight.
    let inFlightAtKill = 0;
    const killer = (async () => {
      while (!clients.some((client) => client.bookingId) || inFlightOnVictim === 0) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      inFlightAtKill = inFlightOnVictim;
      victim.child.kill("SIGKILL");
      killed = true;
    })();
    await Promise.all(run);
    await killer;
    expect(inFlightAtKill).toBeGreaterThan(0);

    const liveRows = () =>
      handle.db
        .selectFrom("appointments")
        .select(["slot_id", "hold_id", "status", "booking_id", "booked_at", "patient_ciphertext"])
        .where("slot_id", "in", racedIds)
        .where("status", "in", ["held", "booked"])
        .execute();
    const told = () => new Set(clients.flatMap((client) => (client.bookingId ? [client.bookingId] : [])));

    // No slot is taken twice; a booked row is whole (id, time, readable patient record), a held row has
    // none of those: nothing half-written by the process that died.
    const afterKill = await liveRows();
    expect(new Set(afterKill.map((row) => row.slot_id)).size).toBe(afterKill.length);
    for (const row of afterKill) {
      if (row.status === "booked") {
        expect(row.booked_at).not.toBeNull();
        expect(
          decryptPatientRecord({
            keyring,
            ciphertext: row.patient_ciphertext ?? new Uint8Array(),
            bookingId: row.booking_id ?? "",
          }),
        ).toMatchObject({ patient: { lastName: "Quasarwright" } });
      } else {
        expect(row.booking_id).toBeNull();
        expect(row.patient_ciphertext).toBeNull();
      }
    }
    // Every booking a client was told of is there, exactly once, on its slot; a booking no client was
    // told of belongs to a book whose answer died with the process.
    for (const client of clients.filter((each) => each.bookingId)) {
      const mine = afterKill.filter((row) => row.booking_id === client.bookingId);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.slot_id).toBe(client.slot.appointmentId);
    }
    const lostBooks = clients.filter((client) => client.lost === "book");
    // A held row no client knows of is a hold whose answer died with the process (it expires unused).
    const knownHolds = new Set(clients.map((client) => client.holdId));
    expect(afterKill.filter((row) => row.status === "held" && !knownHolds.has(row.hold_id)).length).toBeLessThanOrEqual(
      clients.filter((client) => client.lost === "hold").length,
    );
    for (const row of afterKill.filter((each) => each.status === "booked" && !told().has(each.booking_id ?? ""))) {
      expect(lostBooks.map((client) => client.holdId)).toContain(row.hold_id);
    }

    // The clients whose book answer was lost confirm again on the survivor: each gets the booking the
    // victim may have made, or books now; either way one booking per hold.
    for (const client of lostBooks) {
      const retried = await post(survivor, "book", bookBody(client.slot, client.holdId ?? ""));
      expect(retried.status).toBe(200);
      const before = afterKill.find((row) => row.hold_id === client.holdId);
      if (before?.status === "booked") expect(retried.json.result.bookingId).toBe(before.booking_id);
      client.bookingId = retried.json.result.bookingId;
    }
    const final = await liveRows();
    const booked = final.filter((row) => row.status === "booked");
    expect(new Set(booked.map((row) => row.slot_id)).size).toBe(booked.length);
    expect(new Set(booked.map((row) => row.booking_id))).toEqual(told());
    expect(booked).toHaveLength(told().size);

    // The survivor keeps serving: health, and a new hold + book.
    expect((await fetch(`${survivor.base}/health`)).status).toBe(200);
    const fresh = slots[30] as TypedHoldBody;
    const hold = await post(survivor, "hold", fresh);
    expect(hold.status).toBe(200);
    await fillTime();
    const book = await post(survivor, "book", bookBody(fresh, hold.json.result.holdId));
    expect(book.status).toBe(200);
  }, 60_000);
});
