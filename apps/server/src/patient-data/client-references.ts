import { createHash, createHmac } from "node:crypto";
import type { PatientKeyring } from "./patient-encryption.ts";

/**
 * The references that stand for a visitor in the audit, the rate limits and the logs (docs/decisions.md
 * 48): never the holder token or the client address itself.
 */

/**
 * The holder token is 256 random bits, so its plain SHA-256 cannot be turned back; the same visitor's
 * holds and books share one reference.
 */
export function holderReference(token: string | null): string | null {
  return token === null ? null : createHash("sha256").update(token).digest("hex");
}

/**
 * An address has too few possible values for a plain hash to hide it (every IPv4 address can be
 * hashed in minutes), so it is an HMAC under a key derived from the patient-data key: rows from one
 * address match each other, and only someone holding the key can test a guess. A key rotation starts
 * new references (docs/operations.md).
 */
export function clientReference(keyring: PatientKeyring, address: string): string {
  const key = createHmac("sha256", keyring.current.key).update("fad booking audit client address").digest();
  return createHmac("sha256", key).update(address).digest("hex").slice(0, 32);
}
