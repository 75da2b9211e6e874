import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";
import { BOOKED_APPOINTMENT_MESSAGES } from "@fad/contracts/appointments/booked-appointment";
import type { Locale } from "@fad/contracts/i18n/locales";
import { manageAddress } from "@fad/contracts/routes/booking-links";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppSettingsProvider } from "../../settings/app-settings.tsx";
import { BOOK_RESULT } from "../../testing/booking-fixtures.ts";
import { BOOKING_ROUTES, callsTo, stubFetch } from "../../testing/stub-fetch.ts";
import { setViewportWidth } from "../../testing/viewport-width.ts";
import { PatientIntlProvider } from "../../ui/i18n/patient-intl-provider.tsx";
import { makeDays } from "../availability/testing/availability-fixtures.ts";
import { ManagePage } from "./manage-page.tsx";

/** The booking the booking tests made (testing/booking-fixtures.ts), as its confirmation link names it. */
const ACCESS = { bookingId: BOOK_RESULT.bookingId, token: BOOK_RESULT.manageToken };
const BOOKED = "/fadmaa/appointment/booked";
const CANCEL = "/fadmaa/appointment/cancel";
const RESCHEDULE = "/fadmaa/appointment/reschedule";
const HOLD = "/fadmaa/appointment/hold";
const SEARCH = "/fadmaa/appointment/search";

/** A booking as the server answers it: a child's appointment booked by a parent. */
function booking(overrides: Partial<BookedAppointment> = {}): BookedAppointment {
  return {
    bookingId: ACCESS.bookingId,
    status: "booked",
    past: false,
    patient: { firstName: "Lucas", lastName: "Lopez", parentOrGuardian: "Ana Lopez" },
    physician: {
      physicianNpi: "1234567890",
      physicianFirstName: "Jane",
      physicianMiddleInitial: null,
      physicianLastName: "Doe",
      physicianDesignation: "MD",
      physicianPhotoUrl: null,
      urlTitle: "jane-doe",
    },
    location: {
      id: "LOC-000001",
      name: "Cumberland Family Clinic",
      street: "100 Main St",
      city: "Nashville",
      state: "TN",
      zip: "37203",
      phone: "615-555-0100",
      relatedContactCenterPhoneNumber: null,
      providerLocationId: 1,
      mhdCalendarId: "CAL-000001",
      providerLocationCOID: "12345",
      timeZone: "America/Chicago",
    },
    appointmentType: { code: "NEWPT", friendlyName2: "New Patient Visit", telehealth: false },
    reasonForVisit: "Yearly checkup",
    informationForConsumer: "Bring your insurance card.",
    minutes: BOOK_RESULT.minutes,
    appointment: BOOK_RESULT.appointment,
    revision: 0,
    emailConfirmation: true,
    ...overrides,
  };
}

const answer = (result: unknown, code = 200, details = "OK") =>
  Response.json({ status: { code: String(code), details }, result }, { status: code });

function renderManage(
  handler: Parameters<typeof stubFetch>[0],
  address = manageAddress(ACCESS),
  locale: Locale = "en-US",
) {
  const fetchMock = stubFetch(handler, BOOKING_ROUTES);
  const router = createMemoryRouter(
    [
      { path: "/physicians/manage/", element: <ManagePage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [address] },
  );
  render(
    <PatientIntlProvider initialLocale={locale}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AppSettingsProvider settings={{}}>
          <RouterProvider router={router} />
        </AppSettingsProvider>
      </QueryClientProvider>
    </PatientIntlProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T15:00:00Z") });
  vi.spyOn(console, "error").mockImplementation(() => {});
  setViewportWidth(1280);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the manage page", () => {
  it("shows whose appointment it is, the doctor, type, time, location and phone, asked with the address's token", async () => {
    const { fetchMock } = renderManage((path) => (path === BOOKED ? answer(booking()) : answer(null, 500)));
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Your Appointment" })).toBeInTheDocument();
    expect(callsTo(fetchMock, BOOKED)).toEqual([ACCESS]);
    expect(
      screen.getByText("Your appointment is scheduled for Tuesday, November 24, 2026 at 9:30 AM CST."),
    ).toBeInTheDocument();
    expect(screen.getByText(ACCESS.bookingId)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "(615) 555-0100" })).toHaveAttribute("href", "tel:+16155550100");
    const details = screen.getByRole("region", { name: "Appointment Details" });
    expect(within(details).getByText("Lucas Lopez")).toBeInTheDocument();
    expect(within(details).getByText("Ana Lopez")).toBeInTheDocument();
    expect(within(details).getByText("Jane Doe, MD")).toBeInTheDocument();
    expect(within(details).getByText("New Patient Visit")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reschedule" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel Appointment" })).toBeInTheDocument();
  });

  it("refuses changes to a past appointment with a clear message, and offers neither action", async () => {
    renderManage((path) => (path === BOOKED ? answer(booking({ past: true })) : answer(null, 500)));
    expect(await screen.findByText(BOOKED_APPOINTMENT_MESSAGES.past)).toBeInTheDocument();
    expect(screen.getByText("This appointment can no longer be changed online")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reschedule" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel Appointment" })).toBeNull();
  });

  it("cancels only after the confirmation step, and shows the booking as the server answers it", async () => {
    const { fetchMock, user } = renderManage((path) => {
      if (path === BOOKED) return answer(booking());
      if (path === CANCEL) return answer(booking({ status: "cancelled" }));
      return answer(null, 500);
    });
    await user.click(await screen.findByRole("button", { name: "Cancel Appointment" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this appointment?" });
    expect(dialog).toHaveTextContent(
      "The appointment for Lucas Lopez with Dr. Jane Doe on Tuesday, November 24, 2026 at 9:30 AM CST will be cancelled",
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep Appointment" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(callsTo(fetchMock, CANCEL)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Cancel Appointment" }));
    const again = await screen.findByRole("alertdialog", { name: "Cancel this appointment?" });
    await user.click(within(again).getByRole("button", { name: "Cancel Appointment" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Appointment Cancelled" })).toBeInTheDocument();
    expect(callsTo(fetchMock, CANCEL)).toEqual([ACCESS]);
    expect(screen.getByText("A cancellation email is on its way to the address you gave.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reschedule" })).toBeNull();
    // Nothing to bring or arrive early for (issue 39).
    expect(screen.queryByText(/Arrive 15 minutes early/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Things to Know Before You Visit" })).toBeNull();
  });

  it("shows the server's refusal of a cancel and the booking as it now is", async () => {
    let current = booking();
    renderManage((path) => {
      if (path === BOOKED) return answer(current);
      if (path === CANCEL) {
        current = booking({ past: true });
        return answer(null, 422, BOOKED_APPOINTMENT_MESSAGES.past);
      }
      return answer(null, 500);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Cancel Appointment" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel Appointment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(BOOKED_APPOINTMENT_MESSAGES.past);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Reschedule" })).toBeNull());
  });

  it("reschedules: the same calendar and type's times, the chosen one held first, then the move with that hold", async () => {
    const hold = { holdId: "HOLD-1", holdExpiresAt: "2026-11-23T15:15:00.000Z", appointmentTypeId: "NEWPT" };
    const moved = booking({
      appointment: { ...booking().appointment, day: "20261125", startTime: "13:30", start: "2026-11-25T19:30:00.000Z" },
      revision: 1,
    });
    const { fetchMock, user } = renderManage((path, _body, method) => {
      if (path === BOOKED) return answer(booking());
      if (path === SEARCH) return answer(makeDays(14));
      if (path === HOLD && method === "POST") return answer(hold);
      if (path === RESCHEDULE) return answer(moved);
      return answer(null, 500);
    });
    await user.click(await screen.findByRole("button", { name: "Reschedule" }));
    await user.click(await screen.findByRole("button", { name: "1:30p, Wednesday, November 25" }));
    expect(
      await screen.findByText("New time held for you: Wednesday, November 25, 2026 at 1:30 PM CST."),
    ).toBeVisible();
    expect(callsTo(fetchMock, SEARCH)[0]).toMatchObject({ calendarId: "CAL-000001", appointmentTypeIds: ["NEWPT"] });
    expect(callsTo(fetchMock, HOLD, "POST")).toEqual([
      expect.objectContaining({
        appointmentId: "slot-20261125-1330",
        appointmentTypeId: "NEWPT",
        calendarId: "CAL-000001",
      }),
    ]);
    await user.click(screen.getByRole("button", { name: "Confirm New Time" }));
    expect(
      await screen.findByText(/^Your appointment was moved to Wednesday, November 25, 2026 at 1:30 PM CST\./),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, RESCHEDULE)).toEqual([
      { ...ACCESS, holdId: "HOLD-1", appointmentId: "slot-20261125-1330" },
    ]);
    expect(screen.queryByRole("heading", { name: "Choose a New Time" })).toBeNull();
    // The hold became the booking: nothing is released.
    expect(callsTo(fetchMock, HOLD, "DELETE")).toEqual([]);
  });

  it("gives a held time back on Keep Current Time, and offers the times again when the hold was lost", async () => {
    let holds = 0;
    const { fetchMock, user } = renderManage((path, _body, method) => {
      if (path === BOOKED) return answer(booking());
      if (path === SEARCH) return answer(makeDays(14));
      if (path === HOLD && method === "POST") {
        holds += 1;
        return answer({
          holdId: `HOLD-${holds}`,
          holdExpiresAt: "2026-11-23T15:15:00.000Z",
          appointmentTypeId: "NEWPT",
        });
      }
      if (path === HOLD && method === "DELETE") return answer({ released: true });
      if (path === RESCHEDULE) return answer(null, 410, BOOKED_APPOINTMENT_MESSAGES.holdLost);
      return answer(null, 500);
    });
    await user.click(await screen.findByRole("button", { name: "Reschedule" }));
    await user.click(await screen.findByRole("button", { name: "9:00a, Wednesday, November 25" }));
    await user.click(await screen.findByRole("button", { name: "Confirm New Time" }));
    expect(await screen.findByText(BOOKED_APPOINTMENT_MESSAGES.holdLost)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm New Time" })).toBeNull();

    await user.click(await screen.findByRole("button", { name: "9:00a, Thursday, November 26" }));
    await user.click(await screen.findByRole("button", { name: "Keep Current Time" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, HOLD, "DELETE")).toEqual([{ holdId: "HOLD-2", appointmentId: "slot-20261126-0900" }]),
    );
    expect(screen.queryByRole("heading", { name: "Choose a New Time" })).toBeNull();
  });

  it("says there is no appointment for an address without a token, and not found for an unknown one", async () => {
    renderManage(() => answer(null, 500), `/physicians/manage/?booking=${ACCESS.bookingId}`);
    expect(await screen.findByText("There is no appointment to show.")).toBeInTheDocument();
  });

  it("answers a wrong token as an unknown booking", async () => {
    renderManage((path) =>
      path === BOOKED ? answer(null, 404, BOOKED_APPOINTMENT_MESSAGES.notFound) : answer(null, 500),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Appointment not found" })).toBeInTheDocument();
    expect(screen.getByText(BOOKED_APPOINTMENT_MESSAGES.notFound)).toBeInTheDocument();
  });
});

describe("the manage page in Spanish (issue 36)", () => {
  it("says the booking, its time and its actions in Spanish", async () => {
    renderManage((path) => (path === BOOKED ? answer(booking()) : answer(null, 500)), manageAddress(ACCESS), "es-US");
    expect(await screen.findByRole("heading", { level: 1, name: "Administrar su cita" })).toBeInTheDocument();
    expect(
      screen.getByText("Su cita está programada para el martes, 24 de noviembre de 2026 a las 9:30 a.m. CST."),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Número de confirmación:/)).toHaveTextContent(
      `Número de confirmación: ${ACCESS.bookingId}`,
    );
    expect(screen.getByText(/^Teléfono de la ubicación:/)).toContainElement(
      screen.getByRole("link", { name: "(615) 555-0100" }),
    );
    const details = screen.getByRole("region", { name: "Detalles de la cita" });
    expect(within(details).getByText("Cita hecha por")).toBeInTheDocument();
    expect(within(details).getByText("Tipo de cita")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Lo que debe saber antes de su visita" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cambiar la fecha u hora" })).toBeInTheDocument();
  });

  it("asks before cancelling, in Spanish, and shows the server's refusal in Spanish", async () => {
    renderManage(
      (path) => {
        if (path === BOOKED) return answer(booking());
        if (path === CANCEL) return answer(null, 409, BOOKED_APPOINTMENT_MESSAGES.changedElsewhere);
        return answer(null, 500);
      },
      manageAddress(ACCESS),
      "es-US",
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Cancelar la cita" }));
    const dialog = await screen.findByRole("alertdialog", { name: "¿Desea cancelar esta cita?" });
    expect(dialog).toHaveTextContent(
      "Se cancelará la cita de Lucas Lopez con Jane Doe del martes, 24 de noviembre de 2026 a las 9:30 a.m. CST, y la hora quedará disponible para otros pacientes.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancelar la cita" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Esta cita se acaba de cambiar en otra ventana o en otro dispositivo, por lo que no se hizo su cambio.",
    );
  });

  it("says a past appointment, a missing one and an unknown one in Spanish", async () => {
    renderManage(
      (path) => (path === BOOKED ? answer(booking({ past: true })) : answer(null, 500)),
      manageAddress(ACCESS),
      "es-US",
    );
    expect(await screen.findByText("Ya no puede cambiar esta cita en línea")).toBeInTheDocument();
    expect(screen.getByText(/^Esta cita ya empezó o ya pasó/)).toBeInTheDocument();
    cleanup();
    renderManage(() => answer(null, 500), `/physicians/manage/?booking=${ACCESS.bookingId}`, "es-US");
    expect(await screen.findByText("No hay ninguna cita para mostrar.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Buscar un médico" })).toBeInTheDocument();
    cleanup();
    renderManage(
      (path) => (path === BOOKED ? answer(null, 404, BOOKED_APPOINTMENT_MESSAGES.notFound) : answer(null, 500)),
      manageAddress(ACCESS),
      "es-US",
    );
    expect(await screen.findByRole("heading", { level: 1, name: "No se encontró la cita" })).toBeInTheDocument();
    expect(
      screen.getByText("No pudimos encontrar esta cita. Revise el enlace de su confirmación."),
    ).toBeInTheDocument();
  });
});
