import { shownDesignation } from "@fad/contracts/provider/designations";
import { STAFF_BOOKING_LINK_PARAM, STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import { type RawBuilder, sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import type { StaffEmailKind } from "../database/database-schema.ts";
import { escapeHtml } from "../http/escape-html.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";
import { emailOutboxRow } from "./email-outbox.ts";

/**
 * The email per new, cancelled or moved booking to the location's staff address (issue 33, decision 195).
 * It names no patient: the day, time, doctor, appointment type, location, confirmation number and a link to
 * the booking in the staff console, where the desk signs in to see who (and that view is audited). The
 * address is the location's `staff_email` as it is when the email goes, so its envelope holds none; a
 * location without an address gets no row at all.
 */

/** What a staff notice says happened. */
export const STAFF_NOTICE_KINDS = {
  booked: "staff-booked",
  cancelled: "staff-cancelled",
  rescheduled: "staff-rescheduled",
} as const satisfies Record<string, StaffEmailKind>;

export function isStaffNotice(kind: string): kind is StaffEmailKind {
  return kind.startsWith("staff-");
}

interface StaffNotice {
  kind: StaffEmailKind;
  bookingId: string;
  /** The appointments row the notice describes (after a move, the new time's row). */
  appointmentId: string;
  /** The booking's calendar: its location's staff address decides whether a row is written. */
  calendarId: string;
  keyring: PatientKeyring;
  now: Date;
}

/**
 * The notice's outbox row as an INSERT … SELECT that writes a row only when the calendar's location has a
 * staff address, and, when `onlyIf` is given, only when that holds too (the book's CTE passes "the hold
 * became the booking", so the notice exists exactly when the booking does: decision 191).
 */
export function staffNoticeInsert(notice: StaffNotice, onlyIf: RawBuilder<unknown> = sql`TRUE`): RawBuilder<unknown> {
  const row = emailOutboxRow({
    kind: notice.kind,
    bookingId: notice.bookingId,
    appointmentId: notice.appointmentId,
    // The address is read when the email goes; the envelope keeps no recipient and no token.
    envelope: { to: "", manageToken: "" },
    keyring: notice.keyring,
    now: notice.now,
  });
  return sql`
    INSERT INTO email_outbox
      (kind, booking_id, appointment_id, message_id, envelope_ciphertext, created_at, next_attempt_at)
    SELECT ${row.kind}::text, ${row.booking_id}::text, ${row.appointment_id}::uuid, ${row.message_id}::text,
      ${row.envelope_ciphertext}::bytea, ${row.created_at}::timestamptz, ${row.next_attempt_at}::timestamptz
    FROM calendars c
    JOIN provider_locations pl ON pl.id = c.provider_location_id
    JOIN locations l ON l.id = pl.location_id
    WHERE c.id = ${notice.calendarId}::text AND l.staff_email IS NOT NULL AND ${onlyIf}`;
}

/** Writes the notice in the caller's transaction (cancel and reschedule, manage/change-booking.ts). */
export async function enqueueStaffNotice(trx: Database, notice: StaffNotice): Promise<void> {
  await staffNoticeInsert(notice).execute(trx);
}

export interface StaffNoticeEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The notice as it is sent: the appointment row it names, described now, to the location's staff address.
 * Null when the row is gone or the location has no staff address any more.
 */
export async function composeStaffNotice(options: {
  db: Database;
  publicUrl: string;
  row: { kind: StaffEmailKind; booking_id: string; appointment_id: string };
}): Promise<StaffNoticeEmail | null> {
  const { db, publicUrl, row } = options;
  const place = await db
    .selectFrom("appointments as a")
    .innerJoin("calendars as c", "c.id", "a.calendar_id")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .innerJoin("locations as l", "l.id", "pl.location_id")
    .innerJoin("physicians as p", "p.npi", "pl.physician_npi")
    .innerJoin("appointment_types as t", "t.code", "a.appointment_type_code")
    .select([
      sql<Date>`lower(a.period)`.as("start"),
      "l.name as location_name",
      "l.time_zone",
      "l.staff_email",
      "p.first_name",
      "p.last_name",
      "p.designation",
      "t.friendly_name2",
    ])
    .where("a.id", "=", row.appointment_id)
    .executeTakeFirst();
  if (!place?.staff_email) return null;
  const start = new Date(place.start);
  const when = new Intl.DateTimeFormat("en-US", {
    timeZone: place.time_zone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(start);
  const designation = shownDesignation(place.designation ?? "");
  const doctor = `Dr. ${place.first_name} ${place.last_name}${designation ? `, ${designation}` : ""}`;
  const link = `${publicUrl}${STAFF_PATHS.page}?${new URLSearchParams({ [STAFF_BOOKING_LINK_PARAM]: row.booking_id })}`;
  const headline = HEADLINES[row.kind];
  const facts: [string, string][] = [
    ["When", when],
    ["Doctor", doctor],
    ["Appointment type", place.friendly_name2],
    ["Location", place.location_name],
    ["Confirmation number", row.booking_id],
  ];
  const note = "Sign in to the staff console to see who the patient is; this email names no patient.";
  const text = [
    `${headline}.`,
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open the booking: ${link}`,
    note,
    "",
  ].join("\n");
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(headline)}</title></head><body>`,
    `<h1>${escapeHtml(headline)}</h1><dl>`,
    ...facts.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`),
    `</dl><p><a href="${escapeHtml(link)}">Open the booking in the staff console</a></p>`,
    `<p>${escapeHtml(note)}</p></body></html>`,
  ].join("");
  return {
    to: place.staff_email,
    // The confirmation number is in the body, not the subject: a patient's emails are found by theirs.
    subject: `${headline}: ${when} with ${doctor}`,
    text,
    html,
  };
}

const HEADLINES: Record<StaffEmailKind, string> = {
  "staff-booked": "New booking",
  "staff-cancelled": "Booking cancelled",
  "staff-rescheduled": "Booking moved to a new time",
};
