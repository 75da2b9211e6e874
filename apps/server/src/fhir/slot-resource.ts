import type { Slot } from "@medplum/fhirtypes";
import { badParameter } from "../http/fhir-errors.ts";
import type { FhirContext, FhirResourceDefinition } from "./fhir-types.ts";
import { parsePractitionerRoleId } from "./map-practitioner-role.ts";
import { mapSlot, parseSlotId, slotId } from "./map-slot.ts";
import { type PublishedTime, publishedTimes, slotSourceOf } from "./published-slots.ts";
import { roleIdsMatch } from "./schedule-resource.ts";
import type { DateFilter, DatePrefix, DateValue, SearchFilter } from "./search-parameters.ts";
import { and, type Condition, TRUE } from "./sql-filters.ts";

const FHIR_SLOT_PARAM = "http://hl7.org/fhir/SearchParameter/Slot-";

/** An instant against a date filter, as sql-filters.ts' dateMatch does in SQL. */
export function instantMatches(instant: number, filter: DateFilter): boolean {
  return filter.values.some((value) => DATE_PREFIXES[value.prefix](instant, value));
}
const DATE_PREFIXES: Record<DatePrefix, (at: number, value: DateValue) => boolean> = {
  eq: (at, { start, end }) => at >= start.getTime() && at < end.getTime(),
  ap: (at, { start, end }) => at >= start.getTime() && at < end.getTime(),
  ne: (at, { start, end }) => at < start.getTime() || at >= end.getTime(),
  gt: (at, { end }) => at >= end.getTime(),
  sa: (at, { end }) => at >= end.getTime(),
  lt: (at, { start }) => at < start.getTime(),
  eb: (at, { start }) => at < start.getTime(),
  ge: (at, { start }) => at >= start.getTime(),
  le: (at, { end }) => at < end.getTime(),
};

/** The calendars a filter narrows to (schedule, _id), or TRUE: the rest is checked on each time. */
function calendarCondition(filter: SearchFilter): Condition {
  if (filter.name === "schedule" && filter.type === "reference") return roleIdsMatch(filter.values.map((v) => v.id));
  if (filter.name === "_id" && filter.type === "token") {
    return roleIdsMatch(
      filter.values.flatMap((value) => {
        const parsed = value.system === undefined ? parseSlotId(value.code) : null;
        return parsed ? [parsed.scheduleId] : [];
      }),
    );
  }
  return TRUE;
}

function timeMatches(filter: SearchFilter, published: PublishedTime, id: string): boolean {
  const { time } = published;
  switch (filter.name) {
    case "_id":
      return filter.type === "token" && filter.values.some((value) => value.system === undefined && value.code === id);
    case "start":
      return filter.type === "date" && instantMatches(time.start, filter);
    case "_lastUpdated":
      return filter.type === "date" && instantMatches(time.lastUpdated, filter);
    case "status":
      return (
        filter.type === "token" &&
        filter.values.some(
          (value) =>
            (value.system === undefined || value.system === "http://hl7.org/fhir/slotstatus") &&
            value.code === time.status,
        )
      );
    default:
      return true; // schedule: the calendar condition
  }
}

function contextOf(context: FhirContext): { now: Date; publicUrl: string } {
  return { now: (context.clock ?? (() => new Date()))(), publicUrl: context.publicUrl ?? "" };
}

async function readSlots(context: FhirContext, ids: string[]): Promise<Slot[]> {
  const { now, publicUrl } = contextOf(context);
  const wanted = new Map<string, Set<number>>();
  for (const id of ids) {
    const parsed = parseSlotId(id);
    if (!parsed || !parsePractitionerRoleId(parsed.scheduleId)) continue;
    const starts = wanted.get(parsed.scheduleId) ?? new Set<number>();
    starts.add(parsed.start.getTime());
    wanted.set(parsed.scheduleId, starts);
  }
  if (wanted.size === 0) return [];
  const slots: Slot[] = [];
  for await (const published of publishedTimes(context.db, { where: roleIdsMatch([...wanted.keys()]), now })) {
    const source = slotSourceOf(published, publicUrl);
    if (wanted.get(source.scheduleId)?.has(source.start.getTime())) slots.push(mapSlot(source));
  }
  return slots;
}

/**
 * SMART Scheduling Links' Slot (decision 141): a time of a published Schedule, computed from the
 * calendar's weekly hours and the appointments over it whenever asked (times are not stored). Only the
 * published days are served; a time before now or past them is not found.
 */
export const slotResource: FhirResourceDefinition = {
  type: "Slot",
  profile: "http://hl7.org/fhir/StructureDefinition/Slot",
  documentation:
    "An open time of a published Schedule for the next 28 days: free, busy-tentative (held now) or busy (booked); booking-deep-link opens our booking page with the time held, booking-phone is the location's phone. The id is the Schedule's and the UTC start (…​.YYYYMMDDTHHMM).",
  searchParams: [
    {
      name: "schedule",
      type: "reference",
      targets: ["Schedule"],
      definition: `${FHIR_SLOT_PARAM}schedule`,
      documentation: "The Schedule (a calendar; its PractitionerRole's id).",
    },
    {
      name: "start",
      type: "date",
      definition: `${FHIR_SLOT_PARAM}start`,
      documentation: "The time's start, with the prefixes eq, ne, gt, lt, ge, le, sa, eb (ap as eq).",
    },
    {
      name: "status",
      type: "token",
      definition: `${FHIR_SLOT_PARAM}status`,
      documentation: "free, busy-tentative or busy.",
    },
  ],
  includes: [{ name: "Slot:schedule", target: "Schedule" }],
  revincludes: [],
  async read(context, id) {
    return (await readSlots(context, [id]))[0];
  },
  readMany: (context, ids) => readSlots(context, ids),
  async search(context, criteria) {
    const { now, publicUrl } = contextOf(context);
    let from: { key: [string, string]; start: number } | null = null;
    if (criteria.cursor) {
      const [npi = "", locationId = "", start = ""] = criteria.cursor;
      if (criteria.cursor.length !== 3 || !/^[0-9]{1,15}$/.test(start)) {
        throw badParameter("_cursor", "_cursor is not one this server gave (use the Bundle's next link as it is)");
      }
      from = { key: [npi, locationId], start: Number(start) };
    }
    const resources: Slot[] = [];
    let next: string[] | null = null;
    let lastKey: string[] | null = null;
    for await (const published of publishedTimes(context.db, {
      where: and(criteria.filters.map(calendarCondition)),
      now,
      from,
    })) {
      const source = slotSourceOf(published, publicUrl);
      const id = slotId(source.scheduleId, source.start);
      if (!criteria.filters.every((filter) => timeMatches(filter, published, id))) continue;
      if (resources.length === criteria.count) {
        // A match beyond the page: the next page continues after the page's last time.
        next = lastKey;
        break;
      }
      resources.push(mapSlot(source));
      lastKey = [published.calendar.npi, published.calendar.location_id, String(published.time.start)];
    }
    return { resources, next };
  },
  async referringTo(context, parameter, targets, limit) {
    if (parameter !== "schedule") return [];
    const { now, publicUrl } = contextOf(context);
    const slots: Slot[] = [];
    for await (const published of publishedTimes(context.db, { where: roleIdsMatch(targets), now })) {
      if (slots.length >= limit) break;
      slots.push(mapSlot(slotSourceOf(published, publicUrl)));
    }
    return slots;
  },
};
