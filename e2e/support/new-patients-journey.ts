import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The pieces of a provider search answer these journeys read (contracts provider/search-providers.ts). */
export interface ListedPhysician {
  urlTitle: string;
  physicianNpi: string;
  physicianLastName: string;
  mhdParticipant: boolean;
  displayLocation: {
    id: string;
    mhdCalendarId: string | null;
    acceptsNewPatients: boolean;
    phone: string | null;
  } | null;
}

export interface ListedAppType {
  code: string;
  friendlyName2: string;
  patientType: "New" | "Current" | "New/Current";
}

const ALL_COIDS = "09001;09002;09003;09004;09005;09006";

/** Every physician of the seeded network, as the app's search answers them. */
export async function listedPhysicians(request: APIRequestContext): Promise<ListedPhysician[]> {
  const response = await request.post("/fadmaa/provider/search/", {
    data: { coids: ALL_COIDS, program: "web", meta: { pageSize: 750 } },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).result.providerList as ListedPhysician[];
}

/**
 * A physician who books online whose shown location does not take new patients, and whose calendar
 * there has a type for returning patients (issue 39); `slot` spreads the journeys over physicians.
 */
export async function physicianNotTakingNewPatients(
  request: APIRequestContext,
  slot: number,
): Promise<{ physician: ListedPhysician; calendarId: string }> {
  let seen = 0;
  for (const physician of await listedPhysicians(request)) {
    const location = physician.displayLocation;
    if (!physician.mhdParticipant || !location?.mhdCalendarId || location.acceptsNewPatients) continue;
    const types = await request.get(
      `/fadmaa/provider/appTypes/?npi=${physician.physicianNpi}&calendarId=${encodeURIComponent(location.mhdCalendarId)}`,
    );
    const listed = (await types.json()).result as ListedAppType[];
    if (!listed.some((type) => type.patientType === "Current")) continue;
    if (seen++ < slot) continue;
    return { physician, calendarId: location.mhdCalendarId };
  }
  throw new Error("the seeded network has too few online-booking locations that do not take new patients");
}
