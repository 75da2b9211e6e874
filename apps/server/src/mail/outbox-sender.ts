import { sql } from "kysely";
import type { Clock } from "../clock.ts";
import type { Database } from "../database/create-database.ts";
import type { EmailKind } from "../database/database-schema.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";
import { composeOutboxEmail } from "./outbox-email.ts";
import { composeStaffNotice, isStaffNotice } from "./staff-notice.ts";

/** What the sender hands a message to: nodemailer's transporter, or anything with its sendMail. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    date: Date;
    attachments: { filename: string; content: string; contentType: string }[];
  }): Promise<unknown>;
}

/** Only what is safe to log: no recipient, no subject, no body (docs/decisions.md 81). */
export interface SenderLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface OutboxSettings {
  pollMs: number;
  batchSize: number;
  leaseMs: number;
  firstRetryMs: number;
  longestRetryMs: number;
  maxAttempts: number;
}

export const OUTBOX_DEFAULTS: OutboxSettings = {
  /** How often the sender looks for due rows. */
  pollMs: 2_000,
  /** Rows claimed at once. */
  batchSize: 5,
  /** A claim's life: past it, another sender may take the row (the first one is presumed dead). */
  leaseMs: 2 * 60_000,
  /** Retries wait 30 s, 1 min, 2 min, … doubling, at most an hour apart. */
  firstRetryMs: 30_000,
  longestRetryMs: 60 * 60_000,
  /** Deliveries tried before a row is given up as failed (about six hours of outage). */
  maxAttempts: 12,
};

export interface OutboxSenderOptions {
  db: Database;
  keyring: PatientKeyring;
  clock: Clock;
  transport: MailTransport;
  /** FAD_MAIL_FROM. */
  from: string;
  /** FAD_PUBLIC_URL: the origin the manage link points at. */
  publicUrl: string;
  log: SenderLog;
  settings?: Partial<OutboxSettings>;
}

interface ClaimedRow {
  id: string;
  kind: EmailKind;
  booking_id: string;
  appointment_id: string;
  message_id: string;
  envelope_ciphertext: Uint8Array;
  created_at: Date;
  attempts: number;
  lease_until: Date;
}

export interface RunResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Delivers the email outbox over SMTP (docs/decisions.md 81). Each pass claims due rows with one UPDATE
 * over a `FOR UPDATE SKIP LOCKED` selection that also sets a lease, so two processes never take the
 * same row at once; it sends each, then marks it sent only while its own lease still holds. A crash
 * between the SMTP server's acceptance and that mark leaves the lease to run out and the row is sent
 * again, with the same Message-ID (at least once; mail systems fold the copies). A failure waits with
 * exponential backoff; an SMTP 5xx (a permanent refusal) or the last attempt gives the row up.
 */
export class OutboxSender {
  readonly #options: OutboxSenderOptions;
  readonly #settings: OutboxSettings;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<RunResult> | null = null;
  #stopped = true;

  constructor(options: OutboxSenderOptions) {
    this.#options = options;
    this.#settings = { ...OUTBOX_DEFAULTS, ...options.settings };
  }

  /** Starts passing: the first at once (a backlog left by a restart goes out), then every poll. */
  start(): void {
    this.#stopped = false;
    this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => undefined);
  }

  #schedule(delayMs = this.#settings.pollMs): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#running = this.runOnce().catch((error: unknown) => {
        // The database away (decision 52): the next pass tries again.
        this.#options.log.warn(
          { err: { name: (error as Error)?.name, code: errorCode(error) } },
          "email outbox pass failed",
        );
        return { sent: 0, retrying: 0, failed: 0 };
      });
      // A full batch is followed at once: waiting a poll between batches capped email at batchSize per
      // poll (2.5 a second), under the bookings a rush makes (each with the patient's and the desk's email).
      void this.#running.then(
        (result) => this.#schedule(claimedOf(result) >= this.#settings.batchSize ? 0 : this.#settings.pollMs),
        () => this.#schedule(),
      );
    }, delayMs);
    this.#timer.unref();
  }

  /** One pass: claim the due rows and deliver each. */
  async runOnce(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retrying: 0, failed: 0 };
    const claimed = await this.#claim();
    for (const row of claimed) result[await this.#deliver(row)]++;
    return result;
  }

  async #claim(): Promise<ClaimedRow[]> {
    const now = this.#options.clock();
    const lease = new Date(now.getTime() + this.#settings.leaseMs);
    const { rows } = await sql<ClaimedRow>`
      UPDATE email_outbox SET lease_until = ${lease}, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM email_outbox
        WHERE status = 'pending' AND next_attempt_at <= ${now} AND (lease_until IS NULL OR lease_until <= ${now})
        ORDER BY next_attempt_at, id
        LIMIT ${this.#settings.batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, booking_id, appointment_id, message_id, envelope_ciphertext, created_at, attempts, lease_until
    `.execute(this.#options.db);
    return rows.map((row) => ({
      ...row,
      created_at: new Date(row.created_at),
      lease_until: new Date(row.lease_until),
    }));
  }

  async #deliver(row: ClaimedRow): Promise<keyof RunResult> {
    const { db, log } = this.#options;
    try {
      const message = await this.#compose(row);
      await this.#options.transport.sendMail(message);
    } catch (error) {
      return this.#failed(row, error);
    }
    // Only while the lease is still ours: a row taken over after our lease ran out is the other's.
    await db
      .updateTable("email_outbox")
      .set({ status: "sent", sent_at: this.#options.clock(), lease_until: null, last_error: null })
      .where("id", "=", row.id)
      .where("lease_until", "=", row.lease_until)
      .execute();
    log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, "email sent");
    return "sent";
  }

  async #compose(row: ClaimedRow) {
    const { db, keyring, clock, from, publicUrl } = this.#options;
    if (isStaffNotice(row.kind)) {
      // The location's staff are told (decision 195): no patient data, no calendar file.
      const notice = await composeStaffNotice({ db, publicUrl, row: { ...row, kind: row.kind } });
      if (!notice) throw new PermanentFailure("no-staff-address");
      return { from, ...notice, messageId: row.message_id, date: row.created_at, attachments: [] };
    }
    const composed = await composeOutboxEmail({
      db,
      keyring,
      now: clock(),
      publicUrl,
      row: { ...row, kind: row.kind },
    });
    if (!composed) throw new PermanentFailure("no-appointment");
    const { envelope, email } = composed;
    return {
      from,
      to: envelope.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: row.message_id,
      date: row.created_at,
      attachments: [
        {
          filename: email.calendarFile.filename,
          content: email.calendarFile.content,
          contentType: "text/calendar; charset=utf-8",
        },
      ],
    };
  }

  async #failed(row: ClaimedRow, error: unknown): Promise<keyof RunResult> {
    const now = this.#options.clock();
    const code = errorCode(error);
    const permanent = error instanceof PermanentFailure || isPermanentSmtpRefusal(error);
    const giveUp = permanent || row.attempts >= this.#settings.maxAttempts;
    const wait = Math.min(this.#settings.firstRetryMs * 2 ** (row.attempts - 1), this.#settings.longestRetryMs);
    await this.#options.db
      .updateTable("email_outbox")
      .set({
        status: giveUp ? "failed" : "pending",
        next_attempt_at: new Date(now.getTime() + wait),
        lease_until: null,
        last_error: code,
      })
      .where("id", "=", row.id)
      .where("lease_until", "=", row.lease_until)
      .execute();
    const details = { outboxId: row.id, kind: row.kind, attempts: row.attempts, error: code };
    this.#options.log.warn(details, giveUp ? "email given up" : "email delivery failed; will retry");
    return giveUp ? "failed" : "retrying";
  }
}

class PermanentFailure extends Error {}

/** A 5xx answer to the message or its recipient: sending it again would be refused again. */
function isPermanentSmtpRefusal(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown })?.responseCode;
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

/**
 * What a failure is recorded and logged as: a code, never the error's message (an SMTP refusal's text
 * can quote the recipient's address).
 */
function errorCode(error: unknown): string {
  if (error instanceof PermanentFailure) return error.message;
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [
    typeof code === "string" ? code : null,
    typeof responseCode === "number" ? `smtp-${responseCode}` : null,
  ];
  const text = parts.filter(Boolean).join(" ") || (error instanceof Error ? error.name : "unknown");
  return text.slice(0, 200);
}

/** The rows a pass claimed: each ends sent, retrying or failed. */
function claimedOf(result: RunResult): number {
  return result.sent + result.retrying + result.failed;
}
