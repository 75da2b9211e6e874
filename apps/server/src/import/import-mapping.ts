import { readFile } from "node:fs/promises";
import { z } from "zod";
import defaultMappingFile from "./import-mapping.json" with { type: "json" };

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$/;

/**
 * What a source does not carry, from one file an operator edits (import-mapping.json holds the
 * defaults; docs/operations.md explains each section). Checked on load: a bad file stops the import
 * before anything is read.
 */
export const importMappingSchema = z.object({
  about: z.string().optional(),
  /** NUCC taxonomy code → the name of one of our specialties (an unlisted code makes a specialty of its own). */
  specialties: z.record(z.string().regex(/^[0-9A-Z]{9}X$/, "must be a NUCC code"), z.string().min(1)),
  /** Appointment type codes a specialty the catalogue lacks offers. */
  newSpecialtyAppointmentTypes: z.array(z.string().min(1)).min(1),
  /** Specialty name → its appointment type codes, replacing the catalogue's for that specialty. */
  appointmentTypes: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)),
  /** Whether imported clinicians offer telehealth (the Telehealth type is only on their calendars then). */
  telehealthProvider: z.boolean(),
  calendars: z.object({
    /** A PractitionerRole's `availableTime` becomes its calendar's weekly hours; false imports no calendars. */
    fromAvailableTime: z.boolean(),
    /** The hours of an `allDay` entry. */
    allDayHours: z.tuple([z.string().regex(TIME), z.string().regex(TIME)]),
  }),
  /** When neither the role, its location nor its service carries Plan-Net's `newpatients`. */
  acceptingNewPatientsDefault: z.boolean(),
  /** Organization id (or NPI) → the COID its facility gets, over the COID read from the resource. */
  coids: z.record(z.string().min(1), z.string().regex(/^[A-Za-z0-9]{1,10}$/, "must be 1-10 letters and digits")),
  /** The market of every imported facility; null takes the facility's state. */
  market: z.string().min(1).nullable(),
  /** Two-letter state → IANA time zone of its locations (the hours are local wall-clock times). */
  timeZones: z.record(z.string().length(2), z.string().min(1)),
});

export type ImportMapping = z.output<typeof importMappingSchema>;

export const DEFAULT_IMPORT_MAPPING: ImportMapping = importMappingSchema.parse(defaultMappingFile);

export class ImportMappingError extends Error {}

/** The defaults with an operator's file over them: whole sections replaced, specialties and coids added to. */
export function mergeMapping(overrides: unknown): ImportMapping {
  const partial = importMappingSchema.partial().safeParse(overrides);
  if (!partial.success) {
    const issues = partial.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
    throw new ImportMappingError(`The mapping file is not valid:\n${issues.join("\n")}`);
  }
  const given = partial.data;
  return {
    ...DEFAULT_IMPORT_MAPPING,
    ...given,
    specialties: { ...DEFAULT_IMPORT_MAPPING.specialties, ...given.specialties },
    coids: { ...DEFAULT_IMPORT_MAPPING.coids, ...given.coids },
    timeZones: { ...DEFAULT_IMPORT_MAPPING.timeZones, ...given.timeZones },
  };
}

export async function loadMappingFile(file: string | undefined): Promise<ImportMapping> {
  if (!file) return DEFAULT_IMPORT_MAPPING;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new ImportMappingError(`The mapping file ${file} could not be read as JSON: ${(error as Error).message}`);
  }
  return mergeMapping(parsed);
}
