import type { Locale } from "@fad/contracts/i18n/locales";
import type { AppType, PatientType } from "@fad/contracts/provider/app-type";
import { TELEHEALTH_SHOWN_KEY } from "@fad/contracts/session/session-keys";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../app/create-query-client.ts";
import type { BookingHold } from "../../../booking-session/booking-session.ts";
import {
  getBookingSession,
  reloadSlots,
  resetBookingSession,
  startHold,
  updateAppointmentChoice,
} from "../../../booking-session/booking-session-store.ts";
import { AppSettingsProvider } from "../../../settings/app-settings.tsx";
import { makeBookingLocation, makeBookingPhysician } from "../../../testing/physician-fixtures.ts";
import { BOOKING_ROUTES, callsTo, envelope, stubFetch } from "../../../testing/stub-fetch.ts";
import { setViewportWidth } from "../../../testing/viewport-width.ts";
import { PatientIntlProvider } from "../../../ui/i18n/patient-intl-provider.tsx";
import { makeDays } from "../../availability/testing/availability-fixtures.ts";
import {
  BookingContextProvider,
  type BookingContextValue,
  type StepAction,
  StepActionProvider,
} from "../booking-context.tsx";
import { AppointmentStep, type AppointmentStepProps } from "./appointment-step.tsx";

const APP_TYPES = "/fadmaa/provider/appTypes/";
const SEARCH = "/fadmaa/appointment/search";
const HOLD = "/fadmaa/appointment/hold";

const type = (code: string, friendlyName2: string, patientType: PatientType): AppType => ({
  code,
  friendlyName2,
  abbreviation: code,
  mhdAppointmentTypeName: friendlyName2,
  patientType,
});
const NEW_VISIT = type("NEWPT", "New Patient Visit", "New");
const FOLLOW_UP = type("FOLLOW", "Follow Up", "Current");
const SICK = type("SICK", "Sick Visit", "New/Current");
const TELEHEALTH = type("TELE", "Telehealth", "New/Current");
const ER_PRIVATE = type("ERP", "ER Private", "New/Current");

const holdResult = (code: string) => ({
  holdId: "HOLD-0000000000000000001",
  holdExpiresAt: "2026-11-23T15:15:00.000Z",
  appointmentTypeId: code,
});

interface Answers {
  types?: AppType[];
  hold?: (body: Record<string, unknown> | null) => Response | Promise<Response>;
  slots?: () => Response;
}

/** appTypes, slot search, hold and release answer as given; anything else fails. */
function answer({ types = [NEW_VISIT, FOLLOW_UP, SICK], hold, slots = () => envelope(makeDays(14)) }: Answers = {}) {
  return stubFetch((path, body, method) => {
    if (path.startsWith(APP_TYPES)) return envelope(types);
    if (path === SEARCH) return slots();
    if (path === HOLD && method === "DELETE") return envelope({ holdId: String(body?.holdId), outcome: "released" });
    if (path === HOLD) return hold ? hold(body) : envelope(holdResult(String(body?.appointmentTypeId)));
    return envelope(null, 500);
  }, BOOKING_ROUTES);
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

interface RenderOptions {
  layout?: AppointmentStepProps["layout"];
  context?: Partial<BookingContextValue>;
  path?: string;
  settings?: Record<string, unknown>;
  /** The app's own (createQueryClient) where a test needs its refetch rules. */
  client?: QueryClient;
  /** The page's language (decision 172); English without it. */
  locale?: Locale;
}

function renderStep({
  layout = "desktop",
  context = {},
  path = "/physicians?urlTitle=jane-doe",
  settings = {},
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  locale = "en-US",
}: RenderOptions = {}) {
  const location = context.location ?? makeBookingLocation();
  const value: BookingContextValue = {
    physician: makeBookingPhysician(location),
    location,
    chooseLocation: vi.fn(),
    isPsg: false,
    texting: false,
    source: "cms",
    siteType: null,
    contactCenterPhone: "800-555-0123",
    origin: "profile",
    timesFocusRequests: 0,
    ...context,
  };
  const onBack = vi.fn();
  const onContinue = vi.fn();
  const actions: { current: StepAction | null } = { current: null };
  const step = (
    <BookingContextProvider value={value}>
      <StepActionProvider
        onStepAction={(action) => {
          actions.current = action;
        }}
      >
        <AppointmentStep layout={layout} onBack={onBack} onContinue={onContinue} />
        <WhereAmI />
      </StepActionProvider>
    </BookingContextProvider>
  );
  const router = createMemoryRouter(
    [
      { path: "/physicians", element: step },
      { path: "/texting", element: step },
      { path: "*", element: <WhereAmI /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <PatientIntlProvider initialLocale={locale}>
      <QueryClientProvider client={client}>
        <AppSettingsProvider settings={settings}>
          <RouterProvider router={router} />
        </AppSettingsProvider>
      </QueryClientProvider>
    </PatientIntlProvider>,
  );
  return { onBack, onContinue, actions, context: value };
}

const typeSelect = () => screen.getByRole("combobox", { name: "Appointment Type" });
const reasonBox = () => screen.getByRole("textbox", { name: "Describe Reason for Visit" });
const continueButton = () => screen.getByRole("button", { name: "Continue" });
const nine = () => screen.findByRole("button", { name: "9:00a, Monday, November 23" });
const optionNames = () =>
  within(typeSelect())
    .getAllByRole("option")
    .map((option) => option.textContent);

async function answerQuestion(user: ReturnType<typeof userEvent.setup>, value: "Yes" | "No") {
  await user.click(screen.getByRole("radio", { name: value }));
}

async function fillQuestions(user: ReturnType<typeof userEvent.setup>, typeName = "Sick Visit") {
  await answerQuestion(user, "No");
  await waitFor(() => expect(optionNames()).toContain(typeName));
  await user.selectOptions(typeSelect(), typeName);
  await user.type(reasonBox(), "Cough");
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
    holdStartedAt: 0,
    holdExpiresAt: "2026-11-23T15:15:00.000Z",
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T15:00:00Z") });
  vi.spyOn(console, "error").mockImplementation(() => {});
  setViewportWidth(1280);
  window.sessionStorage.clear();
});
afterEach(() => {
  resetBookingSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("appointment location", () => {
  it("shows the address, a call link and Change Location (n) choosing through the context", async () => {
    answer();
    const second = makeBookingLocation({
      id: "LOC-000002",
      name: "Lakeside Medical Plaza",
      mhdCalendarId: "CAL-000002",
    });
    const first = makeBookingLocation({ distance: 3.24 });
    const physician = { ...makeBookingPhysician(first), providerLocations: [first, second] };
    const user = userEvent.setup();
    const { context } = renderStep({ context: { physician, location: first } });
    const section = screen.getByRole("region", { name: "Appointment Location" });
    expect(section).toHaveTextContent("Cumberland Family Clinic");
    expect(section).toHaveTextContent("Nashville, TN 37203");
    expect(section).toHaveTextContent("3.2 mi");
    expect(within(section).getByRole("link", { name: /615/ })).toHaveAttribute("href", "tel:+16155550100");
    await user.click(within(section).getByRole("button", { name: "Change Location (2)" }));
    await user.click(await screen.findByRole("button", { name: /Lakeside Medical Plaza/ }));
    expect(context.chooseLocation).toHaveBeenCalledWith(second);
  });
});

describe("current patient question and appointment type", () => {
  it("asks for the types with npi, facilities, program and source; the dropdown waits for the answer", async () => {
    const fetchMock = answer();
    const user = userEvent.setup();
    renderStep({ settings: { facilityCoids: "09001;09002", program: "web" } });
    expect(typeSelect()).toBeDisabled();
    expect(typeSelect()).toHaveAccessibleDescription("Answer the question above to choose an appointment type.");
    expect(optionNames()).toEqual(["Select Below", "No Items"]);
    expect(
      screen.getByText("Please complete Appointment Type information to see available appointments."),
    ).toBeVisible();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(APP_TYPES))).toBe(true));
    const url = new URL(
      String(fetchMock.mock.calls.find(([input]) => String(input).startsWith(APP_TYPES))?.[0]),
      "http://x",
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      npi: "1234567890",
      facilityCOIDs: "09001;09002",
      program: "web",
      source: "cms",
      // The booked location's own calendar (issue 39): a doctor's locations differ.
      calendarId: makeBookingLocation().mhdCalendarId,
    });
    await answerQuestion(user, "No");
    await waitFor(() => expect(optionNames()).toEqual(["Select Below", "New Patient Visit", "Sick Visit"]));
    expect(typeSelect()).toBeEnabled();
    await answerQuestion(user, "Yes");
    expect(optionNames()).toEqual(["Select Below", "Follow Up", "Sick Visit"]);
  });

  it("offers ER Private only in the texting flow", async () => {
    answer({ types: [NEW_VISIT, SICK, ER_PRIVATE] });
    const user = userEvent.setup();
    renderStep({ context: { texting: true, source: "texting" }, path: "/texting?urlTitle=jane-doe" });
    await answerQuestion(user, "No");
    await waitFor(() =>
      expect(optionNames()).toEqual(["Select Below", "ER Private", "New Patient Visit", "Sick Visit"]),
    );
  });

  it("leaves ER Private out elsewhere", async () => {
    answer({ types: [NEW_VISIT, SICK, ER_PRIVATE] });
    const user = userEvent.setup();
    renderStep();
    await answerQuestion(user, "No");
    await waitFor(() => expect(optionNames()).toEqual(["Select Below", "New Patient Visit", "Sick Visit"]));
  });

  it("preselects the only type once the question is answered", async () => {
    answer({ types: [NEW_VISIT, FOLLOW_UP] });
    const user = userEvent.setup();
    renderStep();
    await answerQuestion(user, "Yes");
    await waitFor(() => expect(typeSelect()).toHaveValue("FOLLOW"));
    expect(getBookingSession().choice.appointmentType).toEqual(FOLLOW_UP);
  });

  it("changing the answer resets the type to Select Below", async () => {
    answer();
    const user = userEvent.setup();
    renderStep();
    await answerQuestion(user, "No");
    await waitFor(() => expect(optionNames()).toContain("Sick Visit"));
    await user.selectOptions(typeSelect(), "Sick Visit");
    expect(getBookingSession().choice.appointmentType).toEqual(SICK);
    await answerQuestion(user, "Yes");
    expect(typeSelect()).toHaveValue("");
    expect(getBookingSession().choice).toMatchObject({ currentPatient: "Yes", appointmentType: null });
  });

  it("keeps a stored type only when it is still offered by code and name", async () => {
    answer();
    updateAppointmentChoice({ currentPatient: "No", appointmentType: SICK });
    renderStep();
    await waitFor(() => expect(optionNames()).toContain("Sick Visit"));
    expect(typeSelect()).toHaveValue("SICK");
    resetBookingSession();
  });

  it("drops a stored type whose name no longer matches", async () => {
    answer();
    updateAppointmentChoice({ currentPatient: "No", appointmentType: { ...SICK, friendlyName2: "Sick" } });
    renderStep();
    await waitFor(() => expect(optionNames()).toContain("Sick Visit"));
    await waitFor(() => expect(getBookingSession().choice.appointmentType).toBeNull());
    expect(typeSelect()).toHaveValue("");
  });

  it("replaces the dropdown by a call prompt when no type is offered for the answer", async () => {
    answer({ types: [NEW_VISIT] });
    const user = userEvent.setup();
    renderStep({ context: { location: makeBookingLocation({ phone: null, relatedContactCenterPhoneNumber: null }) } });
    await answerQuestion(user, "Yes");
    const prompt = await screen.findByText(
      /This doctor is not currently accepting existing patients through online appointment scheduling/,
    );
    expect(prompt).toBeVisible();
    expect(screen.queryByRole("combobox", { name: "Appointment Type" })).not.toBeInTheDocument();
    expect(within(prompt).getByRole("link", { name: "(800) 555-0123" })).toHaveAttribute("href", "tel:+18005550123");
    await answerQuestion(user, "No");
    expect(typeSelect()).toBeEnabled();
  });

  it("offers a new patient nothing where the location does not take new patients (decision 125)", async () => {
    answer();
    const user = userEvent.setup();
    renderStep({ context: { location: makeBookingLocation({ acceptsNewPatients: false }) } });
    await answerQuestion(user, "No");
    const prompt = await screen.findByText(
      /This doctor is not currently accepting new patients through online appointment scheduling/,
    );
    expect(prompt).toBeVisible();
    expect(screen.queryByRole("combobox", { name: "Appointment Type" })).not.toBeInTheDocument();
    // A returning patient is offered the location's types for them.
    await answerQuestion(user, "Yes");
    await waitFor(() => expect(optionNames()).toEqual(["Select Below", "Follow Up", "Sick Visit"]));
  });

  it("says 'Please select Yes or No' when the question is left unanswered", async () => {
    answer();
    const user = userEvent.setup();
    renderStep();
    screen.getByRole("radio", { name: "Yes" }).focus();
    await user.click(reasonBox());
    const group = screen.getByRole("radiogroup", { name: /Have you seen the doctor within the last 3 years/ });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription("Please select Yes or No");
  });
});

describe("reason for visit", () => {
  it("counts characters and shows the limit message over 250", async () => {
    answer();
    const user = userEvent.setup();
    renderStep();
    expect(screen.getByText("0 of 250 max characters entered")).toBeVisible();
    await user.type(reasonBox(), "Cough");
    expect(screen.getByText("5 of 250 max characters entered")).toBeVisible();
    expect(reasonBox()).toHaveAttribute("aria-invalid", "false");
    await user.click(reasonBox());
    await user.paste("x".repeat(246));
    expect(screen.getByText("251 of 250 max characters entered")).toBeVisible();
    expect(reasonBox()).toHaveAttribute("aria-invalid", "true");
    expect(reasonBox()).toHaveAccessibleDescription(
      "Please reduce your Reason for Visit to 250 characters or less 251 of 250 max characters entered",
    );
  });

  it("gives the spec's screen-reader text for characters it does not take", async () => {
    answer();
    const user = userEvent.setup();
    renderStep();
    await user.type(reasonBox(), "Cough <3");
    expect(reasonBox()).toHaveAccessibleDescription(
      expect.stringContaining(
        "may not include special characters other than apostrophe question mark dot ampersand or hyphen",
      ),
    );
    // The characters it takes are also shown, not only spoken (issue 19).
    expect(
      screen.getByText(
        "Please enter a valid reason for visit. Field may not include special characters other than ' ? . & or -",
      ),
    ).toBeVisible();
  });
});

describe("choosing a time and continuing", () => {
  it("shows the calendar for the chosen type and holds the chosen time", async () => {
    const fetchMock = answer();
    const user = userEvent.setup();
    renderStep({ context: { origin: "results" } });
    await fillQuestions(user);
    await user.click(await nine());
    await waitFor(() => expect(getBookingSession().hold).not.toBeNull());
    expect(callsTo(fetchMock, SEARCH)[0]).toMatchObject({ appointmentTypeIds: ["SICK"], numberDaysOut: 62 });
    expect(callsTo(fetchMock, HOLD)).toEqual([
      expect.objectContaining({ appointmentId: "slot-20261123-0900", appointmentTypeId: "SICK", source: "cms" }),
    ]);
    expect(getBookingSession().hold).toMatchObject({
      appointmentId: "slot-20261123-0900",
      appointmentTypeCode: "SICK",
      origin: "results",
      holdStartedAt: new Date("2026-11-23T15:00:00Z").getTime(),
    });
    expect(await nine()).toHaveAttribute("aria-pressed", "true");
  });

  it("enables Continue only with the answer, a type, a valid reason and a chosen time; Continue does not hold twice", async () => {
    const fetchMock = answer();
    const user = userEvent.setup();
    const { onContinue, onBack } = renderStep();
    expect(continueButton()).toBeDisabled();
    await answerQuestion(user, "No");
    await waitFor(() => expect(optionNames()).toContain("Sick Visit"));
    await user.selectOptions(typeSelect(), "Sick Visit");
    expect(continueButton()).toBeDisabled();
    await user.click(await nine());
    await waitFor(() => expect(getBookingSession().hold).not.toBeNull());
    expect(continueButton()).toBeDisabled();
    await user.type(reasonBox(), "Cough");
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, HOLD)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("Continue holds a chosen time whose hold failed on the network, then moves on", async () => {
    let fail = true;
    const fetchMock = answer({
      hold: () => (fail ? Promise.reject(new TypeError("offline")) : envelope(holdResult("SICK"))),
    });
    const user = userEvent.setup();
    const { onContinue } = renderStep();
    await fillQuestions(user);
    await user.click(await nine());
    expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred. Please try again later.");
    expect(continueButton()).toBeEnabled();
    fail = false;
    await user.click(continueButton());
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, HOLD)).toHaveLength(2);
    expect(getBookingSession().hold?.appointmentId).toBe("slot-20261123-0900");
  });

  it("on psg confirms before holding; Cancel holds nothing", async () => {
    const fetchMock = answer();
    const user = userEvent.setup();
    renderStep({ context: { isPsg: true } });
    await fillQuestions(user);
    await user.click(await nine());
    await screen.findByRole("dialog", { name: "Your appointment time will be held for 15 minutes" });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, HOLD)).toHaveLength(0);
    expect(continueButton()).toBeDisabled();
    await user.click(await nine());
    const dialog = await screen.findByRole("dialog", { name: "Your appointment time will be held for 15 minutes" });
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(callsTo(fetchMock, HOLD)).toHaveLength(1));
  });

  it("gives focus to the times section when the page asks (the time-expired modal's Back to Times)", async () => {
    renderStep({ context: { timesFocusRequests: 1 } });
    const section = await screen.findByRole("region", { name: "Select an Appointment Time" });
    await waitFor(() => expect(section).toHaveFocus());
  });

  it("a time that is gone opens the hold-error modal; Refresh reloads the times", async () => {
    const fetchMock = answer({ hold: () => envelope(null, 409) });
    const user = userEvent.setup();
    renderStep();
    await fillQuestions(user);
    await user.click(await nine());
    const dialog = await screen.findByRole("alertdialog", { name: "Appointment is no longer available" });
    expect(getBookingSession().hold).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(callsTo(fetchMock, SEARCH)).toHaveLength(2));
    expect(getBookingSession().slotsVersion).toBe(1);
    expect(continueButton()).toBeDisabled();
    expect(await nine()).toHaveAttribute("aria-pressed", "false");
  });

  it("a time held on a card arrives with its type preselected once answered, and shown as held", async () => {
    answer();
    startHold(someHold({ appointmentTypeCode: "SICK" }));
    const user = userEvent.setup();
    renderStep();
    await answerQuestion(user, "No");
    await waitFor(() => expect(typeSelect()).toHaveValue("SICK"));
    expect(getBookingSession().hold?.holdId).toBe("HOLD-PROFILE");
    expect(screen.getByText("Your selected time: Tuesday, November 24, 2026 at 9:30 AM")).toBeVisible();
    await user.type(reasonBox(), "Cough");
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it("another type the held time is offered for holds the same time for it, the earlier hold given back by the hold", async () => {
    const fetchMock = answer();
    startHold(someHold({ appointmentTypeCode: "SICK" }));
    const user = userEvent.setup();
    renderStep();
    await answerQuestion(user, "No");
    await waitFor(() => expect(typeSelect()).toHaveValue("SICK"));
    await user.selectOptions(typeSelect(), "New Patient Visit");
    await waitFor(() => expect(getBookingSession().hold?.appointmentTypeCode).toBe("NEWPT"));
    expect(callsTo(fetchMock, HOLD)).toEqual([
      expect.objectContaining({ appointmentId: "slot-20261124-0930", appointmentTypeId: "NEWPT", date: "20261124" }),
    ]);
    expect(getBookingSession().hold?.appointmentId).toBe("slot-20261124-0930");
    expect(await screen.findByText("Your selected time: Tuesday, November 24, 2026 at 9:30 AM")).toBeVisible();
  });

  it("another type the held time is not offered for says so before releasing anything, with that type's times (decision 129)", async () => {
    const fetchMock = answer({ hold: () => envelope(null, 404) });
    startHold(someHold({ appointmentTypeCode: "SICK" }));
    const user = userEvent.setup();
    renderStep();
    await answerQuestion(user, "No");
    await waitFor(() => expect(typeSelect()).toHaveValue("SICK"));
    await user.selectOptions(typeSelect(), "New Patient Visit");
    expect(
      await screen.findByText(
        "Your selected time, Tuesday, November 24, 2026 at 9:30 AM, is not offered for New Patient Visit. It is still held for you: choose a time for New Patient Visit below to replace it, or keep your time.",
      ),
    ).toBeVisible();
    // Nothing released: the hold is the visitor's until another time is picked.
    expect(getBookingSession().hold?.holdId).toBe("HOLD-PROFILE");
    expect(callsTo(fetchMock, HOLD, "DELETE")).toEqual([]);
    await waitFor(() => expect(callsTo(fetchMock, SEARCH).at(-1)).toMatchObject({ appointmentTypeIds: ["NEWPT"] }));
    expect(await nine()).toBeVisible();
    expect(continueButton()).toBeDisabled();
  });

  it("Keep my time goes back to the held time's type, with the answer it needs", async () => {
    answer({ hold: () => envelope(null, 404) });
    startHold(someHold({ appointmentTypeCode: "FOLLOW" }));
    const user = userEvent.setup();
    renderStep();
    // A returning patient's time; the patient says No, then picks New Patient Visit.
    await answerQuestion(user, "No");
    await user.selectOptions(typeSelect(), "New Patient Visit");
    await user.click(await screen.findByRole("button", { name: "Keep my time (Follow Up)" }));
    await waitFor(() => expect(typeSelect()).toHaveValue("FOLLOW"));
    expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked();
    expect(screen.getByText("Your selected time: Tuesday, November 24, 2026 at 9:30 AM")).toBeVisible();
    expect(getBookingSession().hold?.holdId).toBe("HOLD-PROFILE");
    await user.type(reasonBox(), "Cough");
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it("picking a time for the new type replaces the held one", async () => {
    const fetchMock = answer({
      hold: (body) =>
        body?.appointmentId === "slot-20261124-0930" ? envelope(null, 404) : envelope(holdResult("NEWPT")),
    });
    startHold(someHold({ appointmentTypeCode: "SICK" }));
    const user = userEvent.setup();
    renderStep();
    await answerQuestion(user, "No");
    await waitFor(() => expect(typeSelect()).toHaveValue("SICK"));
    await user.selectOptions(typeSelect(), "New Patient Visit");
    await user.click(await nine());
    await waitFor(() => expect(getBookingSession().hold?.appointmentTypeCode).toBe("NEWPT"));
    expect(getBookingSession().heldTimeConflict).toBeNull();
    expect(screen.queryByRole("button", { name: /Keep my time/ })).toBeNull();
    expect(callsTo(fetchMock, HOLD).at(-1)).toMatchObject({ appointmentTypeId: "NEWPT" });
  });

  it("on a phone's questions step the times are right under the sentence", async () => {
    setViewportWidth(375);
    answer({ hold: () => envelope(null, 404) });
    startHold(someHold({ appointmentTypeCode: "SICK" }));
    const user = userEvent.setup();
    renderStep({ layout: "mobile-questions" });
    await answerQuestion(user, "No");
    await waitFor(() => expect(typeSelect()).toHaveValue("SICK"));
    expect(screen.queryByRole("button", { name: "9:00a, Monday, November 23" })).toBeNull();
    await user.selectOptions(typeSelect(), "New Patient Visit");
    expect(await screen.findByText(/is not offered for New Patient Visit\. It is still held for you/)).toBeVisible();
    expect(await nine()).toBeVisible();
    expect(screen.getByRole("button", { name: "Keep my time (Sick Visit)" })).toBeVisible();
  });
});

describe("step 1 in Spanish (issue 36)", () => {
  it("asks, lists and holds in Spanish, the held time as es-US writes it", async () => {
    answer({ hold: () => envelope(null, 404) });
    startHold(someHold({ appointmentTypeCode: "SICK" }));
    const user = userEvent.setup();
    renderStep({ locale: "es-US" });
    expect(screen.getByRole("heading", { name: "Lugar de la cita" })).toBeInTheDocument();
    const types = screen.getByRole("combobox", { name: "Tipo de cita" });
    expect(types).toBeDisabled();
    expect(types).toHaveAccessibleDescription("Responda la pregunta de arriba para elegir el tipo de cita.");
    await user.click(screen.getByRole("radio", { name: "No" }));
    await waitFor(() => expect(types).toHaveValue("SICK"));
    expect(screen.getByText("La hora que eligió: martes, 24 de noviembre de 2026 a las 9:30 a.m.")).toBeVisible();
    const reason = screen.getByRole("textbox", { name: "Describa el motivo de la visita" });
    await user.type(reason, "Tos");
    expect(screen.getByText("3 de 250 caracteres como máximo")).toBeInTheDocument();
    await user.selectOptions(types, "New Patient Visit");
    expect(
      await screen.findByText(
        "La hora que eligió, martes, 24 de noviembre de 2026 a las 9:30 a.m., no se ofrece para New Patient Visit. Todavía la tenemos guardada para usted: elija abajo una hora para New Patient Visit que la reemplace, o conserve su hora.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Conservar mi hora (Sick Visit)" })).toBeInTheDocument();
    expect(
      screen.getByText("Cuando elija una hora, se la guardaremos por 15 minutos mientras completa su cita."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "buscar otro médico" })).toHaveAttribute("href", "/physicians");
    expect(screen.getByRole("button", { name: "Atrás" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continuar" })).toBeDisabled();
  });

  it("says in Spanish that the question must be answered", async () => {
    answer();
    const user = userEvent.setup();
    renderStep({ locale: "es-US" });
    const group = screen.getByRole("radiogroup", { name: /¿Ha consultado a este médico en los últimos 3 años\?/ });
    act(() => screen.getByRole("radio", { name: "Sí" }).focus());
    await user.click(screen.getByRole("textbox", { name: "Describa el motivo de la visita" }));
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription("Seleccione Sí o No");
  });
});

describe("focus while the times reload", () => {
  const MONDAY_HALF_PAST_ONE = "1:30p, Monday, November 23";

  /** The session asks for fresh times (time expired, hold lost, Choose a time): the calendar refetches. */
  async function reloadTimes(fetchMock: ReturnType<typeof answer>, client: QueryClient) {
    const before = callsTo(fetchMock, SEARCH).length;
    act(() => reloadSlots());
    await waitFor(() => expect(callsTo(fetchMock, SEARCH)).toHaveLength(before + 1));
    await waitFor(() => expect(client.isFetching({ queryKey: ["search-slots"] })).toBe(0));
  }

  async function focusTime(name: string) {
    const time = await screen.findByRole("button", { name });
    act(() => time.focus());
    expect(time).toHaveFocus();
    return time;
  }

  it("the focused time keeps focus, as the same button, when the reload brings the same times", async () => {
    const fetchMock = answer();
    const client = createQueryClient();
    const user = userEvent.setup();
    renderStep({ client });
    await fillQuestions(user);
    const time = await focusTime(MONDAY_HALF_PAST_ONE);
    await reloadTimes(fetchMock, client);
    expect(screen.getByRole("button", { name: MONDAY_HALF_PAST_ONE })).toBe(time);
    expect(time).toHaveFocus();
  });

  it("when the reload no longer has the focused time, focus goes to the day's next time", async () => {
    let days = makeDays(14, undefined, () => ["09:00", "11:00", "13:30"]);
    const fetchMock = answer({ slots: () => envelope(days) });
    const client = createQueryClient();
    const user = userEvent.setup();
    renderStep({ client });
    await fillQuestions(user);
    await focusTime("11:00a, Monday, November 23");
    days = makeDays(14, undefined, () => ["09:00", "13:30"]);
    await reloadTimes(fetchMock, client);
    expect(screen.queryByRole("button", { name: "11:00a, Monday, November 23" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: MONDAY_HALF_PAST_ONE })).toHaveFocus();
  });
});

describe("telehealth notice", () => {
  it("shows once per session when a telehealth type is chosen", async () => {
    answer({ types: [SICK, TELEHEALTH] });
    const user = userEvent.setup();
    renderStep();
    await answerQuestion(user, "No");
    await waitFor(() => expect(optionNames()).toContain("Telehealth"));
    await user.selectOptions(typeSelect(), "Telehealth");
    const dialog = await screen.findByRole("dialog", { name: "You have selected a virtual appointment." });
    expect(dialog).toHaveTextContent(
      "Depending on your healthcare needs, your provider will confirm that a telehealth visit is appropriate.",
    );
    expect(window.sessionStorage.getItem(TELEHEALTH_SHOWN_KEY)).toBe("true");
    await user.click(within(dialog).getByRole("button", { name: "Okay" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.selectOptions(typeSelect(), "Sick Visit");
    await user.selectOptions(typeSelect(), "Telehealth");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("mobile steps", () => {
  it("Questions: reports Next as possible once answered, typed and described, and only with a calendar", async () => {
    answer();
    const user = userEvent.setup();
    const { actions, onContinue } = renderStep({ layout: "mobile-questions" });
    expect(screen.queryByRole("region", { name: "Appointment Location" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Please complete Appointment Type/)).not.toBeInTheDocument();
    expect(actions.current?.canContinue).toBe(false);
    await fillQuestions(user);
    await waitFor(() => expect(actions.current?.canContinue).toBe(true));
    actions.current?.onContinue();
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it("Questions: a location without a calendar cannot move on", async () => {
    answer();
    const user = userEvent.setup();
    const { actions } = renderStep({
      layout: "mobile-questions",
      context: { location: makeBookingLocation({ mhdCalendarId: null }) },
    });
    await fillQuestions(user);
    expect(actions.current?.canContinue).toBe(false);
  });

  it("Appointment details: shows location, notice and calendar; Next needs a held time", async () => {
    answer();
    updateAppointmentChoice({ currentPatient: "No", appointmentType: SICK, reasonForVisit: "Cough" });
    const user = userEvent.setup();
    const { actions, onContinue } = renderStep({ layout: "mobile-time" });
    expect(screen.getByRole("region", { name: "Appointment Location" })).toBeVisible();
    expect(screen.getByText(/it will be held for 15 minutes/)).toBeVisible();
    expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
    expect(actions.current?.canContinue).toBe(false);
    await user.click(await nine());
    await waitFor(() => expect(actions.current?.canContinue).toBe(true));
    actions.current?.onContinue();
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
