import type { PageSettings } from "@fad/contracts/host/page-settings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appRoutes } from "../../../app/app-routes.tsx";
import { firstPageLoaded } from "../../../app/create-app-router.ts";
import { EMPTY_PATIENT_DRAFT } from "../../../booking-session/booking-session.ts";
import {
  getBookingSession,
  resetBookingSession,
  updatePatientDraft,
} from "../../../booking-session/booking-session-store.ts";
import { AppSettingsProvider } from "../../../settings/app-settings.tsx";
import { makeBookingPhysician } from "../../../testing/physician-fixtures.ts";
import { searchAnswer } from "../../../testing/provider-search-answer.ts";
import { BOOKING_ROUTES, envelope, stubFetch } from "../../../testing/stub-fetch.ts";
import { setViewportWidth } from "../../../testing/viewport-width.ts";
import { makeDays } from "../../availability/testing/availability-fixtures.ts";
import { emptyFieldsFilled, prefillFromHost } from "./patient-prefill.ts";
import { forgetPatientPrefill } from "./use-patient-prefill.ts";

const TODAY = { year: 2026, month: 11, day: 23 };

/** The portal profile of the server's demo preset, with the parts a portal may get wrong. */
const PORTAL_PATIENT = {
  firstName: "Alex",
  lastName: "Rivera2",
  dateOfBirth: "1986-04-12",
  gender: "female",
  email: "alex.rivera@example.com",
  phoneNumber: "(615) 555-0123",
};
const PORTAL_ADDRESS = {
  address1: "2300 Patterson St",
  address2: "",
  city: "Nashville",
  state: "Tennessee",
  zip: "3720",
};
const PORTAL_FILLED = {
  firstName: "Alex",
  dateOfBirth: "04/12/1986",
  gender: "Female",
  email: "alex.rivera@example.com",
  phoneNumber: "615-555-0123",
  address1: "2300 Patterson St",
  city: "Nashville",
};

const CASE = {
  firstName: "Sam",
  lastName: "Taylor",
  dateOfBirth: "09/30/1979",
  phoneNumber1: "555-0188",
  phoneNumber2: "615-555-0199",
  email: "sam.taylor@example.com",
  gender: "Male",
  address: { address1: "100 Main St", address2: "", city: "Nashville", state: "TN", zip: "37201" },
  insuranceProvider: "Aetna",
  primaryPolicyNumber: "AET-1234567",
};
const TEXTING: PageSettings = {
  texting: {
    routeData: { urlTitle: "jane-doe" },
    textingAppType: "ER Private",
    carelinkCaseId: "CASE-1",
    caseInfoResponse: CASE,
  },
};

describe("prefillFromHost", () => {
  it("reads the portal profile on mho and mhonative only", () => {
    for (const hostApp of ["mho", "mhonative"]) {
      expect(prefillFromHost({ hostApp, patientUser: PORTAL_PATIENT, address: PORTAL_ADDRESS }, false, TODAY)).toEqual(
        PORTAL_FILLED,
      );
    }
    for (const hostApp of ["cms", "proofs", undefined]) {
      expect(prefillFromHost({ hostApp, patientUser: PORTAL_PATIENT, address: PORTAL_ADDRESS }, false, TODAY)).toEqual(
        {},
      );
    }
  });

  it("reads the texting case in the texting flow only, whatever the host", () => {
    expect(prefillFromHost({ ...TEXTING, hostApp: "cms" }, true, TODAY)).toMatchObject({
      firstName: "Sam",
      phoneNumber: "615-555-0199",
      insuranceId: "Aetna",
      policyId: "AET-1234567",
    });
    expect(prefillFromHost(TEXTING, false, TODAY)).toEqual({});
    expect(prefillFromHost({}, true, TODAY)).toEqual({});
  });
});

describe("emptyFieldsFilled", () => {
  it("fills only the fields still empty", () => {
    const draft = { ...EMPTY_PATIENT_DRAFT, firstName: "Maria", city: "Memphis" };
    expect(
      emptyFieldsFilled(draft, { firstName: "Alex", lastName: "Rivera", city: "Nashville", zip: "37203" }),
    ).toEqual({ lastName: "Rivera", zip: "37203" });
    expect(emptyFieldsFilled(draft, {})).toEqual({});
  });
});

/** The booking page's calls, enough for it to open on step 1. */
function answerBookingCalls() {
  return stubFetch((path, body) => {
    if (path.startsWith("/fadmaa/provider/search/")) {
      return Response.json(searchAnswer([{ ...makeBookingPhysician(), urlTitle: String(body?.urlTitle) }]));
    }
    if (path.startsWith("/fadmaa/contactnumber")) return new Response("800-555-0123");
    if (path.startsWith("/fadmaa/provider/appTypes/")) return envelope([]);
    if (path === "/fadmaa/appointment/search") return envelope(makeDays(14));
    return envelope(null, 500);
  }, BOOKING_ROUTES);
}

async function renderBooking(path: string, settings: PageSettings) {
  const router = createMemoryRouter(appRoutes({ hashRouting: false }), { initialEntries: [path] });
  // Like mount-app.tsx: render once the first page's lazy chunk is in.
  await firstPageLoaded(router);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AppSettingsProvider settings={{ siteType: "hospitalOperations", ...settings }}>
        <RouterProvider router={router} />
      </AppSettingsProvider>
    </QueryClientProvider>,
  );
  return router;
}

const bookingOpened = () => screen.findByRole("heading", { level: 2, name: "Appointment Information" });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T15:00:00Z") });
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  setViewportWidth(1280);
  answerBookingCalls();
});
afterEach(() => {
  resetBookingSession();
  forgetPatientPrefill();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("opening the booking page", () => {
  it("fills the patient from the portal profile on mho, with the invalid parts left empty", async () => {
    await renderBooking("/physicians?urlTitle=jane-doe", {
      hostApp: "mho",
      patientUser: PORTAL_PATIENT,
      address: PORTAL_ADDRESS,
    });
    await bookingOpened();
    await waitFor(() => expect(getBookingSession().patient).toEqual({ ...EMPTY_PATIENT_DRAFT, ...PORTAL_FILLED }));
    expect(getBookingSession().caseId).toBeNull();
  });

  it("fills the patient from the texting case and keeps the case id", async () => {
    await renderBooking("/texting?urlTitle=jane-doe", TEXTING);
    await bookingOpened();
    await waitFor(() =>
      expect(getBookingSession().patient).toMatchObject({
        firstName: "Sam",
        lastName: "Taylor",
        dateOfBirth: "09/30/1979",
        gender: "Male",
        email: "sam.taylor@example.com",
        phoneNumber: "615-555-0199",
        address1: "100 Main St",
        city: "Nashville",
        state: "TN",
        zip: "37201",
        insuranceId: "Aetna",
        policyId: "AET-1234567",
      }),
    );
    expect(getBookingSession().caseId).toBe("CASE-1");
  });

  it("never replaces what the visitor typed", async () => {
    updatePatientDraft({ firstName: "Maria", email: "maria@example.com" });
    await renderBooking("/physicians?urlTitle=jane-doe", {
      hostApp: "mhonative",
      patientUser: PORTAL_PATIENT,
      address: PORTAL_ADDRESS,
    });
    await bookingOpened();
    await waitFor(() => expect(getBookingSession().patient.address1).toBe("2300 Patterson St"));
    expect(getBookingSession().patient).toMatchObject({ firstName: "Maria", email: "maria@example.com" });
  });

  it("fills once per visit: a field the visitor emptied stays empty on the next booking", async () => {
    const router = await renderBooking("/physicians?urlTitle=jane-doe", {
      hostApp: "mho",
      patientUser: PORTAL_PATIENT,
      address: PORTAL_ADDRESS,
    });
    await bookingOpened();
    await waitFor(() => expect(getBookingSession().patient.firstName).toBe("Alex"));
    updatePatientDraft({ firstName: "" });
    await router.navigate("/physicians?urlTitle=other-doc");
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([, init]) => String(init?.body).includes("other-doc"))).toBe(true),
    );
    await bookingOpened();
    expect(getBookingSession().patient.firstName).toBe("");
    expect(getBookingSession().patient.address1).toBe("2300 Patterson St");
  });

  it("fills nothing on other hosts", async () => {
    await renderBooking("/physicians?urlTitle=jane-doe", {
      hostApp: "cms",
      patientUser: PORTAL_PATIENT,
      address: PORTAL_ADDRESS,
    });
    await bookingOpened();
    expect(getBookingSession().patient).toEqual(EMPTY_PATIENT_DRAFT);
  });
});

describe("the texting flow's error page", () => {
  it.each([
    ["a texting error exists", { ...TEXTING.texting, textingError: "Case not found" }],
    ["the route data is missing", { ...TEXTING.texting, routeData: null }],
    ["the route data names no doctor", { ...TEXTING.texting, routeData: { urlTitle: " " } }],
  ])("is shown when %s, even at a booking address", async (_, texting) => {
    const router = await renderBooking("/texting?urlTitle=jane-doe", { texting });
    await waitFor(() => expect(router.state.location.pathname).toBe("/texting/error"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("We could not open this appointment link");
    expect(getBookingSession().patient).toEqual(EMPTY_PATIENT_DRAFT);
  });
});
