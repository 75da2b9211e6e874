/**
 * How the booking journeys choose their physicians: by what a journey needs (a calendar that books online
 * at a location taking new patients, a type a new patient may book, enough open times in the next two
 * weeks, and a physician no other journey uses), never by the shape of the first days shown, which changes
 * with the weekday and the hour (issue 30: on a Thursday or Friday afternoon the first five days hold two
 * working days, and the old "more than two times on two of the first five days" left too few).
 *
 * Free of Playwright, so the same code runs in the journeys and in journey-physicians.test.ts, which checks
 * against the e2e network's seed that the pool is large enough at every moment of 2026–2028.
 */

/** The days ahead the finder looks at, from today (UTC), as the app's first search does. */
export const JOURNEY_WINDOW_DAYS = 14;
/** Open times of the type a journey's physician must have in the window (journeys hold several). */
export const JOURNEY_MIN_OPEN_TIMES = 6;
/**
 * Journeys take physicians 0 … JOURNEY_POOL_SIZE - 1 of the pool (journeySlot's users 0–29, booking-keeps-choices
 * 24–31, before-hydration 16, booking-wizard-journeys up to 36), each a different physician so that their holds
 * never meet. A journey asking for a larger index is refused: raise this and journey-physicians.test.ts checks
 * the e2e network still holds that many on every date.
 */
export const JOURNEY_POOL_SIZE = 37;

/** The facilities of the cms variant's journeys. */
export const JOURNEY_COIDS = "09001;09002;09003;09004;09005;09006";

/** The pieces of the contracts' answers the finder reads (provider/search-providers.ts, app-type.ts). */
export interface CandidatePhysician {
  physicianNpi: string;
  mhdParticipant: boolean;
  displayLocation: {
    mhdCalendarId: string | null;
    acceptsNewPatients: boolean;
    availableAppointments: { day: string; timeSlots: unknown[] }[];
  } | null;
}
export interface CandidateType {
  code: string;
  friendlyName2: string;
  patientType: "New" | "Current" | "New/Current";
}

/** What the finder needs of an HTTP client: Playwright's APIRequestContext, or the server's inject in a unit test. */
export interface JourneyRequest {
  get(url: string): Promise<JourneyResponse>;
  post(url: string, options: { data: unknown }): Promise<JourneyResponse>;
}
export interface JourneyResponse {
  ok(): boolean;
  status(): number;
  json(): Promise<unknown>;
}

/** The first day the finder asks for: today in UTC (yyyymmdd), as the journeys always have. */
export function journeyStartDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10).replaceAll("-", "");
}

/**
 * A physician a booking journey can use, whatever the date: books online, with a calendar at the shown
 * location, and that location takes new patients (the journeys answer "No" to the seen-the-doctor question,
 * and the card offers Book an Appointment only there: spec discovery §2). Nothing about the first days.
 */
export function isJourneyCandidate(physician: CandidatePhysician): boolean {
  return Boolean(
    physician.mhdParticipant &&
      physician.displayLocation?.mhdCalendarId &&
      physician.displayLocation.acceptsNewPatients,
  );
}

/** A type a new patient may book online (the journeys book as new patients; ER Private is no visit). */
export function isNewPatientType(type: CandidateType): boolean {
  return type.patientType !== "Current" && type.friendlyName2 !== "ER Private";
}

/** Enough open times for a journey that holds, changes and books several. */
export function hasEnoughTimes(openTimes: number): boolean {
  return openTimes >= JOURNEY_MIN_OPEN_TIMES;
}

/** Where the finder reads the network: the server over HTTP in the journeys, the engine itself in the unit test. */
export interface JourneyDirectory<P extends CandidatePhysician, T extends CandidateType> {
  /** The physicians of the facilities, in the search's order. */
  physicians(): Promise<P[]>;
  /** A physician's types at the facilities, or at one calendar when named. */
  types(npi: string, calendarId?: string): Promise<T[]>;
  /** Open times of a calendar for a type in the finder's window. */
  openTimes(calendarId: string, typeCode: string): Promise<number>;
}

/**
 * The `slot`-th physician (from 0) of the pool the journeys share, with the calendar and the first type that
 * fits: candidates in the search's order, each counted once, whose shown calendar has enough times of a
 * new-patient type. Stops as soon as it has it.
 */
export async function pickJourneyPhysician<P extends CandidatePhysician, T extends CandidateType>(
  directory: JourneyDirectory<P, T>,
  slot: number,
): Promise<{ physician: P; calendarId: string; type: T }> {
  if (!Number.isInteger(slot) || slot < 0 || slot >= JOURNEY_POOL_SIZE) {
    throw new Error(`journey physician ${slot} is outside the pool of ${JOURNEY_POOL_SIZE} (journey-physicians.ts)`);
  }
  let seen = 0;
  for (const physician of (await directory.physicians()).filter(isJourneyCandidate)) {
    const calendarId = physician.displayLocation?.mhdCalendarId as string;
    for (const type of (await directory.types(physician.physicianNpi)).filter(isNewPatientType)) {
      if (!hasEnoughTimes(await directory.openTimes(calendarId, type.code))) continue;
      if (seen++ < slot) break;
      return { physician, calendarId, type };
    }
  }
  throw new Error(`the seeded network has too few bookable physicians (${seen} of the ${slot + 1} needed)`);
}

/**
 * Decision 129's journeys (the visit said before the time): the `slot`-th physician whose shown location
 * takes no new patients, so a new patient's view there has no times (decision 125), and whose calendar's
 * first type for a returning patient (by friendlyName2, as the profile and the server choose it) has
 * enough times. Disjoint from the pool above, which takes only locations that take new patients.
 */
export async function pickReturningJourneyPhysician<P extends CandidatePhysician, T extends CandidateType>(
  directory: JourneyDirectory<P, T>,
  slot: number,
): Promise<{ physician: P; calendarId: string; type: T }> {
  let seen = 0;
  for (const physician of await directory.physicians()) {
    const location = physician.displayLocation;
    if (!physician.mhdParticipant || !location?.mhdCalendarId || location.acceptsNewPatients) continue;
    const calendarId = location.mhdCalendarId;
    const [type] = (await directory.types(physician.physicianNpi, calendarId))
      .filter((candidate) => candidate.patientType !== "New" && candidate.friendlyName2 !== "ER Private")
      .sort((a, b) => a.friendlyName2.localeCompare(b.friendlyName2, "en", { sensitivity: "base" }));
    if (!type || !hasEnoughTimes(await directory.openTimes(calendarId, type.code))) continue;
    if (seen++ < slot) continue;
    return { physician, calendarId, type };
  }
  throw new Error(`the seeded network has too few returning-patient physicians (${seen} of the ${slot + 1} needed)`);
}

async function jsonOf<T>(response: JourneyResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}`);
  return ((await response.json()) as { result: T }).result;
}

/** The network as the app reads it: the search, the types and the slot search, the page's own calls. */
export function httpJourneyDirectory<P extends CandidatePhysician, T extends CandidateType>(
  request: JourneyRequest,
  coids: string,
  /** More criteria of the search (e.g. an insurance filter). */
  filters: Record<string, unknown> = {},
): JourneyDirectory<P, T> {
  return {
    physicians: async () => {
      const response = await request.post("/fadmaa/provider/search/", {
        data: {
          coids,
          program: "web",
          meta: { pageSize: 750 },
          startDate: journeyStartDate(),
          numberDaysOut: JOURNEY_WINDOW_DAYS,
          ...filters,
        },
      });
      return (await jsonOf<{ providerList: P[] }>(response, "the provider search")).providerList;
    },
    types: async (npi, calendarId) => {
      const calendar = calendarId ? `&calendarId=${encodeURIComponent(calendarId)}` : "";
      const url = `/fadmaa/provider/appTypes/?npi=${npi}&facilityCOIDs=${encodeURIComponent(coids)}${calendar}`;
      return jsonOf<T[]>(await request.get(url), "the appointment types");
    },
    openTimes: async (calendarId, typeCode) => {
      const response = await request.post("/fadmaa/appointment/search", {
        data: {
          calendarId,
          appointmentTypeIds: [typeCode],
          startDate: journeyStartDate(),
          numberDaysOut: JOURNEY_WINDOW_DAYS,
        },
      });
      const days = await jsonOf<{ timeSlots: unknown[] }[]>(response, "the slot search");
      return days.reduce((sum, day) => sum + day.timeSlots.length, 0);
    },
  };
}
