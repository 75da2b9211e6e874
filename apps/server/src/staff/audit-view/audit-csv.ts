import { STAFF_AUDIT_CSV_HEADER, STAFF_AUDIT_TEXTS, type StaffAuditRow } from "@fad/contracts/staff/staff-audit-view";
import { csvCell } from "../day-csv.ts";

/** The filtered audit as CSV (RFC 4180, CRLF; every cell through csvCell, so `=cmd` stays text). */
export function auditRowsCsv(rows: readonly StaffAuditRow[]): string {
  const lines = [
    [...STAFF_AUDIT_CSV_HEADER],
    ...rows.map((row) => [
      row.occurredAt,
      row.source === "staff" ? STAFF_AUDIT_TEXTS.staffSource : STAFF_AUDIT_TEXTS.systemSource,
      row.who,
      row.subject,
      row.action,
      row.outcome,
      row.bookingId ?? "",
      row.locationId ?? "",
      row.day ?? "",
      row.clientRef ?? "",
      row.requestId,
      row.noteRecorded ? STAFF_AUDIT_TEXTS.noteRecorded : "",
    ]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
