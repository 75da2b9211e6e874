import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import type { FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import type { Clock } from "../clock.ts";
import type { MailConfig } from "../config/server-config.ts";
import type { Database } from "../database/create-database.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";
import { renderOutboxPage } from "./dev-outbox-page.ts";
import { type MailTransport, OutboxSender, type OutboxSettings } from "./outbox-sender.ts";

export const DEV_OUTBOX_PATH = `${API_BASE_PATH}/dev/outbox`;

export interface EmailOutboxOptions {
  db: Database;
  keyring: PatientKeyring;
  clock: Clock;
  mail: MailConfig;
  /** Tests hand their own transport (a real SMTP server in the test); else nodemailer on FAD_SMTP_URL. */
  transport?: MailTransport;
  settings?: Partial<OutboxSettings>;
}

/**
 * The email outbox's sender, started with the server and stopped before it closes (docs/decisions.md
 * 81); without FAD_SMTP_URL no sender runs, emails stay in the outbox, and outside production a
 * development page lists them.
 */
export async function emailOutbox(app: FastifyInstance, options: EmailOutboxOptions): Promise<void> {
  const { db, keyring, clock, mail } = options;
  const transport =
    options.transport ?? (mail.smtpUrl ? nodemailer.createTransport(smtpOptionsOf(mail.smtpUrl)) : null);
  if (transport) {
    const log = app.log.child({ component: "email-outbox" });
    const sender = new OutboxSender({
      db,
      keyring,
      clock,
      transport,
      from: mail.from,
      publicUrl: mail.publicUrl,
      log,
      ...(options.settings ? { settings: options.settings } : {}),
    });
    app.addHook("onReady", async () => sender.start());
    app.addHook("onClose", async () => sender.stop());
  }
  if (!transport && mail.devOutboxPage) {
    app.get(DEV_OUTBOX_PATH, async (request, reply) => {
      // A development page, and still only for this machine: it shows patients' emails in full.
      if (!isLoopback(request.ip)) return reply.code(404).send();
      const html = await renderOutboxPage({ db, keyring, clock, mail });
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
    });
  }
}

/** nodemailer's SMTP options from FAD_SMTP_URL, with timeouts so a stalled server fails the attempt. */
export function smtpOptionsOf(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
    logger: false,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  };
}

function isLoopback(address: string): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}
