import { sql } from "kysely";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../database/create-database.ts";
import type { FhirContext } from "../fhir-types.ts";

/**
 * One `system_audit` row per resource of patient data a backend client was sent (decision 152): who
 * (the client id), what (the type and booking), how (read, search, include), when, and the request id.
 * Written before the answer leaves: a read the audit could not record is not answered.
 *
 * One statement of one shape whatever the page's size (decision 208): the booking ids go as one array
 * parameter and the database makes the rows (`unnest`), so a page of 50 is 6 parameters to bind and
 * a statement the database parses alike each time, not 300 values built, sent and parsed per poll.
 */
export async function auditSystemRead(
  context: FhirContext,
  clock: Clock,
  read: { interaction: "read" | "search" | "include"; resourceType: "Appointment" | "Patient"; bookingIds: string[] },
): Promise<void> {
  if (read.bookingIds.length === 0) return;
  if (!context.client || !context.requestId) {
    throw new Error("patient data was read without an authenticated backend client");
  }
  await sql`
    INSERT INTO system_audit (occurred_at, client_id, interaction, resource_type, booking_id, request_id)
    SELECT ${clock()}::timestamptz, ${context.client.clientId}, ${read.interaction}, ${read.resourceType},
      booking_id, ${context.requestId}
    FROM unnest(${read.bookingIds}::text[]) WITH ORDINALITY AS sent (booking_id, position)
    ORDER BY position
  `.execute(context.db as Database);
}
