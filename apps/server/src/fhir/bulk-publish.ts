import { Readable } from "node:stream";
import { addDays, dayInTimeZone } from "@fad/contracts/scheduling/day-format";
import type { Resource } from "@medplum/fhirtypes";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { sql } from "kysely";
import type { Clock } from "../clock.ts";
import type { Database } from "../database/create-database.ts";
import { badParameter, FhirError } from "../http/fhir-errors.ts";
import type { FhirOperationDefinition } from "./capability-statement.ts";
import { baseUrlOf, FHIR_NDJSON } from "./fhir-plugin.ts";
import { daysOfIsoWeek, isoWeeksBetween } from "./iso-week.ts";
import { locationResource } from "./location-resource.ts";
import { mapSchedule } from "./map-schedule.ts";
import { mapSlot } from "./map-slot.ts";
import { practitionerRoleResource } from "./practitioner-role-resource.ts";
import { PUBLISHED_WHERE, publishedStates, readPublishedCalendars } from "./published-calendars.ts";
import { CALENDAR_PAGE, publishedTimes, slotSourceOf } from "./published-slots.ts";
import { BULK_PUBLISH_DEFINITION, PUBLICATION_CACHE, PUBLISHED_DAYS } from "./scheduling-links.ts";
import { and, type Condition, TRUE, valuesIn } from "./sql-filters.ts";

export const BULK_PUBLISH_PATH = "/$bulk-publish";
const DAY_MS = 86_400_000;
/** Lines are sent in chunks of about this many characters (one write per chunk, not per line). */
const CHUNK_CHARS = 64 * 1024;

export interface BulkPublishOptions {
  db: Database;
  clock: Clock;
  /** The site's public address: where the Slots' booking-deep-link points. */
  publicUrl: string;
}

export const BULK_PUBLISH_OPERATION: FhirOperationDefinition = {
  name: "bulk-publish",
  definition: BULK_PUBLISH_DEFINITION,
  documentation: `SMART Scheduling Links (decision 141): the manifest of NDJSON files of Location, PractitionerRole, Schedule (one per state) and Slot (one per state and ISO week, the next ${PUBLISHED_DAYS} days); _since (a FHIR instant) keeps what changed since then. Public; cached ${PUBLICATION_CACHE}.`,
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const STATE = /^[A-Z]{2}$/;
const FILE_TYPES = ["Location", "PractitionerRole", "Schedule"] as const;
type FileType = (typeof FILE_TYPES)[number];

/** `_since` as milliseconds, null when absent; anything but a FHIR instant is refused. */
function sinceOf(query: Record<string, unknown>): number | null {
  const raw = query._since;
  if (raw === undefined) return null;
  if (typeof raw !== "string" || !INSTANT.test(raw) || Number.isNaN(Date.parse(raw))) {
    throw badParameter("_since", "_since must be a FHIR instant, e.g. 2026-11-23T12:00:00Z");
  }
  return Date.parse(raw);
}

function stateOf(file: string, suffix = ".ndjson"): string {
  const state = file.endsWith(suffix) ? file.slice(0, -suffix.length) : "";
  if (!STATE.test(state)) throw new FhirError(404, "not-found", `${file} is not a file of this publication`);
  return state;
}

/**
 * The SMART Scheduling Links publication under /fhir (decision 141): the manifest at $bulk-publish and
 * its files, each streamed a page of rows at a time (keyset order), so no file is ever held whole.
 */
export function bulkPublishPlugin(options: BulkPublishOptions): FastifyPluginAsync {
  const { db, clock, publicUrl } = options;
  return async (scope) => {
    scope.get<{ Querystring: Record<string, unknown> }>(BULK_PUBLISH_PATH, async (request, reply) => {
      const since = sinceOf(request.query);
      const now = clock();
      const base = baseUrlOf(request);
      const query = since === null ? "" : `?_since=${encodeURIComponent(new Date(since).toISOString())}`;
      const states = await publishedStates(db);
      const weeks = isoWeeksBetween(
        // Every zone's today (UTC−12 to UTC+14) and the published days after it.
        dayInTimeZone(new Date(now.getTime() - 12 * 3_600_000), "UTC"),
        addDays(dayInTimeZone(new Date(now.getTime() + 14 * 3_600_000), "UTC"), PUBLISHED_DAYS - 1),
      );
      const file = (type: string, path: string, state: string) => ({
        type,
        url: `${base}${BULK_PUBLISH_PATH}/${type}/${path}.ndjson${query}`,
        extension: { state: [state] },
      });
      reply.header("cache-control", PUBLICATION_CACHE);
      return {
        transactionTime: now.toISOString(),
        request: `${base}${BULK_PUBLISH_PATH}${query}`,
        requiresAccessToken: false,
        output: [
          ...FILE_TYPES.flatMap((type) => states.map((state) => file(type, state, state))),
          ...states.flatMap((state) => weeks.map((week) => file("Slot", `${state}/${week}`, state))),
        ],
        error: [],
      };
    });

    scope.get<{ Params: { type: string; file: string }; Querystring: Record<string, unknown> }>(
      `${BULK_PUBLISH_PATH}/:type/:file`,
      async (request, reply) => {
        const type = request.params.type as FileType;
        if (!FILE_TYPES.includes(type)) {
          throw new FhirError(404, "not-found", `${type} is not a type of this publication`);
        }
        const state = stateOf(request.params.file);
        const since = sinceOf(request.query);
        const resources =
          type === "Location"
            ? locationsOf(db, state, since)
            : type === "PractitionerRole"
              ? rolesOf(db, state, since)
              : schedulesOf(db, state, since);
        return sendNdjson(reply, resources);
      },
    );

    scope.get<{ Params: { state: string; file: string }; Querystring: Record<string, unknown> }>(
      `${BULK_PUBLISH_PATH}/Slot/:state/:file`,
      async (request, reply) => {
        const state = request.params.state;
        const week = request.params.file.replace(/\.ndjson$/, "");
        const days = request.params.file.endsWith(".ndjson") ? daysOfIsoWeek(week) : null;
        if (!STATE.test(state) || !days) {
          throw new FhirError(404, "not-found", "Not a Slot file of this publication (Slot/XX/YYYY-Www.ndjson)");
        }
        const since = sinceOf(request.query);
        return sendNdjson(reply, slotsOf({ db, now: clock(), publicUrl, state, days, since }));
      },
    );
  };
}

function sendNdjson(reply: FastifyReply, resources: AsyncIterable<Resource>) {
  reply.header("content-type", FHIR_NDJSON);
  reply.header("cache-control", PUBLICATION_CACHE);
  return reply.send(Readable.from(ndjsonChunks(resources)));
}

async function* ndjsonChunks(resources: AsyncIterable<Resource>): AsyncGenerator<string> {
  let chunk = "";
  for await (const resource of resources) {
    chunk += `${JSON.stringify(resource)}\n`;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

const sinceCondition = (column: Condition, since: number | null): Condition =>
  since === null ? TRUE : sql`${column} > ${new Date(since)}`;

/** The state's calendars publishing times, changed since `since` (their schedule's stamp). */
const stateCalendars = (state: string, since: number | null) =>
  and([sql`l.state = ${state}`, sinceCondition(sql`pl.updated_at`, since)]);

async function* schedulesOf(db: Database, state: string, since: number | null): AsyncGenerator<Resource> {
  let after: [string, string] | null = null;
  for (;;) {
    const page = await readPublishedCalendars(db, { where: stateCalendars(state, since), after, limit: CALENDAR_PAGE });
    if (!page.last) return;
    after = page.last;
    for (const calendar of page.calendars) yield mapSchedule(calendar);
  }
}

/** The PractitionerRoles of the state's publishing calendars, read a page at a time by their mapper. */
async function* rolesOf(db: Database, state: string, since: number | null): AsyncGenerator<Resource> {
  let after: [string, string] | null = null;
  for (;;) {
    const page = await readPublishedCalendars(db, { where: stateCalendars(state, since), after, limit: CALENDAR_PAGE });
    if (!page.last) return;
    after = page.last;
    const ids = page.calendars.map((calendar) => `${calendar.npi}-${calendar.location_id}`);
    const roles = await practitionerRoleResource.readMany({ db }, ids);
    roles.sort((a, b) => ((a.id ?? "") < (b.id ?? "") ? -1 : 1));
    yield* roles;
  }
}

/** The state's Locations with a publishing calendar, in id order, read a page at a time by their mapper. */
async function* locationsOf(db: Database, state: string, since: number | null): AsyncGenerator<Resource> {
  let after: string | null = null;
  for (;;) {
    const { rows } = await sql<{ id: string }>`SELECT l.id FROM locations l
      WHERE l.state = ${state} AND ${sinceCondition(sql`l.updated_at`, since)}
        AND ${after === null ? TRUE : sql`l.id > ${after}`}
        AND EXISTS (SELECT 1 FROM provider_locations pl
                    JOIN calendars c ON c.provider_location_id = pl.id
                    JOIN physicians p ON p.npi = pl.physician_npi
                    WHERE pl.location_id = l.id AND ${PUBLISHED_WHERE})
      ORDER BY l.id LIMIT ${CALENDAR_PAGE}`.execute(db);
    const last = rows.at(-1);
    if (!last) return;
    after = last.id;
    const locations = await locationResource.readMany(
      { db },
      rows.map((row) => row.id),
    );
    locations.sort((a, b) => ((a.id ?? "") < (b.id ?? "") ? -1 : 1));
    yield* locations;
  }
}

async function* slotsOf(options: {
  db: Database;
  now: Date;
  publicUrl: string;
  state: string;
  days: { first: string; last: string };
  since: number | null;
}): AsyncGenerator<Resource> {
  const { db, now, publicUrl, state, days, since } = options;
  // Times of the week whose day is still to come; the since filter is on each time (its own changes).
  if (days.last < dayInTimeZone(new Date(now.getTime() - DAY_MS), "UTC")) return;
  for await (const published of publishedTimes(db, { where: valuesIn(sql`l.state`, [state]), now, days, since })) {
    yield mapSlot(slotSourceOf(published, publicUrl));
  }
}
