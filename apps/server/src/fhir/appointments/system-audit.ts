import type { Clock } from "../../clock.ts";
import type { Database } from "../../database/create-database.ts";
import type { FhirContext } from "../fhir-types.ts";

/**
 * One `system_audit` row per resource of patient data a backend client was sent (decision 152): who
 * (the client id), what (the type and booking), how (read, search, include), when, and the request id.
 * Written before the answer leaves: a read the audit could not record is not answered.
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
  const occurredAt = clock();
  const { clientId } = context.client;
  const requestId = context.requestId;
  await (context.db as Database)
    .insertInto("system_audit")
    .values(
      read.bookingIds.map((bookingId) => ({
        occurred_at: occurredAt,
        client_id: clientId,
        interaction: read.interaction,
        resource_type: read.resourceType,
        booking_id: bookingId,
        request_id: requestId,
      })),
    )
    .execute();
}
