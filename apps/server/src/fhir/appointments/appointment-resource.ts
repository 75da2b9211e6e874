import { shownDesignation } from "@fad/contracts/provider/designations";
import type { Appointment } from "@medplum/fhirtypes";
import { sql } from "kysely";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../database/create-database.ts";
import type { FhirResourceDefinition } from "../fhir-types.ts";
import { type RowSearch, searchRows } from "../search-page.ts";
import { codeIn, dateMatch, FALSE, valuesIn } from "../sql-filters.ts";
import { publishFeedChanges } from "./appointment-feed.ts";
import type { FeedSystems } from "./feed-systems.ts";
import { mapAppointment } from "./map-appointment.ts";
import { auditSystemRead } from "./system-audit.ts";

const FHIR = "http://hl7.org/fhir/SearchParameter/";
const STATUS_SYSTEM = "http://hl7.org/fhir/appointmentstatus";

interface AppointmentRow {
  booking_id: string;
  status: "booked" | "cancelled";
  start: Date | string;
  end: Date | string;
  booked_at: Date | string;
  feed_updated_at: Date | string | null;
  feed_seq: string | null;
  appointment_type_code: string;
  type_name: string;
  npi: string;
  first_name: string;
  middle_initial: string | null;
  last_name: string;
  designation: string;
  location_id: string;
  location_name: string;
}

/**
 * Searches read published rows only (migration 0120): the feed, in its order. A read by id answers the
 * booking's current row (booked or cancelled, one per booking) even in the moment before its change
 * is published; then it has no meta.lastUpdated yet.
 */
const PUBLISHED = sql`a.feed_seq IS NOT NULL`;
const CURRENT = sql`a.status IN ('booked', 'cancelled')`;
const fromWhere = (condition: typeof PUBLISHED) => sql`appointments a
  JOIN calendars c ON c.id = a.calendar_id AND ${condition}
  JOIN provider_locations pl ON pl.id = c.provider_location_id
  JOIN locations l ON l.id = pl.location_id
  JOIN physicians p ON p.npi = pl.physician_npi
  JOIN appointment_types t ON t.code = a.appointment_type_code`;

const SELECT = sql`a.booking_id, a.status, lower(a.period) AS start, upper(a.period) AS "end", a.booked_at,
  a.feed_updated_at, a.feed_seq::text AS feed_seq, a.appointment_type_code, t.friendly_name2 AS type_name,
  p.npi, p.first_name, p.middle_initial, p.last_name, p.designation, l.id AS location_id, l.name AS location_name`;

/**
 * The feed's order is the publication's: (stamp, sequence), one index (appointments_feed_idx), so a
 * next link continues after the last row it showed and a row changed meanwhile comes again later,
 * with its new state, never skipped.
 */
const SEARCH: RowSearch<AppointmentRow> = {
  from: fromWhere(PUBLISHED),
  key: [sql`a.feed_updated_at`, sql`a.feed_seq`],
  keyOf: (row) => [new Date(row.feed_updated_at ?? 0).toISOString(), row.feed_seq ?? ""],
  lastUpdated: sql`a.feed_updated_at`,
  select: SELECT,
  filter(filter) {
    if (filter.type === "token") {
      if (filter.name === "_id") return codeIn(sql`a.booking_id`, filter.values);
      if (filter.name === "status") return codeIn(sql`a.status`, filter.values, STATUS_SYSTEM);
      return FALSE;
    }
    if (filter.type === "date") return dateMatch(sql`lower(a.period)`, filter);
    if (filter.type === "reference") {
      const ids = filter.values.map((value) => value.id);
      if (filter.name === "location") return valuesIn(sql`pl.location_id`, ids);
      if (filter.name === "practitioner") return valuesIn(sql`pl.physician_npi`, ids);
      if (filter.name === "patient") return valuesIn(sql`a.booking_id`, ids);
    }
    return FALSE;
  },
};

function toSource(row: AppointmentRow) {
  const designation = shownDesignation(row.designation);
  return {
    bookingId: row.booking_id,
    status: row.status,
    start: new Date(row.start),
    end: new Date(row.end),
    bookedAt: new Date(row.booked_at),
    lastUpdated: row.feed_updated_at === null ? null : new Date(row.feed_updated_at),
    appointmentType: { code: row.appointment_type_code, name: row.type_name },
    physician: {
      npi: row.npi,
      name:
        [row.first_name, row.middle_initial, row.last_name].filter(Boolean).join(" ") +
        (designation ? `, ${designation}` : ""),
    },
    location: { id: row.location_id, name: row.location_name },
  };
}

async function byBookingIds(db: Database, ids: string[]): Promise<AppointmentRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<AppointmentRow>`
    SELECT ${SELECT} FROM ${fromWhere(CURRENT)} WHERE ${valuesIn(sql`a.booking_id`, ids)}
  `.execute(db);
  return rows;
}

/** The Appointment type of the feed (decision 152); patient data, so `systemOnly`. */
export function appointmentResource(options: { clock: Clock; systems: FeedSystems }): FhirResourceDefinition {
  const { clock, systems } = options;
  return {
    type: "Appointment",
    profile: "http://hl7.org/fhir/StructureDefinition/Appointment",
    systemOnly: true,
    documentation:
      "Each booking made online, its id the booking id (a reschedule keeps it; a cancellation leaves it cancelled). Held times are not Appointments. meta.lastUpdated is when the change was published to this feed: poll with _lastUpdated=gt<the greatest meta.lastUpdated seen> to get every change once, in order. The patient is a reference; _include=Appointment:patient needs system/Patient.r.",
    searchParams: [
      {
        name: "date",
        type: "date",
        definition: `${FHIR}clinical-date`,
        documentation: "The appointment's start, with the prefixes eq, ne, gt, lt, ge, le, sa, eb.",
      },
      {
        name: "status",
        type: "token",
        definition: `${FHIR}Appointment-status`,
        documentation: "booked or cancelled (the only statuses a booking made online has).",
      },
      {
        name: "location",
        type: "reference",
        targets: ["Location"],
        definition: `${FHIR}Appointment-location`,
        documentation: "The location (its id as in Location/<id>).",
      },
      {
        name: "practitioner",
        type: "reference",
        targets: ["Practitioner"],
        definition: `${FHIR}Appointment-practitioner`,
        documentation: "The physician, by NPI (Practitioner/<npi>).",
      },
      {
        name: "patient",
        type: "reference",
        targets: ["Patient"],
        definition: `${FHIR}clinical-patient`,
        documentation: "The booking's patient (Patient/<booking id>).",
      },
    ],
    includes: [
      {
        name: "Appointment:patient",
        target: "Patient",
        references: (resource) =>
          ((resource as Appointment).participant ?? []).flatMap((participant) =>
            participant.actor?.reference?.startsWith("Patient/") ? [participant.actor.reference] : [],
          ),
      },
    ],
    revincludes: [],
    async read(context, id) {
      await publishFeedChanges(context.db);
      const row = (await byBookingIds(context.db, [id]))[0];
      if (!row) return undefined;
      await auditSystemRead(context, clock, { interaction: "read", resourceType: "Appointment", bookingIds: [id] });
      return mapAppointment(toSource(row), systems);
    },
    async readMany(context, ids) {
      const rows = await byBookingIds(context.db, ids);
      await auditSystemRead(context, clock, {
        interaction: "include",
        resourceType: "Appointment",
        bookingIds: rows.map((row) => row.booking_id),
      });
      return rows.map((row) => mapAppointment(toSource(row), systems));
    },
    async search(context, criteria) {
      await publishFeedChanges(context.db);
      const { rows, next } = await searchRows(context.db, SEARCH, criteria);
      await auditSystemRead(context, clock, {
        interaction: "search",
        resourceType: "Appointment",
        bookingIds: rows.map((row) => row.booking_id),
      });
      return { resources: rows.map((row) => mapAppointment(toSource(row), systems)), next };
    },
  };
}
