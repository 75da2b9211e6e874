import type { Faker } from "@faker-js/faker";
import { designationsFor } from "./designations.ts";
import { credentialsFor, hasBoard } from "./generate-credentials.ts";
import type { MetroNetwork, NetworkPlaces } from "./generate-network-places.ts";
import { addPractice } from "./generate-practice.ts";
import { languagesFor } from "./languages.ts";
import { npiFromSequence } from "./npi.ts";
import { mediaFor } from "./physician-media.ts";
import { emptyPhysicianRows, type PhysicianRows, SerialIds } from "./physician-rows.ts";
import { biographyFor, carePhilosophyFor } from "./physician-texts.ts";
import type { CatalogueIndex } from "./reference-data.ts";
import { UniqueSlugs } from "./slugs.ts";
import { SPECIALTY_CATALOG, type SpecialtyEntry, specialtyNamed } from "./specialty-catalog.ts";

export interface PhysicianGeneratorInputs {
  places: NetworkPlaces;
  catalogue: CatalogueIndex;
  seed: number;
}

const SPECIALTY_WEIGHTS = SPECIALTY_CATALOG.map((entry) => ({ value: entry, weight: entry.weight }));

/** Share of clinicians taking online booking (mhdParticipant), offering telehealth, listing a second specialty. */
const ONLINE_BOOKING_SHARE = 0.7;
const TELEHEALTH_SHARE = 0.4;
const SECOND_SPECIALTY_SHARE = 0.25;

/**
 * Physicians one after another from one random stream: `next(count)` returns the rows of the next
 * `count` physicians, so a large network is generated and inserted in chunks and never held whole in
 * memory, and the rows do not depend on the chunk size.
 */
export function createPhysicianGenerator(faker: Faker, inputs: PhysicianGeneratorInputs) {
  const slugs = new UniqueSlugs();
  const ids = new SerialIds();
  let sequence = 0;
  return {
    next(count: number): PhysicianRows {
      const rows = emptyPhysicianRows();
      for (let made = 0; made < count; made += 1) {
        addPhysician(faker, inputs, { npi: npiFromSequence(sequence, inputs.seed), slugs, ids }, rows);
        sequence += 1;
      }
      return rows;
    },
  };
}

function addPhysician(
  faker: Faker,
  inputs: PhysicianGeneratorInputs,
  state: { npi: string; slugs: UniqueSlugs; ids: SerialIds },
  rows: PhysicianRows,
): void {
  const { npi, ids } = state;
  const metro = faker.helpers.arrayElement(inputs.places.metros);
  const gender = faker.helpers.arrayElement(["Female", "Male"] as const);
  const firstName = faker.person.firstName(gender === "Female" ? "female" : "male");
  const lastName = faker.person.lastName();
  const middleInitial = faker.datatype.boolean(0.7) ? faker.string.alpha({ length: 1, casing: "upper" }) : null;
  const specialties = specialtiesFor(faker);
  const [primary] = specialties as [SpecialtyEntry];
  const designation = faker.helpers.weightedArrayElement(designationsFor(primary));
  const boardCertified = specialties.map((specialty, position) =>
    hasBoard(specialty) ? faker.datatype.boolean(position === 0 ? 0.75 : 0.6) : false,
  );
  const languages = languagesFor(faker, metro.metro);
  const credentials = credentialsFor(faker, { primary, designation, boardCertified: boardCertified[0] ?? false });
  const telehealth = faker.datatype.boolean(TELEHEALTH_SHARE);
  const online = faker.datatype.boolean(ONLINE_BOOKING_SHARE);
  const rating = ratingFor(faker);

  rows.physicians.push({
    npi,
    url_title: state.slugs.next(`${firstName} ${middleInitial ?? ""} ${lastName} ${designation}`),
    first_name: firstName,
    middle_initial: middleInitial,
    last_name: lastName,
    designation,
    photo_url: `/fadmaa/media/avatars/${npi}.svg`,
    bio: biographyFor(faker, { firstName, lastName, gender, specialties, languages, credentials }),
    care_philosophy: carePhilosophyFor(faker),
    gender,
    languages,
    website: faker.datatype.boolean(0.15) ? `www.dr${lastName.toLowerCase().replace(/[^a-z]/g, "")}.example.com` : null,
    star_rating: rating.stars,
    rating_count: rating.count,
    telehealth_provider: telehealth,
    mhd_participant: online,
  });
  specialties.forEach((specialty, position) => {
    rows.physician_specialties.push({
      id: ids.next("physician_specialties"),
      physician_npi: npi,
      specialty_id: inputs.catalogue.specialtyId(specialty),
      is_primary: position === 0,
      board_certified: boardCertified[position] ?? false,
    });
  });
  const keywordPool = [...new Set(specialties.flatMap((specialty) => inputs.catalogue.keywordIdsOf(specialty)))];
  const keywordCount = Math.min(keywordPool.length, faker.number.int({ min: 5, max: 15 }));
  for (const keywordId of faker.helpers.arrayElements(keywordPool, keywordCount)) {
    rows.physician_keywords.push({ physician_npi: npi, keyword_id: keywordId });
  }
  for (const credential of credentials) {
    rows.credentials.push({ id: ids.next("credentials"), physician_npi: npi, ...credential });
  }
  for (const item of mediaFor(faker, { firstName, lastName, primary })) {
    rows.physician_media.push({ id: ids.next("physician_media"), physician_npi: npi, ...item });
  }
  const locations = addPractice(faker, { npi, metro, specialties, telehealth, online }, rows, ids);
  for (const facility of affiliatedFacilities(
    faker,
    metro,
    new Set(locations.map((location) => location.facility_coid)),
  )) {
    rows.affiliations.push({
      id: ids.next("affiliations"),
      physician_npi: npi,
      location_id: facility.coid,
      location_name: facility.title,
    });
  }
}

/** One primary specialty by its weight; for some a related second one (a cardiologist also in internal medicine). */
function specialtiesFor(faker: Faker): SpecialtyEntry[] {
  const primary = faker.helpers.weightedArrayElement(SPECIALTY_WEIGHTS);
  if (primary.related.length === 0 || !faker.datatype.boolean(SECOND_SPECIALTY_SHARE)) return [primary];
  return [primary, specialtyNamed(faker.helpers.arrayElement(primary.related))];
}

/**
 * Most clinicians are rated, between 3.0 and 5.0 with one decimal and leaning high as public ratings
 * do; the rest show no rating and a count of 0.
 */
function ratingFor(faker: Faker): { stars: number | null; count: number } {
  if (faker.datatype.boolean(0.12)) return { stars: null, count: 0 };
  const lean = Math.max(faker.number.float(), faker.number.float());
  return { stars: Math.round((3 + 2 * lean) * 10) / 10, count: faker.number.int({ min: 3, max: 420 }) };
}

/** The hospitals over the clinics a clinician works at, and for some one more in the same market. */
function affiliatedFacilities(faker: Faker, metro: MetroNetwork, coids: Set<string>) {
  const facilities = metro.facilities.filter((facility) => coids.has(facility.coid));
  const others = metro.facilities.filter((facility) => !coids.has(facility.coid));
  if (others.length > 0 && faker.datatype.boolean(0.3)) facilities.push(faker.helpers.arrayElement(others));
  return facilities;
}
