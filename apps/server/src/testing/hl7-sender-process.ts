import { createDatabase } from "../database/create-database.ts";
import { Hl7Sender } from "../hl7/hl7-sender.ts";
import { mllpTargetOf } from "../hl7/mllp-connection.ts";
import { createPatientKeyring } from "../patient-data/patient-encryption.ts";
import { runSenderUntilStopped, writeLogLine } from "./sender-process.ts";

/**
 * Test helper, not used by the server: the HL7 sender alone in a process of its own, as each server
 * process runs it (hl7-outbox-plugin.ts), delivering to FAD_HL7_MLLP_URL from the database at
 * DATABASE_URL. ../hl7/hl7-sender-process.test.ts kills it while the engine holds a message unacknowledged
 * and starts it again. Started with `--import @fad/test-clock/register`, so FAD_TEST_NOW sets its clock.
 */
const { DATABASE_URL, FAD_HL7_MLLP_URL, FAD_PATIENT_DATA_KEY } = process.env;
if (!DATABASE_URL || !FAD_HL7_MLLP_URL || !FAD_PATIENT_DATA_KEY)
  throw new Error("DATABASE_URL, FAD_HL7_MLLP_URL and FAD_PATIENT_DATA_KEY are needed");

const database = createDatabase({ kind: "postgres", url: DATABASE_URL, poolSize: 2 });
const write = writeLogLine;
const sender = new Hl7Sender({
  db: database.db,
  keyring: createPatientKeyring(Buffer.from(FAD_PATIENT_DATA_KEY, "base64")),
  clock: () => new Date(),
  target: mllpTargetOf(FAD_HL7_MLLP_URL),
  addressing: { sendingFacility: "", receivingApplication: "", receivingFacility: "" },
  log: { info: write, warn: write },
  settings: { pollMs: 100 },
});
runSenderUntilStopped(sender, database);
