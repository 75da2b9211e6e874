import type { Database } from "../database/create-database.ts";
import { forgetDirectorySnapshot } from "../directory/directory-index.ts";
import { refreshDirectorySearch } from "../directory/refresh-directory-search.ts";
import { forgetSchedules } from "../scheduling/calendar-schedules.ts";
import { insertAppointmentTypes } from "./scheduling-fixtures.ts";

/**
 * A small, hand-made directory for the directory tests (not used by the server): every fact a test
 * asserts is written here, so expectations can be worked out by hand.
 *
 * Monday 23 November 2026, 12:00 UTC (06:00 in Nashville and Houston) is the tests' "now".
 */
export const TEST_NOW = new Date("2026-11-23T12:00:00Z");

export const LOCATIONS = {
  centennial: {
    id: "T-LOC-1",
    coid: "09001",
    urlTitle: "centennial-clinic-nashville-tn",
    name: "Centennial Heart Clinic - Nashville",
    city: "Nashville",
    zip: "37203",
    latitude: 36.1527,
    longitude: -86.8117,
  },
  franklin: {
    id: "T-LOC-2",
    coid: "09002",
    urlTitle: "southern-hills-franklin-tn",
    name: "Southern Hills Family Care - Franklin",
    city: "Franklin",
    zip: "37064",
    latitude: 35.9251,
    longitude: -86.8689,
  },
  houston: {
    id: "T-LOC-3",
    coid: "09101",
    urlTitle: "bayou-pediatrics-houston-tx",
    name: "Bayou Pediatrics - Houston",
    city: "Houston",
    zip: "77002",
    latitude: 29.7604,
    longitude: -95.3698,
  },
  murfreesboro: {
    id: "T-LOC-4",
    coid: "09001",
    urlTitle: "centennial-murfreesboro-tn",
    name: "Centennial Primary Care - Murfreesboro",
    city: "Murfreesboro",
    zip: "37130",
    latitude: 35.8456,
    longitude: -86.3903,
  },
} as const;
type LocationKey = keyof typeof LOCATIONS;

export const SPECIALTIES = { cardiology: 1, familyMedicine: 2, pediatrics: 3 } as const;
const KEYWORDS = { atrialFibrillation: 1, echocardiogram: 2, asthma: 3 } as const;

interface TestPhysician {
  npi: string;
  first: string;
  middle: string | null;
  last: string;
  gender: "Female" | "Male";
  languages: string[];
  telehealth: boolean;
  online: boolean;
  specialties: number[];
  keywords: number[];
  /** [location, accepts new patients, weekly rules [weekday, from, to] for a calendar or null for none] */
  locations: [LocationKey, boolean, [number, string, string][] | null][];
}

export const PHYSICIANS = {
  alice: {
    npi: "1000000001",
    first: "Alice",
    middle: "M",
    last: "Johnson",
    gender: "Female",
    languages: ["English", "Spanish"],
    telehealth: true,
    online: true,
    specialties: [SPECIALTIES.cardiology],
    keywords: [KEYWORDS.atrialFibrillation, KEYWORDS.echocardiogram],
    locations: [
      [
        "centennial",
        true,
        [
          [1, "09:00", "12:00"],
          [3, "09:00", "12:00"],
        ],
      ],
      ["murfreesboro", false, [[5, "09:00", "10:00"]]],
    ],
  },
  robert: {
    npi: "1000000002",
    first: "Robert",
    middle: null,
    last: "Johnson",
    gender: "Male",
    languages: ["English"],
    telehealth: false,
    online: true,
    specialties: [SPECIALTIES.familyMedicine],
    keywords: [KEYWORDS.asthma],
    locations: [["franklin", true, [[3, "13:00", "15:00"]]]],
  },
  maria: {
    npi: "1000000003",
    first: "Maria",
    middle: "L",
    last: "Garcia",
    gender: "Female",
    languages: ["English", "Spanish", "Vietnamese"],
    telehealth: true,
    online: true,
    specialties: [SPECIALTIES.pediatrics],
    keywords: [KEYWORDS.asthma],
    locations: [["houston", true, [[2, "08:00", "10:00"]]]],
  },
  david: {
    npi: "1000000004",
    first: "David",
    middle: null,
    last: "Smith",
    gender: "Male",
    languages: ["English"],
    telehealth: false,
    online: false,
    specialties: [SPECIALTIES.familyMedicine, SPECIALTIES.cardiology],
    keywords: [KEYWORDS.echocardiogram],
    locations: [
      ["centennial", false, null],
      ["franklin", true, null],
    ],
  },
  zoe: {
    npi: "1000000005",
    first: "Zoe",
    middle: null,
    last: "Adams",
    gender: "Female",
    languages: ["English", "French"],
    telehealth: false,
    online: true,
    specialties: [SPECIALTIES.familyMedicine],
    keywords: [],
    locations: [["murfreesboro", true, []]],
  },
  franklin: {
    npi: "1000000006",
    first: "Franklin",
    middle: null,
    last: "Young",
    gender: "Male",
    languages: ["English"],
    telehealth: true,
    online: false,
    specialties: [SPECIALTIES.pediatrics],
    keywords: [KEYWORDS.asthma],
    locations: [["houston", false, null]],
  },
} satisfies Record<string, TestPhysician>;

/** Writes the directory above into an empty, migrated database and refreshes its search tables. */
export async function insertTestDirectory(db: Database): Promise<void> {
  await insertAppointmentTypes(db);
  await insertTestPlaces(db);
  await insertTestVocabulary(db);
  // Calendars are numbered across the whole directory: T-CAL-1, T-CAL-2, … in physician order.
  let calendars = 0;
  for (const physician of Object.values(PHYSICIANS) as TestPhysician[]) {
    await insertTestPhysician(db, physician);
    calendars = await insertTestPracticeLocations(db, physician, calendars);
  }
  await refreshDirectorySearch(db);
  forgetDirectorySnapshot(db);
  forgetSchedules(db);
}

/** The divisions, facilities and LOCATIONS. */
async function insertTestPlaces(db: Database): Promise<void> {
  await db
    .insertInto("divisions")
    .values([
      { id: "DIV-N", name: "Nashville Division", contact_number: "615-555-0100" },
      { id: "DIV-H", name: "Houston Division", contact_number: "  " },
    ])
    .execute();
  await db
    .insertInto("facilities")
    .values([
      {
        coid: "09001",
        market: "Nashville",
        title: "Centennial Medical Center",
        city: "Nashville",
        state: "TN",
        division_id: "DIV-N",
      },
      {
        coid: "09002",
        market: "Nashville",
        title: "Southern Hills Medical Center",
        city: "Nashville",
        state: "TN",
        division_id: "DIV-N",
      },
      {
        coid: "09101",
        market: "Houston",
        title: "Bayou City Hospital",
        city: "Houston",
        state: "TX",
        division_id: "DIV-H",
      },
      { coid: "09999", market: "Houston", title: "Empty Campus", city: "Houston", state: "TX", division_id: null },
    ])
    .execute();
  await db
    .insertInto("locations")
    .values(
      Object.values(LOCATIONS).map((location) => ({
        id: location.id,
        facility_coid: location.coid,
        url_title: location.urlTitle,
        name: location.name,
        street: "100 Main Street",
        city: location.city,
        state: location.city === "Houston" ? "TX" : "TN",
        zip: location.zip,
        phone: "615-555-0111",
        related_contact_center_phone: "615-555-0150",
        latitude: location.latitude,
        longitude: location.longitude,
        time_zone: "America/Chicago",
        website: null,
      })),
    )
    .execute();
}

/** The specialties, clinical keywords and the appointment types each specialty offers. */
async function insertTestVocabulary(db: Database): Promise<void> {
  await db
    .insertInto("specialties")
    .values([
      { id: SPECIALTIES.cardiology, name: "Cardiology" },
      { id: SPECIALTIES.familyMedicine, name: "Family Medicine" },
      { id: SPECIALTIES.pediatrics, name: "Pediatrics" },
      { id: 4, name: "Dermatology" },
    ])
    .execute();
  await db
    .insertInto("clinical_keywords")
    .values([
      { id: KEYWORDS.atrialFibrillation, keyword: "Atrial Fibrillation", kind: "condition" },
      { id: KEYWORDS.echocardiogram, keyword: "Echocardiogram", kind: "procedure" },
      { id: KEYWORDS.asthma, keyword: "Asthma", kind: "condition" },
    ])
    .execute();
  await db
    .insertInto("specialty_appointment_types")
    .values([
      ...["NEWPT", "FOLLOW", "CONSULT"].map((code) => ({
        specialty_id: SPECIALTIES.cardiology,
        appointment_type_code: code,
      })),
      ...["NEWPT", "FOLLOW", "ANNUAL", "ERPRIV"].map((code) => ({
        specialty_id: SPECIALTIES.familyMedicine,
        appointment_type_code: code,
      })),
      ...["WELLCHILD", "NEWPT"].map((code) => ({ specialty_id: SPECIALTIES.pediatrics, appointment_type_code: code })),
      { specialty_id: 4, appointment_type_code: "NEWPT" },
    ])
    .execute();
}

/** One physician's own rows: the physician, specialties, keywords, affiliation, credential and media. */
async function insertTestPhysician(db: Database, physician: TestPhysician): Promise<void> {
  await db
    .insertInto("physicians")
    .values({
      npi: physician.npi,
      url_title: `${physician.first}-${physician.last}-md-${physician.npi.slice(-1)}`.toLowerCase(),
      first_name: physician.first,
      middle_initial: physician.middle,
      last_name: physician.last,
      designation: "MD",
      photo_url: `/fadmaa/media/avatars/${physician.npi}.svg`,
      bio: `${physician.first} ${physician.last} cares for patients.`,
      care_philosophy: "Listen first.",
      gender: physician.gender,
      languages: physician.languages,
      website: null,
      star_rating: 4.5,
      rating_count: 10,
      telehealth_provider: physician.telehealth,
      mhd_participant: physician.online,
    })
    .execute();
  for (const [position, specialtyId] of physician.specialties.entries()) {
    await db
      .insertInto("physician_specialties")
      .values({
        physician_npi: physician.npi,
        specialty_id: specialtyId,
        is_primary: position === 0,
        board_certified: position === 0,
      })
      .execute();
  }
  for (const keywordId of physician.keywords) {
    await db.insertInto("physician_keywords").values({ physician_npi: physician.npi, keyword_id: keywordId }).execute();
  }
  await db
    .insertInto("affiliations")
    .values({
      physician_npi: physician.npi,
      location_id: LOCATIONS[physician.locations[0]?.[0] ?? "centennial"].coid,
      location_name: "Centennial Medical Center",
    })
    .execute();
  await db
    .insertInto("credentials")
    .values({
      physician_npi: physician.npi,
      organization_or_school: "Vanderbilt University School of Medicine",
      type: "Medical School",
      year_received: 2005,
    })
    .execute();
  await db
    .insertInto("physician_media")
    .values([
      { physician_npi: physician.npi, type: "link", url: "https://example.org/a", name: "Article", featured: false },
      {
        physician_npi: physician.npi,
        type: "video",
        url: "https://example.org/v",
        name: "Welcome video",
        featured: true,
      },
    ])
    .execute();
}

/**
 * The physician's practice locations, each with a calendar (weekly rules, NEWPT and FOLLOW) when it has
 * rules; `calendars` is the count numbered so far, and the new count is returned.
 */
async function insertTestPracticeLocations(db: Database, physician: TestPhysician, calendars: number): Promise<number> {
  let calendar = calendars;
  for (const [sortOrder, [key, accepting, rules]] of physician.locations.entries()) {
    const { id: providerLocationId } = await db
      .insertInto("provider_locations")
      .values({
        physician_npi: physician.npi,
        location_id: LOCATIONS[key].id,
        sort_order: sortOrder,
        accepts_new_patients: accepting,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (!rules) continue;
    calendar += 1;
    const calendarId = `T-CAL-${calendar}`;
    await db.insertInto("calendars").values({ id: calendarId, provider_location_id: providerLocationId }).execute();
    for (const [weekday, from, to] of rules) {
      await db
        .insertInto("calendar_weekly_rules")
        .values({
          calendar_id: calendarId,
          weekday,
          start_time: `${from}:00`,
          end_time: `${to}:00`,
        })
        .execute();
    }
    await db
      .insertInto("calendar_appointment_types")
      .values(["NEWPT", "FOLLOW"].map((code) => ({ calendar_id: calendarId, appointment_type_code: code })))
      .execute();
  }
  return calendar;
}

/** The great-circle miles the spec means, written out here independently of the contracts' helper. */
export function expectedMiles(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const toRadians = (degrees: number) => (degrees / 180) * Math.PI;
  const [φ1, φ2] = [toRadians(from.latitude), toRadians(to.latitude)];
  const Δφ = φ2 - φ1;
  const Δλ = toRadians(to.longitude - from.longitude);
  const h = Math.sin(Δφ / 2) * Math.sin(Δφ / 2) + Math.cos(φ1) * Math.cos(φ2) * Math.sin(Δλ / 2) * Math.sin(Δλ / 2);
  const kilometres = 6371 * 2 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
  return Math.round(kilometres * 0.621371 * 10) / 10;
}
