import { randomBytes } from "node:crypto";
import { link, readFile, stat, unlink, writeFile } from "node:fs/promises";
import {
  ConfigurationError,
  decodesToKey,
  PATIENT_KEY_BYTES,
  type PatientDataKeyConfig,
} from "../config/server-config.ts";
import { createPatientKeyring, type PatientKeyring } from "./patient-encryption.ts";

export interface LoadedKeyring {
  keyring: PatientKeyring;
  /** Where the key came from, for the start-up log line (never the key). */
  origin: "variable" | "file" | "new file" | "ephemeral";
  /** Set when the key file can be read by others than its owner. */
  warning: string | null;
}

/**
 * The server's one keyring (patient records and the audit log's client references): the configured key,
 * or, in apps built for tests that do not configure one, a key that lives only in this process.
 */
export async function loadAppKeyring(config: PatientDataKeyConfig | undefined): Promise<LoadedKeyring> {
  if (config) return loadPatientKeyring(config);
  return {
    keyring: createPatientKeyring(randomBytes(32)),
    origin: "ephemeral",
    warning: "no patient-data key configured: bookings are encrypted with a key that dies with this process",
  };
}

/**
 * The configured key, or else the key file; a missing file is created with a new random key, mode 0600.
 * Several processes starting at once on one folder agree on one key: each writes a whole file under a
 * temporary name and links it into place, which fails when the name exists, so a reader never sees a
 * half-written key and the loser of the race reads the winner's.
 */
export async function loadPatientKeyring(config: PatientDataKeyConfig): Promise<LoadedKeyring> {
  if (config.key) {
    return { keyring: createPatientKeyring(config.key, config.previousKeys), origin: "variable", warning: null };
  }
  const origin: LoadedKeyring["origin"] = (await createKeyFileIfMissing(config.keyFile)) ? "new file" : "file";
  const text = (await readFile(config.keyFile, "utf8")).trim();
  if (!decodesToKey(text)) {
    throw new ConfigurationError(
      `FAD_PATIENT_KEY_FILE: ${config.keyFile} must hold the base64 of exactly ${PATIENT_KEY_BYTES} bytes`,
    );
  }
  const mode = (await stat(config.keyFile)).mode & 0o777;
  const warning =
    (mode & 0o077) !== 0
      ? `the patient key file ${config.keyFile} is readable by others (mode ${mode.toString(8)}); chmod 600 it`
      : null;
  return {
    keyring: createPatientKeyring(Buffer.from(text, "base64"), config.previousKeys),
    origin,
    warning,
  };
}

/** True when this process created the file. */
async function createKeyFileIfMissing(keyFile: string): Promise<boolean> {
  try {
    await stat(keyFile);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw cannotUse(keyFile, error);
  }
  const temporary = `${keyFile}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, `${randomBytes(PATIENT_KEY_BYTES).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
    await link(temporary, keyFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw cannotUse(keyFile, error);
  } finally {
    await unlink(temporary).catch(() => {});
  }
}

function cannotUse(keyFile: string, error: unknown): ConfigurationError {
  return new ConfigurationError(`FAD_PATIENT_KEY_FILE: cannot use ${keyFile}: ${(error as Error).message}`);
}
