import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createPatientKeyring,
  decryptPatientRecord,
  encryptPatientRecord,
  keyIdOf,
  PatientDataError,
  patientKeyId,
} from "./patient-encryption.ts";

const record = { patient: { firstName: "Zebulon", lastName: "Quincannon" }, caseID: "CASE-1" };

describe("patient record encryption (AES-256-GCM)", () => {
  const keyring = createPatientKeyring(randomBytes(32));

  it("round-trips a record, with a fresh IV per row and no plain text in the stored bytes", () => {
    const first = encryptPatientRecord({ keyring, record, bookingId: "B1" });
    const second = encryptPatientRecord({ keyring, record, bookingId: "B1" });
    expect(first.equals(second)).toBe(false);
    expect(first.subarray(5, 17).equals(second.subarray(5, 17))).toBe(false);
    expect(first.toString("latin1")).not.toContain("Zebulon");
    expect(first[0]).toBe(1);
    expect(keyIdOf(first)).toBe(patientKeyId(keyring.current.key).toString("hex"));
    expect(decryptPatientRecord({ keyring, ciphertext: first, bookingId: "B1" })).toEqual(record);
  });

  it("refuses a record moved to another booking, a flipped bit, an unknown key or garbage", () => {
    const stored = encryptPatientRecord({ keyring, record, bookingId: "B1" });
    expect(() => decryptPatientRecord({ keyring, ciphertext: stored, bookingId: "B2" })).toThrow(PatientDataError);
    const flipped = Buffer.from(stored);
    flipped[flipped.length - 1] = (flipped[flipped.length - 1] ?? 0) ^ 1;
    expect(() => decryptPatientRecord({ keyring, ciphertext: flipped, bookingId: "B1" })).toThrow(PatientDataError);
    const other = createPatientKeyring(randomBytes(32));
    expect(() => decryptPatientRecord({ keyring: other, ciphertext: stored, bookingId: "B1" })).toThrow(
      /not configured/,
    );
    expect(() => decryptPatientRecord({ keyring, ciphertext: Buffer.from("hello"), bookingId: "B1" })).toThrow(
      PatientDataError,
    );
  });

  it("rotates: rows of a previous key stay readable, new rows use the current key", () => {
    const oldKey = randomBytes(32);
    const before = encryptPatientRecord({ keyring: createPatientKeyring(oldKey), record, bookingId: "B9" });
    const rotated = createPatientKeyring(randomBytes(32), [oldKey]);
    expect(decryptPatientRecord({ keyring: rotated, ciphertext: before, bookingId: "B9" })).toEqual(record);
    const after = encryptPatientRecord({ keyring: rotated, record, bookingId: "B9" });
    expect(keyIdOf(after)).not.toBe(keyIdOf(before));
  });
});
