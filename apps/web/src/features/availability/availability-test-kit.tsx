import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { addDays } from "@fad/contracts/scheduling/day-format";
import { toTwelveHourClockTime } from "@fad/contracts/scheduling/twelve-hour-clock";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import { AppSettingsProvider } from "../../settings/app-settings.tsx";
import { AvailabilityCalendar, type AvailabilityCalendarProps } from "./availability-calendar.tsx";

/** Test data shaped by the contracts, and a fetch double answering /fadmaa calls (the browser's boundary). */

export const TODAY = "20261123";
/** The holder token the stubbed holder call answers (the pattern the contract checks). */
export const TEST_HOLDER_TOKEN = "holderTokenRandomPart0.holderTokenServerTag00";

export function makeLocation(overrides: Partial<ProviderLocation> = {}): ProviderLocation {
  return {
    id: "LOC-000001",
    name: "Cumberland Family Clinic",
    street: "100 Main St",
    city: "Nashville",
    state: "TN",
    zip: "37203",
    phone: "615-555-0100",
    relatedContactCenterPhoneNumber: "615-555-0199",
    mhdCalendarId: "CAL-000001",
    providerLocationCOID: "12345",
    distance: null,
    acceptsNewPatients: true,
    firstAvailable: null,
    availableAppointments: [],
    mapMarkerLabel: "A",
    mapMarkerIcon: null,
    latitude: 36.16,
    longitude: -86.78,
    providerLocationId: 1,
    urlTitle: "cumberland-family-clinic",
    website: null,
    timeZone: "America/Chicago",
    acceptedInsurance: [],
    ...overrides,
  };
}

export function makePhysician(location = makeLocation()): Physician {
  return {
    physicianNpi: "1234567890",
    physicianFirstName: "Jane",
    physicianMiddleInitial: null,
    physicianLastName: "Doe",
    physicianDesignation: "MD",
    physicianPhotoUrl: null,
    physicianBio: null,
    physicianCarePhilosophy: null,
    urlTitle: "jane-doe",
    gender: "Female",
    languages: ["English"],
    website: null,
    starRatings: null,
    ratingCount: 0,
    telehealthProvider: false,
    mhdParticipant: true,
    specialties: [],
    providerSpecialties: [],
    proceduresAndConditions: [],
    affiliations: [],
    credentialsAndAccreditations: [],
    fadMediaList: [],
    providerLocations: [location],
    displayLocation: location,
  };
}

/** Days from `start`; `times(index)` gives each day's HH:mm starts (default: 09:00 and 13:30 every day). */
export function makeDays(count: number, start = TODAY, times: (index: number) => string[] = () => ["09:00", "13:30"]) {
  return Array.from({ length: count }, (_, index): AvailableDay => {
    const day = addDays(start, index);
    const timeSlots = times(index).map((startTime) => ({
      appointmentId: `slot-${day}-${startTime.replace(":", "")}`,
      startTime,
      duration: 30,
      twelveHourClockTime: toTwelveHourClockTime(startTime),
    }));
    return { day, firstAvailable: timeSlots[0] ? `${day} ${timeSlots[0].startTime}` : null, timeSlots };
  });
}

export const envelope = (result: unknown, code = 200) =>
  new Response(JSON.stringify({ status: { code: String(code), details: code === 200 ? "OK" : "refused" }, result }), {
    status: code,
    headers: { "content-type": "application/json" },
  });

export type FetchHandler = (
  path: string,
  body: Record<string, unknown> | null,
  method: string,
) => Response | Promise<Response>;

/** Stubs fetch: the configuration call fails (only logged), every other call goes to `handler`. */
export function stubFetch(handler: FetchHandler, { configuration }: { configuration?: unknown } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path.startsWith("/fadmaa/api/config")) {
      return configuration ? envelope(configuration) : new Response("{}", { status: 503 });
    }
    // Every hold first makes the page a holder (api/holder-token.ts).
    if (path === "/fadmaa/appointment/holder") return envelope({ holderToken: TEST_HOLDER_TOKEN });
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    return handler(path, body, init?.method ?? "GET");
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The calls made to a path, with their bodies: of that method, or any but DELETE (a release). */
export function callsTo(
  fetchMock: ReturnType<typeof stubFetch>,
  path: string,
  method?: string,
): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const sent = init?.method ?? "GET";
      return String(input) === path && (method ? sent === method : sent !== "DELETE");
    })
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

/** Makes matchMedia answer min-width/max-width queries for this viewport width. */
export function setViewportWidth(width: number) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => {
      const min = query.match(/min-width:\s*([\d.]+)px/);
      const max = query.match(/max-width:\s*([\d.]+)px/);
      const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      return { matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    }),
  );
  window.matchMedia = globalThis.matchMedia;
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** `client`: the app's own (createQueryClient) where a test needs its refetch rules; else a plain one without retries. */
export function renderCalendar(
  props: Partial<AvailabilityCalendarProps> = {},
  settings = {},
  path = "/physicians/profile/jane-doe",
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
) {
  const location = props.location ?? makeLocation();
  const calendarProps: AvailabilityCalendarProps = {
    physician: makePhysician(location),
    location,
    numberDaysOut: 14,
    origin: "profile",
    isPsg: false,
    ...props,
  };
  const router = createMemoryRouter(
    [
      { path: "/physicians/profile/:urlTitle", element: <AvailabilityCalendar {...calendarProps} /> },
      { path: "/texting", element: <AvailabilityCalendar {...calendarProps} /> },
      { path: "*", element: <WhereAmI /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <AppSettingsProvider settings={settings}>
        <RouterProvider router={router} />
      </AppSettingsProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client, props: calendarProps };
}
