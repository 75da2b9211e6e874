import type { Clock } from "../clock.ts";
import type { MailConfig } from "../config/server-config.ts";
import type { Database } from "../database/create-database.ts";
import { escapeHtml } from "../http/escape-html.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";
import { composeOutboxEmail } from "./outbox-email.ts";
import { composeStaffNotice, isStaffNotice } from "./staff-notice.ts";

const LISTED = 50;

/**
 * The development page of the outbox (no FAD_SMTP_URL, not production): the latest emails as they
 * would be sent, so a developer sees what a patient would receive without an SMTP server.
 */
export async function renderOutboxPage(options: {
  db: Database;
  keyring: PatientKeyring;
  clock: Clock;
  mail: MailConfig;
}): Promise<string> {
  const { db, keyring, clock, mail } = options;
  const rows = await db.selectFrom("email_outbox").selectAll().orderBy("id", "desc").limit(LISTED).execute();
  const items: string[] = [];
  for (const row of rows) {
    let body: string;
    try {
      if (isStaffNotice(row.kind)) {
        // The location's staff's email per booking (decision 195).
        const notice = await composeStaffNotice({ db, publicUrl: mail.publicUrl, row: { ...row, kind: row.kind } });
        if (!notice) throw new Error("no staff address");
        body = `<p><strong>To:</strong> ${escapeHtml(notice.to)}<br><strong>Subject:</strong> ${escapeHtml(notice.subject)}<br><strong>Message-ID:</strong> ${escapeHtml(row.message_id)}</p><pre>${escapeHtml(notice.text)}</pre>`;
        items.push(
          `<li><h2>#${escapeHtml(String(row.id))} ${escapeHtml(row.kind)}: ${escapeHtml(row.status)} (attempts ${row.attempts})</h2>${body}</li>`,
        );
        continue;
      }
      const composed = await composeOutboxEmail({
        db,
        keyring,
        now: clock(),
        publicUrl: mail.publicUrl,
        row: { ...row, kind: row.kind, created_at: new Date(row.created_at) },
      });
      if (!composed) throw new Error("no appointment");
      const { envelope, email } = composed;
      body = [
        `<p><strong>To:</strong> ${escapeHtml(envelope.to)}<br><strong>Subject:</strong> ${escapeHtml(email.subject)}<br><strong>Message-ID:</strong> ${escapeHtml(row.message_id)}</p>`,
        `<pre>${escapeHtml(email.text)}</pre>`,
        `<details><summary>${escapeHtml(email.calendarFile.filename)}</summary><pre>${escapeHtml(email.calendarFile.content)}</pre></details>`,
      ].join("");
    } catch {
      body =
        "<p>This email cannot be shown (written under a key no longer configured, or its appointment is gone).</p>";
    }
    items.push(
      `<li><h2>#${escapeHtml(String(row.id))} ${escapeHtml(row.kind)}: ${escapeHtml(row.status)} (attempts ${row.attempts})</h2>${body}</li>`,
    );
  }
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Email outbox (development)</title></head><body>',
    "<main><h1>Email outbox (development)</h1>",
    "<p>FAD_SMTP_URL is not set: emails stay here. Set it to deliver them (docs/operations.md, Configuration).</p>",
    items.length ? `<ol>${items.join("")}</ol>` : "<p>No emails yet.</p>",
    "</main></body></html>",
  ].join("");
}
