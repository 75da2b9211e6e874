import type { BookAppointmentRequest, BookAppointmentResult } from "@fad/contracts/appointments/book-appointment";
import { describe, expect, it } from "vitest";
import { BOOK_RESULT } from "../testing/booking-fixtures.ts";
import { stubFetch } from "../testing/stub-fetch.ts";
import { bookAppointment } from "./book-appointment.ts";
import { ApiError } from "./request-envelope.ts";

const REQUEST: BookAppointmentRequest = {
  appointmentId: "slot-20261124-0930",
  appointmentTypeId: "NEWPT",
  bookingType: null,
  dateTimeOfAppointment: null,
  holdId: "HOLD-1",
  patient: {
    firstName: "Ana",
    middleName: null,
    lastName: "Lopez",
    dateOfBirth: "04/12/1980",
    gender: "Female",
    email: null,
    phoneNumber: "615-555-0100",
    parentOrGuardian: null,
    relationshipOfGuardian: null,
    insuranceId: null,
    policyId: null,
    reasonForReferral: "Checkup",
    patientConfirmationPreference: null,
    secondaryInsuranceId: null,
    secondaryPolicyId: null,
    externalEncounterId: null,
    externalPatientId: null,
  },
  providerLocationId: "CAL-000001",
  caseID: null,
  referredByName: null,
  referredByPhone: null,
  source: null,
  siteType: null,
  address: {
    address1: "100 Main St",
    address2: null,
    city: "Nashville",
    state: "TN",
    zip: "37203",
    latitude: null,
    longitude: null,
  },
  npi: "1234567890",
};

const RESULT: BookAppointmentResult = { ...BOOK_RESULT, informationForConsumer: "Bring your insurance card." };

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("POST /fadmaa/appointment/book", () => {
  it("posts the body as JSON and returns the booking result", async () => {
    const fetchMock = stubFetch(() => json({ status: { code: "200", details: "OK" }, result: RESULT }, 200));
    expect(await bookAppointment(REQUEST)).toEqual(RESULT);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/fadmaa/appointment/book");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(REQUEST);
  });

  it("sends the page's language as Content-Language, so the booking's emails come in it", async () => {
    const fetchMock = stubFetch(() => json({ status: { code: "200", details: "OK" }, result: RESULT }, 200));
    const before = document.documentElement.lang;
    try {
      document.documentElement.lang = "es";
      await bookAppointment(REQUEST);
      expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("content-language")).toBe("es");
      document.documentElement.lang = "";
      await bookAppointment(REQUEST);
      expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get("content-language")).toBeNull();
    } finally {
      document.documentElement.lang = before;
    }
  });

  it("throws an ApiError carrying the server's details on a refusal", async () => {
    const details = "Your appointment time has been released: the hold expired. Please choose a time again.";
    stubFetch(() => json({ status: { code: "410", details }, result: null }, 410));
    await expect(bookAppointment(REQUEST)).rejects.toMatchObject({ status: 410, details });
  });

  it("throws an ApiError with status 0 when the server cannot be reached", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await bookAppointment(REQUEST).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
  });
});
