import type { Schedule } from "@medplum/fhirtypes";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { badParameter } from "../http/fhir-errors.ts";
import type { FhirResourceDefinition } from "./fhir-types.ts";
import { parsePractitionerRoleId } from "./map-practitioner-role.ts";
import { mapSchedule } from "./map-schedule.ts";
import { type PublishedCalendar, readPublishedCalendars } from "./published-calendars.ts";
import type { SearchFilter, TokenValue } from "./search-parameters.ts";
import { and, type Condition, dateMatch, FALSE, or, valuesIn } from "./sql-filters.ts";

const FHIR_SCHEDULE_PARAM = "http://hl7.org/fhir/SearchParameter/Schedule-";

/** Calendars whose role id (NPI-locationId) is one of the values; an id that is not one matches none. */
export function roleIdsMatch(ids: string[]): Condition {
  return or(
    ids.flatMap((id) => {
      const parsed = parsePractitionerRoleId(id);
      return parsed ? [sql`(pl.physician_npi = ${parsed.npi} AND pl.location_id = ${parsed.locationId})`] : [];
    }),
  );
}

function codesOf(values: TokenValue[]): string[] {
  return values.filter((value) => value.system === undefined).map((value) => value.code);
}

function filterCondition(filter: SearchFilter): Condition {
  if (filter.name === "_lastUpdated" && filter.type === "date") return dateMatch(sql`pl.updated_at`, filter);
  if (filter.name === "_id" && filter.type === "token") return roleIdsMatch(codesOf(filter.values));
  if (filter.name === "actor" && filter.type === "reference") {
    return or(
      filter.values.map((value) =>
        value.type === "Location"
          ? valuesIn(sql`pl.location_id`, [value.id])
          : value.type === "PractitionerRole"
            ? roleIdsMatch([value.id])
            : or([valuesIn(sql`pl.location_id`, [value.id]), roleIdsMatch([value.id])]),
      ),
    );
  }
  if (filter.name === "active" && filter.type === "token") {
    // Every published Schedule is active.
    return codesOf(filter.values).includes("true") ? sql`TRUE` : FALSE;
  }
  return FALSE;
}

const toSchedule = (calendar: PublishedCalendar): Schedule => mapSchedule(calendar);

async function byIds(db: Database, ids: string[]): Promise<Schedule[]> {
  if (ids.length === 0) return [];
  const { calendars } = await readPublishedCalendars(db, {
    where: roleIdsMatch(ids),
    after: null,
    limit: ids.length,
  });
  return calendars.map(toSchedule);
}

/**
 * SMART Scheduling Links' Schedule (decision 141): a publishing calendar (a physician at a location,
 * the same id as its PractitionerRole), its published appointment type as serviceType.
 */
export const scheduleResource: FhirResourceDefinition = {
  type: "Schedule",
  profile: "http://hl7.org/fhir/StructureDefinition/Schedule",
  documentation:
    "A calendar publishing open times (SMART Scheduling Links): a physician booking online at a location taking new patients; the id is its PractitionerRole's. serviceType is the appointment type whose times are published (the one a new patient is shown).",
  searchParams: [
    {
      name: "actor",
      type: "reference",
      targets: ["PractitionerRole", "Location"],
      definition: `${FHIR_SCHEDULE_PARAM}actor`,
      documentation: "The PractitionerRole or Location the schedule is for.",
    },
    {
      name: "active",
      type: "token",
      definition: `${FHIR_SCHEDULE_PARAM}active`,
      documentation: "Every published schedule is active.",
    },
  ],
  includes: [{ name: "Schedule:actor", target: "PractitionerRole" }],
  revincludes: ["Slot:schedule"],
  async read({ db }, id) {
    return (await byIds(db, [id]))[0];
  },
  readMany: ({ db }, ids) => byIds(db, ids),
  async search({ db }, criteria) {
    if (criteria.cursor && criteria.cursor.length !== 2) {
      throw badParameter("_cursor", "_cursor is not one this server gave (use the Bundle's next link as it is)");
    }
    const { calendars, last, read } = await readPublishedCalendars(db, {
      where: and(criteria.filters.map(filterCondition)),
      after: (criteria.cursor as [string, string] | null) ?? null,
      limit: criteria.count + 1,
    });
    const page = calendars.slice(0, criteria.count);
    const pageLast = page.at(-1);
    // A calendar beyond the page: continue after the page's last. Every row read but some publishing
    // nothing: more rows may follow the last one read, so continue after it.
    const next =
      calendars.length > criteria.count && pageLast
        ? [pageLast.npi, pageLast.location_id]
        : read === criteria.count + 1 && last
          ? last
          : null;
    return { resources: page.map(toSchedule), next };
  },
};
