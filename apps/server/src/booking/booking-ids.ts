import { randomBytes } from "node:crypto";

/** Crockford's base32: no I, L, O or U, so a booking id read over the phone is not misheard. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A booking id like "FAD-7K2M-9QXD-R4TB": 60 random bits, so a collision among millions of bookings
 * is about one in a million (the UNIQUE constraint would refuse it rather than mix two bookings).
 */
export function newBookingId(): string {
  const bytes = randomBytes(12);
  const characters = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join("");
  return `FAD-${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}`;
}
