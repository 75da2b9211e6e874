import type { ProblemList } from "./import-problems.ts";

/** A parsed JSON object as the mappers read it: every field is checked, none trusted. */
export type Json = Record<string, unknown>;

export const NPI_SYSTEM = "http://hl7.org/fhir/sid/us-npi";
export const NUCC_SYSTEM = "http://nucc.org/provider-taxonomy";
export const PLAN_NET = "http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/";
export const NEW_PATIENTS_URL = `${PLAN_NET}newpatients`;
export const NETWORK_REFERENCE_URL = `${PLAN_NET}network-reference`;

export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function objectsOf(value: unknown): Json[] {
  return arrayOf(value).filter(isObject);
}

/** A trimmed non-empty string, or null. */
export function text(value: unknown): string | null {
  return typeof value === "string" && value.trim().length > 0 ? value.trim() : null;
}

/**
 * A FHIR string field that a source wrote as a number (a known defect of real directories): taken as
 * its decimal text with a warning (decision 131), never a crash or a silent change.
 */
export function coercedString(value: unknown, field: string, problems: ProblemList): string | null {
  if (typeof value === "number" && Number.isFinite(value)) {
    problems.warning(field, `is the number ${value} where FHIR requires a string; taken as "${value}"`);
    return String(value);
  }
  return text(value);
}

/** "Organization/abc" → "Organization/abc" when it is a relative reference of the given type, else null. */
export function referenceTo(value: unknown, type: string): string | null {
  if (!isObject(value)) return null;
  const reference = text(value.reference);
  if (!reference) return null;
  // Absolute references (https://server/fhir/Organization/abc) keep their last two segments.
  const parts = reference.split("/");
  const id = parts.at(-1);
  const kind = parts.at(-2);
  return kind === type && id ? `${type}/${id}` : null;
}

export function extensionsNamed(resource: Json, url: string): Json[] {
  return objectsOf(resource.extension).filter((extension) => extension.url === url);
}

export function codingsOf(concept: unknown): Json[] {
  return isObject(concept) ? objectsOf(concept.coding) : [];
}

/**
 * The Plan-Net `newpatients` extension's `acceptingPatients` code as our yes/no: only `newpt` takes new
 * patients; `nopt`, `existptonly` and `existptfam` do not. null when the extension is absent or unknown.
 */
export function acceptingNewPatients(resource: Json): boolean | null {
  for (const extension of extensionsNamed(resource, NEW_PATIENTS_URL)) {
    for (const part of objectsOf(extension.extension)) {
      if (part.url !== "acceptingPatients") continue;
      const code = text(codingsOf(part.valueCodeableConcept)[0]?.code);
      if (code === "newpt") return true;
      if (code === "nopt" || code === "existptonly" || code === "existptfam") return false;
    }
  }
  return null;
}

/** The first phone number of a telecom list, as written. */
export function phoneOf(telecom: unknown): string | null {
  for (const point of objectsOf(telecom)) {
    if (point.system === "phone") {
      const value = text(point.value);
      if (value) return value;
    }
  }
  return null;
}

/**
 * A US phone as the directory shows it (615-555-0100): the ten digits of the number, an extension
 * dropped (the product shows no extension); null when there are not ten digits (or 11 with a leading 1).
 */
export function usPhone(value: string | null): string | null {
  if (!value) return null;
  const main = value.split(/\s*(?:x|ext\.?|#)\s*\d+\s*$/i)[0] ?? value;
  let digits = main.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const WEEKDAYS: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

export interface WeeklyHours {
  /** 0 is Sunday, as in the calendar_weekly_rules table. */
  weekday: number;
  start_time: string;
  end_time: string;
}

const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])(:([0-5][0-9]))?$/;

function fullTime(value: unknown): string | null {
  const match = typeof value === "string" ? TIME.exec(value) : null;
  return match ? `${match[1]}:${match[2]}:${match[4] ?? "00"}` : null;
}

/**
 * FHIR `availableTime` (PractitionerRole, HealthcareService) or `hoursOfOperation` (Location) as weekly
 * rules in local wall-clock time; `allDay` takes the mapping file's day hours. Entries without days or
 * with an end not after the start are reported and left out; overlapping entries are merged.
 */
export function weeklyHoursOf(
  entries: unknown,
  field: string,
  allDayHours: readonly [string, string],
  problems: ProblemList,
): WeeklyHours[] {
  const rules: WeeklyHours[] = [];
  objectsOf(entries).forEach((entry, index) => {
    const days = arrayOf(entry.daysOfWeek)
      .map((day) => (typeof day === "string" ? WEEKDAYS[day] : undefined))
      .filter((day): day is number => day !== undefined);
    if (days.length === 0) {
      problems.warning(`${field}[${index}].daysOfWeek`, "names no day of the week; these hours are left out");
      return;
    }
    let start = fullTime(entry.availableStartTime ?? entry.openingTime);
    let end = fullTime(entry.availableEndTime ?? entry.closingTime);
    if (entry.allDay === true) [start, end] = allDayHours;
    if (!start || !end || end <= start) {
      problems.warning(`${field}[${index}]`, "has no valid start and end time (HH:MM:SS, end after start); left out");
      return;
    }
    for (const weekday of new Set(days)) rules.push({ weekday, start_time: start, end_time: end });
  });
  return mergeOverlaps(rules);
}

function mergeOverlaps(rules: WeeklyHours[]): WeeklyHours[] {
  const sorted = [...rules].sort((a, b) => a.weekday - b.weekday || a.start_time.localeCompare(b.start_time));
  const merged: WeeklyHours[] = [];
  for (const rule of sorted) {
    const last = merged.at(-1);
    if (last && last.weekday === rule.weekday && rule.start_time <= last.end_time) {
      if (rule.end_time > last.end_time) last.end_time = rule.end_time;
    } else {
      merged.push({ ...rule });
    }
  }
  return merged;
}
