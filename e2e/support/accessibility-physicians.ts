import type { APIRequestContext } from "@playwright/test";
import { type AppType, openSlots } from "./booking-journey.ts";
import { expect } from "./fixtures.ts";
import {
  hasEnoughTimes,
  isJourneyCandidate,
  isNewPatientType,
  JOURNEY_WINDOW_DAYS,
  journeyStartDate,
} from "./journey-physicians.ts";

const COIDS = "09001;09002;09003;09004;09005;09006";

/** The pieces of the search answer the accessibility journeys read (contracts provider/search-providers.ts). */
export interface JourneyPhysician {
  urlTitle: string;
  physicianNpi: string;
  physicianFirstName: string;
  physicianLastName: string;
  mhdParticipant: boolean;
  providerLocations: { id: string; name: string; mhdCalendarId: string | null }[];
  displayLocation: {
    id: string;
    mhdCalendarId: string | null;
    acceptsNewPatients: boolean;
    availableAppointments: { day: string; timeSlots: unknown[] }[];
  } | null;
}

export interface PhysicianWanted {
  /** Spreads tests over different doctors so their holds never meet. */
  slot: number;
  /**
   * More than one location: the location modal opens. The first other location (the one the
   * journeys switch to) must have open times of the type too, or its calendar would be empty.
   */
  severalLocations?: boolean;
  /** The type must be the virtual one (the telehealth notice), or must not be. */
  telehealth?: boolean;
}

const isTelehealth = (type: AppType) => type.friendlyName2.trim().toLowerCase() === "telehealth";

/**
 * A doctor of the cms site who books online with times in the next two weeks, a one-word last name nobody
 * else has (a keyword search finds only them), and a type a new patient may book with at least 6 open
 * times. Taken from the end of the list: the other journeys take theirs from the start
 * (booking-journey.ts), so holds of different files never meet.
 */
export async function findPhysicianFromTheEnd(
  request: APIRequestContext,
  wanted: PhysicianWanted,
): Promise<{ physician: JourneyPhysician; type: AppType; calendarId: string }> {
  const response = await request.post("/fadmaa/provider/search/", {
    data: {
      coids: COIDS,
      program: "web",
      meta: { pageSize: 750 },
      startDate: journeyStartDate(),
      numberDaysOut: JOURNEY_WINDOW_DAYS,
    },
  });
  expect(response.ok()).toBe(true);
  const list = (await response.json()).result.providerList as JourneyPhysician[];
  const lastNames = list.map((physician) => physician.physicianLastName);
  const candidates = list
    .filter(
      (physician) =>
        // Books online where new patients are taken (journey-physicians.ts), never chosen by its first days.
        isJourneyCandidate(physician) &&
        (!wanted.severalLocations || physician.providerLocations.length > 1) &&
        /^[A-Za-z]{3,}$/.test(physician.physicianLastName) &&
        lastNames.filter((name) => name === physician.physicianLastName).length === 1,
    )
    .reverse();
  let seen = 0;
  for (const physician of candidates) {
    const calendarId = physician.displayLocation?.mhdCalendarId as string;
    const types = await request.get(
      `/fadmaa/provider/appTypes/?npi=${physician.physicianNpi}&facilityCOIDs=${encodeURIComponent(COIDS)}`,
    );
    const all = (await types.json()).result as AppType[];
    const fitting = all.filter((type) => isNewPatientType(type) && isTelehealth(type) === Boolean(wanted.telehealth));
    for (const type of fitting) {
      if (!hasEnoughTimes((await openSlots(request, calendarId, type.code)).length)) continue;
      if (wanted.severalLocations && !(await otherLocationHasTimes(request, physician, type))) continue;
      if (seen++ < wanted.slot) break;
      return { physician, type, calendarId };
    }
  }
  throw new Error("the seeded network has too few bookable physicians of that kind");
}

/** The first location other than the shown one (where the journeys switch to) has open times of the type. */
async function otherLocationHasTimes(
  request: APIRequestContext,
  physician: JourneyPhysician,
  type: AppType,
): Promise<boolean> {
  const other = physician.providerLocations.find((location) => location.id !== physician.displayLocation?.id);
  return Boolean(other?.mhdCalendarId) && (await openSlots(request, other?.mhdCalendarId ?? "", type.code)).length > 0;
}
