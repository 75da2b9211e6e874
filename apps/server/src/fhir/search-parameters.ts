import type { RawBuilder } from "kysely";
import { badParameter, FhirError } from "../http/fhir-errors.ts";

/**
 * A search's query string read against the parameters a resource type declares (FHIR R4 §3.1.1):
 * values of one parameter separated by commas are OR'd, repeated parameters AND'd. A parameter the
 * type does not declare is ignored, or refused under `Prefer: handling=strict`; a declared one with a
 * value it cannot read, or a modifier it does not support, is always refused (400), never guessed at.
 */
export type StringFilter = { name: string; type: "string"; modifier: "exact" | "contains" | null; values: string[] };
/** system undefined: any system; null: "|code", no system. */
export type TokenValue = { system: string | null | undefined; code: string };
export type TokenFilter = { name: string; type: "token"; values: TokenValue[] };
/**
 * A reference filter: the ids its values name, or (a chained parameter, FHIR R4 §3.1.1.4.9.5,
 * `location.address-city=Austin`) every resource of the target type that the chained filter matches.
 */
export type ReferenceFilter = {
  name: string;
  type: "reference";
  values: { type: string | null; id: string }[];
  chain?: ChainedFilter;
};
/**
 * The chained part: read by the parser; `keys` is set by the routes (fhir-plugin.ts) to the target
 * type's SQL subquery of the keys it matches, so the source's condition is `column IN (keys)` and the
 * chain is answered in the database, never by fetching the targets.
 */
export type ChainedFilter = { target: string; filter: SearchFilter; keys?: RawBuilder<unknown> };
export type DatePrefix = "eq" | "ne" | "gt" | "lt" | "ge" | "le" | "sa" | "eb" | "ap";
/** A date value as the range its precision covers, [start, end). */
export type DateValue = { prefix: DatePrefix; start: Date; end: Date };
export type DateFilter = { name: string; type: "date"; values: DateValue[] };
export type SearchFilter = StringFilter | TokenFilter | ReferenceFilter | DateFilter;

export interface SearchCriteria {
  filters: SearchFilter[];
  count: number;
  /** The sort key of the last resource of the previous page (opaque to clients). */
  cursor: string[] | null;
  includes: string[];
  revincludes: string[];
  /** The parameters as applied, in order: what the Bundle's self link says was searched. */
  applied: [string, string][];
  /** Parameters that were ignored (lenient handling), for the Bundle's outcome entry. */
  ignored: string[];
}

/** What the parser needs of a served type (fhir-types.ts' SearchableType has it). */
export interface SearchableType {
  type: string;
  searchParams: SearchParamDefinition[];
  includes: { name: string }[];
  revincludes: string[];
  /** Its reference parameters follow chains (`param.chainparam`) into the types `chainTarget` gives. */
  chains?: boolean;
}

/** A type a chain may lead into (its search parameters), or undefined when it cannot be chained into. */
export type ChainTarget = (type: string) => SearchableType | undefined;

/** How deep chains may go (`a.b.c=` is two): deeper ones are not supported (ignored, or 400 when strict). */
export const MAX_CHAIN_DEPTH = 2;

/** FHIR's search parameter types that this server parses (http://hl7.org/fhir/search-param-type). */
export type SearchParamType = "string" | "token" | "reference" | "date";

export interface SearchParamDefinition {
  name: string;
  type: SearchParamType;
  /** The SearchParameter's canonical URL (the Plan-Net guide's or FHIR's base). */
  definition: string;
  /** What this server matches, said in the CapabilityStatement. */
  documentation: string;
  /** For a reference parameter: the resource types it may name. */
  targets?: string[];
}

export const DEFAULT_COUNT = 20;
export const MAX_COUNT = 100;

/** Parameters every search type answers (FHIR's common ones), besides those the type declares. */
export const COMMON_PARAMS: SearchParamDefinition[] = [
  {
    name: "_id",
    type: "token",
    definition: "http://hl7.org/fhir/SearchParameter/Resource-id",
    documentation: "The resource's id; several ids comma-separated.",
  },
  {
    name: "_lastUpdated",
    type: "date",
    definition: "http://hl7.org/fhir/SearchParameter/Resource-lastUpdated",
    documentation:
      "When the resource last changed (meta.lastUpdated), with the prefixes eq, ne, gt, lt, ge, le, sa, eb (ap as eq); a date or a dateTime with its zone.",
  },
];

/** Control parameters read here (not filters); _format is accepted and JSON always answered. */
const CONTROL = new Set(["_count", "_cursor", "_include", "_revinclude", "_format"]);

export function parseSearch(
  definition: SearchableType,
  query: Record<string, string | string[] | undefined>,
  strict: boolean,
  chainTarget: ChainTarget = () => undefined,
): SearchCriteria {
  const params = paramsOf(definition);
  const criteria: SearchCriteria = {
    filters: [],
    count: DEFAULT_COUNT,
    cursor: null,
    includes: [],
    revincludes: [],
    applied: [],
    ignored: [],
  };
  for (const [key, raw] of Object.entries(query)) {
    for (const value of Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]) {
      readParameter(definition, params, criteria, key, value, strict, chainTarget);
    }
  }
  return criteria;
}

function paramsOf(definition: SearchableType): Map<string, SearchParamDefinition> {
  const params = new Map<string, SearchParamDefinition>();
  for (const param of [...COMMON_PARAMS, ...definition.searchParams]) params.set(param.name, param);
  return params;
}

/** The type a reference parameter's chain leads into: its `:Type` modifier, or its only target. */
function chainedType(param: SearchParamDefinition, modifier: string | undefined): string | undefined {
  const targets = param.targets ?? [];
  if (modifier !== undefined) return targets.includes(modifier) ? modifier : undefined;
  return targets.length === 1 ? targets[0] : undefined;
}

/**
 * A chained key (`param[:Type].chainparam[:modifier]`, chains within chains up to MAX_CHAIN_DEPTH) read
 * against the types it leads into; null when the chain is not one this server answers (then handled as
 * an unknown parameter). A known chain with a value its last parameter cannot read is refused (400).
 */
function readChain(
  definition: SearchableType,
  params: Map<string, SearchParamDefinition>,
  key: string,
  chainKey: string,
  value: string,
  chainTarget: ChainTarget,
  depth: number,
): ReferenceFilter | null {
  const dot = chainKey.indexOf(".");
  const [name = "", modifier, ...rest] = chainKey.slice(0, dot).split(":");
  const param = params.get(name);
  if (!definition.chains || !param || param.type !== "reference" || rest.length > 0 || depth >= MAX_CHAIN_DEPTH) {
    return null;
  }
  const type = chainedType(param, modifier);
  const target = type === undefined ? undefined : chainTarget(type);
  if (!target || type === undefined) return null;
  const targetParams = paramsOf(target);
  const chained = chainKey.slice(dot + 1);
  let filter: SearchFilter | null;
  if (chained.includes(".")) {
    filter = readChain(target, targetParams, key, chained, value, chainTarget, depth + 1);
  } else {
    const [chainedName = "", chainedModifier, ...chainedRest] = chained.split(":");
    const chainedParam = targetParams.get(chainedName);
    if (!chainedParam || chainedRest.length > 0) return null;
    filter = readFilter(chainedParam, chainedModifier ?? null, key, value);
  }
  return filter ? { name, type: "reference", values: [], chain: { target: type, filter } } : null;
}

function readParameter(
  definition: SearchableType,
  params: Map<string, SearchParamDefinition>,
  criteria: SearchCriteria,
  key: string,
  value: string,
  strict: boolean,
  chainTarget: ChainTarget,
): void {
  if (key.includes(".")) {
    const chain = readChain(definition, params, key, key, value, chainTarget, 0);
    if (!chain) {
      unknownParameter(definition, criteria, key, strict);
      return;
    }
    if (value === "") return;
    criteria.filters.push(chain);
    criteria.applied.push([key, value]);
    return;
  }
  const [name = "", modifier, ...rest] = key.split(":");
  if (CONTROL.has(name)) {
    readControl(definition, criteria, key, value);
    return;
  }
  const param = params.get(name);
  if (!param || rest.length > 0) {
    unknownParameter(definition, criteria, key, strict);
    return;
  }
  // FHIR: a parameter with an empty value is ignored.
  if (value === "") return;
  criteria.filters.push(readFilter(param, modifier ?? null, key, value));
  criteria.applied.push([key, value]);
}

/** A parameter this server does not answer: ignored, or refused under `Prefer: handling=strict`. */
function unknownParameter(definition: SearchableType, criteria: SearchCriteria, key: string, strict: boolean): void {
  if (strict) {
    throw new FhirError(
      400,
      "not-supported",
      `The search parameter ${key} is not supported on ${definition.type}`,
      key,
    );
  }
  criteria.ignored.push(key);
}

function readControl(definition: SearchableType, criteria: SearchCriteria, key: string, value: string): void {
  switch (key) {
    case "_count": {
      if (!/^[0-9]{1,6}$/.test(value) || Number(value) < 1) {
        throw badParameter("_count", `_count must be a whole number from 1 (at most ${MAX_COUNT} are sent a page)`);
      }
      criteria.count = Math.min(Number(value), MAX_COUNT);
      replaceApplied(criteria, "_count", String(criteria.count));
      return;
    }
    case "_cursor":
      criteria.cursor = decodeCursor(value);
      return;
    case "_include":
    case "_include:iterate":
      if (!definition.includes.some((include) => include.name === value)) {
        throw new FhirError(
          400,
          "not-supported",
          `_include=${value} is not supported on ${definition.type}`,
          "_include",
        );
      }
      criteria.includes.push(value);
      criteria.applied.push(["_include", value]);
      return;
    case "_revinclude":
    case "_revinclude:iterate":
      if (!definition.revincludes.includes(value)) {
        throw new FhirError(
          400,
          "not-supported",
          `_revinclude=${value} is not supported on ${definition.type}`,
          "_revinclude",
        );
      }
      criteria.revincludes.push(value);
      criteria.applied.push(["_revinclude", value]);
      return;
    case "_format":
      return;
    default:
      throw badParameter(key, `The modifier of ${key} is not supported`);
  }
}

function replaceApplied(criteria: SearchCriteria, key: string, value: string): void {
  criteria.applied = criteria.applied.filter(([name]) => name !== key);
  criteria.applied.push([key, value]);
}

function readFilter(param: SearchParamDefinition, modifier: string | null, key: string, value: string): SearchFilter {
  const values = splitValues(value);
  switch (param.type) {
    case "string": {
      if (modifier !== null && modifier !== "exact" && modifier !== "contains") {
        throw badParameter(key, `The modifier :${modifier} is not supported on ${param.name}`);
      }
      return { name: param.name, type: "string", modifier, values };
    }
    case "token":
      noModifier(param, modifier, key);
      return { name: param.name, type: "token", values: values.map(readToken) };
    case "reference": {
      // name:Type restricts the target type, as the Plan-Net test kit sends it.
      if (modifier !== null && !(param.targets ?? []).includes(modifier)) {
        throw badParameter(key, `The modifier :${modifier} is not supported on ${param.name}`);
      }
      return {
        name: param.name,
        type: "reference",
        values: values.map((one) => readReference(param, modifier, key, one)),
      };
    }
    case "date":
      noModifier(param, modifier, key);
      return { name: param.name, type: "date", values: values.map((one) => readDate(key, one)) };
  }
}

function noModifier(param: SearchParamDefinition, modifier: string | null, key: string): void {
  if (modifier !== null) throw badParameter(key, `The modifier :${modifier} is not supported on ${param.name}`);
}

/** Commas separate values; "\," is a comma inside one. */
export function splitValues(value: string): string[] {
  const values: string[] = [];
  let current = "";
  for (let index = 0; index < value.length; index++) {
    const char = value[index];
    if (char === "\\" && (value[index + 1] === "," || value[index + 1] === "|" || value[index + 1] === "\\")) {
      current += value[index + 1];
      index++;
    } else if (char === ",") {
      values.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  values.push(current);
  return values.filter((one) => one !== "");
}

function readToken(value: string): TokenValue {
  const bar = value.indexOf("|");
  if (bar < 0) return { system: undefined, code: value };
  return { system: bar === 0 ? null : value.slice(0, bar), code: value.slice(bar + 1) };
}

const ID = /^[A-Za-z0-9\-.]{1,64}$/;

function readReference(
  param: SearchParamDefinition,
  modifier: string | null,
  key: string,
  value: string,
): { type: string | null; id: string } {
  const parts = value.replace(/^https?:\/\/[^?#]*\/fhir\//, "").split("/");
  const [type, id] = parts.length === 2 ? parts : [modifier, parts[0]];
  if (
    parts.length > 2 ||
    !id ||
    !ID.test(id) ||
    (type !== null && type !== undefined && !/^[A-Z][A-Za-z]+$/.test(type))
  ) {
    throw badParameter(key, `${key}=${value} is not a reference (Type/id or id)`);
  }
  if (type && !(param.targets ?? []).includes(type)) {
    throw badParameter(key, `${param.name} refers to ${(param.targets ?? []).join(" or ")}, not ${type}`);
  }
  return { type: type ?? null, id };
}

const DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

/** A FHIR date or dateTime as the range its precision covers; a time needs its zone. */
export function readDate(key: string, raw: string): DateValue {
  const match = /^(eq|ne|gt|lt|ge|le|sa|eb|ap)?(.*)$/.exec(raw);
  const prefix = (match?.[1] ?? "eq") as DatePrefix;
  const text = match?.[2] ?? "";
  const parts = DATE.exec(text);
  const invalid = () =>
    badParameter(key, `${key}=${raw} is not a FHIR date (YYYY, YYYY-MM, YYYY-MM-DD or a dateTime with its zone)`);
  if (!parts) throw invalid();
  const [, year, month, day, hour, minute, second, fraction, zone] = parts;
  let start: Date;
  let end: Date;
  if (hour !== undefined) {
    start = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second ?? "00"}${fraction ?? ""}${zone}`);
    const stepMs = second === undefined ? 60_000 : fraction ? 10 ** (3 - Math.min(fraction.length - 1, 3)) : 1_000;
    end = new Date(start.getTime() + stepMs);
  } else {
    const y = Number(year);
    const m = month === undefined ? 0 : Number(month) - 1;
    const d = day === undefined ? 1 : Number(day);
    start = new Date(Date.UTC(y, m, d));
    if (start.getUTCMonth() !== m || start.getUTCDate() !== d) throw invalid();
    end = new Date(
      Date.UTC(
        month === undefined ? y + 1 : y,
        month === undefined ? 0 : day === undefined ? m + 1 : m,
        day === undefined ? 1 : d + 1,
      ),
    );
  }
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw invalid();
  return { prefix, start, end };
}

/** The cursor is the last sort key, base64url JSON: opaque to clients, checked when read back. */
export function encodeCursor(key: string[]): string {
  return Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
}

function decodeCursor(value: string): string[] {
  try {
    const key: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (Array.isArray(key) && key.length > 0 && key.length <= 4 && key.every((part) => typeof part === "string")) {
      return key as string[];
    }
  } catch {
    // falls through to the error below
  }
  throw badParameter("_cursor", "_cursor is not one this server gave (use the Bundle's next link as it is)");
}
