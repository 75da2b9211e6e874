import type { Resource } from "@medplum/fhirtypes";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import type { FhirResourceDefinition, IncludeDefinition } from "./fhir-types.ts";
import { LOCATION_REFERENCE_URL, mapStored, type StoredSource, type StoredType } from "./map-stored.ts";
import { PLAN_NET_PROFILE, PLAN_NET_SEARCH } from "./plan-net-profiles.ts";
import { matchingKeys, type RowSearch, searchRows } from "./search-page.ts";
import type { ReferenceFilter, SearchFilter, SearchParamDefinition, TokenValue } from "./search-parameters.ts";
import { type Condition, chainedReferences, codeIn, FALSE, or, stringMatch, valuesIn } from "./sql-filters.ts";

type Json = Record<string, unknown>;

/**
 * A search parameter of a kept type (decision 144): a reference or token parameter matches by JSON
 * containment of the body (`body @> {...}`, served by the GIN index of migration 0112); a string one by
 * the folded prefix of the name (and its aliases).
 */
export type StoredParam = SearchParamDefinition &
  (
    | {
        type: "reference";
        contain(reference: string): Json;
        referencesOf(body: Json): string[];
        /** A SQL/JSON path to the references' text (lax: a single Reference or a list), for chains. */
        jsonPath: string;
      }
    | { type: "token"; contain(value: TokenValue): Json | null }
    | { type: "string"; columns: "name" | "address" }
  );

const element = (body: Json, name: string): unknown[] => {
  const value = body[name];
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
};
const referencesIn = (values: unknown[]): string[] =>
  values.flatMap((value) =>
    value && typeof value === "object" && typeof (value as { reference?: unknown }).reference === "string"
      ? [(value as { reference: string }).reference]
      : [],
  );

/** A reference parameter on one element (a Reference, or a list of them when `many`). */
export function referenceParam(
  prefix: string,
  name: string,
  path: string,
  many: boolean,
  targets: string[],
  documentation: string,
): StoredParam {
  return {
    name,
    type: "reference",
    targets,
    definition: `${PLAN_NET_SEARCH}${prefix}-${name}`,
    documentation,
    contain: (reference) => ({ [path]: many ? [{ reference }] : { reference } }),
    referencesOf: (body) => referencesIn(element(body, path)),
    jsonPath: `$."${path}"[*].reference`,
  };
}

/** A coding of a CodeableConcept: the code, and the system when the value names one. */
function codingOf(value: TokenValue): Json | null {
  if (value.system === null) return null; // "|code": a code with no system; every code we serve has one
  return { coding: [value.system === undefined ? { code: value.code } : { system: value.system, code: value.code }] };
}

/** A token parameter on a CodeableConcept element (or a list of them when `many`). */
export function conceptParam(
  prefix: string,
  name: string,
  path: string,
  many: boolean,
  documentation: string,
): StoredParam {
  return {
    name,
    type: "token",
    definition: `${PLAN_NET_SEARCH}${prefix}-${name}`,
    documentation,
    contain: (value) => {
      const coding = codingOf(value);
      return coding ? { [path]: many ? [coding] : coding } : null;
    },
  };
}

/** The Organization coverage area: the Plan-Net location-reference extension. */
export function coverageAreaExtensionParam(): StoredParam {
  return {
    name: "coverage-area",
    type: "reference",
    targets: ["Location"],
    definition: `${PLAN_NET_SEARCH}organization-coverage-area`,
    documentation: "A Location named by the location-reference extension (the area it covers).",
    contain: (reference) => ({ extension: [{ url: LOCATION_REFERENCE_URL, valueReference: { reference } }] }),
    jsonPath: `$.extension[*] ? (@.url == "${LOCATION_REFERENCE_URL}").valueReference.reference`,
    referencesOf: (body) =>
      referencesIn(
        element(body, "extension")
          .filter((extension) => (extension as Json).url === LOCATION_REFERENCE_URL)
          .map((extension) => (extension as Json).valueReference),
      ),
  };
}

/** The body column of the searched rows, and their name and address expressions. */
export interface StoredColumns {
  body: Condition;
  name: Condition;
  address: Condition[];
}

export const STORED_COLUMNS: StoredColumns = {
  body: sql`r.body`,
  name: sql`(r.body->>'name')`,
  address: [
    sql`(r.body#>>'{address,0,city}')`,
    sql`(r.body#>>'{address,0,state}')`,
    sql`(r.body#>>'{address,0,postalCode}')`,
  ],
};

const referenceOf = (param: SearchParamDefinition, value: ReferenceFilter["values"][number]) =>
  `${value.type ?? param.targets?.[0] ?? ""}/${value.id}`;

/** The condition of one filter on a kept type's parameter (null: not one of these parameters). */
export function storedFilter(params: StoredParam[], columns: StoredColumns, filter: SearchFilter): Condition | null {
  const param = params.find((candidate) => candidate.name === filter.name);
  if (!param) return null;
  // Passed as text and cast (PGlite would send a value typed jsonb as a JSON string of the text).
  const contains = (json: Json) => sql`${columns.body} @> ${JSON.stringify(json)}::text::jsonb`;
  if (param.type === "reference" && filter.type === "reference") {
    if (filter.chain) {
      // Any reference at the path among the chain's matched targets (a lax path: one Reference or a list).
      const chained = chainedReferences(filter);
      return chained
        ? sql`EXISTS (SELECT 1 FROM jsonb_path_query(${columns.body}, ${param.jsonPath}::text::jsonpath) AS ref(value)
            WHERE ref.value #>> '{}' IN (${chained}))`
        : FALSE;
    }
    return or(filter.values.map((value) => contains(param.contain(referenceOf(param, value)))));
  }
  if (param.type === "token" && filter.type === "token") {
    return or(
      filter.values.flatMap((value) => {
        const json = param.contain(value);
        return json ? [contains(json)] : [];
      }),
    );
  }
  if (param.type === "string" && filter.type === "string") {
    if (param.columns === "address") return stringMatch(columns.address, filter);
    // The name, or any of its aliases.
    return or([
      stringMatch([columns.name], filter),
      sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(${columns.body}->'alias') = 'array'
            THEN ${columns.body}->'alias' ELSE '[]'::jsonb END) AS alias(value)
          WHERE ${stringMatch([sql`alias.value`], filter)})`,
    ]);
  }
  return FALSE;
}

interface StoredRow {
  id: string;
  body: Json | string;
  updated_at: Date | string;
}

const rowToSource = (type: StoredType, row: StoredRow): StoredSource => ({
  type,
  id: row.id,
  body: typeof row.body === "string" ? (JSON.parse(row.body) as Json) : row.body,
  updated_at: new Date(row.updated_at),
});

async function selectStored(db: Database, type: StoredType, where: Condition, limit: number): Promise<Resource[]> {
  const { rows } = await sql<StoredRow>`SELECT r.id, r.body, r.updated_at FROM plan_net_resources r
    WHERE r.type = ${type} AND ${where} ORDER BY r.id LIMIT ${limit}`.execute(db);
  return rows.map((row) => mapStored(rowToSource(type, row)));
}

/** The includes of a kept type's reference parameters, each following its own element. */
export function storedIncludes(type: string, params: StoredParam[]): IncludeDefinition[] {
  return params.flatMap((param) =>
    param.type === "reference"
      ? [
          {
            name: `${type}:${param.name}`,
            target: param.targets?.[0] ?? "",
            references: (resource: Resource) => param.referencesOf(resource as unknown as Json),
          },
        ]
      : [],
  );
}

/** One kept type served at /fhir: read, search on its parameters, its includes and revincludes. */
export function storedResource(options: {
  type: Exclude<StoredType, "Organization">;
  documentation: string;
  params: StoredParam[];
  revincludes: string[];
}): FhirResourceDefinition {
  const { type, params } = options;
  const search: RowSearch<StoredRow> = {
    // The type's rows only: the primary key (type, id) serves the keyset.
    from: sql`(SELECT * FROM plan_net_resources WHERE type = ${type}) r`,
    key: [sql`r.id`],
    keyOf: (row) => [row.id],
    lastUpdated: sql`r.updated_at`,
    select: sql`r.id, r.body, r.updated_at`,
    filter(filter) {
      if (filter.name === "_id" && filter.type === "token") return codeIn(sql`r.id`, filter.values);
      return storedFilter(params, STORED_COLUMNS, filter) ?? FALSE;
    },
  };
  return {
    type,
    chains: true,
    matchingKeys: (filter) => matchingKeys(search, filter),
    profile: PLAN_NET_PROFILE[type],
    documentation: options.documentation,
    searchParams: params.map(({ name, type: kind, definition, documentation, targets }) => ({
      name,
      type: kind,
      definition,
      documentation,
      ...(targets ? { targets } : {}),
    })),
    includes: storedIncludes(type, params),
    revincludes: options.revincludes,
    async read({ db }, id) {
      return (await selectStored(db, type, sql`r.id = ${id}`, 1))[0];
    },
    readMany: ({ db }, ids) =>
      ids.length === 0 ? Promise.resolve([]) : selectStored(db, type, valuesIn(sql`r.id`, ids), ids.length),
    async search({ db }, criteria) {
      const { rows, next } = await searchRows(db, search, criteria);
      return { resources: rows.map((row) => mapStored(rowToSource(type, row))), next };
    },
    async referringTo({ db }, parameter, targets, limit) {
      const param = params.find((candidate) => candidate.name === parameter);
      if (param?.type !== "reference") return [];
      const where = storedFilter(params, STORED_COLUMNS, {
        name: parameter,
        type: "reference",
        values: targets.map((id) => ({ type: null, id })),
      });
      return selectStored(db, type, where ?? FALSE, limit);
    },
  };
}
