import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database/create-database.ts";
import { seedDemoNetwork } from "../seed/seed-demo-network.ts";
import { createTestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import { readPatientRecord, reencryptPatientRecords } from "./patient-data-tools.ts";
import { createPatientKeyring, encryptPatientRecord, keyIdOf, PatientDataError } from "./patient-encryption.ts";

describe.each(testDatabaseKinds())("patient data tools on %s", (kind) => {
  let handle: DatabaseHandle;
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const record = { patient: { firstName: "Ottoline" } };

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await seedDemoNetwork(handle.db, { physicians: 12, seed: 4 });
    const offered = await handle.db
      .selectFrom("calendar_appointment_types")
      .select(["calendar_id", "appointment_type_code"])
      .orderBy("calendar_id")
      .executeTakeFirstOrThrow();
    const [calendarId, typeCode] = [offered.calendar_id, offered.appointment_type_code];
    const oldKeyring = createPatientKeyring(oldKey);
    await handle.db
      .insertInto("appointments")
      .values(
        ["FAD-0000-0000-0001", "FAD-0000-0000-0002"].map((bookingId, index) => ({
          calendar_id: calendarId,
          appointment_type_code: typeCode,
          slot_id: `slot-${index}`,
          period: sql<string>`tstzrange(${`2026-12-0${index + 1}T15:00:00Z`}::timestamptz, ${`2026-12-0${index + 1}T15:30:00Z`}::timestamptz, '[)')`,
          status: "booked" as const,
          hold_id: `hold-${index}`,
          hold_expires_at: new Date("2026-11-23T14:15:00Z"),
          booking_id: bookingId,
          booked_at: new Date("2026-11-23T14:05:00Z"),
          patient_ciphertext: encryptPatientRecord({
            keyring: index === 0 ? oldKeyring : createPatientKeyring(newKey),
            record,
            bookingId,
          }),
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("reads a booking's record, or null for an unknown booking", async () => {
    const keyring = createPatientKeyring(newKey, [oldKey]);
    expect(await readPatientRecord(handle.db, keyring, "FAD-0000-0000-0001")).toEqual(record);
    expect(await readPatientRecord(handle.db, keyring, "FAD-0000-0000-0002")).toEqual(record);
    expect(await readPatientRecord(handle.db, keyring, "FAD-NONE")).toBeNull();
  });

  it("re-encrypts the rows of a previous key so that key can be dropped", async () => {
    const onlyNew = createPatientKeyring(newKey);
    await expect(readPatientRecord(handle.db, onlyNew, "FAD-0000-0000-0001")).rejects.toThrow(PatientDataError);
    expect(await reencryptPatientRecords(handle.db, createPatientKeyring(newKey, [oldKey]))).toBe(1);
    expect(await readPatientRecord(handle.db, onlyNew, "FAD-0000-0000-0001")).toEqual(record);
    const rows = await handle.db.selectFrom("appointments").select("patient_ciphertext").execute();
    for (const row of rows)
      expect(keyIdOf(row.patient_ciphertext ?? new Uint8Array())).toBe(onlyNew.current.id.toString("hex"));
    expect(await reencryptPatientRecords(handle.db, onlyNew)).toBe(0);
  });
});
