import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, readFile } from "node:fs/promises";
import { shownDesignation } from "@fad/contracts/provider/designations";
import { parse } from "csv-parse/sync";
import type zipcodesModule from "zipcodes";
import type { MappedInput } from "./assemble-directory.ts";
import { csvRecords, firstFieldOf } from "./csv-records.ts";
import { usPhone } from "./fhir-values.ts";
import { type ImportProblem, ProblemList } from "./import-problems.ts";
import {
  type MappedLocation,
  type MappedOrganization,
  type MappedPractitioner,
  type MappedPractitionerRole,
  titleCase,
} from "./map-plan-net.ts";

/** The NPPES columns the import reads (the file has about 330). */
const COLUMNS = {
  npi: "NPI",
  entity: "Entity Type Code",
  last: "Provider Last Name (Legal Name)",
  first: "Provider First Name",
  middle: "Provider Middle Name",
  credential: "Provider Credential Text",
  street1: "Provider First Line Business Practice Location Address",
  street2: "Provider Second Line Business Practice Location Address",
  city: "Provider Business Practice Location Address City Name",
  state: "Provider Business Practice Location Address State Name",
  zip: "Provider Business Practice Location Address Postal Code",
  phone: "Provider Business Practice Location Address Telephone Number",
  deactivated: "NPI Deactivation Date",
  reactivated: "NPI Reactivation Date",
  gender: "Provider Gender Code",
} as const;

type Row = (column: keyof typeof COLUMNS) => string;

/** The offline ZIP data, loaded only when an NPPES file is read: it costs some 85 MB of a Plan-Net import's memory. */
type ZipPlaces = Pick<typeof zipcodesModule, "lookup" | "lookupByName">;

/** What one NPPES individual row brings, as the Plan-Net mappers' shapes (assembled the same way). */
export interface NppesClinician {
  practitioner: MappedPractitioner;
  role: MappedPractitionerRole;
  location: MappedLocation;
  organization: MappedOrganization;
}

/**
 * One individual (entity type 1) row to a clinician at their practice location. NPPES has no
 * coordinates: the location is put at its ZIP code's centre (a warning says so; decision 135), no
 * hours (so no calendar: found, not bookable, until the network gives hours) and no facility: each
 * state's NPPES clinicians share a facility "NPPES <state>" (COID NP<state>) unless the mapping's
 * coids say otherwise. Pure.
 */
export function mapNppesRow(
  get: Row,
  taxonomies: { code: string; primary: boolean }[],
  problems: ProblemList,
  zipcodes: ZipPlaces,
): NppesClinician | null {
  const npi = get("npi").trim();
  if (!/^[0-9]{10}$/.test(npi)) problems.error(COLUMNS.npi, "must be 10 digits");
  const first = get("first").trim();
  const last = get("last").trim();
  if (!first) problems.error(COLUMNS.first, "is empty");
  if (!last) problems.error(COLUMNS.last, "is empty");
  const genderCode = get("gender").trim();
  const gender = genderCode === "M" ? "Male" : genderCode === "F" ? "Female" : null;
  if (!gender)
    problems.error(COLUMNS.gender, `${JSON.stringify(genderCode)} cannot be stored: the directory holds M or F`);
  const street = [get("street1"), get("street2")]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
  const city = get("city").trim();
  const state = get("state").trim().toUpperCase();
  const zip = get("zip")
    .replace(/[^0-9]/g, "")
    .slice(0, 5);
  if (!street) problems.error(COLUMNS.street1, "is empty");
  if (!city) problems.error(COLUMNS.city, "is empty");
  if (!/^[A-Z]{2}$/.test(state)) problems.error(COLUMNS.state, "must be a two-letter state");
  // NPPES has no coordinates: the ZIP code's centre, else (a ZIP of one organisation) the town's.
  const place =
    (zip.length === 5 ? zipcodes.lookup(zip) : undefined) ??
    (city && state ? zipcodes.lookupByName(city, state)[0] : undefined);
  if (zip.length !== 5) problems.error(COLUMNS.zip, "must start with a 5-digit ZIP code");
  else if (!place)
    problems.error(COLUMNS.zip, "is not a known ZIP code, nor is the city (their centre places the location)");
  const ordered = [...taxonomies].sort((a, b) => Number(b.primary) - Number(a.primary)).map((entry) => entry.code);
  if (ordered.length === 0)
    problems.error("Healthcare Provider Taxonomy Code_1", "is empty: the clinician would have no specialty");
  if (problems.hasErrors || !gender || !place) return null;

  const locationId = `nppes-location-${createHash("sha256")
    .update(`${street}|${city}|${state}|${zip}|${get("phone")}`)
    .digest("hex")
    .slice(0, 24)}`;
  const organizationId = `nppes-org-${state}`;
  const middle = get("middle").trim();
  return {
    practitioner: {
      resourceType: "Practitioner",
      id: `nppes-practitioner-${npi}`,
      npi,
      firstName: titleCase(first),
      middleInitial: middle ? middle.slice(0, 1).toUpperCase() : null,
      lastName: titleCase(last),
      designation: shownDesignation(get("credential")),
      gender,
      // NPPES does not record languages.
      languages: ["English"],
      credentials: [],
    },
    role: {
      resourceType: "PractitionerRole",
      id: `nppes-role-${npi}`,
      practitioner: `Practitioner/nppes-practitioner-${npi}`,
      organization: null,
      locations: [`Location/${locationId}`],
      healthcareServices: [],
      networks: [],
      endpoints: [],
      specialtyCodes: [...new Set(ordered)],
      acceptingNewPatients: null,
      phone: usPhone(get("phone")),
      hours: [],
    },
    location: {
      resourceType: "Location",
      id: locationId,
      name: `${titleCase(street)}, ${titleCase(city)}`,
      street: titleCase(street),
      city: titleCase(city),
      state,
      zip,
      phone: usPhone(get("phone")),
      latitude: place.latitude,
      longitude: place.longitude,
      organization: `Organization/${organizationId}`,
      acceptingNewPatients: null,
      hours: [],
    },
    organization: {
      resourceType: "Organization",
      id: organizationId,
      name: `NPPES ${state}`,
      coid: `NP${state}`,
      city: null,
      state,
      // Always a facility (its locations name it), so never kept on its own.
      body: {},
    },
  };
}

export interface NppesReadResult {
  mapped: MappedInput[];
  problems: ImportProblem[];
  rowsScanned: number;
  /** Rows on the roster (or every row without one) left out: organisations, deactivated NPIs. */
  skipped: { organizations: number; deactivated: number };
  encoding: "utf8" | "latin1";
}

/** The roster: one NPI a line; blank lines and # comments ignored; anything else is reported. */
export async function readRoster(file: string): Promise<{ npis: Set<string>; problems: ImportProblem[] }> {
  const npis = new Set<string>();
  const problems: ImportProblem[] = [];
  (await readFile(file, "utf8")).split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/#.*$/, "").trim();
    if (!line) return;
    if (/^[0-9]{10}$/.test(line)) npis.add(line);
    else problems.push({ severity: "error", file, line: index + 1, field: "NPI", reason: "must be 10 digits" });
  });
  if (npis.size === 0 && problems.length === 0) {
    problems.push({ severity: "error", file, line: 0, field: "(file)", reason: "names no NPI" });
  }
  return { npis, problems };
}

/**
 * Whether the file is UTF-8: its first megabyte is checked (the NPPES file is ASCII in practice; a
 * Latin-1 export shows itself in the names). A file that is not is read as Latin-1.
 */
async function detectEncoding(file: string): Promise<"utf8" | "latin1"> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(1 << 20);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    let end = bytesRead;
    // A multi-byte character cut by the sample's end is not an error of the file.
    while (end > 0 && end > bytesRead - 3 && ((buffer[end - 1] as number) & 0xc0) === 0x80) end -= 1;
    if (end > 0 && ((buffer[end - 1] as number) & 0xc0) === 0xc0) end -= 1;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(buffer.subarray(0, end));
      return "utf8";
    } catch {
      return "latin1";
    }
  } finally {
    await handle.close();
  }
}

/**
 * Streams an NPPES-layout CSV (the national file is about 9 GB): rows outside the roster are dropped
 * by their first field (the NPI) before they are decoded or parsed (csv-records.ts), so memory stays
 * flat and the scan runs at the speed of reading bytes. A byte-order mark, quoted commas and newlines
 * and Latin-1 are handled; the rows kept are parsed by csv-parse.
 */
export async function readNppesFile(file: string, options: { roster?: string | undefined }): Promise<NppesReadResult> {
  const problems: ImportProblem[] = [];
  const mapped: MappedInput[] = [];
  const label = file;
  let roster: Set<string> | null = null;
  if (options.roster) {
    const read = await readRoster(options.roster);
    roster = read.npis;
    problems.push(...read.problems);
  }
  const encoding = await detectEncoding(file).catch(() => "utf8" as const);
  const zipcodes: ZipPlaces = (await import("zipcodes")).default;
  let rowsScanned = 0;
  // Rows off the roster are counted and dropped by their first field (the NPI) before any parsing.
  const onRoster = (record: Buffer) => {
    rowsScanned += 1;
    return roster === null || roster.has(firstFieldOf(record));
  };
  const records = csvRecords(createReadStream(file, { highWaterMark: 1 << 20 }), onRoster);
  let header: Map<string, number> | null = null;
  let taxonomyColumns: { code: number; primary: number }[] = [];
  const skipped = { organizations: 0, deactivated: 0 };
  try {
    for await (const raw of records) {
      // Bytes, not a string: csv-parse would encode a string back to bytes. One record: no delimiter to discover.
      const [record = []] = parse(raw.bytes, { encoding, relax_quotes: true, record_delimiter: "\n" }) as string[][];
      if (!header) {
        header = new Map(record.map((name, index) => [name.trim(), index]));
        const missing = Object.values(COLUMNS).filter((name) => !header?.has(name) && !name.includes("Reactivation"));
        if (missing.length > 0) {
          problems.push({
            severity: "error",
            file: label,
            line: 1,
            field: "(header)",
            reason: `is not the NPPES layout: no column ${missing.join(", ")}`,
          });
          return { mapped, problems, rowsScanned, skipped, encoding };
        }
        taxonomyColumns = Array.from({ length: 15 }, (_, index) => ({
          code: header?.get(`Healthcare Provider Taxonomy Code_${index + 1}`) ?? -1,
          primary: header?.get(`Healthcare Provider Primary Taxonomy Switch_${index + 1}`) ?? -1,
        })).filter((column) => column.code >= 0);
        continue;
      }
      const columns = header;
      const get: Row = (column) => record[columns.get(COLUMNS[column]) ?? -1] ?? "";
      if (get("entity") !== "1") {
        skipped.organizations += 1;
        continue;
      }
      if (get("deactivated").trim() && !get("reactivated").trim()) {
        skipped.deactivated += 1;
        continue;
      }
      const taxonomies = taxonomyColumns
        .map((column) => ({ code: (record[column.code] ?? "").trim(), primary: record[column.primary] === "Y" }))
        .filter((entry) => entry.code);
      const lineProblems = new ProblemList();
      const clinician = mapNppesRow(get, taxonomies, lineProblems, zipcodes);
      const position = { file: label, line: raw.line };
      problems.push(...lineProblems.at(position).filter((problem) => problem.severity === "error"));
      if (clinician) {
        for (const resource of [clinician.organization, clinician.location, clinician.practitioner, clinician.role]) {
          mapped.push({ resource, position });
        }
      }
    }
  } catch (error) {
    problems.push({
      severity: "error",
      file: label,
      line: 0,
      field: "(file)",
      reason: `is not a readable CSV: ${(error as Error).message}`,
    });
  }
  if (!header) problems.push({ severity: "error", file: label, line: 0, field: "(file)", reason: "is empty" });
  return { mapped, problems, rowsScanned, skipped, encoding };
}
