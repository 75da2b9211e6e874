import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";
import type { PageSettings } from "@fad/contracts/host/page-settings";
import type { Locale } from "@fad/contracts/i18n/locales";
import { confirmationAddress, manageAddress } from "@fad/contracts/routes/booking-links";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type BookingConfirmation, EMPTY_PATIENT_DRAFT } from "../../booking-session/booking-session.ts";
import {
  confirmBooking,
  getBookingSession,
  resetBookingSession,
  startHold,
} from "../../booking-session/booking-session-store.ts";
import { storeDisclosureAgreement } from "../../search-model/disclosure.ts";
import { AppSettingsProvider } from "../../settings/app-settings.tsx";
import { APPOINTMENT_TYPE, BOOK_RESULT, HOLD } from "../../testing/booking-fixtures.ts";
import { makeBookingLocation, makeBookingPhysician } from "../../testing/physician-fixtures.ts";
import { BOOKING_ROUTES, callsTo, stubFetch } from "../../testing/stub-fetch.ts";
import { setViewportWidth } from "../../testing/viewport-width.ts";
import { PatientIntlProvider } from "../../ui/i18n/patient-intl-provider.tsx";
import { bookedFromSession } from "./confirmation-details.ts";
import { ConfirmationPage } from "./confirmation-page.tsx";

function makeConfirmation(overrides: Partial<BookingConfirmation> = {}): BookingConfirmation {
  const location = makeBookingLocation();
  return {
    result: BOOK_RESULT,
    physician: makeBookingPhysician(location),
    location,
    appointmentType: APPOINTMENT_TYPE,
    reasonForVisit: "Yearly checkup",
    origin: "profile",
    texting: false,
    ...overrides,
  };
}

const ACCESS = { bookingId: BOOK_RESULT.bookingId, token: BOOK_RESULT.manageToken };
const PATIENT = { ...EMPTY_PATIENT_DRAFT, firstName: "Ana", lastName: "Lopez" };

/** What the server answers for the booking: this tab's booking as the server keeps it, unless a test says. */
function serverBooking(overrides: Partial<BookedAppointment> = {}): BookedAppointment {
  return { ...bookedFromSession(makeConfirmation(), PATIENT), ...overrides };
}

type ServerAnswer = BookedAppointment | 404 | 503;

function renderConfirmation(
  options: {
    texting?: boolean;
    settings?: PageSettings;
    strict?: boolean;
    server?: ServerAnswer;
    address?: string;
    /** The page's language (decision 172); English without it. */
    locale?: Locale;
  } = {},
) {
  const answer = options.server ?? serverBooking();
  const fetchMock = stubFetch((path) => {
    if (path !== "/fadmaa/appointment/booked") return new Response("{}", { status: 404 });
    if (typeof answer === "number") {
      return Response.json(
        { status: { code: String(answer), details: "We could not find this appointment." }, result: null },
        { status: answer },
      );
    }
    return Response.json({ status: { code: "200", details: "OK" }, result: answer });
  }, BOOKING_ROUTES);
  const texting = options.texting ?? false;
  const page = <ConfirmationPage texting={texting} />;
  const router = createMemoryRouter(
    [
      { path: "/physicians/confirmation/", element: page },
      { path: "/texting/confirmation/", element: page },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [options.address ?? confirmationAddress(ACCESS, texting)] },
  );
  const tree = (
    <PatientIntlProvider initialLocale={options.locale ?? "en-US"}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AppSettingsProvider settings={options.settings ?? {}}>
          <RouterProvider router={router} />
        </AppSettingsProvider>
      </QueryClientProvider>
    </PatientIntlProvider>
  );
  const view = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, router, fetchMock, user: userEvent.setup() };
}

// jsdom has no object URLs: tests give URL its own and put back what was there.
const OBJECT_URLS = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

beforeEach(() => setViewportWidth(1280));
afterEach(() => {
  Object.assign(URL, OBJECT_URLS);
  resetBookingSession();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the confirmation screen", () => {
  it("shows the booking: when, the booking id, the number to call, the doctor, location, type, reason and notes", () => {
    confirmBooking(makeConfirmation());
    renderConfirmation();
    expect(screen.getByRole("heading", { level: 1, name: "Appointment Confirmed" })).toBeInTheDocument();
    expect(document.title).toBe("Appointment Confirmed | Find a Doctor");
    expect(screen.getByText("Thank you for booking")).toBeInTheDocument();
    expect(
      screen.getByText("Appointment confirmed for Tuesday, November 24, 2026 at 9:30 AM CST."),
    ).toBeInTheDocument();
    expect(screen.getByText("FAD-7K2M-9QXD-R4TB")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "(615) 555-0100" })).toHaveAttribute("href", "tel:+16155550100");
    expect(screen.getByText(/You can cancel or reschedule this appointment online, or call/)).toBeInTheDocument();
    // The manage page, with the same reference and token (decision 83).
    expect(screen.getByRole("link", { name: "Cancel or Reschedule" })).toHaveAttribute("href", manageAddress(ACCESS));

    const details = screen.getByRole("region", { name: "Appointment Details" });
    expect(within(details).getByRole("img", { name: /Jane Doe/ })).toBeInTheDocument();
    expect(within(details).getByText("Jane Doe, MD")).toBeInTheDocument();
    expect(within(details).getByText("Cumberland Family Clinic")).toBeInTheDocument();
    expect(within(details).getByText("100 Main St")).toBeInTheDocument();
    expect(within(details).getByText("Nashville, TN 37203")).toBeInTheDocument();
    expect(within(details).getByText("New Patient Visit")).toBeInTheDocument();
    expect(within(details).getByText("Yearly checkup")).toBeInTheDocument();

    const notes = screen.getByRole("region", { name: "Things to Know Before You Visit" });
    const text = within(notes).getByText(/Bring your insurance card/);
    expect(text.textContent).toBe("Bring your insurance card.\nArrive 15 minutes early.");
    expect(text).toHaveClass("booked-details__text");
  });

  it("shows the server's notes as text, never as markup", async () => {
    const informationForConsumer = '<img src="x" onerror="alert(1)"><b>Bring ID</b>';
    const { container } = renderConfirmation({ server: serverBooking({ informationForConsumer }) });
    await screen.findByText(informationForConsumer);
    expect(container.querySelector("img[src='x'], b")).toBeNull();
    expect(screen.getByText(informationForConsumer)).toBeInTheDocument();
  });

  it("offers Print Confirmation, Add to Calendar and View on Map in a new tab on desktop", async () => {
    confirmBooking(makeConfirmation());
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const { user } = renderConfirmation();
    await user.click(screen.getByRole("button", { name: "Print Confirmation" }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Add to Calendar" })).toBeInTheDocument();
    const map = screen.getByRole("link", { name: "View on Map (opens in a new tab)" });
    expect(map).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=100%20Main%20St%2C%20Nashville%2C%20TN%2037203",
    );
    expect(map).toHaveAttribute("target", "_blank");
    expect(map).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("hides Print Confirmation and the breadcrumbs on mobile", () => {
    setViewportWidth(375);
    confirmBooking(makeConfirmation());
    renderConfirmation();
    expect(screen.queryByRole("button", { name: "Print Confirmation" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Calendar" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).not.toBeInTheDocument();
  });
});

describe("the confirmation screen in Spanish (issue 36)", () => {
  it("confirms the booking in Spanish, its date and time as es-US writes them", () => {
    confirmBooking(makeConfirmation());
    renderConfirmation({ locale: "es-US" });
    expect(screen.getByRole("heading", { level: 1, name: "Cita confirmada" })).toBeInTheDocument();
    expect(document.title).toBe("Cita confirmada | Buscar un médico");
    expect(screen.getByText("Gracias por hacer su cita")).toBeInTheDocument();
    expect(
      screen.getByText("Cita confirmada para el martes, 24 de noviembre de 2026 a las 9:30 a.m. CST."),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Número de confirmación:/)).toHaveTextContent(
      "Número de confirmación: FAD-7K2M-9QXD-R4TB",
    );
    expect(
      screen.getByText(/^Puede cancelar esta cita o cambiar la fecha u hora en línea, o llamar al/),
    ).toContainElement(screen.getByRole("link", { name: "(615) 555-0100" }));
    expect(screen.getByRole("link", { name: "Cancelar o cambiar la fecha u hora" })).toHaveAttribute(
      "href",
      manageAddress(ACCESS),
    );
    expect(screen.getByRole("button", { name: "Imprimir la confirmación" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agregar al calendario" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver en el mapa (se abre en una pestaña nueva)" })).toBeInTheDocument();
    const details = screen.getByRole("region", { name: "Detalles de la cita" });
    for (const label of ["Paciente", "Médico", "Ubicación", "Tipo de cita", "Motivo de la visita"]) {
      expect(within(details).getByText(label, { selector: "dt" })).toBeInTheDocument();
    }
    expect(screen.getByRole("region", { name: "Lo que debe saber antes de su visita" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al perfil" })).toBeInTheDocument();
  });

  it("says how a virtual visit happens in Spanish, with the office's number", () => {
    confirmBooking(makeConfirmation({ appointmentType: { ...APPOINTMENT_TYPE, friendlyName2: "Telehealth" } }));
    renderConfirmation({ locale: "es-US" });
    expect(screen.getByText("Visita virtual (telemedicina), Cumberland Family Clinic")).toBeInTheDocument();
    expect(
      screen.getByText(/^Esta es una visita virtual \(por telemedicina\): no tiene que ir al consultorio\./),
    ).toHaveTextContent(/Si necesita ayuda, llame al \(615\) 555-0100\.$/);
  });
});

describe("the way back", () => {
  it("goes back to the profile when the hold started there", () => {
    confirmBooking(makeConfirmation({ origin: "profile" }));
    renderConfirmation();
    expect(screen.getByRole("link", { name: "Back to profile" })).toHaveAttribute(
      "href",
      "/physicians/profile/jane-doe",
    );
    expect(screen.queryByRole("link", { name: "Back to results" })).not.toBeInTheDocument();
  });

  it("goes back to the results when the hold started there", () => {
    confirmBooking(makeConfirmation({ origin: "results" }));
    renderConfirmation();
    expect(screen.getByRole("link", { name: "Back to results" })).toHaveAttribute("href", "/physicians/listing");
  });

  it("is hidden in the texting flow", () => {
    confirmBooking(makeConfirmation({ texting: true }));
    renderConfirmation({ texting: true });
    expect(screen.queryByRole("link", { name: /^Back to/ })).not.toBeInTheDocument();
  });
});

describe("the breadcrumbs", () => {
  const crumbNames = () =>
    within(screen.getByRole("navigation", { name: "Breadcrumb" }))
      .getAllByRole("listitem")
      .map((crumb) => crumb.textContent);

  it("are Home, Doctors, the doctor and Book Appointment, without results before the disclosure agreement", () => {
    confirmBooking(makeConfirmation());
    renderConfirmation();
    expect(crumbNames()).toEqual(["Home", "Doctors", "Jane Doe", "Book Appointment"]);
    expect(screen.getByRole("link", { name: "Jane Doe" })).toHaveAttribute("href", "/physicians/profile/jane-doe");
    expect(screen.getByText("Book Appointment")).toHaveAttribute("aria-current", "page");
  });

  it("include Doctors Results once the disclosure is agreed, or on psg sites", () => {
    confirmBooking(makeConfirmation());
    storeDisclosureAgreement();
    const first = renderConfirmation();
    expect(crumbNames()).toEqual(["Home", "Doctors", "Doctors Results", "Jane Doe", "Book Appointment"]);
    first.unmount();
    sessionStorage.clear();
    confirmBooking(makeConfirmation());
    renderConfirmation({ settings: { siteType: "psg" } });
    expect(screen.getByRole("link", { name: "Doctors Results" })).toHaveAttribute("href", "/physicians/listing");
  });
});

describe("the calendar file", () => {
  it("downloads the event as an .ics file", async () => {
    confirmBooking(makeConfirmation());
    let saved: Blob | null = null;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return "blob:calendar";
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe("appointment-FAD-7K2M-9QXD-R4TB.ics");
      expect(this.getAttribute("href")).toBe("blob:calendar");
    });
    const { user } = renderConfirmation();
    await user.click(screen.getByRole("button", { name: "Add to Calendar" }));
    expect(click).toHaveBeenCalledTimes(1);
    const file = saved as Blob | null;
    expect(file?.type).toBe("text/calendar;charset=utf-8");
    // Unfolded: the long description is folded at 75 octets (calendar-file.test.ts checks how).
    const text = (file ? await readText(file) : "").replace(/\r\n /g, "");
    expect(text).toContain("\r\nUID:FAD-7K2M-9QXD-R4TB\r\n");
    expect(text).toContain("\r\nDTSTART:20261124T153000Z\r\nDTEND:20261124T160000Z\r\n");
    expect(text).toContain("\r\nSUMMARY:Appointment with Dr. Jane Doe\r\n");
    expect(text).toContain("\r\nLOCATION:Cumberland Family Clinic\\, 100 Main St\\, Nashville\\, TN 37203\r\n");
    expect(text).toContain(
      "\r\nDESCRIPTION:New Patient Visit\\n\\nPatient: Ana Lopez\\n\\nConfirmation number: FAD-7K2M-9QXD-R4TB\\n\\nLocation phone: (615) 555-0100\\n\\nBring your insurance card.\\nArrive 15 minutes early.\r\n",
    );
    expect(text).toContain("\r\nBEGIN:VALARM\r\n");
  });

  it("only logs 'Unsupported Browser' when the browser cannot make files", async () => {
    confirmBooking(makeConfirmation());
    Object.assign(URL, { createObjectURL: undefined });
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const { user } = renderConfirmation();
    await user.click(screen.getByRole("button", { name: "Add to Calendar" }));
    expect(info).toHaveBeenCalledWith("Unsupported Browser");
  });
});

describe("leaving the confirmation", () => {
  it("clears the booking and any hold once the screen is left", async () => {
    startHold(HOLD);
    confirmBooking(makeConfirmation());
    startHold(HOLD);
    const { router } = renderConfirmation();
    await act(() => router.navigate("/physicians"));
    await waitFor(() => expect(getBookingSession().confirmation).toBeNull());
    expect(getBookingSession().hold).toBeNull();
  });

  it("survives React's development double mount", async () => {
    confirmBooking(makeConfirmation());
    renderConfirmation({ strict: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole("heading", { level: 1, name: "Appointment Confirmed" })).toBeInTheDocument();
    expect(getBookingSession().confirmation).not.toBeNull();
  });

  it("says there is nothing to show at an address without a booking and its token, with a way to search", () => {
    renderConfirmation({ address: "/physicians/confirmation/" });
    expect(screen.getByRole("heading", { level: 1, name: "Appointment confirmation" })).toBeInTheDocument();
    expect(screen.getByText("There is no appointment to show.")).toBeInTheDocument();
    expect(screen.queryByText("Appointment Confirmed")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find a Doctor" })).toHaveAttribute("href", "/physicians");
  });
});

describe("a confirmation opened from its address (reload, Back and Forward, a later visit)", () => {
  it("shows the booking as the server answers it to the address's token, naming the patient", async () => {
    const { fetchMock } = renderConfirmation({
      server: serverBooking({ patient: { firstName: "Mia", lastName: "Lopez", parentOrGuardian: "Ana Lopez" } }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Appointment Confirmed" })).toBeInTheDocument();
    const details = screen.getByRole("region", { name: "Appointment Details" });
    expect(within(details).getByText("Mia Lopez")).toBeInTheDocument();
    expect(within(details).getByText("Ana Lopez")).toBeInTheDocument();
    expect(screen.getByText("FAD-7K2M-9QXD-R4TB")).toBeInTheDocument();
    expect(callsTo(fetchMock, "/fadmaa/appointment/booked")).toEqual([ACCESS]);
    // The token is in the body, never in the called address.
    expect(fetchMock.mock.calls.map(([input]) => String(input)).join(" ")).not.toContain(ACCESS.token);
  });

  it("says a confirmation email is on its way when one was asked for", async () => {
    renderConfirmation({ server: serverBooking({ emailConfirmation: true }) });
    expect(
      await screen.findByText("A confirmation email with a calendar file is on its way to the address you gave."),
    ).toBeInTheDocument();
  });

  it("says the appointment was not found when the server does not know the booking or the token", async () => {
    renderConfirmation({ server: 404 });
    expect(await screen.findByRole("heading", { level: 1, name: "Appointment not found" })).toBeInTheDocument();
    expect(screen.getByText("We could not find this appointment.")).toBeInTheDocument();
  });

  it("shows the network error with Try again when the server cannot be reached", async () => {
    renderConfirmation({ server: 503 });
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("says a cancelled appointment was cancelled, with no calendar file or map", async () => {
    renderConfirmation({ server: serverBooking({ status: "cancelled" }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Appointment Cancelled" })).toBeInTheDocument();
    expect(
      screen.getByText("Your appointment for Tuesday, November 24, 2026 at 9:30 AM CST was cancelled."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to Calendar" })).not.toBeInTheDocument();
  });

  it("offers no map for a virtual visit and says how it happens", async () => {
    const booked = serverBooking();
    renderConfirmation({
      server: {
        ...booked,
        appointmentType: { ...booked.appointmentType, friendlyName2: "Telehealth", telehealth: true },
      },
    });
    expect(await screen.findByText(/This is a virtual \(telehealth\) visit/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /View on Map/ })).not.toBeInTheDocument();
    expect(screen.getByText("Virtual visit (telehealth), Cumberland Family Clinic")).toBeInTheDocument();
  });
});
