import type { Faker } from "@faker-js/faker";
import { APPOINTMENT_TYPE_CATALOG, offers, TELEHEALTH_TYPE_CODE } from "./appointment-type-catalog.ts";
import type { LocationRow, MetroNetwork } from "./generate-network-places.ts";
import type { PhysicianRows, SerialIds } from "./physician-rows.ts";
import type { SpecialtyEntry } from "./specialty-entry.ts";
import { visitInstructions } from "./visit-instructions.ts";
import { weeklyRulesFor } from "./weekly-rules.ts";

const LOCATION_COUNTS = [
  { value: 1, weight: 45 },
  { value: 2, weight: 30 },
  { value: 3, weight: 15 },
  { value: 4, weight: 10 },
];

export interface PracticeOptions {
  npi: string;
  metro: MetroNetwork;
  specialties: SpecialtyEntry[];
  telehealth: boolean;
  /** Takes online booking (mhdParticipant): each location then has a calendar. */
  online: boolean;
}

/**
 * Where a clinician sees patients: 1–4 clinics of their metro (display order = sort_order), and for
 * online-booking clinicians a calendar at each with weekly hours and the visit types they offer.
 * Returns the chosen locations.
 */
export function addPractice(
  faker: Faker,
  options: PracticeOptions,
  rows: PhysicianRows,
  ids: SerialIds,
): LocationRow[] {
  const locations = distinctLocations(
    faker,
    options.metro.locations,
    faker.helpers.weightedArrayElement(LOCATION_COUNTS),
  );
  const [primary] = options.specialties as [SpecialtyEntry];
  const weeks = options.online ? weeklyRulesFor(faker, { locations: locations.length, kind: primary.kind }) : [];
  const types = APPOINTMENT_TYPE_CATALOG.filter(
    (type) =>
      options.specialties.some((specialty) => offers(type, specialty)) &&
      (options.telehealth || type.code !== TELEHEALTH_TYPE_CODE),
  );

  locations.forEach((location, sortOrder) => {
    const providerLocationId = ids.next("provider_locations");
    rows.provider_locations.push({
      id: providerLocationId,
      physician_npi: options.npi,
      location_id: location.id,
      sort_order: sortOrder,
      accepts_new_patients: faker.datatype.boolean(0.85),
    });
    if (!options.online) return;
    const calendarId = `CAL-${String(ids.next("calendars")).padStart(6, "0")}`;
    rows.calendars.push({ id: calendarId, provider_location_id: providerLocationId });
    for (const rule of weeks[sortOrder] ?? []) {
      rows.calendar_weekly_rules.push({ id: ids.next("calendar_weekly_rules"), calendar_id: calendarId, ...rule });
    }
    for (const type of types) {
      rows.calendar_appointment_types.push({
        calendar_id: calendarId,
        appointment_type_code: type.code,
        information_for_consumer: visitInstructions(location, type),
      });
    }
  });
  return locations;
}

/** Distinct picks by index: copying a metro's thousands of clinics for every physician would dominate the seed. */
function distinctLocations(faker: Faker, locations: LocationRow[], wanted: number): LocationRow[] {
  const count = Math.min(wanted, locations.length);
  const picked = new Set<number>();
  while (picked.size < count) picked.add(faker.number.int({ min: 0, max: locations.length - 1 }));
  return [...picked].map((index) => locations[index] as LocationRow);
}
