import { createHmac } from "node:crypto";
import { searchDateOfBirth, searchNameWords, searchPhoneDigits } from "@fad/contracts/staff/booking-search";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { decryptPatientRecord, PatientDataError, type PatientKeyring } from "./patient-encryption.ts";
import type { PatientRecord } from "./patient-record.ts";

/**
 * The searchable side of a booking's encrypted patient record (decision 166): keyed hashes of its
 * normalised name words, phone digits and date of birth, in `booking_search_keys` (migration 0132).
 * The HMAC key is derived from the current patient-data key (configuration, docs/operations.md), so the
 * table alone cannot be tested against guesses (a date of birth or a phone has few values). Each row
 * names the key it was made under; a search hashes with the current key, and `indexBookingsForSearch`
 * (run at the server's start) writes again every booking not yet indexed under it: bookings made before
 * the table existed, and all of them after a key rotation.
 */

export type SearchKeyKind = "name" | "phone" | "dob";

function searchKeyOf(keyring: PatientKeyring): Buffer {
  return createHmac("sha256", keyring.current.key).update("fad staff booking search").digest();
}

/** The hash a normalised value is kept and searched as (128 bits, hex). */
export function searchTermHash(keyring: PatientKeyring, kind: SearchKeyKind, normalised: string): string {
  return createHmac("sha256", searchKeyOf(keyring)).update(`${kind}\u0000${normalised}`).digest("hex").slice(0, 32);
}

export function currentSearchKeyId(keyring: PatientKeyring): string {
  return keyring.current.id.toString("hex");
}

/** The rows one booking's record is searched by. */
export function searchKeysOf(
  keyring: PatientKeyring,
  bookingId: string,
  record: Pick<PatientRecord, "patient">,
): { booking_id: string; kind: SearchKeyKind; term_hash: string; key_id: string }[] {
  const { patient } = record;
  const terms: [SearchKeyKind, string][] = [];
  const names = [patient.firstName, patient.middleName ?? "", patient.lastName].join(" ");
  for (const word of searchNameWords(names)) terms.push(["name", word]);
  const phone = searchPhoneDigits(patient.phoneNumber ?? "");
  if (phone) terms.push(["phone", phone]);
  const born = searchDateOfBirth(patient.dateOfBirth ?? "");
  if (born) terms.push(["dob", born]);
  const keyId = currentSearchKeyId(keyring);
  const seen = new Set<string>();
  return terms.flatMap(([kind, value]) => {
    const term_hash = searchTermHash(keyring, kind, value);
    if (seen.has(`${kind}:${term_hash}`)) return [];
    seen.add(`${kind}:${term_hash}`);
    return [{ booking_id: bookingId, kind, term_hash, key_id: keyId }];
  });
}

/** Writes a booking's search keys (in the booking's own transaction): replaces any it had. */
export async function writeBookingSearchKeys(
  db: Database,
  keyring: PatientKeyring,
  bookingId: string,
  record: Pick<PatientRecord, "patient">,
): Promise<void> {
  const rows = searchKeysOf(keyring, bookingId, record);
  await db.deleteFrom("booking_search_keys").where("booking_id", "=", bookingId).execute();
  if (rows.length > 0)
    await db
      .insertInto("booking_search_keys")
      .values(rows)
      .onConflict((c) => c.doNothing())
      .execute();
}

/**
 * Indexes every booking not yet indexed under the current key; answers how many bookings it wrote. Safe
 * to run in several processes at once (a booking written twice is the same rows).
 *
 * It walks the bookings in ranges of `batchSize` appointment rows by booking id, and each statement looks
 * only within its range. One statement over every booking (as before) read the whole table to find that
 * nothing was left, which at a million bookings outlasted the statement timeout at every start.
 */
export async function indexBookingsForSearch(
  db: Database,
  keyring: PatientKeyring,
  options: { batchSize?: number; stopped?: () => boolean } = {},
): Promise<{ written: number; unreadable: number }> {
  const batchSize = options.batchSize ?? 2000;
  const keyId = currentSearchKeyId(keyring);
  let written = 0;
  let unreadable = 0;
  let after = "";
  for (;;) {
    // Where this range ends: the booking id batchSize appointment rows on, or none (to the end).
    const end = await db
      .selectFrom("appointments")
      .select("booking_id")
      .where("booking_id", "is not", null)
      .where("booking_id", ">", after)
      .orderBy("booking_id")
      .offset(batchSize - 1)
      .limit(1)
      .executeTakeFirst();
    const until = end?.booking_id ?? null;
    // One row per booking id (a rescheduled booking's rows share the id and the record).
    const rows = await db
      .selectFrom("appointments as a")
      .select(["a.booking_id", "a.patient_ciphertext"])
      .distinctOn("a.booking_id")
      .where("a.booking_id", "is not", null)
      .where("a.booking_id", ">", after)
      .$if(until !== null, (query) => query.where("a.booking_id", "<=", until as string))
      .where("a.patient_ciphertext", "is not", null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("booking_search_keys as k")
              .select(sql`1`.as("one"))
              .whereRef("k.booking_id", "=", "a.booking_id")
              .where("k.key_id", "=", keyId),
          ),
        ),
      )
      .orderBy("a.booking_id")
      .execute();
    for (const row of rows) {
      if (options.stopped?.()) return { written, unreadable };
      const bookingId = row.booking_id as string;
      let record: PatientRecord;
      try {
        record = decryptPatientRecord({
          keyring,
          ciphertext: row.patient_ciphertext as Uint8Array,
          bookingId,
        }) as PatientRecord;
      } catch (error) {
        // A record under a key the server no longer has cannot be indexed (nor shown); it is counted.
        if (!(error instanceof PatientDataError)) throw error;
        unreadable += 1;
        continue;
      }
      await db.transaction().execute((trx) => writeBookingSearchKeys(trx, keyring, bookingId, record));
      written += 1;
    }
    if (until === null || options.stopped?.()) return { written, unreadable };
    after = until;
  }
}
