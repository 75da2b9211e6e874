import { Hl7Message } from "@medplum/core";
import { sql } from "kysely";
import type { Clock } from "../clock.ts";
import type { Database } from "../database/create-database.ts";
import type { SiuEvent } from "../database/database-schema.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";
import { readSiuMessage } from "./hl7-outbox.ts";
import { escapeHl7 } from "./hl7-text.ts";
import { MllpConnection, MllpError, type MllpTarget } from "./mllp-connection.ts";

/** Only what is safe to log: outbox ids, events, attempts, codes; never a message (docs/decisions.md 150). */
export interface Hl7SenderLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface Hl7SenderSettings {
  /** How often the sender looks for due rows. */
  pollMs: number;
  /** Rows claimed at once. */
  batchSize: number;
  /** A claim's life: past it another process may take the row (the first is presumed dead). */
  leaseMs: number;
  connectTimeoutMs: number;
  /** How long the engine has to ACK one message. */
  ackTimeoutMs: number;
  /** A failed message waits 5 s, 10 s, 20 s, … doubling, at most 10 minutes apart. */
  firstRetryMs: number;
  longestRetryMs: number;
  /** Failed deliveries of one message (NAK, no ACK in time, connection lost waiting) before it is dead. */
  maxAttempts: number;
}

export const HL7_SENDER_DEFAULTS: Hl7SenderSettings = {
  pollMs: 1_000,
  batchSize: 20,
  leaseMs: 2 * 60_000,
  connectTimeoutMs: 10_000,
  ackTimeoutMs: 30_000,
  firstRetryMs: 5_000,
  longestRetryMs: 10 * 60_000,
  // 5 s doubling to 10 min: about two hours of an engine refusing or losing one message.
  maxAttempts: 20,
};

/** MSH-4 to MSH-6, from configuration: who we are to the engine and whom the messages are for. */
export interface Hl7Addressing {
  sendingFacility: string;
  receivingApplication: string;
  receivingFacility: string;
}

export interface Hl7SenderOptions {
  db: Database;
  keyring: PatientKeyring;
  clock: Clock;
  target: MllpTarget;
  addressing: Hl7Addressing;
  log: Hl7SenderLog;
  settings?: Partial<Hl7SenderSettings>;
}

interface ClaimedRow {
  id: string;
  event: SiuEvent;
  booking_id: string;
  control_id: string;
  message_ciphertext: Uint8Array;
  attempts: number;
  lease_until: Date;
}

export interface Hl7RunResult {
  sent: number;
  retrying: number;
  dead: number;
  /** Claimed but handed back untried: the engine could not be reached, or the lease grew too short. */
  released: number;
}

/**
 * Delivers the HL7 outbox over MLLP (docs/decisions.md 150).
 *
 * - Claim: one UPDATE over a `FOR UPDATE SKIP LOCKED` selection sets a lease, so two processes never
 *   take one row; a row is claimable only when no earlier row of its booking is still pending, so a
 *   booking's S12, S13 and S15 reach the engine in the order they were made, whichever process sends.
 * - Send: one message at a time on one connection; the row is marked sent only when the engine's ACK
 *   (MSA-1 AA or CA) names its control id, and only while the lease is still ours.
 * - Fail: a NAK (AE, AR, CE, CR), no ACK in time, or the connection closing while waiting count as the
 *   message's failed attempt: it waits with exponential backoff, and after maxAttempts it is dead
 *   (counted by the health check; the booking's later messages then go on). The engine not reachable at
 *   all is not the message's fault: the claimed rows are handed back untouched and the sender itself
 *   backs off.
 * - Crash: a process that dies after the engine took a message but before marking it leaves the lease
 *   to run out; the row is sent again with the same control id (MSH-10), which the engine's duplicate
 *   check recognises. MLLP cannot do better than at least once; nothing is ever sent with a new id.
 */
export class Hl7Sender {
  readonly #options: Hl7SenderOptions;
  readonly #settings: Hl7SenderSettings;
  #connection: MllpConnection | null = null;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<unknown> | null = null;
  #stopped = true;
  /** Consecutive passes that could not reach the engine: the sender's own backoff. */
  #unreachable = 0;
  /** The last pass claimed a whole batch and tried it all: more may be due, so the next pass starts at once. */
  #lastPassFull = false;

  constructor(options: Hl7SenderOptions) {
    this.#options = options;
    this.#settings = { ...HL7_SENDER_DEFAULTS, ...options.settings };
    const { leaseMs, connectTimeoutMs, ackTimeoutMs } = this.#settings;
    // A lease shorter than one delivery could never start a message (#deliver hands it back).
    if (leaseMs <= connectTimeoutMs + ackTimeoutMs) {
      throw new Error("the HL7 sender's lease must be longer than its connect and ACK timeouts together");
    }
  }

  /** Starts passing: the first at once (a backlog left by a restart goes out), then as `#nextDelay` says. */
  start(): void {
    this.#stopped = false;
    this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => undefined);
    this.#connection?.close();
    this.#connection = null;
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#running = this.runOnce().catch((error: unknown) => {
        // The database away (decision 52): the next pass tries again.
        this.#options.log.warn({ err: { name: (error as Error)?.name } }, "HL7 outbox pass failed");
        return null;
      });
      void this.#running.finally(() => this.#schedule(this.#nextDelay()));
    }, delayMs);
    this.#timer.unref();
  }

  #nextDelay(): number {
    // A full batch is followed at once: waiting a poll between batches capped delivery at about
    // batchSize a second (13 a second measured against 48 bookings a second arriving).
    if (this.#unreachable === 0) return this.#lastPassFull ? 0 : this.#settings.pollMs;
    const { firstRetryMs, longestRetryMs } = this.#settings;
    return Math.min(firstRetryMs * 2 ** (this.#unreachable - 1), longestRetryMs);
  }

  /** One pass: claim the due rows and deliver each in turn. */
  async runOnce(): Promise<Hl7RunResult> {
    const result: Hl7RunResult = { sent: 0, retrying: 0, dead: 0, released: 0 };
    const claimed = await this.#claim();
    this.#lastPassFull = false;
    for (let index = 0; index < claimed.length; index++) {
      const row = claimed[index] as ClaimedRow;
      const outcome = await this.#deliver(row);
      if (outcome === "unreachable" || outcome === "lease-short") {
        // Untried: this row and the rest go back as they were, for the next pass (or another process).
        result.released += await this.#release(claimed.slice(index));
        break;
      }
      result[outcome]++;
    }
    this.#lastPassFull = claimed.length >= this.#settings.batchSize && result.released === 0;
    return result;
  }

  async #claim(): Promise<ClaimedRow[]> {
    const now = this.#options.clock();
    const lease = new Date(now.getTime() + this.#settings.leaseMs);
    const { rows } = await sql<ClaimedRow>`
      UPDATE hl7_outbox SET lease_until = ${lease}, attempts = attempts + 1
      WHERE id IN (
        SELECT o.id FROM hl7_outbox o
        WHERE o.status = 'pending' AND o.next_attempt_at <= ${now} AND (o.lease_until IS NULL OR o.lease_until <= ${now})
          AND NOT EXISTS (
            SELECT 1 FROM hl7_outbox earlier
            WHERE earlier.booking_id = o.booking_id AND earlier.status = 'pending' AND earlier.id < o.id
          )
        ORDER BY o.id
        LIMIT ${this.#settings.batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, event, booking_id, control_id, message_ciphertext, attempts, lease_until
    `.execute(this.#options.db);
    return rows
      .map((row) => ({ ...row, id: String(row.id), lease_until: new Date(row.lease_until) }))
      .sort((a, b) => compareIds(a.id, b.id));
  }

  async #deliver(row: ClaimedRow): Promise<"sent" | "retrying" | "dead" | "unreachable" | "lease-short"> {
    const { connectTimeoutMs, ackTimeoutMs } = this.#settings;
    // Never start a message whose ACK could come after the lease ran out (another process may take it).
    if (row.lease_until.getTime() - this.#options.clock().getTime() < connectTimeoutMs + ackTimeoutMs) {
      return "lease-short";
    }
    let text: string;
    try {
      text = this.#addressed(readSiuMessage(this.#options.keyring, row.message_ciphertext, row.booking_id), row);
    } catch {
      // Written under a key no longer configured, or damaged: no retry can send it.
      return this.#failed(row, "unreadable", true);
    }
    let connection: MllpConnection;
    try {
      connection = await this.#connect();
    } catch (error) {
      this.#unreachable++;
      this.#options.log.warn({ error: codeOf(error), passes: this.#unreachable }, "HL7 engine unreachable");
      return "unreachable";
    }
    this.#unreachable = 0;
    let ack: Hl7Message;
    try {
      ack = await connection.sendAndWait(text, row.control_id, ackTimeoutMs);
    } catch (error) {
      this.#connection = null;
      connection.close();
      return this.#failed(row, codeOf(error), false);
    }
    const ackCode = (ack.getSegment("MSA")?.getField(1)?.toString() ?? "").toUpperCase().slice(0, 2);
    if (ackCode !== "AA" && ackCode !== "CA") return this.#failed(row, `nak-${ackCode || "none"}`, false, ackCode);
    await this.#options.db
      .updateTable("hl7_outbox")
      .set({ status: "sent", sent_at: this.#options.clock(), lease_until: null, ack_code: ackCode, last_error: null })
      .where("id", "=", row.id)
      .where("lease_until", "=", row.lease_until)
      .execute();
    this.#options.log.info({ outboxId: row.id, event: row.event, attempts: row.attempts }, "HL7 message delivered");
    return "sent";
  }

  async #connect(): Promise<MllpConnection> {
    if (this.#connection && !this.#connection.closed) return this.#connection;
    this.#connection = await MllpConnection.connect(this.#options.target, this.#settings.connectTimeoutMs);
    return this.#connection;
  }

  /**
   * MSH-4 to MSH-6 from configuration, and MSH-10 the row's control id (the ACK is matched on it); the
   * rest of the message as written with the change.
   */
  #addressed(text: string, row: ClaimedRow): string {
    const { addressing } = this.#options;
    const message = Hl7Message.parse(text);
    const header = message.header;
    header.setField(4, escapeHl7(addressing.sendingFacility));
    header.setField(5, escapeHl7(addressing.receivingApplication));
    header.setField(6, escapeHl7(addressing.receivingFacility));
    header.setField(10, row.control_id);
    return message.toString();
  }

  async #failed(
    row: ClaimedRow,
    code: string,
    permanent: boolean,
    ackCode: string | null = null,
  ): Promise<"retrying" | "dead"> {
    const now = this.#options.clock();
    const giveUp = permanent || row.attempts >= this.#settings.maxAttempts;
    const wait = Math.min(this.#settings.firstRetryMs * 2 ** (row.attempts - 1), this.#settings.longestRetryMs);
    await this.#options.db
      .updateTable("hl7_outbox")
      .set({
        status: giveUp ? "dead" : "pending",
        next_attempt_at: new Date(now.getTime() + wait),
        lease_until: null,
        ack_code: ackCode,
        last_error: code.slice(0, 200),
      })
      .where("id", "=", row.id)
      .where("lease_until", "=", row.lease_until)
      .execute();
    const details = { outboxId: row.id, event: row.event, attempts: row.attempts, error: code };
    this.#options.log.warn(details, giveUp ? "HL7 message dead" : "HL7 delivery failed; will retry");
    return giveUp ? "dead" : "retrying";
  }

  /** Hands claimed rows back untried: the claim's attempt is taken back and the lease lifted. */
  async #release(rows: ClaimedRow[]): Promise<number> {
    for (const row of rows) {
      await this.#options.db
        .updateTable("hl7_outbox")
        .set((eb) => ({ attempts: eb("attempts", "-", 1), lease_until: null }))
        .where("id", "=", row.id)
        .where("lease_until", "=", row.lease_until)
        .execute();
    }
    return rows.length;
  }
}

function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

function codeOf(error: unknown): string {
  if (error instanceof MllpError) return error.code;
  return error instanceof Error ? error.name : "unknown";
}
