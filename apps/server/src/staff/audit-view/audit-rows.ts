import type { StaffAuditQuery, StaffAuditRow } from "@fad/contracts/staff/staff-audit-view";
import { type RawBuilder, sql } from "kysely";
import type { Database } from "../../database/create-database.ts";

/**
 * The audit as the auditor reads it (decision 201): staff_audit and system_audit in one list, newest
 * first, by the keyset (occurred_at, source, id), so a page starts right after the last row of the one
 * before whatever is written meanwhile (nothing repeated, nothing skipped). A row's location is its own
 * (staff rows with a location) or its booking's (the booking's latest appointment row); a row with
 * neither is network-wide (sign-ins, sign-outs, refusals of an unknown booking) and every auditor sees it.
 * Rows of a location are shown only to auditors of that location. The encrypted free text is never
 * decrypted here: the list says only whether there is one.
 */

interface AuditRowRecord {
  source: "staff" | "system";
  id: string;
  at: string;
  who: string;
  subject: string;
  action: string;
  outcome: string;
  booking_id: string | null;
  location_id: string | null;
  day: string | null;
  client_ref: string | null;
  request_id: string;
  note_recorded: boolean;
}

/** The UTC instant a day starts: 2026-11-24 → 2026-11-24T00:00:00Z. */
function dayStart(day: string, plusDays = 0): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString();
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const BOOKING_LOCATION = (bookingColumn: RawBuilder<unknown>) => sql`(
  SELECT pl.location_id FROM appointments a
  JOIN calendars c ON c.id = a.calendar_id
  JOIN provider_locations pl ON pl.id = c.provider_location_id
  WHERE a.booking_id = ${bookingColumn}
  ORDER BY a.id DESC LIMIT 1
)`;

export interface AuditRowsFilter {
  query: Omit<StaffAuditQuery, "limit">;
  /** The auditor's locations (the claims); rows of other locations are never read. */
  locations: readonly string[];
  limit: number;
}

export async function findAuditRows(
  db: Database,
  filter: AuditRowsFilter,
): Promise<{ rows: StaffAuditRow[]; next: string | null }> {
  const { query, locations, limit } = filter;
  const conditions: RawBuilder<unknown>[] = [];
  const visible =
    locations.length === 0
      ? sql`r.location_id IS NULL`
      : sql`(r.location_id IS NULL OR r.location_id IN (${sql.join([...locations])}))`;
  conditions.push(visible);
  if (query.from) conditions.push(sql`r.occurred_at >= ${dayStart(query.from)}::timestamptz`);
  if (query.to) conditions.push(sql`r.occurred_at < ${dayStart(query.to, 1)}::timestamptz`);
  if (query.who) {
    conditions.push(
      sql`(r.subject = ${query.who} OR (r.source = 'staff' AND r.who ILIKE ${likeContaining(query.who)}))`,
    );
  }
  if (query.action) conditions.push(sql`r.action = ${query.action}`);
  if (query.bookingId) conditions.push(sql`r.booking_id = ${query.bookingId}`);
  if (query.locationId) conditions.push(sql`r.location_id = ${query.locationId}`);
  if (query.after) {
    const [at, source, id] = query.after.split("~");
    conditions.push(sql`(r.occurred_at, r.source, r.id) < (${at}::timestamptz, ${source}, ${id}::bigint)`);
  }
  const result = await sql<AuditRowRecord>`
    WITH r AS (
      SELECT 'staff' AS source, sa.id, sa.occurred_at, sa.staff_name AS who, sa.subject, sa.action, sa.outcome,
        sa.booking_id, coalesce(sa.location_id, ${BOOKING_LOCATION(sql`sa.booking_id`)}) AS location_id, sa.day,
        sa.client_ref, sa.request_id, sa.detail_ciphertext IS NOT NULL AS note_recorded
      FROM staff_audit sa
      UNION ALL
      SELECT 'system' AS source, sy.id, sy.occurred_at, sy.client_id AS who, sy.client_id AS subject,
        'fhir-' || sy.interaction AS action, sy.resource_type AS outcome, sy.booking_id,
        ${BOOKING_LOCATION(sql`sy.booking_id`)} AS location_id, NULL AS day, NULL AS client_ref, sy.request_id,
        false AS note_recorded
      FROM system_audit sy
    )
    SELECT r.source, r.id::text AS id,
      to_char(r.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
      r.who, r.subject, r.action, r.outcome, r.booking_id, r.location_id, r.day, r.client_ref, r.request_id,
      r.note_recorded
    FROM r
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY r.occurred_at DESC, r.source DESC, r.id DESC
    LIMIT ${limit + 1}
  `.execute(db);
  const records = result.rows.slice(0, limit);
  const rows = records.map(
    (record): StaffAuditRow => ({
      key: `${record.source}-${record.id}`,
      source: record.source,
      occurredAt: record.at,
      who: record.who,
      subject: record.subject,
      action: record.action,
      outcome: record.outcome,
      bookingId: record.booking_id,
      locationId: record.location_id,
      day: record.day,
      clientRef: record.client_ref,
      requestId: record.request_id,
      noteRecorded: record.note_recorded,
    }),
  );
  const last = records[records.length - 1];
  const next = result.rows.length > limit && last ? `${last.at}~${last.source}~${last.id}` : null;
  return { rows, next };
}
