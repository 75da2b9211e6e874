import { BOOKING_REFUSED_MESSAGE, HONEYPOT_FIELD } from "@fad/contracts/appointments/booking-bot-checks";
import { NETWORK_ERROR_MESSAGE } from "@fad/contracts/messages/page-texts";
import { RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  getBookingSession,
  resetBookingSession,
  setCaseId,
  setHoneypot,
  updateAppointmentChoice,
} from "../../../booking-session/booking-session-store.ts";
import { ADULT, APPOINTMENT_TYPE, BOOK_RESULT, HOLD } from "../../../testing/booking-fixtures.ts";
import { makeBookingLocation } from "../../../testing/physician-fixtures.ts";
import { BOOKING_ROUTES, callsTo, envelope, stubFetch } from "../../../testing/stub-fetch.ts";
import { ANALYTICS_EVENT_NAME, type AnalyticsEventDetail } from "../../../ui/analytics.ts";
import { hideSnackbar } from "../../../ui/snackbar.tsx";
import { renderReviewStep, seedSession } from "../testing/render-review-step.tsx";
import { minimumFillWaitMs } from "./use-review-booking.ts";

const BOOK = "/fadmaa/appointment/book";
const TRY_AGAIN =
  "Please try again in a few minutes. If you continue experiencing this issue, please call the location phone number for further assistance.";

const RELEASED = "Your appointment time has been released: the hold expired. Please choose a time again.";

/** A refusal as the server sends it: the envelope with the status and its details. */
const refusal = (status: number, details: string) =>
  new Response(JSON.stringify({ status: { code: String(status), details }, result: null }), {
    status,
    headers: { "content-type": "application/json" },
  });

function stubBook(answer: () => Response | Promise<Response>) {
  return stubFetch((path) => (path === BOOK ? answer() : envelope(null, 404)), BOOKING_ROUTES);
}

function recordAnalytics() {
  const events: AnalyticsEventDetail[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent<AnalyticsEventDetail>).detail);
  window.addEventListener(ANALYTICS_EVENT_NAME, listener);
  return { events, stop: () => window.removeEventListener(ANALYTICS_EVENT_NAME, listener) };
}

const section = (name: string) => screen.getByRole("region", { name });
const item = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T15:00:00Z") });
});
afterEach(() => {
  act(() => hideSnackbar());
  resetBookingSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("what the review step shows", () => {
  it("shows the physician, the held time, the location, type, reason and every patient field, formatted", () => {
    stubBook(() => envelope(BOOK_RESULT));
    seedSession();
    renderReviewStep();
    const appointment = section("Appointment Information");
    expect(within(appointment).getByRole("img", { name: /Jane Doe/ })).toBeInTheDocument();
    expect(item(appointment, "Doctor")).toHaveTextContent("Jane DoeMD");
    expect(item(appointment, "Date and Time")).toHaveTextContent("Tuesday, November 24, 20269:30 AM");
    expect(item(appointment, "Location")).toHaveTextContent("Cumberland Family Clinic100 Main StNashville, TN 37203");
    expect(item(appointment, "Appointment Type")).toHaveTextContent("New Patient Visit");
    expect(item(appointment, "Reason for Visit")).toHaveTextContent("Yearly checkup");

    const patient = section("Patient Information");
    expect(item(patient, "Patient Name")).toHaveTextContent("Ana María Lopez");
    expect(item(patient, "Date of Birth")).toHaveTextContent("04/12/1980");
    expect(item(patient, "Gender")).toHaveTextContent("Female");
    expect(item(patient, "Address")).toHaveTextContent("100 Main St, Apt 4Nashville, TN 37203");
    expect(item(patient, "Phone Number")).toHaveTextContent("(615) 555-0100");
    expect(item(patient, "Email")).toHaveTextContent("ana@example.com");
    expect(within(patient).queryByText("Parent or Guardian Name")).not.toBeInTheDocument();
    expect(within(patient).queryByText("Relationship to Patient")).not.toBeInTheDocument();

    expect(screen.getByRole("button", { name: "Back" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Book Appointment" })).toBeEnabled();
  });

  it("shows the guardian and relationship for a minor, and no email row when none was given", () => {
    stubBook(() => envelope(BOOK_RESULT));
    seedSession({
      ...ADULT,
      dateOfBirth: "06/01/2015",
      email: "",
      emailConfirmation: false,
      parentOrGuardian: "Maria Lopez",
      relationshipOfGuardian: "Mother",
    });
    renderReviewStep();
    const patient = section("Patient Information");
    expect(item(patient, "Parent or Guardian Name")).toHaveTextContent("Maria Lopez");
    expect(item(patient, "Relationship to Patient")).toHaveTextContent("Mother");
    expect(within(patient).queryByText("Email")).not.toBeInTheDocument();
  });

  it("keeps a multi-line reason as text, never as markup", () => {
    stubBook(() => envelope(BOOK_RESULT));
    seedSession();
    act(() => updateAppointmentChoice({ reasonForVisit: "Knee pain\n<b>since</b> May" }));
    renderReviewStep();
    const reason = item(section("Appointment Information"), "Reason for Visit");
    expect(reason.querySelector("b")).toBeNull();
    expect(reason.querySelector(".review-step__reason")?.textContent).toBe("Knee pain\n<b>since</b> May");
  });

  it("on mobile offers Confirm Appointment and Edit Information, and reports the header's Confirm", async () => {
    const fetchMock = stubBook(() => envelope(BOOK_RESULT));
    seedSession();
    const { user, onEdit, actions } = renderReviewStep({ props: { layout: "mobile" } });
    await user.click(screen.getByRole("button", { name: "Edit Information" }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    const action = actions.at(-1);
    expect(action?.canContinue).toBe(true);
    act(() => action?.onContinue());
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/physicians/confirmation/"));
    expect(callsTo(fetchMock, BOOK)).toHaveLength(1);
  });

  it("does not offer booking without a live hold", () => {
    stubBook(() => envelope(BOOK_RESULT));
    seedSession(ADULT, null);
    const { actions } = renderReviewStep({ props: { layout: "mobile" } });
    expect(screen.getByRole("button", { name: "Confirm Appointment" })).toBeDisabled();
    expect(actions.at(-1)?.canContinue).toBe(false);
  });
});

describe("the review step in Spanish (issue 36)", () => {
  it("labels every detail in Spanish and writes the held time as es-US does", () => {
    stubBook(() => envelope(BOOK_RESULT));
    seedSession();
    renderReviewStep({ locale: "es-US" });
    const appointment = section("Información de la cita");
    expect(item(appointment, "Médico")).toHaveTextContent("Jane DoeMD");
    expect(item(appointment, "Fecha y hora")).toHaveTextContent("martes, 24 de noviembre de 20269:30 a.m.");
    expect(item(appointment, "Tipo de cita")).toHaveTextContent("New Patient Visit");
    expect(item(appointment, "Motivo de la visita")).toHaveTextContent("Yearly checkup");
    const patient = section("Información del paciente");
    expect(item(patient, "Nombre del paciente")).toHaveTextContent("Ana María Lopez");
    expect(item(patient, "Fecha de nacimiento")).toHaveTextContent("04/12/1980");
    expect(item(patient, "Sexo")).toHaveTextContent("Femenino");
    expect(item(patient, "Número de teléfono")).toHaveTextContent("(615) 555-0100");
    expect(item(patient, "Correo electrónico")).toHaveTextContent("ana@example.com");
    expect(screen.getByRole("button", { name: "Atrás" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Hacer la cita" })).toBeEnabled();
  });

  it("says a failed booking in Spanish, with the location's number", async () => {
    stubBook(() => envelope(null, 500));
    seedSession();
    const { user } = renderReviewStep({ locale: "es-US", props: { layout: "mobile" } });
    await user.click(screen.getByRole("button", { name: "Confirmar la cita" }));
    const modal = await screen.findByRole("alertdialog", { name: "Lo sentimos, hubo un problema con su solicitud" });
    expect(
      within(modal).getByText(
        "Vuelva a intentarlo en unos minutos. Si el problema continúa, llame al número de teléfono de la ubicación para recibir ayuda.",
      ),
    ).toBeInTheDocument();
    expect(within(modal).getByRole("button", { name: "Aceptar" })).toBeInTheDocument();
    expect(screen.getByText("¡Error!")).toBeInTheDocument();
  });

  it("says the server's refusal in Spanish when it knows the sentence", async () => {
    stubBook(() => refusal(410, RELEASED));
    seedSession();
    const { user } = renderReviewStep({ locale: "es-US" });
    await user.click(screen.getByRole("button", { name: "Hacer la cita" }));
    const modal = await screen.findByRole("alertdialog", { name: "Lo sentimos, hubo un problema con su solicitud" });
    expect(
      within(modal).getByText(
        "Se liberó la hora de su cita: se venció el tiempo para guardarla. Vuelva a elegir una hora.",
      ),
    ).toBeInTheDocument();
    expect(within(modal).queryByText(RELEASED)).toBeNull();
  });
});

describe("booking", () => {
  it("sends one book call with the exact body, shows the loader, stores the confirmation and opens it", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubBook(() => new Promise<Response>((resolve) => (answer = resolve)));
    seedSession();
    const { user } = renderReviewStep();
    const book = screen.getByRole("button", { name: "Book Appointment" });
    await user.dblClick(book);
    expect(await screen.findByText("Confirming your appointment. This may take a few seconds.")).toBeInTheDocument();
    expect(book).toBeDisabled();
    await user.click(book);
    expect(callsTo(fetchMock, BOOK)).toEqual([
      {
        appointmentId: "slot-20261124-0930",
        appointmentTypeId: "NEWPT",
        bookingType: null,
        dateTimeOfAppointment: null,
        holdId: "HOLD-1",
        patient: {
          firstName: "Ana",
          middleName: "María",
          lastName: "Lopez",
          dateOfBirth: "04/12/1980",
          gender: "Female",
          email: "ana@example.com",
          phoneNumber: "615-555-0100",
          parentOrGuardian: null,
          relationshipOfGuardian: null,
          insuranceId: "Aetna",
          policyId: "AB-123",
          reasonForReferral: "Yearly checkup",
          patientConfirmationPreference: "Email",
          secondaryInsuranceId: null,
          secondaryPolicyId: null,
          externalEncounterId: null,
          externalPatientId: null,
        },
        providerLocationId: "CAL-000001",
        caseID: null,
        referredByName: "Dr. Smith",
        referredByPhone: "615-555-0111",
        source: "cms",
        siteType: "hospitalOperations",
        address: {
          address1: "100 Main St",
          address2: "Apt 4",
          city: "Nashville",
          state: "TN",
          zip: "37203",
          latitude: null,
          longitude: null,
        },
        npi: "1234567890",
      },
    ]);

    answer(envelope(BOOK_RESULT));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/physicians/confirmation/"));
    const session = getBookingSession();
    expect(session.hold).toBeNull();
    expect(session.confirmation).toMatchObject({
      result: BOOK_RESULT,
      appointmentType: APPOINTMENT_TYPE,
      reasonForVisit: "Yearly checkup",
      origin: "profile",
      texting: false,
    });
    expect(session.confirmation?.physician.urlTitle).toBe("jane-doe");
    expect(session.confirmation?.location.id).toBe("LOC-000001");
    expect(screen.getByRole("status")).toHaveTextContent("Confirmed!");
  });

  it("in the texting flow sends the case id and the configured appointment time, and opens the texting confirmation", async () => {
    const fetchMock = stubBook(() => envelope(BOOK_RESULT));
    seedSession();
    setCaseId("CASE-42");
    const { user } = renderReviewStep({
      context: { texting: true, source: "texting" },
      settings: { dateTimeOfAppointment: "11/24/2026 09:30" },
    });
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/texting/confirmation/"));
    expect(callsTo(fetchMock, BOOK)[0]).toMatchObject({
      caseID: "CASE-42",
      dateTimeOfAppointment: "11/24/2026 09:30",
      source: "texting",
    });
    expect(getBookingSession().confirmation?.texting).toBe(true);
  });
});

describe("the minimum fill time (decision 47)", () => {
  it("holds back a book made 1 s after the hold behind the loader, and sends it once the minimum has passed", async () => {
    vi.useRealTimers();
    const fetchMock = stubBook(() => envelope(BOOK_RESULT));
    seedSession(ADULT, { ...HOLD, holdStartedAt: Date.now() - 1_000 });
    const { user } = renderReviewStep();
    const sent = Date.now();
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    expect(await screen.findByText("Confirming your appointment. This may take a few seconds.")).toBeInTheDocument();
    expect(callsTo(fetchMock, BOOK)).toHaveLength(0);
    await waitFor(() => expect(callsTo(fetchMock, BOOK)).toHaveLength(1), { timeout: 4_000 });
    // 3 s minimum + 0.25 s margin, less the 1 s already spent since the hold.
    expect(Date.now() - sent).toBeGreaterThanOrEqual(2_200);
  });

  it("computes the pause from the hold's start: none after the minimum, the rest before it", () => {
    expect(minimumFillWaitMs(10_000, 10_000)).toBe(3_250);
    expect(minimumFillWaitMs(10_000, 12_000)).toBe(1_250);
    expect(minimumFillWaitMs(10_000, 13_250)).toBe(0);
    expect(minimumFillWaitMs(10_000, 600_000)).toBe(0);
  });
});

describe("a failed booking", () => {
  it("opens the error modal with the template and the location's phone, the banner, analytics and 'Error!'", async () => {
    stubBook(() => envelope(null, 500));
    const analytics = recordAnalytics();
    seedSession();
    const { user, onEdit } = renderReviewStep();
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    const modal = await screen.findByRole("alertdialog", { name: "Sorry, something went wrong with your request" });
    expect(within(modal).getByText(TRY_AGAIN)).toBeInTheDocument();
    expect(within(modal).getByRole("link", { name: "(615) 555-0100" })).toHaveAttribute("href", "tel:+16155550100");
    expect(within(modal).queryByText("refused")).not.toBeInTheDocument();
    expect(screen.getByText(NETWORK_ERROR_MESSAGE)).toHaveAttribute("role", "alert");
    expect(screen.getByText("Error!")).toBeInTheDocument();
    expect(analytics.events).toEqual([
      {
        title: "Book call returned with a non 200 response",
        category: "Book appointment",
        context: { geolocation: null, market: null, facility: null },
        data: { status: 500 },
      },
    ]);
    analytics.stop();
    expect(screen.queryByText("Confirming your appointment. This may take a few seconds.")).not.toBeInTheDocument();

    await user.click(within(modal).getByRole("button", { name: "Okay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(onEdit).not.toHaveBeenCalled();
    expect(getBookingSession().hold).toEqual(HOLD);
    expect(screen.getByRole("button", { name: "Book Appointment" })).toBeEnabled();
  });

  it("reports an unreachable server as 'Book call error' and falls back to the contact centre's number", async () => {
    stubBook(() => Promise.reject(new TypeError("Failed to fetch")));
    const analytics = recordAnalytics();
    seedSession();
    const location = makeBookingLocation({ phone: null, relatedContactCenterPhoneNumber: null });
    const { user } = renderReviewStep({ context: { location } });
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    const modal = await screen.findByRole("alertdialog");
    expect(within(modal).getByRole("link", { name: "(800) 555-0123" })).toHaveAttribute("href", "tel:+18005550123");
    expect(analytics.events.map((event) => event.title)).toEqual(["Book call error"]);
    expect(analytics.events[0]?.data).toEqual({ status: 0 });
    analytics.stop();
  });

  it("on a released hold shows the server's sentence, and Okay sends the visitor back to choose a time", async () => {
    stubBook(() => refusal(410, RELEASED));
    seedSession();
    const onChooseTime = vi.fn();
    const { user, onEdit } = renderReviewStep({ props: { onChooseTime } });
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    const modal = await screen.findByRole("alertdialog");
    expect(within(modal).getByText(RELEASED)).toBeInTheDocument();
    expect(within(modal).getByText(TRY_AGAIN)).toBeInTheDocument();
    await user.click(within(modal).getByRole("button", { name: "Okay" }));
    expect(onChooseTime).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
  });

  it("without the page's onChooseTime, clears the lost hold, reloads the slots and edits, keeping the draft", async () => {
    stubBook(() => refusal(409, "This appointment has already been booked"));
    seedSession();
    const { user, onEdit } = renderReviewStep();
    const slotsVersion = getBookingSession().slotsVersion;
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    const modal = await screen.findByRole("alertdialog");
    expect(within(modal).getByText("This appointment has already been booked")).toBeInTheDocument();
    await user.click(within(modal).getByRole("button", { name: "Okay" }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(getBookingSession().hold).toBeNull();
    expect(getBookingSession().slotsVersion).toBe(slotsVersion + 1);
    expect(getBookingSession().patient).toEqual(ADULT);
  });

  it("on a rate-limit refusal (429) says to wait a minute, in the modal and the banner, and keeps the hold", async () => {
    stubBook(() => refusal(429, "whatever the server said"));
    seedSession();
    const { user } = renderReviewStep();
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    const modal = await screen.findByRole("alertdialog");
    expect(within(modal).getByText(RATE_LIMIT_TEXTS.tooManyRequests)).toBeInTheDocument();
    expect(within(modal).queryByText("whatever the server said")).not.toBeInTheDocument();
    const banner = screen.getAllByText(RATE_LIMIT_TEXTS.tooManyRequests).find((node) => !modal.contains(node));
    expect(banner).toHaveAttribute("role", "alert");
    expect(screen.queryByText(NETWORK_ERROR_MESSAGE)).not.toBeInTheDocument();
    await user.click(within(modal).getByRole("button", { name: "Okay" }));
    expect(getBookingSession().hold).toEqual(HOLD);
  });

  it("on a bot-check refusal (422) shows the server's sentence, keeps the hold and lets the visitor confirm again", async () => {
    let calls = 0;
    const fetchMock = stubBook(() => {
      calls += 1;
      return calls === 1 ? refusal(422, BOOKING_REFUSED_MESSAGE) : envelope(BOOK_RESULT);
    });
    seedSession();
    setHoneypot("https://spam.example");
    const onChooseTime = vi.fn();
    const { user, onEdit } = renderReviewStep({ props: { onChooseTime } });
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    const modal = await screen.findByRole("alertdialog");
    expect(within(modal).getByText(BOOKING_REFUSED_MESSAGE)).toBeInTheDocument();
    expect(within(modal).getByText(TRY_AGAIN)).toBeInTheDocument();
    await user.click(within(modal).getByRole("button", { name: "Okay" }));
    expect(onChooseTime).not.toHaveBeenCalled();
    expect(onEdit).not.toHaveBeenCalled();
    expect(getBookingSession().hold).toEqual(HOLD);
    // The honeypot's value went with the call, as the server needs to see it.
    expect(callsTo(fetchMock, BOOK)).toEqual([expect.objectContaining({ [HONEYPOT_FIELD]: "https://spam.example" })]);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    await waitFor(() => expect(getBookingSession().confirmation?.result).toEqual(BOOK_RESULT));
  });

  it("shows a 400's field list to no one: the template speaks alone", async () => {
    const details = "body.patient.firstName: Please enter a legal first name.";
    stubBook(() => refusal(400, details));
    seedSession();
    const { user } = renderReviewStep();
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    const modal = await screen.findByRole("alertdialog");
    expect(within(modal).queryByText(details)).not.toBeInTheDocument();
    expect(within(modal).getByText(TRY_AGAIN)).toBeInTheDocument();
  });
});
