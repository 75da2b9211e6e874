import {
  STAFF_AUDIT_PATHS,
  type StaffAuditPage,
  staffAuditResponseSchema,
} from "@fad/contracts/staff/staff-audit-view";
import { call } from "../staff-api.ts";

/** The audit's filters as the form holds them: empty strings are left out of the address. */
export interface AuditFilters {
  from: string;
  to: string;
  who: string;
  action: string;
  bookingId: string;
  locationId: string;
}

export function auditQuery(filters: AuditFilters, after: string | null = null): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value.trim() !== "") query.set(name, value.trim());
  if (after) query.set("after", after);
  return query;
}

export async function loadAuditPage(filters: AuditFilters, after: string | null): Promise<StaffAuditPage> {
  return (await call(staffAuditResponseSchema, `${STAFF_AUDIT_PATHS.list}?${auditQuery(filters, after)}`)).result;
}

export function auditCsvHref(filters: AuditFilters): string {
  const query = auditQuery(filters).toString();
  return query ? `${STAFF_AUDIT_PATHS.csv}?${query}` : STAFF_AUDIT_PATHS.csv;
}
