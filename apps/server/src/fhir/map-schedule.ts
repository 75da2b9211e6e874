import type { Schedule } from "@medplum/fhirtypes";
import { practitionerRoleId, specialtyConcept } from "./map-practitioner-role.ts";

/**
 * What a Schedule is built from: a calendar (one physician at one location) and the appointment type
 * it publishes (its default type: the one a new patient is shown, decision 141).
 */
export interface ScheduleSource {
  npi: string;
  location_id: string;
  first_name: string;
  last_name: string;
  location_name: string;
  /** Primary first. */
  specialties: string[];
  typeName: string;
  updated_at: Date;
}

/** A calendar's Schedule has its PractitionerRole's id (one calendar per physician and location). */
export function scheduleId(npi: string, locationId: string): string {
  return practitionerRoleId(npi, locationId);
}

export function mapSchedule(source: ScheduleSource): Schedule {
  const id = scheduleId(source.npi, source.location_id);
  return {
    resourceType: "Schedule",
    id,
    meta: { lastUpdated: source.updated_at.toISOString() },
    active: true,
    serviceType: [{ text: source.typeName }],
    ...(source.specialties.length > 0 ? { specialty: source.specialties.map(specialtyConcept) } : {}),
    actor: [
      { reference: `PractitionerRole/${id}`, display: `${source.first_name} ${source.last_name}` },
      { reference: `Location/${source.location_id}`, display: source.location_name },
    ],
  };
}
