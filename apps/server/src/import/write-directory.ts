import { createHash } from "node:crypto";
import { type Insertable, sql, type Transaction } from "kysely";
import type { Database } from "../database/create-database.ts";
import type { DatabaseSchema } from "../database/database-schema.ts";
import { TELEHEALTH_TYPE_CODE } from "../seed/appointment-type-catalog.ts";
import { insertInBatches } from "../seed/insert-in-batches.ts";
import { buildReferenceRows, REFERENCE_TABLES } from "../seed/reference-data.ts";
import { UniqueSlugs } from "../seed/slugs.ts";
import type {
  AssembledDirectory,
  Catalogue,
  PhysicianTarget,
  RoleReferenceTarget,
  StoredTarget,
} from "./assemble-directory.ts";

type Trx = Transaction<DatabaseSchema>;

/** A future booking of a clinician the import retired: kept, and listed for the network to call. */
export interface RetiredBooking {
  npi: string;
  bookingId: string;
  calendarId: string;
  start: string;
}

export interface WriteSummary {
  added: number;
  changed: number;
  unchanged: number;
  retired: number;
  facilities: { added: number; changed: number };
  locations: { added: number; changed: number };
  plans: { added: number; changed: number };
  /** The resources kept whole (decision 143): removed ones are those a full import no longer has. */
  planNet: { added: number; changed: number; removed: number };
  specialtiesAdded: string[];
  retiredBookings: RetiredBooking[];
  /** Whether any statement changed the database (false: an unchanged re-run or a dry run). */
  wrote: boolean;
}

export interface WriteOptions {
  /** Clinicians missing from the import are retired (a full import); false for a partial one. */
  retireMissing: boolean;
  /** Everything is done in the transaction, then rolled back: the summary of what would be written. */
  dryRun: boolean;
  /** The moment after which a retired clinician's bookings are listed (the caller's clock). */
  now: Date;
}

/** The demo catalogue of specialties and appointment types, or the database's own when it has one. */
export async function loadCatalogue(db: Database): Promise<Catalogue & { empty: boolean }> {
  const rows = await db
    .selectFrom("specialties as s")
    .leftJoin("specialty_appointment_types as sat", "sat.specialty_id", "s.id")
    .select(["s.name", "sat.appointment_type_code"])
    .execute();
  const codes = await db.selectFrom("appointment_types").select("code").execute();
  if (rows.length === 0) {
    const reference = buildReferenceRows().rows;
    const names = new Map(reference.specialties.map((row) => [row.id, row.name]));
    const specialtyTypes = new Map<string, string[]>();
    for (const row of reference.specialty_appointment_types) {
      const name = names.get(row.specialty_id) as string;
      specialtyTypes.set(name, [...(specialtyTypes.get(name) ?? []), row.appointment_type_code]);
    }
    return {
      empty: true,
      specialtyTypes,
      typeCodes: new Set(reference.appointment_types.map((row) => row.code)),
      telehealthTypeCode: TELEHEALTH_TYPE_CODE,
    };
  }
  const specialtyTypes = new Map<string, string[]>();
  for (const row of rows) {
    const list = specialtyTypes.get(row.name) ?? [];
    if (row.appointment_type_code) list.push(row.appointment_type_code);
    specialtyTypes.set(row.name, list);
  }
  return {
    empty: false,
    specialtyTypes,
    typeCodes: new Set(codes.map((row) => row.code)),
    telehealthTypeCode: TELEHEALTH_TYPE_CODE,
  };
}

class DryRunRollback extends Error {}

/**
 * Writes an assembled directory in one transaction: it lands whole or not at all. Upserts by NPI and
 * by the source's ids; a clinician whose digest is unchanged is not touched, and an unchanged re-run
 * issues no write at all (so the scheduling and search generations stay where they are). Every server
 * process sees a written import at its next generation check: the search views are rebuilt and their
 * generation moved on in the same transaction, and the scheduling generation moves with the calendar
 * tables' triggers (decisions 71, 133).
 */
export async function writeDirectory(
  db: Database,
  directory: AssembledDirectory,
  options: WriteOptions,
): Promise<WriteSummary> {
  let summary: WriteSummary | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      // One import at a time: a second one waits for this one, then finds its rows.
      await sql`SELECT pg_advisory_xact_lock(727032)`.execute(trx);
      summary = await writeInTransaction(trx, directory, options);
      if (summary.wrote) await refreshSearchViews(trx);
      if (options.dryRun) throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  const result = summary as WriteSummary;
  if (result.wrote && !options.dryRun) {
    for (const table of ANALYZED) await sql`ANALYZE ${sql.table(table)}`.execute(db);
  }
  return result;
}

const SEARCH_VIEWS = [
  "physician_search",
  "provider_location_search",
  "physician_insurance_search",
  "directory_terms",
  "physician_details_docs",
] as const;

/** The tables an import writes, which the search views are built from. */
const SOURCE_TABLES = [
  "physicians",
  "physician_specialties",
  "credentials",
  "affiliations",
  "specialties",
  "facilities",
  "locations",
  "provider_locations",
  "calendars",
  "calendar_weekly_rules",
  "calendar_appointment_types",
  "insurers",
  "insurance_plans",
  "location_insurance_plans",
] as const;

/** The views, analysed once the import is committed (their statistics are the searches' plans). */
const ANALYZED = SEARCH_VIEWS;

/**
 * refreshDirectorySearch's statements, inside the import's transaction so searches see all or nothing.
 * The tables just written are analysed first (ANALYZE runs inside a transaction): without statistics of
 * the new rows the views' correlated look-ups get plans for empty tables (measured: the profile view's
 * refresh ran over seven minutes at 50,000 clinicians).
 */
async function refreshSearchViews(trx: Trx): Promise<void> {
  for (const table of SOURCE_TABLES) await sql`ANALYZE ${sql.table(table)}`.execute(trx);
  for (const view of SEARCH_VIEWS) await sql`REFRESH MATERIALIZED VIEW ${sql.table(view)}`.execute(trx);
  await sql`UPDATE directory_search_state SET generation = generation + 1, refreshed_at = now()`.execute(trx);
}

async function writeInTransaction(
  trx: Trx,
  directory: AssembledDirectory,
  options: WriteOptions,
): Promise<WriteSummary> {
  const summary: WriteSummary = {
    added: 0,
    changed: 0,
    unchanged: 0,
    retired: 0,
    facilities: { added: 0, changed: 0 },
    locations: { added: 0, changed: 0 },
    plans: { added: 0, changed: 0 },
    planNet: { added: 0, changed: 0, removed: 0 },
    specialtiesAdded: [],
    retiredBookings: [],
    wrote: false,
  };
  const wrote = () => {
    summary.wrote = true;
  };

  const specialtyIds = await writeSpecialties(trx, directory, summary, wrote);
  await writeFacilities(trx, directory, summary, wrote);
  await writeLocations(trx, directory, summary, wrote);
  await writeInsurance(trx, directory, summary, wrote);
  await writePhysicians(trx, directory, specialtyIds, summary, wrote);
  if (options.retireMissing) await retireMissing(trx, directory, summary, wrote, options.now);
  await writePlanNetResources(trx, directory, options, summary, wrote);
  await writeRoleReferences(trx, directory, wrote);
  return summary;
}

/** JSON with every object's keys sorted: jsonb keeps its own key order, so bodies are compared so. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * The resources kept whole: added, changed where their body differs (and stamped now), and, in a full
 * import, removed when the import no longer has them (nothing refers to them but other kept resources).
 */
async function writePlanNetResources(
  trx: Trx,
  directory: AssembledDirectory,
  options: WriteOptions,
  summary: WriteSummary,
  wrote: () => void,
) {
  const existing = new Map(
    (await trx.selectFrom("plan_net_resources").select(["type", "id", "body"]).execute()).map((row) => [
      `${row.type}/${row.id}`,
      canonical(row.body),
    ]),
  );
  const added: { type: StoredTarget["type"]; id: string; body: string }[] = [];
  const seen = new Set<string>();
  for (const resource of directory.stored) {
    const key = `${resource.type}/${resource.id}`;
    seen.add(key);
    const before = existing.get(key);
    if (before === undefined) {
      added.push({ type: resource.type, id: resource.id, body: JSON.stringify(resource.body) });
    } else if (before !== canonical(resource.body)) {
      await sql`UPDATE plan_net_resources SET body = ${JSON.stringify(resource.body)}::text::jsonb, updated_at = now()
        WHERE type = ${resource.type} AND id = ${resource.id}`.execute(trx);
      summary.planNet.changed += 1;
    }
  }
  // The body as text cast to jsonb (PGlite would send a string typed jsonb as a JSON string).
  for (let start = 0; start < added.length; start += 500) {
    const rows = added.slice(start, start + 500).map((row) => sql`(${row.type}, ${row.id}, ${row.body}::text::jsonb)`);
    await sql`INSERT INTO plan_net_resources (type, id, body) VALUES ${sql.join(rows)}`.execute(trx);
  }
  summary.planNet.added = added.length;
  if (options.retireMissing) {
    for (const key of existing.keys()) {
      if (seen.has(key)) continue;
      const [type, ...rest] = key.split("/");
      await trx
        .deleteFrom("plan_net_resources")
        .where("type", "=", type as StoredTarget["type"])
        .where("id", "=", rest.join("/"))
        .execute();
      summary.planNet.removed += 1;
    }
  }
  if (summary.planNet.added + summary.planNet.changed + summary.planNet.removed > 0) wrote();
}

/**
 * The imported clinicians' roles' network, service and endpoint references, made what the import says;
 * a provider location whose references change is stamped (its PractitionerRole changed). Compared a
 * thousand clinicians at a time: the whole network's rows at once were some 100 MB of a re-run's
 * memory (decision 193).
 */
async function writeRoleReferences(trx: Trx, directory: AssembledDirectory, wrote: () => void) {
  const key = (row: RoleReferenceTarget) =>
    `${row.physician_npi}\u0000${row.location_id}\u0000${row.parameter}\u0000${row.reference}`;
  const byNpi = new Map<string, RoleReferenceTarget[]>();
  for (const row of directory.roleReferences) {
    const list = byNpi.get(row.physician_npi);
    if (list) list.push(row);
    else byNpi.set(row.physician_npi, [row]);
  }
  const npis = directory.physicians.map((physician) => physician.npi);
  for (let start = 0; start < npis.length; start += 1000) {
    const chunk = npis.slice(start, start + 1000);
    const have = new Map<string, RoleReferenceTarget>();
    const rows = await trx
      .selectFrom("provider_location_references")
      .selectAll()
      .where("physician_npi", "in", chunk)
      .execute();
    for (const row of rows) have.set(key(row), row);
    const want = new Map(chunk.flatMap((npi) => byNpi.get(npi) ?? []).map((row) => [key(row), row]));
    const toInsert = [...want.entries()].filter(([name]) => !have.has(name)).map(([, row]) => row);
    const toDelete = [...have.entries()].filter(([name]) => !want.has(name)).map(([, row]) => row);
    for (const row of toDelete) {
      await trx
        .deleteFrom("provider_location_references")
        .where("physician_npi", "=", row.physician_npi)
        .where("location_id", "=", row.location_id)
        .where("parameter", "=", row.parameter)
        .where("reference", "=", row.reference)
        .execute();
    }
    await insertInBatches(trx, "provider_location_references", toInsert);
    const touched = new Map(
      [...toInsert, ...toDelete].map((row) => [`${row.physician_npi}\u0000${row.location_id}`, row]),
    );
    for (const row of touched.values()) {
      await trx
        .updateTable("provider_locations")
        .set({ updated_at: sql<Date>`now()` })
        .where("physician_npi", "=", row.physician_npi)
        .where("location_id", "=", row.location_id)
        .execute();
    }
    if (touched.size > 0) wrote();
  }
}

async function writeSpecialties(
  trx: Trx,
  directory: AssembledDirectory,
  summary: WriteSummary,
  wrote: () => void,
): Promise<Map<string, number>> {
  const existing = await trx.selectFrom("specialties").select(["id", "name"]).execute();
  if (existing.length === 0) {
    // An empty database gets the catalogue of specialties, clinical terms and appointment types the
    // demo network has (the spec's types); the import's specialties join it.
    const reference = buildReferenceRows().rows;
    for (const table of REFERENCE_TABLES) {
      if (table === "insurers" || table === "insurance_plans") continue;
      await insertInBatches(trx, table, reference[table] as never[]);
    }
    await sql`SELECT setval(pg_get_serial_sequence('clinical_keywords', 'id'), (SELECT max(id) FROM clinical_keywords))`.execute(
      trx,
    );
    existing.push(...reference.specialties.map((row) => ({ id: row.id, name: row.name })));
    wrote();
  }
  const ids = new Map(existing.map((row) => [row.name, row.id]));
  let next = Math.max(0, ...existing.map((row) => row.id)) + 1;
  const rows: { id: number; name: string }[] = [];
  const types: { specialty_id: number; appointment_type_code: string }[] = [];
  for (const specialty of directory.newSpecialties) {
    if (ids.has(specialty.name)) continue;
    const id = next++;
    ids.set(specialty.name, id);
    rows.push({ id, name: specialty.name });
    for (const code of specialty.typeCodes) types.push({ specialty_id: id, appointment_type_code: code });
    summary.specialtiesAdded.push(specialty.name);
  }
  if (rows.length > 0) {
    await insertInBatches(trx, "specialties", rows);
    await insertInBatches(trx, "specialty_appointment_types", types);
    wrote();
  }
  return ids;
}

async function writeFacilities(trx: Trx, directory: AssembledDirectory, summary: WriteSummary, wrote: () => void) {
  const existing = new Map((await trx.selectFrom("facilities").selectAll().execute()).map((row) => [row.coid, row]));
  const added: Insertable<DatabaseSchema["facilities"]>[] = [];
  const changed: Insertable<DatabaseSchema["facilities"]>[] = [];
  for (const facility of directory.facilities) {
    const row = { ...facility, division_id: existing.get(facility.coid)?.division_id ?? null };
    const before = existing.get(facility.coid);
    if (!before) added.push(row);
    else if (differs(before, row, ["market", "title", "city", "state", "source_id"])) changed.push(row);
  }
  await insertInBatches(trx, "facilities", added);
  await updateInBatches(trx, "facilities", "coid", changed);
  summary.facilities = { added: added.length, changed: changed.length };
  if (added.length + changed.length > 0) wrote();
}

async function writeLocations(trx: Trx, directory: AssembledDirectory, summary: WriteSummary, wrote: () => void) {
  const existing = new Map((await trx.selectFrom("locations").selectAll().execute()).map((row) => [row.id, row]));
  const slugs = new UniqueSlugs();
  for (const row of existing.values()) slugs.reserve(row.url_title);
  const added: Insertable<DatabaseSchema["locations"]>[] = [];
  const changed: Insertable<DatabaseSchema["locations"]>[] = [];
  for (const { slugText, ...location } of directory.locations) {
    const before = existing.get(location.id);
    const row = {
      ...location,
      url_title: before?.url_title ?? slugs.next(slugText),
      related_contact_center_phone: before?.related_contact_center_phone ?? null,
      website: before?.website ?? null,
      // The front desk's address (decision 195) is the network's own, not the directory's: kept.
      staff_email: before?.staff_email ?? null,
    };
    if (!before) added.push(row);
    else if (
      differs(before, row, [
        "facility_coid",
        "name",
        "street",
        "city",
        "state",
        "zip",
        "phone",
        "latitude",
        "longitude",
        "time_zone",
        "source_id",
      ])
    ) {
      changed.push(row);
    }
  }
  await insertInBatches(trx, "locations", added);
  await updateInBatches(trx, "locations", "id", changed);
  summary.locations = { added: added.length, changed: changed.length };
  if (added.length + changed.length > 0) wrote();
}

async function writeInsurance(trx: Trx, directory: AssembledDirectory, summary: WriteSummary, wrote: () => void) {
  const insurers = new Map(
    (await trx.selectFrom("insurers").select(["id", "payor_name"]).execute()).map((row) => [row.payor_name, row.id]),
  );
  const missing = [...new Set(directory.plans.map((plan) => plan.insurer))].filter((name) => !insurers.has(name));
  if (missing.length > 0) {
    const inserted = await trx
      .insertInto("insurers")
      .values(missing.map((payor_name) => ({ payor_name })))
      .returning(["id", "payor_name"])
      .execute();
    for (const row of inserted) insurers.set(row.payor_name, row.id);
    wrote();
  }
  const plans = new Map(
    (await trx.selectFrom("insurance_plans").selectAll().where("source_id", "is not", null).execute()).map((row) => [
      row.source_id as string,
      row,
    ]),
  );
  for (const plan of directory.plans) {
    const insurerId = insurers.get(plan.insurer) as number;
    const before = plans.get(plan.source_id);
    if (!before) {
      const row = await trx
        .insertInto("insurance_plans")
        .values({ insurer_id: insurerId, plan_name: plan.plan_name, source_id: plan.source_id })
        .returningAll()
        .executeTakeFirstOrThrow();
      plans.set(plan.source_id, row);
      summary.plans.added += 1;
      wrote();
    } else if (before.insurer_id !== insurerId || before.plan_name !== plan.plan_name) {
      await trx
        .updateTable("insurance_plans")
        .set({ insurer_id: insurerId, plan_name: plan.plan_name })
        .where("id", "=", before.id)
        .execute();
      summary.plans.changed += 1;
      wrote();
    }
  }
  // The accepted plans of every imported location are the import's.
  const locationIds = directory.locations.map((location) => location.id);
  if (locationIds.length === 0) return;
  const current = await trx
    .selectFrom("location_insurance_plans")
    .select(["location_id", "insurance_plan_id"])
    .where("location_id", "in", locationIds)
    .execute();
  const have = new Set(current.map((row) => `${row.location_id}\u0000${row.insurance_plan_id}`));
  const want = new Set<string>();
  for (const location of directory.locations) {
    for (const source of directory.locationPlans.get(location.id) ?? []) {
      const plan = plans.get(source);
      if (plan) want.add(`${location.id}\u0000${plan.id}`);
    }
  }
  const toInsert = [...want].filter((key) => !have.has(key)).map(splitPair);
  const toDelete = [...have].filter((key) => !want.has(key)).map(splitPair);
  for (const [location_id, plan] of toDelete) {
    await trx
      .deleteFrom("location_insurance_plans")
      .where("location_id", "=", location_id)
      .where("insurance_plan_id", "=", plan)
      .execute();
  }
  await insertInBatches(
    trx,
    "location_insurance_plans",
    toInsert.map(([location_id, insurance_plan_id]) => ({ location_id, insurance_plan_id })),
  );
  if (toInsert.length + toDelete.length > 0) wrote();
}

function splitPair(key: string): [string, number] {
  const [location, plan] = key.split("\u0000") as [string, string];
  return [location, Number(plan)];
}

async function writePhysicians(
  trx: Trx,
  directory: AssembledDirectory,
  specialtyIds: Map<string, number>,
  summary: WriteSummary,
  wrote: () => void,
): Promise<void> {
  const existing = new Map(
    (await trx.selectFrom("physicians").select(["npi", "url_title", "source_hash", "retired"]).execute()).map((row) => [
      row.npi,
      row,
    ]),
  );
  const slugs = new UniqueSlugs();
  for (const row of existing.values()) slugs.reserve(row.url_title);
  const toWrite: (PhysicianTarget & { url_title: string })[] = [];
  for (const physician of directory.physicians) {
    const before = existing.get(physician.npi);
    if (before && before.source_hash === physician.hash && !before.retired) {
      summary.unchanged += 1;
      continue;
    }
    if (before) summary.changed += 1;
    else summary.added += 1;
    toWrite.push({ ...physician, url_title: before?.url_title ?? slugs.next(physician.slugText) });
  }
  if (toWrite.length === 0) return;
  wrote();

  for (let start = 0; start < toWrite.length; start += CHUNK) {
    await writePhysicianChunk(trx, toWrite.slice(start, start + CHUNK), specialtyIds);
  }
}

/** Clinicians written at a time: bounded statements and memory at any network size. */
const CHUNK = 2500;

async function writePhysicianChunk(
  trx: Trx,
  physicians: (PhysicianTarget & { url_title: string })[],
  specialtyIds: Map<string, number>,
): Promise<void> {
  const npis = physicians.map((physician) => physician.npi);
  const rows = physicians.map((physician) => ({
    npi: physician.npi,
    url_title: physician.url_title,
    first_name: physician.first_name,
    middle_initial: physician.middle_initial,
    last_name: physician.last_name,
    designation: physician.designation,
    gender: physician.gender,
    languages: physician.languages,
    telehealth_provider: physician.telehealth_provider,
    mhd_participant: physician.mhd_participant,
    retired: false,
    source_id: physician.source_id,
    source_hash: physician.hash,
  }));
  const columns = Object.keys(rows[0] as object);
  await sql`
    INSERT INTO physicians (${sql.join(columns.map((column) => sql.ref(column)))})
    SELECT ${sql.join(columns.map((column) => sql.ref(column)))}
    FROM json_populate_recordset(NULL::physicians, ${JSON.stringify(rows)}::json)
    ON CONFLICT (npi) DO UPDATE SET ${sql.join(
      columns
        .filter((column) => column !== "npi")
        .map((column) => sql`${sql.ref(column)} = EXCLUDED.${sql.ref(column)}`),
    )}
  `.execute(trx);

  // The clinician's own lists are replaced whole (no booking points at them).
  for (const table of ["physician_specialties", "credentials", "affiliations", "physician_keywords"] as const) {
    await trx.deleteFrom(table).where("physician_npi", "in", npis).execute();
  }
  await insertInBatches(
    trx,
    "physician_specialties",
    physicians.flatMap((physician) =>
      physician.specialties.map((name, position) => ({
        physician_npi: physician.npi,
        specialty_id: specialtyIds.get(name) as number,
        is_primary: position === 0,
        board_certified: false,
      })),
    ),
  );
  await insertInBatches(
    trx,
    "credentials",
    physicians.flatMap((physician) =>
      physician.credentials.map((credential) => ({ physician_npi: physician.npi, ...credential })),
    ),
  );
  await insertInBatches(
    trx,
    "affiliations",
    physicians.flatMap((physician) =>
      physician.affiliations.map((affiliation) => ({ physician_npi: physician.npi, ...affiliation })),
    ),
  );

  // Provider locations are updated in place: bookings point at their calendars.
  const current = await trx
    .selectFrom("provider_locations as pl")
    .leftJoin("calendars as c", "c.provider_location_id", "pl.id")
    .select(["pl.id", "pl.physician_npi", "pl.location_id", "c.id as calendar_id"])
    .where("pl.physician_npi", "in", npis)
    .execute();
  const byKey = new Map(current.map((row) => [`${row.physician_npi}\u0000${row.location_id}`, row]));
  const wanted = physicians.flatMap((physician) =>
    physician.practices.map((practice) => ({ npi: physician.npi, ...practice })),
  );
  const wantedKeys = new Set(wanted.map((practice) => `${practice.npi}\u0000${practice.location_id}`));
  const keep = wanted.filter((practice) => byKey.has(`${practice.npi}\u0000${practice.location_id}`));
  const fresh = wanted.filter((practice) => !byKey.has(`${practice.npi}\u0000${practice.location_id}`));
  await updateInBatches(
    trx,
    "provider_locations",
    "id",
    keep.map((practice) => ({
      id: (byKey.get(`${practice.npi}\u0000${practice.location_id}`) as { id: number }).id,
      sort_order: practice.sort_order,
      accepts_new_patients: practice.accepts_new_patients,
      source_id: practice.source_id,
    })),
  );
  const providerLocationIds = new Map<string, number>();
  for (const row of current) providerLocationIds.set(`${row.physician_npi}\u0000${row.location_id}`, row.id);
  if (fresh.length > 0) {
    const inserted = await sql<{ id: number; physician_npi: string; location_id: string }>`
      INSERT INTO provider_locations (physician_npi, location_id, sort_order, accepts_new_patients, source_id)
      SELECT npi, location_id, sort_order, accepts_new_patients, source_id
      FROM json_to_recordset(${JSON.stringify(fresh)}::json)
        AS r(npi text, location_id text, sort_order smallint, accepts_new_patients boolean, source_id text)
      RETURNING id, physician_npi, location_id`.execute(trx);
    for (const row of inserted.rows) providerLocationIds.set(`${row.physician_npi}\u0000${row.location_id}`, row.id);
  }

  // Locations the clinician no longer has: removed, unless a booking holds their calendar (then the
  // calendar only loses its hours and types, so nothing new is booked there).
  const stale = current.filter((row) => !wantedKeys.has(`${row.physician_npi}\u0000${row.location_id}`));
  const pinned = await bookedCalendars(
    trx,
    stale.map((row) => row.calendar_id).filter((id): id is string => id !== null),
  );
  const removable = stale
    .filter((row) => row.calendar_id === null || !pinned.has(row.calendar_id))
    .map((row) => row.id);
  if (removable.length > 0) await trx.deleteFrom("provider_locations").where("id", "in", removable).execute();

  // Calendars: one per practice with hours and types, the existing one kept (its id is in bookings).
  const calendarByPl = new Map(
    current.filter((row) => row.calendar_id !== null).map((row) => [row.id, row.calendar_id as string]),
  );
  const newCalendars: { id: string; provider_location_id: number }[] = [];
  const rules: { calendar_id: string; weekday: number; start_time: string; end_time: string }[] = [];
  const types: { calendar_id: string; appointment_type_code: string }[] = [];
  for (const practice of wanted) {
    if (practice.hours.length === 0 || practice.typeCodes.length === 0) continue;
    const plId = providerLocationIds.get(`${practice.npi}\u0000${practice.location_id}`) as number;
    let calendarId = calendarByPl.get(plId);
    if (!calendarId) {
      calendarId = calendarIdFor(practice.npi, practice.location_id);
      newCalendars.push({ id: calendarId, provider_location_id: plId });
    }
    for (const hours of practice.hours) rules.push({ calendar_id: calendarId, ...hours });
    for (const code of practice.typeCodes) types.push({ calendar_id: calendarId, appointment_type_code: code });
  }
  const touched = [...calendarByPl.values()];
  if (touched.length > 0) {
    await trx.deleteFrom("calendar_weekly_rules").where("calendar_id", "in", touched).execute();
    await trx.deleteFrom("calendar_appointment_types").where("calendar_id", "in", touched).execute();
  }
  await insertInBatches(trx, "calendars", newCalendars);
  await insertInBatches(trx, "calendar_weekly_rules", rules);
  await insertInBatches(trx, "calendar_appointment_types", types);
}

/** A stable calendar id for an imported clinician at a location (the same on every run and machine). */
export function calendarIdFor(npi: string, locationId: string): string {
  return `PN-${createHash("sha256").update(`${npi}|${locationId}`).digest("hex").slice(0, 20)}`;
}

async function bookedCalendars(trx: Trx, calendarIds: string[]): Promise<Set<string>> {
  if (calendarIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom("appointments")
    .select("calendar_id")
    .distinct()
    .where("calendar_id", "in", calendarIds)
    .execute();
  return new Set(rows.map((row) => row.calendar_id));
}

async function retireMissing(
  trx: Trx,
  directory: AssembledDirectory,
  summary: WriteSummary,
  wrote: () => void,
  now: Date,
) {
  const imported = new Set(directory.physicians.map((physician) => physician.npi));
  const active = await trx.selectFrom("physicians").select("npi").where("retired", "=", false).execute();
  const missing = active.map((row) => row.npi).filter((npi) => !imported.has(npi));
  if (missing.length === 0) return;
  wrote();
  summary.retired = missing.length;
  for (let start = 0; start < missing.length; start += CHUNK) {
    const npis = missing.slice(start, start + CHUNK);
    await trx.updateTable("physicians").set({ retired: true, source_hash: null }).where("npi", "in", npis).execute();
    const calendars = trx
      .selectFrom("calendars as c")
      .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
      .select("c.id")
      .where("pl.physician_npi", "in", npis);
    // No hours and no types: nothing more is offered or booked; the booked appointments stay.
    await trx.deleteFrom("calendar_weekly_rules").where("calendar_id", "in", calendars).execute();
    await trx.deleteFrom("calendar_appointment_types").where("calendar_id", "in", calendars).execute();
    const bookings = await sql<{ npi: string; booking_id: string; calendar_id: string; start: string }>`
      SELECT pl.physician_npi AS npi, a.booking_id, a.calendar_id,
             to_char(lower(a.period) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS start
      FROM appointments a
      JOIN calendars c ON c.id = a.calendar_id
      JOIN provider_locations pl ON pl.id = c.provider_location_id
      WHERE pl.physician_npi = ANY(${npis}::text[]) AND a.status = 'booked' AND lower(a.period) > ${now.toISOString()}::timestamptz
      ORDER BY lower(a.period), a.booking_id`.execute(trx);
    summary.retiredBookings.push(
      ...bookings.rows.map((row) => ({
        npi: row.npi,
        bookingId: row.booking_id,
        calendarId: row.calendar_id,
        start: row.start,
      })),
    );
  }
}

function differs<Row extends object>(before: Row, after: Partial<Row>, columns: (keyof Row)[]): boolean {
  return columns.some((column) => {
    const a = before[column] as unknown;
    const b = (after[column] ?? null) as unknown;
    if (typeof a === "number" || typeof b === "number") return Number(a) !== Number(b);
    return (a ?? null) !== b;
  });
}

/** UPDATE … FROM json_populate_recordset: the rows' columns other than the key, 5,000 rows a statement. */
async function updateInBatches<Table extends keyof DatabaseSchema & string>(
  trx: Trx,
  table: Table,
  key: string,
  rows: readonly object[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).filter((column) => column !== key);
  for (let start = 0; start < rows.length; start += 5000) {
    const batch = JSON.stringify(rows.slice(start, start + 5000));
    await sql`
      UPDATE ${sql.table(table)} AS t SET ${sql.join(columns.map((column) => sql`${sql.ref(column)} = v.${sql.ref(column)}`))}
      FROM json_populate_recordset(NULL::${sql.table(table)}, ${batch}::json) AS v
      WHERE t.${sql.ref(key)} = v.${sql.ref(key)}`.execute(trx);
  }
}
