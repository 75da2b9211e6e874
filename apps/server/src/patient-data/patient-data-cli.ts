import { ConfigurationError, loadServerConfig } from "../config/server-config.ts";
import { createDatabase, withoutTimeouts } from "../database/create-database.ts";
import { loadPatientKeyring } from "./load-patient-keyring.ts";
import { readPatientRecord, reencryptPatientRecords } from "./patient-data-tools.ts";

/**
 * Operators' tool for patient data at rest (docs/operations.md), with the server's own settings:
 *   show <bookingId>   print one booking's decrypted patient record as JSON
 *   reencrypt          rewrite every booking not under the current key with it
 * On the embedded database, stop the server first: one process owns its folder.
 */
async function main(args: string[]): Promise<number> {
  const [command, bookingId, extra] = args;
  if (!((command === "show" && bookingId && !extra) || (command === "reencrypt" && !bookingId))) {
    console.error("usage: patient-data-cli.ts show <bookingId> | reencrypt");
    return 2;
  }
  const config = loadServerConfig();
  const { keyring } = await loadPatientKeyring(config.patientData);
  const database = createDatabase(withoutTimeouts(config.database));
  try {
    if (command === "reencrypt") {
      console.log(`re-encrypted ${await reencryptPatientRecords(database.db, keyring)} bookings`);
      return 0;
    }
    const record = await readPatientRecord(database.db, keyring, bookingId as string);
    if (record === null) {
      console.error(`no booking ${bookingId}`);
      return 1;
    }
    console.log(JSON.stringify(record, null, 2));
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigurationError ? error.message : error);
    process.exit(error instanceof ConfigurationError ? 2 : 1);
  },
);
