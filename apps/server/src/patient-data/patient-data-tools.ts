import type { Database } from "../database/create-database.ts";
import { decryptPatientRecord, encryptPatientRecord, keyIdOf, type PatientKeyring } from "./patient-encryption.ts";

/** One booking's decrypted patient record, or null when there is no such booking. */
export async function readPatientRecord(db: Database, keyring: PatientKeyring, bookingId: string): Promise<unknown> {
  const row = await db
    .selectFrom("appointments")
    .select("patient_ciphertext")
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  if (!row?.patient_ciphertext) return null;
  return decryptPatientRecord({ keyring, ciphertext: row.patient_ciphertext, bookingId });
}

/**
 * Rewrites every booking not under the current key with it, so a previous key can then be dropped.
 * Answers how many rows were rewritten.
 */
export async function reencryptPatientRecords(db: Database, keyring: PatientKeyring): Promise<number> {
  const current = keyring.current.id.toString("hex");
  const rows = await db
    .selectFrom("appointments")
    .select(["id", "booking_id", "patient_ciphertext"])
    // Cancelled and rescheduled bookings keep their records too (migrations/0009).
    .where("patient_ciphertext", "is not", null)
    .execute();
  let rewritten = 0;
  for (const row of rows) {
    if (!row.booking_id || !row.patient_ciphertext || keyIdOf(row.patient_ciphertext) === current) continue;
    const record = decryptPatientRecord({ keyring, ciphertext: row.patient_ciphertext, bookingId: row.booking_id });
    const ciphertext = encryptPatientRecord({ keyring, record, bookingId: row.booking_id });
    // Only if the row still holds what was read: a concurrent rewrite wins and nothing is lost.
    const result = await db
      .updateTable("appointments")
      .set({ patient_ciphertext: ciphertext })
      .where("id", "=", row.id)
      .where("patient_ciphertext", "=", row.patient_ciphertext)
      .executeTakeFirst();
    rewritten += Number(result.numUpdatedRows);
  }
  return rewritten;
}
