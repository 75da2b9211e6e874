import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";

/**
 * The manage token of a booking (docs/decisions.md 80): HMAC-SHA256 of the booking id under a key
 * derived from the patient-data key, 256 bits in base64url. Derived rather than drawn at random so a
 * repeated book call (the same request sent twice) answers the same token without the token being
 * stored anywhere: the row keeps only its SHA-256, which opens nothing.
 */
function tokenKey(key: Buffer): Buffer {
  return createHmac("sha256", key).update("fad booking manage token").digest();
}

export function manageTokenOf(key: Buffer, bookingId: string): string {
  return createHmac("sha256", tokenKey(key)).update(bookingId).digest("base64url");
}

/** What the appointments row keeps: the token's SHA-256 in hex. */
export function manageTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The token a booking was given, for a repeat of its book call: written under the current key, or under
 * a key since rotated out of first place (any readable key whose token matches the stored hash).
 */
export function issuedManageToken(keyring: PatientKeyring, bookingId: string, storedHash: string | null): string {
  for (const { key } of keyring.readable) {
    const token = manageTokenOf(key, bookingId);
    if (storedHash === null || manageTokenHash(token) === storedHash) return token;
  }
  return manageTokenOf(keyring.current.key, bookingId);
}

/**
 * Whether a presented token opens a row with this stored hash. Compared in constant time, and the hash
 * is computed even when there is no row, so a wrong token and an unknown booking take the same path.
 */
export function tokenOpens(token: string, storedHash: string | null): boolean {
  const presented = Buffer.from(manageTokenHash(token), "hex");
  const stored = Buffer.from(storedHash ?? "", "hex");
  if (stored.length !== presented.length) {
    timingSafeEqual(presented, presented);
    return false;
  }
  return timingSafeEqual(presented, stored);
}
