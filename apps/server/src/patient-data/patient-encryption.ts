import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/**
 * Patient data at rest (DESIGN.md): AES-256-GCM, a random 96-bit IV per row, the 128-bit tag, and a
 * header naming the format and the key so keys can rotate: rows written under an earlier key stay
 * readable while that key is configured as a previous key.
 *
 *   byte 0      format version (1)
 *   bytes 1-4   key id: the first 4 bytes of HMAC-SHA256(key, "fad patient key id")
 *   bytes 5-16  IV
 *   bytes 17-32 tag
 *   bytes 33-   ciphertext of the record as JSON
 *
 * The header and the booking id are authenticated data: a ciphertext copied onto another booking, or
 * a header edited to point at another key, fails to decrypt.
 */
const FORMAT_VERSION = 1;
const KEY_ID_BYTES = 4;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + KEY_ID_BYTES;

export interface PatientKey {
  id: Buffer;
  key: Buffer;
}

/** The key new rows are written with, and every key rows may have been written with. */
export interface PatientKeyring {
  current: PatientKey;
  readable: PatientKey[];
}

export class PatientDataError extends Error {}

export function patientKeyId(key: Buffer): Buffer {
  return createHmac("sha256", key).update("fad patient key id").digest().subarray(0, KEY_ID_BYTES);
}

export function createPatientKeyring(current: Buffer, previous: Buffer[] = []): PatientKeyring {
  for (const key of [current, ...previous]) {
    if (key.length !== 32) throw new PatientDataError("a patient-data key must be 32 bytes");
  }
  const toKey = (key: Buffer): PatientKey => ({ id: patientKeyId(key), key });
  return { current: toKey(current), readable: [current, ...previous].map(toKey) };
}

export function encryptPatientRecord(options: { keyring: PatientKeyring; record: unknown; bookingId: string }): Buffer {
  const { id, key } = options.keyring.current;
  const header = Buffer.concat([Buffer.from([FORMAT_VERSION]), id]);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(header, options.bookingId));
  const body = Buffer.concat([cipher.update(JSON.stringify(options.record), "utf8"), cipher.final()]);
  return Buffer.concat([header, iv, cipher.getAuthTag(), body]);
}

/** For tests and operators: the record a booking was stored with. Throws PatientDataError when it cannot be read. */
export function decryptPatientRecord(options: {
  keyring: PatientKeyring;
  ciphertext: Uint8Array;
  bookingId: string;
}): unknown {
  const data = Buffer.from(options.ciphertext);
  if (data.length < HEADER_BYTES + IV_BYTES + TAG_BYTES || data[0] !== FORMAT_VERSION) {
    throw new PatientDataError("not a patient record of a known format");
  }
  const header = data.subarray(0, HEADER_BYTES);
  const keyId = header.subarray(1);
  const match = options.keyring.readable.find((candidate) => candidate.id.equals(keyId));
  if (!match) throw new PatientDataError(`written with key ${keyId.toString("hex")}, which is not configured`);
  const iv = data.subarray(HEADER_BYTES, HEADER_BYTES + IV_BYTES);
  const tag = data.subarray(HEADER_BYTES + IV_BYTES, HEADER_BYTES + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", match.key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(additionalData(header, options.bookingId));
  decipher.setAuthTag(tag);
  try {
    const text = Buffer.concat([decipher.update(data.subarray(HEADER_BYTES + IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(text.toString("utf8"));
  } catch {
    throw new PatientDataError("the patient record failed authentication (wrong booking, key or a damaged row)");
  }
}

/** The key id a stored record names, as hex (operators: which key a row needs). */
export function keyIdOf(ciphertext: Uint8Array): string {
  return Buffer.from(ciphertext.subarray(1, HEADER_BYTES)).toString("hex");
}

function additionalData(header: Buffer, bookingId: string): Buffer {
  return Buffer.concat([header, Buffer.from(bookingId, "utf8")]);
}
