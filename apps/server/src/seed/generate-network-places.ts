import type { Faker } from "@faker-js/faker";
import type { Insertable } from "kysely";
import type { DivisionsTable, FacilitiesTable, LocationsTable } from "../database/database-schema.ts";
import { METRO_AREAS, type MetroArea, type ZipPlace, zipPlaceOf, zipPlacesOf } from "./metro-areas.ts";
import { UniqueSlugs } from "./slugs.ts";
import { streetPoint } from "./street-point.ts";

export type LocationRow = Insertable<LocationsTable>;
export type FacilityRow = Insertable<FacilitiesTable>;

/** One market's share of the network, so a physician practises within a single metro. */
export interface MetroNetwork {
  metro: MetroArea;
  facilities: FacilityRow[];
  locations: LocationRow[];
}

export interface NetworkPlaces {
  divisions: Insertable<DivisionsTable>[];
  facilities: FacilityRow[];
  locations: LocationRow[];
  metros: MetroNetwork[];
}

const CLINIC_KINDS = [
  "Primary Care",
  "Medical Group",
  "Physician Partners",
  "Health Center",
  "Medical Plaza",
  "Multispecialty Clinic",
  "Physicians Group",
  "Specialty Care",
];

/** One clinic for about four physicians, so each clinic lists several doctors, as real ones do. */
const PHYSICIANS_PER_CLINIC = 4;

/** The division's own line and the metro contact centre; clinic lines are the other 555-01xx numbers. */
const DIVISION_LINE = "0100";
const CONTACT_CENTRE_LINE = "0150";

/** A 555-01xx number (the range set aside for fiction) with the metro's real area code. */
export function fictionalPhone(faker: Faker, areaCode: string): string {
  let line: string;
  do {
    line = `01${String(faker.number.int({ min: 1, max: 99 })).padStart(2, "0")}`;
  } while (line === CONTACT_CENTRE_LINE);
  return `${areaCode}-555-${line}`;
}

/** Divisions, facilities (COIDs from 09001 in catalogue order) and the clinic locations under them. */
export function generateNetworkPlaces(faker: Faker, physicianCount: number): NetworkPlaces {
  const names = new Set<string>();
  const clinicsPerMetro = Math.ceil(physicianCount / PHYSICIANS_PER_CLINIC / METRO_AREAS.length);
  const divisions: NetworkPlaces["divisions"] = [];
  const metros: MetroNetwork[] = [];
  let coid = 9001;
  const ids = new LocationIds();

  for (const metro of METRO_AREAS) {
    const divisionId = `DIV-${metro.market.toUpperCase()}`;
    divisions.push({
      id: divisionId,
      name: `${metro.market} Division`,
      contact_number: `${metro.areaCode}-555-${DIVISION_LINE}`,
    });
    const places = zipPlacesOf(metro);
    const network: MetroNetwork = { metro, facilities: [], locations: [] };

    for (const facility of metro.facilities) {
      const campus = zipPlaceOf(facility.zip);
      const row: FacilityRow = {
        coid: String(coid++).padStart(5, "0"),
        market: metro.market,
        title: facility.title,
        city: campus.city,
        state: campus.state,
        division_id: divisionId,
      };
      network.facilities.push(row);
      // The hospital campus is itself a place patients are seen.
      names.add(facility.title);
      network.locations.push(locationRow(faker, { metro, place: campus, name: facility.title, facility: row, ids }));
    }
    for (let clinic = network.locations.length; clinic < clinicsPerMetro; clinic += 1) {
      const facility = faker.helpers.arrayElement(network.facilities);
      const place = faker.helpers.arrayElement(places);
      const brand = facility.title.replace(/ (Medical Center|Regional Hospital)$/, "");
      const kind = faker.helpers.arrayElement(CLINIC_KINDS);
      let name = `${brand} ${kind} - ${place.city}`;
      // A second clinic of the same kind in the same city is known by its street.
      if (names.has(name)) name = `${brand} ${kind} - ${faker.helpers.arrayElement(metro.streets)}`;
      names.add(name);
      network.locations.push(locationRow(faker, { metro, place, name, facility, ids }));
    }
    metros.push(network);
  }
  return {
    divisions,
    facilities: metros.flatMap((network) => network.facilities),
    locations: metros.flatMap((network) => network.locations),
    metros,
  };
}

function locationRow(
  faker: Faker,
  options: { metro: MetroArea; place: ZipPlace; name: string; facility: FacilityRow; ids: LocationIds },
): LocationRow {
  const { metro, place, name, facility, ids } = options;
  const suite = faker.datatype.boolean(0.35) ? `, Suite ${faker.number.int({ min: 1, max: 6 })}00` : "";
  const id = ids.nextId();
  const street = `${faker.number.int({ min: 100, max: 9899 })} ${faker.helpers.arrayElement(metro.streets)}${suite}`;
  const point = streetPoint(place, `${id}|${name}|${street}`);
  return {
    id,
    facility_coid: facility.coid,
    // Clinic names already end in their city; a campus name gets it added.
    url_title: ids.slugs.next(
      name.includes(place.city) ? `${name} ${place.state}` : `${name} ${place.city} ${place.state}`,
    ),
    name,
    street,
    city: place.city,
    state: place.state,
    zip: place.zip,
    phone: faker.datatype.boolean(0.93) ? fictionalPhone(faker, metro.areaCode) : null,
    // The metro's contact centre answers for many clinics.
    related_contact_center_phone: faker.datatype.boolean(0.6) ? `${metro.areaCode}-555-${CONTACT_CENTRE_LINE}` : null,
    // At the clinic's street, not the zip's centre: every distance shown is real (decision 66).
    latitude: point.latitude,
    longitude: point.longitude,
    time_zone: metro.timeZone,
    website: faker.datatype.boolean(0.4) ? `www.${name.toLowerCase().replace(/[^a-z]+/g, "")}.example.org` : null,
    // The front desk's address for the email per booking (decision 195); from the id, so it draws no
    // random number and the rest of the network stays byte for byte what it was.
    staff_email: `desk.${id.toLowerCase()}@clinics.example.org`,
  };
}

/** Location ids and url titles, numbered across the whole network. */
class LocationIds {
  readonly slugs = new UniqueSlugs();
  #number = 0;

  nextId(): string {
    this.#number += 1;
    return `LOC-${String(this.#number).padStart(5, "0")}`;
  }
}
