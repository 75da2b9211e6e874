import zipcodes from "zipcodes";

/**
 * The demo network's markets: real metros in four time zones (Phoenix keeps no daylight saving time,
 * which the scheduling engine must get right too). Facility names are invented; their COIDs are
 * numbered in this order from 09001, so Nashville's and Houston's first three are the app's fallback
 * facility list (docs/decisions.md 5).
 */
export interface MetroArea {
  market: string;
  state: string;
  centerZip: string;
  /** Miles around the centre whose zip codes hold this metro's clinics. */
  radiusMiles: number;
  /**
   * Municipalities clinics may sit in. The zip data also names unique-organisation zips ("Amsouth
   * Bank", "Census Bureau") and abbreviations ("Nashvl") that no clinic address would show.
   */
  cities: string[];
  /** Real thoroughfares of the metro, for clinic street addresses (house numbers are invented). */
  streets: string[];
  timeZone: string;
  areaCode: string;
  facilities: { title: string; zip: string }[];
  /** Share of physicians who also speak Spanish; the network-wide mean is about 35%. */
  spanishShare: number;
  /** Languages heard in this metro's clinics beyond English and Spanish, with weights. */
  otherLanguages: { value: string; weight: number }[];
}

export const METRO_AREAS: MetroArea[] = [
  {
    market: "Nashville",
    state: "TN",
    centerZip: "37203",
    radiusMiles: 20,
    cities: [
      "Nashville",
      "Antioch",
      "Brentwood",
      "Franklin",
      "Goodlettsville",
      "Hendersonville",
      "Hermitage",
      "La Vergne",
      "Madison",
      "Mount Juliet",
      "Nolensville",
      "Old Hickory",
      "Smyrna",
    ],
    streets: [
      "West End Avenue",
      "Charlotte Avenue",
      "Church Street",
      "Hillsboro Pike",
      "Nolensville Pike",
      "Gallatin Pike",
      "Murfreesboro Pike",
      "Harding Pike",
      "Old Hickory Boulevard",
      "21st Avenue South",
      "Belle Meade Boulevard",
      "Franklin Pike",
    ],
    timeZone: "America/Chicago",
    areaCode: "615",
    facilities: [
      { title: "Cumberland Valley Medical Center", zip: "37203" },
      { title: "Music City Regional Hospital", zip: "37205" },
      { title: "Harpeth River Medical Center", zip: "37067" },
    ],
    spanishShare: 0.2,
    otherLanguages: [
      { value: "Arabic", weight: 4 },
      { value: "Hindi", weight: 3 },
      { value: "French", weight: 2 },
      { value: "Chinese", weight: 2 },
      { value: "Korean", weight: 1 },
      { value: "American Sign Language", weight: 1 },
    ],
  },
  {
    market: "Houston",
    state: "TX",
    centerZip: "77002",
    radiusMiles: 20,
    cities: [
      "Houston",
      "Bellaire",
      "Humble",
      "Kingwood",
      "Missouri City",
      "Pasadena",
      "Pearland",
      "Spring",
      "Stafford",
      "Sugar Land",
      "Friendswood",
      "Deer Park",
      "La Porte",
      "Webster",
    ],
    streets: [
      "Fannin Street",
      "Holcombe Boulevard",
      "Westheimer Road",
      "Kirby Drive",
      "Bellaire Boulevard",
      "Richmond Avenue",
      "Memorial Drive",
      "Gessner Road",
      "Bay Area Boulevard",
      "Main Street",
      "Shepherd Drive",
      "Katy Freeway",
    ],
    timeZone: "America/Chicago",
    areaCode: "713",
    facilities: [
      { title: "Bayou City Medical Center", zip: "77030" },
      { title: "Gulf Coast Regional Hospital", zip: "77074" },
      { title: "Clear Lake Medical Center", zip: "77058" },
      { title: "Memorial West Medical Center", zip: "77024" },
    ],
    spanishShare: 0.45,
    otherLanguages: [
      { value: "Vietnamese", weight: 5 },
      { value: "Chinese", weight: 3 },
      { value: "Hindi", weight: 3 },
      { value: "Urdu", weight: 2 },
      { value: "Tagalog", weight: 2 },
      { value: "Arabic", weight: 2 },
      { value: "Gujarati", weight: 1 },
    ],
  },
  {
    market: "Denver",
    state: "CO",
    centerZip: "80202",
    radiusMiles: 20,
    cities: [
      "Denver",
      "Arvada",
      "Aurora",
      "Broomfield",
      "Commerce City",
      "Englewood",
      "Golden",
      "Littleton",
      "Lone Tree",
      "Parker",
      "Thornton",
      "Westminster",
      "Wheat Ridge",
    ],
    streets: [
      "Colfax Avenue",
      "Speer Boulevard",
      "Broadway",
      "Colorado Boulevard",
      "Evans Avenue",
      "Alameda Avenue",
      "Federal Boulevard",
      "Wadsworth Boulevard",
      "Hampden Avenue",
      "Arapahoe Road",
      "Sheridan Boulevard",
      "University Boulevard",
    ],
    timeZone: "America/Denver",
    areaCode: "303",
    facilities: [
      { title: "Front Range Medical Center", zip: "80218" },
      { title: "Rocky Mountain Regional Hospital", zip: "80012" },
      { title: "Cherry Creek Medical Center", zip: "80120" },
    ],
    spanishShare: 0.3,
    otherLanguages: [
      { value: "Russian", weight: 3 },
      { value: "German", weight: 2 },
      { value: "Korean", weight: 2 },
      { value: "Farsi", weight: 2 },
      { value: "American Sign Language", weight: 2 },
    ],
  },
  {
    market: "Miami",
    state: "FL",
    centerZip: "33130",
    radiusMiles: 20,
    cities: [
      "Miami",
      "Coral Gables",
      "Hialeah",
      "Hollywood",
      "Homestead",
      "Key Biscayne",
      "Miami Beach",
      "Miami Gardens",
      "North Miami Beach",
      "Opa Locka",
      "Pembroke Pines",
      "Hallandale",
    ],
    streets: [
      "Biscayne Boulevard",
      "Coral Way",
      "Flagler Street",
      "Bird Road",
      "Brickell Avenue",
      "Kendall Drive",
      "Sunset Drive",
      "Red Road",
      "Le Jeune Road",
      "Douglas Road",
      "Collins Avenue",
      "Miracle Mile",
    ],
    timeZone: "America/New_York",
    areaCode: "305",
    facilities: [
      { title: "Biscayne Bay Medical Center", zip: "33136" },
      { title: "Coral Gables Regional Hospital", zip: "33146" },
      { title: "Everglades Medical Center", zip: "33176" },
    ],
    spanishShare: 0.6,
    otherLanguages: [
      { value: "Haitian Creole", weight: 5 },
      { value: "Portuguese", weight: 4 },
      { value: "French", weight: 3 },
      { value: "Italian", weight: 1 },
      { value: "Russian", weight: 1 },
    ],
  },
  {
    market: "Phoenix",
    state: "AZ",
    centerZip: "85004",
    radiusMiles: 20,
    cities: [
      "Phoenix",
      "Avondale",
      "Chandler",
      "Gilbert",
      "Glendale",
      "Goodyear",
      "Mesa",
      "Paradise Valley",
      "Peoria",
      "Scottsdale",
      "Sun City",
      "Surprise",
      "Tempe",
    ],
    streets: [
      "Camelback Road",
      "Central Avenue",
      "Indian School Road",
      "Thomas Road",
      "McDowell Road",
      "Scottsdale Road",
      "Bell Road",
      "Baseline Road",
      "Southern Avenue",
      "Shea Boulevard",
      "Glendale Avenue",
      "Chandler Boulevard",
    ],
    timeZone: "America/Phoenix",
    areaCode: "602",
    facilities: [
      { title: "Camelback Medical Center", zip: "85013" },
      { title: "Sonoran Desert Regional Hospital", zip: "85202" },
      { title: "Salt River Medical Center", zip: "85251" },
    ],
    spanishShare: 0.35,
    otherLanguages: [
      { value: "Navajo", weight: 2 },
      { value: "Tagalog", weight: 2 },
      { value: "Vietnamese", weight: 2 },
      { value: "Arabic", weight: 2 },
      { value: "Chinese", weight: 2 },
    ],
  },
];

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * Real zip codes of the metro's municipalities with their coordinates, in zip order so the draw is
 * deterministic. Post-office-box zips sit on the same point as a street zip, so one zip per point.
 */
export function zipPlacesOf(metro: MetroArea): ZipPlace[] {
  const cities = new Set(metro.cities);
  const seenPoints = new Set<string>();
  return zipcodes
    .radius(metro.centerZip, metro.radiusMiles)
    .map((zip) => (typeof zip === "string" ? zipcodes.lookup(zip) : zip))
    .filter((place): place is NonNullable<typeof place> =>
      Boolean(place && place.state === metro.state && cities.has(place.city)),
    )
    .map((place) => ({
      zip: place.zip,
      city: place.city,
      state: place.state,
      latitude: place.latitude,
      longitude: place.longitude,
    }))
    .sort((a, b) => a.zip.localeCompare(b.zip))
    .filter((place) => {
      const point = `${place.latitude},${place.longitude}`;
      if (seenPoints.has(point)) return false;
      seenPoints.add(point);
      return true;
    });
}

/** A facility campus's own zip, looked up rather than drawn, so the hospital sits where it is named. */
export function zipPlaceOf(zip: string): ZipPlace {
  const place = zipcodes.lookup(zip);
  if (!place) throw new Error(`Unknown zip code ${zip} in the metro catalogue`);
  return { zip: place.zip, city: place.city, state: place.state, latitude: place.latitude, longitude: place.longitude };
}
