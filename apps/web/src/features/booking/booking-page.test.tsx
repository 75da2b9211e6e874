import type { Physician } from "@fad/contracts/provider/search-providers";
import { openTimeAddress } from "@fad/contracts/routes/open-time-link";
import { DISCLOSURE_AGREEMENT_KEY } from "@fad/contracts/session/session-keys";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { appRoutes } from "../../app/app-routes.tsx";
import { firstPageLoaded } from "../../app/create-app-router.ts";
import type { BookingHold } from "../../booking-session/booking-session.ts";
import {
  getBookingSession,
  resetBookingSession,
  startHold,
  updateAppointmentChoice,
} from "../../booking-session/booking-session-store.ts";
import { AppSettingsProvider } from "../../settings/app-settings.tsx";
import { makeBookingLocation, makeBookingPhysician } from "../../testing/physician-fixtures.ts";
import { searchAnswer } from "../../testing/provider-search-answer.ts";
import { BOOKING_ROUTES, callsTo, envelope, stubFetch } from "../../testing/stub-fetch.ts";
import { setViewportWidth } from "../../testing/viewport-width.ts";
import { makeDays } from "../availability/testing/availability-fixtures.ts";

// The profile and results pages (where Back goes) load on demand: compile them here, outside the tests' time limits.
beforeAll(async () => {
  await Promise.all([
    // biome-ignore lint/style/noRestrictedImports: the routed app this test renders opens the profile page; it is only compiled here ahead of time
    import("../profile/profile-page.tsx"),
    // biome-ignore lint/style/noRestrictedImports: likewise the results page
    import("../results/results-page.tsx"),
  ]);
}, 60_000);

const MINUTE = 60_000;
const NOW = new Date("2026-11-23T15:00:00Z").getTime();
const SICK = {
  code: "SICK",
  friendlyName2: "Sick Visit",
  abbreviation: "SICK",
  mhdAppointmentTypeName: "Sick",
  patientType: "New/Current",
};

interface Answers {
  physician?: Physician | null;
  physicianStatus?: number;
  contactNumber?: string;
  /** The zip look-up's point for 37203 (GET /fadmaa/geo/zip). */
  zipPlace?: { latitude: number; longitude: number };
  /** The configuration's support number (FAD_SUPPORT_PHONE); none leaves the configuration call failing. */
  supportPhone?: string;
  /** The hold call's refusal status (409: someone took the time); none holds. */
  holdRefusal?: number;
}

const CONFIGURATION = {
  facilityCoids: "",
  program: "",
  siteType: "hospitalOperations",
  hostApp: "cms",
  sessionId: "session",
  ...Object.fromEntries(
    [
      "urlSpecialty",
      "urlKeywords",
      "urlKeywordsExact",
      "urlGender",
      "urlZip",
      "urlLanguages",
      "urlAcceptingNewPatientsOnly",
      "urlTeleMedicineFlag",
      "mbcLocationLink",
      "mbcLocationAccesspoint",
      "dshsEnglish",
      "dshsSpanish",
      "routeData",
      "address",
      "dateTimeOfAppointment",
      "textingAppType",
      "mapsSubscriptionKey",
      "mapTileUrl",
    ].map((field) => [field, null]),
  ),
  specialties: [],
};

/** The booking page's calls: the physician, the contact number, and step 1's and 2's lists. */
function answer({
  physician = makeBookingPhysician(),
  physicianStatus = 200,
  contactNumber = "800-555-0123",
  zipPlace,
  supportPhone,
  holdRefusal,
}: Answers = {}) {
  return stubFetch(
    (path, body) => {
      if (path.startsWith("/fadmaa/provider/search/")) {
        if (physicianStatus !== 200) return new Response("", { status: physicianStatus });
        return Response.json(searchAnswer(physician ? [physician] : []));
      }
      if (path.startsWith("/fadmaa/contactnumber")) return new Response(contactNumber);
      if (path === "/fadmaa/geo/zip?zip=37203" && zipPlace) {
        return envelope({ zip: "37203", city: "Nashville", state: "TN", label: "Nashville, TN 37203", ...zipPlace });
      }
      if (path.startsWith("/fadmaa/provider/appTypes/")) return envelope([SICK]);
      if (path === "/fadmaa/appointment/search") return envelope(makeDays(14));
      if (path.startsWith("/fadmaa/provider/insurance/")) return envelope([]);
      if (path === "/fadmaa/appointment/hold") {
        if (holdRefusal) return envelope(null, holdRefusal);
        return envelope({
          holdId: "HOLD-1",
          holdExpiresAt: "2026-11-23T15:15:00.000Z",
          appointmentTypeId: String(body?.appointmentTypeId),
        });
      }
      return envelope(null, 500);
    },
    { ...BOOKING_ROUTES, configuration: supportPhone ? { ...CONFIGURATION, supportPhone } : "fail" },
  );
}

async function renderBooking(
  path = "/physicians?urlTitle=jane-doe",
  settings: Record<string, unknown> = {},
  state?: unknown,
) {
  const router = createMemoryRouter(appRoutes({ hashRouting: false }), {
    initialEntries: [state ? { pathname: path.split("?")[0], search: `?${path.split("?")[1]}`, state } : path],
  });
  // Like mount-app.tsx: render once the first page's lazy chunk is in.
  await firstPageLoaded(router);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <AppSettingsProvider settings={{ siteType: "hospitalOperations", hostApp: "cms", ...settings }}>
        <RouterProvider router={router} />
      </AppSettingsProvider>
    </QueryClientProvider>,
  );
  return { router, ...view };
}

function someHold(overrides: Partial<BookingHold> = {}): BookingHold {
  return {
    holdId: "HOLD-PROFILE",
    appointmentId: "slot-20261124-0930",
    slot: { day: "20261124", startTime: "09:30", duration: 30, twelveHourClockTime: "9:30a" },
    calendarId: "CAL-000001",
    locationId: "LOC-000001",
    physicianUrlTitle: "jane-doe",
    physicianNpi: "1234567890",
    appointmentTypeCode: "SICK",
    origin: "profile",
    holdStartedAt: Date.now(),
    holdExpiresAt: "2026-11-23T15:15:00.000Z",
    ...overrides,
  };
}

const pageHeading = () => screen.findByRole("heading", { level: 1 });
const stepHeading = () => screen.getByRole("heading", { level: 2 });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Step 1 on desktop, as a visitor fills it: No, Sick Visit, a reason, 9:00 AM, Continue. */
async function completeStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("radio", { name: "No" }));
  const type = screen.getByRole("combobox", { name: "Appointment Type" });
  await waitFor(() => expect(within(type).getByRole("option", { name: "Sick Visit" })).toBeInTheDocument());
  await user.selectOptions(type, "Sick Visit");
  await user.type(screen.getByRole("textbox", { name: "Describe Reason for Visit" }), "Cough");
  await user.click(await screen.findByRole("button", { name: "9:00a, Monday, November 23" }));
  await waitFor(() => expect(getBookingSession().hold).not.toBeNull());
  const next = screen.getByRole("button", { name: "Continue" });
  await waitFor(() => expect(next).toBeEnabled());
  await user.click(next);
  await waitFor(() => expect(stepHeading()).toHaveTextContent("Patient Information"));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  setViewportWidth(1280);
  window.sessionStorage.clear();
});
afterEach(() => {
  resetBookingSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("booking page states", () => {
  it("shows a loader, then the doctor's name and designation as the h1; the page is noindex", async () => {
    answer({ physician: { ...makeBookingPhysician(), physicianMiddleInitial: "q", physicianDesignation: "MD FACP" } });
    await renderBooking();
    expect(screen.getByText("Loading.")).toBeVisible();
    expect(await pageHeading()).toHaveTextContent("Jane Q. Doe, MD, FACP");
    expect(document.title).toContain("Book Appointment");
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });

  it("shows the network error banner when the physician call fails", async () => {
    answer({ physicianStatus: 500 });
    await renderBooking();
    expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred. Please try again later.");
  });

  it("shows the scheduling-error page with the support number for an unknown doctor", async () => {
    answer({ physician: null });
    await renderBooking();
    expect(await pageHeading()).toHaveTextContent("Online Appointment Scheduling Error");
    expect(screen.getByText(/unable to process/)).toBeVisible();
    expect(await screen.findByRole("link", { name: "(800) 555-0123" })).toHaveAttribute("href", "tel:+18005550123");
  });

  it("gives the configuration's fixed support number, in the spec's sentence (discovery §2)", async () => {
    answer({ physician: null, supportPhone: "888-555-0142" });
    await renderBooking();
    expect(await pageHeading()).toHaveTextContent("Online Appointment Scheduling Error");
    const link = await screen.findByRole("link", { name: "(888) 555-0142" });
    expect(link).toHaveAttribute("href", "tel:+18885550142");
    expect(link.closest("p")).toHaveTextContent(
      "We are unable to process your request for online appointment scheduling. please call support center at (888) 555-0142 to proceed further.",
    );
  });

  it.each([
    ["not taking part in online booking", { mhdParticipant: false }],
    [
      "without a calendar",
      { providerLocations: [makeBookingLocation({ mhdCalendarId: null })], displayLocation: null },
    ],
  ])(
    "shows the scheduling error for a doctor %s, with the contact centre when the division has no number",
    async (_, overrides) => {
      answer({ physician: { ...makeBookingPhysician(), ...overrides } as Physician, contactNumber: "  " });
      await renderBooking();
      expect(await pageHeading()).toHaveTextContent("Online Appointment Scheduling Error");
      expect(await screen.findByRole("link", { name: "(615) 555-0199" })).toHaveAttribute("href", "tel:+16155550199");
    },
  );

  it("sends the texting flow without a doctor to the texting error", async () => {
    answer();
    const { router } = await renderBooking("/texting");
    await waitFor(() => expect(router.state.location.pathname).toBe("/texting/error"));
  });
});

describe("breadcrumbs", () => {
  const crumbLabels = () =>
    within(screen.getByRole("navigation", { name: "Breadcrumb" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);

  it("shows Home, Doctors, the doctor (linked to the profile) and Book Appointment", async () => {
    answer();
    await renderBooking();
    await pageHeading();
    expect(crumbLabels()).toEqual(["Home", "Doctors", "Jane Doe", "Book Appointment"]);
    expect(screen.getByRole("link", { name: "Jane Doe" })).toHaveAttribute("href", "/physicians/profile/jane-doe");
  });

  it("adds Doctors Results after the disclosure agreement", async () => {
    window.sessionStorage.setItem(DISCLOSURE_AGREEMENT_KEY, "true");
    answer();
    await renderBooking();
    await pageHeading();
    expect(crumbLabels()).toEqual(["Home", "Doctors", "Doctors Results", "Jane Doe", "Book Appointment"]);
  });

  it("adds Doctors Results on psg sites", async () => {
    answer();
    await renderBooking("/physicians?urlTitle=jane-doe", { siteType: "psg" });
    await pageHeading();
    expect(crumbLabels()).toContain("Doctors Results");
  });

  it("shows none on mobile", async () => {
    setViewportWidth(375);
    answer();
    await renderBooking();
    await pageHeading();
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();
  });

  it("shows none outside the content host", async () => {
    answer();
    await renderBooking("/physicians?urlTitle=jane-doe", { hostApp: "mho" });
    await pageHeading();
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();
  });
});

describe("desktop wizard", () => {
  const progressItems = () =>
    within(screen.getByRole("navigation", { name: "Booking progress" })).getAllByRole("listitem");

  it("starts on step 1 with its progress, heading and required-field note; clears the reason on opening", async () => {
    updateAppointmentChoice({ reasonForVisit: "left from before" });
    answer();
    await renderBooking();
    await pageHeading();
    expect(stepHeading()).toHaveTextContent("Appointment Information");
    expect(screen.getByText("* Indicates required field")).toBeVisible();
    const [first, second, third] = progressItems();
    expect(first).toHaveAttribute("aria-current", "step");
    expect(second).not.toHaveAttribute("aria-current");
    expect(third).toHaveTextContent("Review and Confirm");
    expect(within(progressItems()[0] as HTMLElement).queryByRole("button")).toBeNull();
    expect(getBookingSession().choice.reasonForVisit).toBe("");
  });

  it("moves to step 2 with focus on its heading; the completed step is a link back", async () => {
    answer();
    const user = userEvent.setup();
    await renderBooking();
    await pageHeading();
    await completeStepOne(user);
    expect(stepHeading()).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalled();
    const [first, second] = progressItems();
    expect(second).toHaveAttribute("aria-current", "step");
    expect(first).toHaveTextContent("✓");
    await user.click(within(first as HTMLElement).getByRole("button", { name: /Appointment Information, completed/ }));
    expect(stepHeading()).toHaveTextContent("Appointment Information");
    expect(stepHeading()).toHaveFocus();
  });

  it("Back on step 1 goes to the profile", async () => {
    answer();
    const user = userEvent.setup();
    const { router } = await renderBooking();
    await pageHeading();
    await user.click(await screen.findByRole("button", { name: "Back" }));
    expect(router.state.location.pathname).toBe("/physicians/profile/jane-doe");
  });

  it("Back on step 1 goes to the listing when the visitor came from results", async () => {
    answer();
    const user = userEvent.setup();
    const { router } = await renderBooking("/physicians?urlTitle=jane-doe", {}, { bookingOrigin: "results" });
    await pageHeading();
    await user.click(await screen.findByRole("button", { name: "Back" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/physicians/listing"));
  });

  it("a held location is the one booked; a hold of another doctor is dropped with step 1's answers", async () => {
    updateAppointmentChoice({ currentPatient: "Yes" });
    startHold(someHold({ physicianUrlTitle: "someone-else" }));
    answer();
    await renderBooking();
    await pageHeading();
    expect(getBookingSession().hold).toBeNull();
    expect(getBookingSession().choice.currentPatient).toBeNull();
  });
});

describe("mobile flow", () => {
  beforeEach(() => setViewportWidth(375));

  it("shows Step 1 of 4 with Next disabled until the questions are answered, then moves on", async () => {
    answer();
    const user = userEvent.setup();
    await renderBooking();
    await pageHeading();
    const header = screen.getByRole("navigation", { name: "Booking steps" });
    expect(header).toHaveTextContent("Step 1 of 4");
    expect(stepHeading()).toHaveTextContent("Questions");
    const next = within(header).getByRole("button", { name: "Next" });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "No" }));
    const type = screen.getByRole("combobox", { name: "Appointment Type" });
    await waitFor(() => expect(within(type).getByRole("option", { name: "Sick Visit" })).toBeInTheDocument());
    await user.selectOptions(type, "Sick Visit");
    await user.type(screen.getByRole("textbox", { name: "Describe Reason for Visit" }), "Cough");
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(header).toHaveTextContent("Step 2 of 4");
    expect(stepHeading()).toHaveTextContent("Appointment Details");
    expect(stepHeading()).toHaveFocus();
    await user.click(within(header).getByRole("button", { name: "Back" }));
    expect(header).toHaveTextContent("Step 1 of 4");
  });

  it("Back on the first step leaves the wizard", async () => {
    answer();
    const user = userEvent.setup();
    const { router } = await renderBooking();
    await pageHeading();
    await user.click(
      within(screen.getByRole("navigation", { name: "Booking steps" })).getByRole("button", { name: "Back" }),
    );
    expect(router.state.location.pathname).toBe("/physicians/profile/jane-doe");
  });

  it("hides the step count on the proofs host", async () => {
    answer();
    await renderBooking("/physicians?urlTitle=jane-doe", { hostApp: "proofs" });
    await pageHeading();
    const header = screen.getByRole("navigation", { name: "Booking steps" });
    expect(header).not.toHaveTextContent("Step 1 of 4");
    expect(within(header).getByRole("button", { name: "Next" })).toBeDisabled();
  });
});

describe("session timer on the booking page", () => {
  beforeEach(() => {
    vi.useRealTimers();
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  });

  it("warns at 10 minutes; at 15 releases the hold, returns to step 1 and reloads the slots", async () => {
    answer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderBooking();
    await pageHeading();
    await completeStepOne(user);
    const slotsVersion = getBookingSession().slotsVersion;

    await advance(10 * MINUTE);
    const warning = await screen.findByRole("alertdialog", {
      name: "5 Minutes Remaining to Complete Booking Your Appointment",
    });
    expect(warning).toHaveTextContent(
      "Please complete booking within 5 minutes. After 5 minutes, the appointment time will be released to others.",
    );
    await user.click(within(warning).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    await advance(5 * MINUTE);
    const expired = await screen.findByRole("alertdialog", { name: "Your Appointment Time Has Been Released" });
    expect(expired).toHaveTextContent(/You have exceeded the time limit and your appointment time has been released\./);
    expect(getBookingSession().hold).toBeNull();
    expect(getBookingSession().slotsVersion).toBe(slotsVersion + 1);
    // The open notice hides the page from the accessibility tree: read the step heading directly.
    expect(document.querySelector(".booking-wizard__title")).toHaveTextContent("Appointment Information");
    // Step 1's hold was placed on the booking page, opened from the profile.
    expect(within(expired).getByRole("button", { name: "Back to Doctor Profile" })).toBeVisible();
    await user.click(within(expired).getByRole("button", { name: "Back to Times" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("shows the hold's minutes left beside every step, with the modals, and none once it is released", async () => {
    answer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderBooking();
    await pageHeading();
    expect(screen.queryByText(/^Your time is held for/)).toBeNull();
    await completeStepOne(user);
    expect(screen.getByText("Your time is held for 15 more minutes")).toBeVisible();
    await advance(10 * MINUTE);
    await screen.findByRole("alertdialog", { name: "5 Minutes Remaining to Complete Booking Your Appointment" });
    expect(screen.getByText("Your time is held for 5 more minutes")).toBeInTheDocument();
    await advance(5 * MINUTE);
    await screen.findByRole("alertdialog", { name: "Your Appointment Time Has Been Released" });
    expect(screen.queryByText(/^Your time is held for/)).toBeNull();
  });

  it("offers Back to Results for a hold from results, which opens the listing", async () => {
    startHold(someHold({ origin: "results" }));
    answer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = await renderBooking("/physicians?urlTitle=jane-doe&appt_id=slot-20261124-0930");
    await pageHeading();
    await advance(15 * MINUTE);
    const expired = await screen.findByRole("alertdialog", { name: "Your Appointment Time Has Been Released" });
    expect(within(expired).queryByRole("button", { name: "Back to Doctor Profile" })).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe("?urlTitle=jane-doe"));
    await user.click(within(expired).getByRole("button", { name: "Back to Results" }));
    expect(router.state.location.pathname).toBe("/physicians/listing");
  });

  it("Back to Doctor Profile opens the profile", async () => {
    startHold(someHold({ origin: "profile" }));
    answer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = await renderBooking();
    await pageHeading();
    await advance(15 * MINUTE);
    const expired = await screen.findByRole("alertdialog", { name: "Your Appointment Time Has Been Released" });
    await user.click(within(expired).getByRole("button", { name: "Back to Doctor Profile" }));
    expect(router.state.location.pathname).toBe("/physicians/profile/jane-doe");
  });

  it("offers only Back to Times in the texting flow", async () => {
    startHold(someHold({ origin: "results" }));
    answer();
    await renderBooking("/texting?urlTitle=jane-doe", { texting: { routeData: { urlTitle: "jane-doe" } } });
    await pageHeading();
    await advance(15 * MINUTE);
    const expired = await screen.findByRole("alertdialog", { name: "Your Appointment Time Has Been Released" });
    expect(
      within(expired)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Back to Times"]);
  });
});

describe("distance on step 1", () => {
  it("shows each location's distance from the zip of the visitor's search", async () => {
    window.sessionStorage.setItem("fad-search-zip", "37203");
    // 0.05 degrees of latitude north of the test clinic (36.16, -86.78): 3.5 miles.
    answer({ zipPlace: { latitude: 36.21, longitude: -86.78 } });
    await renderBooking();
    const section = await screen.findByRole("region", { name: "Appointment Location" });
    expect(await within(section).findByText("3.5 mi")).toBeVisible();
  });

  it("shows none when the visitor's location is not known", async () => {
    const fetchMock = answer({ zipPlace: { latitude: 36.21, longitude: -86.78 } });
    await renderBooking();
    const section = await screen.findByRole("region", { name: "Appointment Location" });
    await screen.findByRole("radio", { name: "No" });
    expect(within(section).queryByText(/ mi$/)).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith("/fadmaa/geo/zip"))).toBe(false);
  });
});

describe("leave warning", () => {
  const beforeUnload = () => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("asks before leaving while a hold or typed data exists, and not after the page is gone", async () => {
    answer();
    const { unmount } = await renderBooking();
    await pageHeading();
    expect(beforeUnload()).toBe(false);
    act(() => startHold(someHold()));
    expect(beforeUnload()).toBe(true);
    unmount();
    expect(beforeUnload()).toBe(false);
  });

  it("asks when only step 1 has answers", async () => {
    answer();
    await renderBooking();
    await pageHeading();
    act(() => updateAppointmentChoice({ currentPatient: "No" }));
    expect(beforeUnload()).toBe(true);
  });
});

describe("a published open time's deep link (decision 141)", () => {
  const deepLink = openTimeAddress("", {
    urlTitle: "jane-doe",
    appointmentId: "slot-20261124-0930",
    calendarId: "CAL-000001",
    day: "20261124",
    startTime: "09:30",
    durationMinutes: 30,
    appointmentTypeCode: "SICK",
  });

  it("holds the named time on arrival, and the address then names the hold", async () => {
    const fetchMock = answer();
    const { router } = await renderBooking(deepLink);
    await pageHeading();
    await waitFor(() => expect(getBookingSession().hold?.appointmentId).toBe("slot-20261124-0930"));
    expect(callsTo(fetchMock, "/fadmaa/appointment/hold")).toEqual([
      {
        appointmentId: "slot-20261124-0930",
        appointmentTypeId: "SICK",
        calendarId: "CAL-000001",
        startTime: "09:30",
        duration: 30,
        date: "20261124",
        providerLocationId: "CAL-000001",
        source: "cms",
      },
    ]);
    expect(getBookingSession().hold).toMatchObject({
      locationId: "LOC-000001",
      slot: { day: "20261124", startTime: "09:30", twelveHourClockTime: "9:30a" },
    });
    await waitFor(() => expect(router.state.location.search).toBe("?urlTitle=jane-doe&appt_id=slot-20261124-0930"));
  });

  it("says kindly that the time was taken and leaves the times open to choose", async () => {
    answer({ holdRefusal: 409 });
    // Another time: a link is acted on once per page load.
    const { router } = await renderBooking(
      deepLink.replace("slot-20261124-0930", "slot-20261124-1000").replace("time=09%3A30", "time=10%3A00"),
    );
    await pageHeading();
    expect(
      await screen.findByText(/the time you chose \(10:00 AM\) has just been taken by someone else/),
    ).toBeVisible();
    expect(getBookingSession().hold).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe("?urlTitle=jane-doe"));
    // The times still open are offered: the visitor answers step 1 and chooses another.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole("radio", { name: "No" }));
    const type = screen.getByRole("combobox", { name: "Appointment Type" });
    await waitFor(() => expect(within(type).getByRole("option", { name: "Sick Visit" })).toBeInTheDocument());
    await user.selectOptions(type, "Sick Visit");
    expect(await screen.findByRole("button", { name: "9:00a, Monday, November 23" })).toBeVisible();
  });
});
