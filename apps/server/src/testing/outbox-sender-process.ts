import nodemailer from "nodemailer";
import { createDatabase } from "../database/create-database.ts";
import { smtpOptionsOf } from "../mail/email-outbox-plugin.ts";
import { OutboxSender } from "../mail/outbox-sender.ts";
import { createPatientKeyring } from "../patient-data/patient-encryption.ts";
import { runSenderUntilStopped, writeLogLine } from "./sender-process.ts";

/**
 * Test helper, not used by the server: the outbox sender alone in a process of its own, as each server
 * process runs it (email-outbox-plugin.ts), with nodemailer on FAD_SMTP_URL and the database at
 * DATABASE_URL. ../mail/outbox-sender-process.test.ts kills it mid-delivery and starts it again. Started with
 * `--import @fad/test-clock/register`, so FAD_TEST_NOW sets its clock.
 */
const { DATABASE_URL, FAD_SMTP_URL, FAD_PATIENT_DATA_KEY } = process.env;
if (!DATABASE_URL || !FAD_SMTP_URL || !FAD_PATIENT_DATA_KEY)
  throw new Error("DATABASE_URL, FAD_SMTP_URL and FAD_PATIENT_DATA_KEY are needed");

const database = createDatabase({ kind: "postgres", url: DATABASE_URL, poolSize: 2 });
const write = writeLogLine;
const sender = new OutboxSender({
  db: database.db,
  keyring: createPatientKeyring(Buffer.from(FAD_PATIENT_DATA_KEY, "base64")),
  clock: () => new Date(),
  transport: nodemailer.createTransport(smtpOptionsOf(FAD_SMTP_URL)),
  from: "Find a Doctor <appointments@example.org>",
  publicUrl: "https://find.example.org",
  log: { info: write, warn: write },
  settings: { pollMs: 100 },
});
runSenderUntilStopped(sender, database);
