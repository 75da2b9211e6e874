import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { staffDaySchema } from "./staff-console.ts";

/**
 * The auditor's view of the audit (issue 33, decision 201): the staff audit and the backend systems'
 * reads of patient data in one list, newest first, filtered and paged by keyset, and the same as CSV.
 * Only the auditor role; each reading of the audit is itself a staff audit row.
 */
export const STAFF_AUDIT_PATHS = {
  list: "/fadmaa/staff/audit",
  csv: "/fadmaa/staff/audit.csv",
} as const;

/** Rows on one page unless the query asks for fewer or more (at most STAFF_AUDIT_PAGE_MAX). */
export const STAFF_AUDIT_PAGE_DEFAULT = 50;
export const STAFF_AUDIT_PAGE_MAX = 200;
/** At most this many rows go into one CSV file (the newest); narrow the filters for more. */
export const STAFF_AUDIT_CSV_MAX = 10_000;

/** The staff audit's actions (apps/server/src/staff/staff-audit.ts writes them). */
export const STAFF_AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-refused",
  "sign-out",
  "view-day",
  // The week view, of the location or of one doctor there (decision 196).
  "view-week",
  "export-day",
  "view-booking",
  "cancel",
  // The move to another open time (its reason encrypted in the detail), and a refused look at its open
  // times (decision 197).
  "reschedule",
  "view-open-times",
  "mark-arrival",
  // The search (decision 166): the search itself, and each booking it answered (a view of patient data).
  "search",
  "view-search-result",
  // The internal note (its text encrypted in the row's detail) and "entered in the EHR" (decision 167).
  "set-note",
  "mark-ehr-entered",
  // The list of new and changed bookings (decision 168).
  "view-changes",
  // The scheduling administrator's (decision 164); a block's bookings listed are views of patient data.
  "view-schedule",
  "add-block",
  "remove-block",
  "view-blocked-booking",
  "set-hours",
  "set-types",
  "set-new-patients",
  // A held message to the EHR put back in the outbox (decision 181).
  "send-ehr-message-again",
  // The auditor's reading of the audit and its CSV (decision 201).
  "view-audit",
  "export-audit",
] as const;

/** A system read's action as the list names it: `fhir-read`, `fhir-search`, `fhir-include`. */
export const SYSTEM_AUDIT_ACTIONS = ["fhir-read", "fhir-search", "fhir-include"] as const;

/** Where a row comes from: a signed-in staff member, or a SMART backend system (its client id). */
export const auditSourceSchema = z.enum(["staff", "system"]);
export type AuditSource = z.infer<typeof auditSourceSchema>;

/** The page after a row: opaque to the console, `<occurred at, UTC to the microsecond>~<source>~<id>`. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~(staff|system)~\d{1,19}$/;

export const staffAuditQuerySchema = z
  .object({
    /** The period's first and last day, UTC (both included). */
    from: staffDaySchema.optional(),
    to: staffDaySchema.optional(),
    /** A staff member's subject (exactly), part of a staff name, or a system's client id (exactly). */
    who: z.string().trim().min(1).max(200).optional(),
    action: z
      .enum([...STAFF_AUDIT_ACTIONS, ...SYSTEM_AUDIT_ACTIONS], {
        error: "must be an action of the audit, such as view-booking or fhir-read",
      })
      .optional(),
    /** A booking's confirmation number. */
    bookingId: z.string().trim().min(1).max(40).optional(),
    locationId: z.string().trim().min(1).max(40).optional(),
    limit: z.coerce
      .number()
      .int("must be a whole number")
      .min(1)
      .max(STAFF_AUDIT_PAGE_MAX)
      .default(STAFF_AUDIT_PAGE_DEFAULT),
    after: z
      .string()
      .regex(CURSOR, "must be the next-page value of a previous answer")
      .refine((after) => {
        const milliseconds = `${after.slice(0, 23)}Z`;
        const date = new Date(milliseconds);
        return !Number.isNaN(date.getTime()) && date.toISOString() === milliseconds;
      }, "must be the next-page value of a previous answer")
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "the period's first day must not be after its last",
    path: ["to"],
  });
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;

export const staffAuditRowSchema = z.object({
  /** `staff-<id>` or `system-<id>`: unique in the list. */
  key: z.string(),
  source: auditSourceSchema,
  /** ISO, UTC. */
  occurredAt: z.string(),
  /** The staff member's name and subject, or the system's client id (twice). */
  who: z.string(),
  subject: z.string(),
  action: z.string(),
  outcome: z.string(),
  bookingId: z.string().nullable(),
  locationId: z.string().nullable(),
  day: z.string().nullable(),
  /** Keyed hash of the client address (staff rows); null for system rows (not recorded). */
  clientRef: z.string().nullable(),
  requestId: z.string(),
  /** Whether the row carries encrypted free text (a reason, a note): never shown here (decision 201). */
  noteRecorded: z.boolean(),
});
export type StaffAuditRow = z.infer<typeof staffAuditRowSchema>;

export const staffAuditPageSchema = z.object({
  rows: z.array(staffAuditRowSchema),
  /** The `after` of the next page, or null when this is the last. */
  next: z.string().nullable(),
});
export type StaffAuditPage = z.infer<typeof staffAuditPageSchema>;
export const staffAuditResponseSchema = envelopeSchema(staffAuditPageSchema);

/** The console's words of the audit view (English, like the rest of the console). */
export const STAFF_AUDIT_TEXTS = {
  heading: "Audit",
  filters: "Filter the audit",
  from: "From (day, UTC)",
  to: "To (day, UTC)",
  who: "Who (staff name or subject, or system client id)",
  action: "Action",
  bookingId: "Confirmation number",
  locationId: "Location",
  anyLocation: "Any of mine, and network-wide",
  anyAction: "Any action",
  apply: "Show",
  caption: "Audit rows, newest first",
  columns: {
    time: "Time (UTC)",
    who: "Who",
    source: "Role or system",
    action: "Action",
    outcome: "Outcome",
    booking: "Booking",
    location: "Location",
    from: "From where",
    request: "Request id",
  },
  staffSource: "Staff",
  systemSource: "System (SMART backend)",
  noteRecorded: "note recorded (encrypted)",
  none: "No audit rows match.",
  more: "Show more",
  csv: "Download CSV",
  loading: "Loading…",
} as const;

export const STAFF_AUDIT_MESSAGES = {
  locationNotFound: "No such location among the ones you audit.",
} as const;

export const STAFF_AUDIT_CSV_HEADER = [
  "Time (UTC)",
  "Source",
  "Who",
  "Subject or client id",
  "Action",
  "Outcome",
  "Confirmation number",
  "Location",
  "Day",
  "From where (client ref)",
  "Request id",
  "Note",
] as const;
