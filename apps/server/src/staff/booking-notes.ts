import type { Database } from "../database/create-database.ts";
import { encryptPatientRecord, type PatientKeyring } from "../patient-data/patient-encryption.ts";
import type { StaffActor } from "./staff-audit.ts";

/**
 * The front desk's internal note and "entered in the EHR" on a booking (decision 167), one row per
 * booking id in `booking_staff_notes` (migration 0133). The note is encrypted with the patient-data key,
 * bound to the booking (it may hold health information); an empty note removes it. The caller has found
 * the booking at the person's locations first, and writes the audit row in the same transaction.
 */
export async function saveNote(
  db: Database,
  options: {
    bookingId: string;
    note: string;
    actor: StaffActor;
    now: Date;
    keyring: PatientKeyring;
    alsoInTransaction: (trx: Database) => Promise<void>;
  },
): Promise<void> {
  const { bookingId, note, actor, now, keyring } = options;
  const values =
    note === ""
      ? { note_ciphertext: null, note_at: null, note_by: null, note_by_name: null }
      : {
          note_ciphertext: encryptPatientRecord({ keyring, record: { note }, bookingId }),
          note_at: now,
          note_by: actor.subject.slice(0, 200),
          note_by_name: actor.name.slice(0, 200),
        };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("booking_staff_notes")
      .values({ booking_id: bookingId, ...values })
      .onConflict((conflict) => conflict.column("booking_id").doUpdateSet(values))
      .execute();
    await options.alsoInTransaction(trx);
  });
}

/** Marks the booking entered in the EHR, or takes the mark back. */
export async function saveEhrEntered(
  db: Database,
  options: {
    bookingId: string;
    entered: boolean;
    actor: StaffActor;
    now: Date;
    alsoInTransaction: (trx: Database) => Promise<void>;
  },
): Promise<void> {
  const { bookingId, entered, actor, now } = options;
  const values = entered
    ? {
        ehr_entered_at: now,
        ehr_entered_by: actor.subject.slice(0, 200),
        ehr_entered_by_name: actor.name.slice(0, 200),
      }
    : { ehr_entered_at: null, ehr_entered_by: null, ehr_entered_by_name: null };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("booking_staff_notes")
      .values({ booking_id: bookingId, ...values })
      .onConflict((conflict) => conflict.column("booking_id").doUpdateSet(values))
      .execute();
    await options.alsoInTransaction(trx);
  });
}
