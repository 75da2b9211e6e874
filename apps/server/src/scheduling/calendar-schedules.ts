import { compareAppTypes, type PatientType } from "@fad/contracts/provider/app-type";
import { typeTakenAt } from "@fad/contracts/provider/new-patients";
import { typeFitsVisit, type Visit } from "@fad/contracts/provider/visit";
import { isTextingSource } from "@fad/contracts/scheduling/texting-source";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { type BlockRow, type ScheduleBlocks, scheduleBlocksOf } from "./schedule-blocks.ts";

/** A calendar's static schedule: where and when it takes appointments, and of which types. */
export interface CalendarSchedule {
  calendarId: string;
  providerLocationId: number;
  locationId: string;
  physicianNpi: string;
  timeZone: string;
  /** The provider location takes new patients (spec booking §6): a New-only type is not offered where not. */
  acceptsNewPatients: boolean;
  /** Index 0 (Sunday) … 6: the day's opening hours in minutes after local midnight, sorted by start. */
  rulesByWeekday: RuleMinutes[][];
  types: Map<string, ScheduleType>;
  /** Blocked time, closures and holidays a scheduling administrator set (schedule-blocks.ts, decision 164). */
  blocks: ScheduleBlocks;
  /** The type shown when none is chosen (docs/decisions.md); null when the calendar offers none. */
  defaultTypeCode: string | null;
  /** The type shown to a returning patient when none is chosen (decision 129); null when none. */
  returningTypeCode: string | null;
}

export interface RuleMinutes {
  start: number;
  end: number;
}

export interface ScheduleType {
  code: string;
  friendlyName2: string;
  abbreviation: string;
  mhdAppointmentTypeName: string;
  patientType: PatientType;
  durationMinutes: number;
  textingOnly: boolean;
}

/**
 * Schedules change rarely and a results page asks for 10–20 of them at once, so each process keeps the
 * ones it has read, per database, for as long as the database's scheduling generation (migration 0020)
 * stays the same: any change to rules, types, calendars or time zones moves it on, in whichever process
 * or tool made it, and the next read drops what was kept (decision 71). Live appointments are never kept.
 */
const CACHE_LIMIT = 100_000;
interface ScheduleCache {
  generation: string | null;
  schedules: Map<string, CalendarSchedule>;
}
const caches = new WeakMap<Database, ScheduleCache>();

/** Drops the kept schedules of a database (tests that rewrite rules in place; the generation would too). */
export function forgetSchedules(db: Database): void {
  caches.delete(db);
}

/** The database's scheduling generation: what the kept schedules and days of slots are checked against. */
export async function readSchedulingGeneration(db: Database): Promise<string> {
  const row = await sql<{ generation: string }>`SELECT generation::text AS generation FROM scheduling_state`.execute(
    db,
  );
  return row.rows[0]?.generation ?? "0";
}

/**
 * The schedules of the calendars that exist among the ids, in one query for those not kept. `generation`
 * is the scheduling generation the caller read (else it is read here); kept schedules of another
 * generation are dropped first.
 */
export async function loadCalendarSchedules(options: {
  db: Database;
  calendarIds: readonly string[];
  generation?: string;
}): Promise<Map<string, CalendarSchedule>> {
  const { db, calendarIds } = options;
  const found = new Map<string, CalendarSchedule>();
  const generation = options.generation ?? (await readSchedulingGeneration(db));
  let cache = caches.get(db);
  if (!cache || cache.generation !== generation) {
    cache = { generation, schedules: new Map() };
    caches.set(db, cache);
  }
  const missing: string[] = [];
  for (const id of new Set(calendarIds)) {
    const schedule = cache.schedules.get(id);
    if (schedule) found.set(id, schedule);
    else missing.push(id);
  }
  if (missing.length === 0) return found;

  if (cache.schedules.size + missing.length > CACHE_LIMIT) cache.schedules.clear();
  for (const schedule of await querySchedules(db, missing)) {
    found.set(schedule.calendarId, schedule);
    cache.schedules.set(schedule.calendarId, schedule);
  }
  return found;
}

type RuleRow = [number, string, string];
type TypeRow = [string, string, string, string, PatientType, number, boolean];

async function querySchedules(db: Database, calendarIds: string[]): Promise<CalendarSchedule[]> {
  const rows = await db
    .selectFrom("calendars as c")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .innerJoin("locations as l", "l.id", "pl.location_id")
    .where("c.id", "in", calendarIds)
    .select([
      "c.id as calendarId",
      "pl.id as providerLocationId",
      "pl.location_id as locationId",
      "pl.physician_npi as physicianNpi",
      "l.time_zone as timeZone",
      "pl.accepts_new_patients as acceptsNewPatients",
      sql<RuleRow[]>`COALESCE((
        SELECT json_agg(json_build_array(r.weekday, r.start_time::text, r.end_time::text))
        FROM calendar_weekly_rules r WHERE r.calendar_id = c.id), '[]'::json)`.as("rules"),
      sql<TypeRow[]>`COALESCE((
        SELECT json_agg(json_build_array(t.code, t.friendly_name2, t.abbreviation, t.mhd_appointment_type_name,
          t.patient_type, t.duration_minutes, t.texting_only))
        FROM calendar_appointment_types cat JOIN appointment_types t ON t.code = cat.appointment_type_code
        WHERE cat.calendar_id = c.id), '[]'::json)`.as("types"),
      // The location's blocks (calendar_id null) and this calendar's own; instants as epoch milliseconds.
      sql<BlockRow[]>`COALESCE((
        SELECT json_agg(json_build_array(b.kind,
          (extract(epoch from lower(b.period)) * 1000)::float8, (extract(epoch from upper(b.period)) * 1000)::float8,
          b.weekday, b.start_time::text, b.end_time::text, b.first_day::text, b.last_day::text))
        FROM schedule_blocks b
        WHERE b.location_id = pl.location_id AND (b.calendar_id IS NULL OR b.calendar_id = c.id)), '[]'::json)`.as(
        "blocks",
      ),
    ])
    .execute();
  return rows.map((row) => {
    const rulesByWeekday: RuleMinutes[][] = Array.from({ length: 7 }, () => []);
    for (const [weekday, start, end] of parseJson(row.rules)) {
      rulesByWeekday[weekday]?.push({ start: timeToMinutes(start), end: timeToMinutes(end) });
    }
    for (const rules of rulesByWeekday) rules.sort((a, b) => a.start - b.start);
    const types = new Map<string, ScheduleType>();
    for (const [
      code,
      friendlyName2,
      abbreviation,
      mhdAppointmentTypeName,
      patientType,
      duration,
      textingOnly,
    ] of parseJson(row.types)) {
      types.set(code, {
        code,
        friendlyName2,
        abbreviation,
        mhdAppointmentTypeName,
        patientType,
        durationMinutes: duration,
        textingOnly,
      });
    }
    return {
      calendarId: row.calendarId,
      providerLocationId: row.providerLocationId,
      locationId: row.locationId,
      physicianNpi: row.physicianNpi,
      timeZone: row.timeZone,
      acceptsNewPatients: row.acceptsNewPatients,
      rulesByWeekday,
      types,
      blocks: scheduleBlocksOf(parseJson(row.blocks)),
      // Without a chosen type the visitor is taken as a new patient (decision 86): a location that does
      // not take new patients has no default type, so its cards and profile show no times to book.
      defaultTypeCode: row.acceptsNewPatients ? (defaultTypeOf([...types.values()])?.code ?? null) : null,
      // A returning patient is taken whether or not the location takes new patients (decision 129).
      returningTypeCode: defaultTypeOf([...types.values()], "returning")?.code ?? null,
    };
  });
}

/** Drivers hand json back parsed; a string is parsed here in case one does not. */
function parseJson<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

/** 'HH:MM:SS' → minutes after midnight ('24:00:00' is the end of the day). */
export function timeToMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The type a calendar shows when none is chosen: the first, by friendlyName2, that the visit's patient
 * may book (a new patient: New or New/Current; a returning one: Current or New/Current, decision 129)
 * and that is not texting-only (docs/decisions.md).
 */
export function defaultTypeOf<T extends Pick<ScheduleType, "friendlyName2" | "patientType" | "textingOnly">>(
  types: T[],
  visit: Visit = "new",
): T | undefined {
  return types.filter((type) => !type.textingOnly && typeFitsVisit(type.patientType, visit)).sort(compareAppTypes)[0];
}

/**
 * The type a calendar's times are shown for: the chosen one, else the visit's default; undefined when
 * the calendar does not offer it to this source or its location does not take its patients (decision 125).
 */
export function shownTypeOf(
  schedule: CalendarSchedule,
  options: { appointmentTypeCode?: string | null; visit?: Visit | null; source?: string | null },
): ScheduleType | undefined {
  const fallback = options.visit === "returning" ? schedule.returningTypeCode : schedule.defaultTypeCode;
  const code = options.appointmentTypeCode ?? fallback;
  const offered = code ? offeredType(schedule, code, options.source) : undefined;
  return offered && takenHere(schedule, offered) ? offered : undefined;
}

/** The calendar's type of that code, when the visitor may book it from this source. */
export function offeredType(
  schedule: CalendarSchedule,
  code: string,
  source: string | null | undefined,
): ScheduleType | undefined {
  const type = schedule.types.get(code);
  if (!type || (type.textingOnly && !isTextingSource(source))) return undefined;
  return type;
}

/** Whether the calendar's location takes patients of this type online (decision 125). */
export function takenHere(schedule: Pick<CalendarSchedule, "acceptsNewPatients">, type: ScheduleType): boolean {
  return typeTakenAt(type.patientType, schedule.acceptsNewPatients);
}
