import type { Insertable } from "kysely";
import type {
  AffiliationsTable,
  CalendarAppointmentTypesTable,
  CalendarsTable,
  CalendarWeeklyRulesTable,
  CredentialsTable,
  PhysicianKeywordsTable,
  PhysicianMediaTable,
  PhysicianSpecialtiesTable,
  PhysiciansTable,
  ProviderLocationsTable,
} from "../database/database-schema.ts";

/** Every row one batch of physicians brings, keyed by table. */
export interface PhysicianRows {
  physicians: Insertable<PhysiciansTable>[];
  physician_specialties: Insertable<PhysicianSpecialtiesTable>[];
  physician_keywords: Insertable<PhysicianKeywordsTable>[];
  affiliations: Insertable<AffiliationsTable>[];
  credentials: Insertable<CredentialsTable>[];
  physician_media: Insertable<PhysicianMediaTable>[];
  provider_locations: Insertable<ProviderLocationsTable>[];
  calendars: Insertable<CalendarsTable>[];
  calendar_weekly_rules: Insertable<CalendarWeeklyRulesTable>[];
  calendar_appointment_types: Insertable<CalendarAppointmentTypesTable>[];
}

/** The physician tables in an order that satisfies their foreign keys. */
export const PHYSICIAN_TABLES = [
  "physicians",
  "physician_specialties",
  "physician_keywords",
  "affiliations",
  "credentials",
  "physician_media",
  "provider_locations",
  "calendars",
  "calendar_weekly_rules",
  "calendar_appointment_types",
] as const satisfies readonly (keyof PhysicianRows)[];

export function emptyPhysicianRows(): PhysicianRows {
  return {
    physicians: [],
    physician_specialties: [],
    physician_keywords: [],
    affiliations: [],
    credentials: [],
    physician_media: [],
    provider_locations: [],
    calendars: [],
    calendar_weekly_rules: [],
    calendar_appointment_types: [],
  };
}

type SerialTable =
  | "physician_specialties"
  | "affiliations"
  | "credentials"
  | "physician_media"
  | "provider_locations"
  | "calendars"
  | "calendar_weekly_rules";

/**
 * Serial ids set by the generator rather than by the sequences, so the rows are the same whatever the
 * sequences' state (a --reset, a database that once held other rows).
 */
export class SerialIds {
  readonly #last = new Map<SerialTable, number>();

  /** Calendars have text ids; their number is counted here too. */
  next(table: SerialTable): number {
    const id = (this.#last.get(table) ?? 0) + 1;
    this.#last.set(table, id);
    return id;
  }
}
