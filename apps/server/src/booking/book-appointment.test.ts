import { bookAppointmentResponseSchema } from "@fad/contracts/appointments/book-appointment";
import {
  HONEYPOT_FIELD,
  HONEYPOT_MAX_LENGTH,
  MIN_BOOKING_FILL_SECONDS,
} from "@fad/contracts/appointments/booking-bot-checks";
import { HOLD_MINUTES } from "@fad/contracts/appointments/hold-slot";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createPatientKeyring, decryptPatientRecord } from "../patient-data/patient-encryption.ts";
import {
  asVisitor,
  bookBody,
  calendarOwnerNpi,
  DISTINCTIVE,
  startBookingTestApp,
  TEST_PATIENT_KEY,
  type TypedHoldBody,
} from "../testing/booking-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const HOLD_URL = "/fadmaa/appointment/hold";
const BOOK_URL = "/fadmaa/appointment/book";

describe.each(testDatabaseKinds())("POST /fadmaa/appointment/book on %s", (kind) => {
  // Trace: any log line the booking code writes at any level is captured and checked.
  const test = startBookingTestApp(kind, { logLevel: "trace" });
  const { time, takeSlot } = test;

  // A hold without a cookie is a new visitor's: it becomes a holder first (decision 90).
  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: "POST",
      url,
      payload: body as object,
      headers: url === HOLD_URL ? await asVisitor(test.app, headers) : headers,
    });

  async function heldSlot(): Promise<{ slot: TypedHoldBody; holdId: string }> {
    const slot = takeSlot();
    const response = await post(HOLD_URL, slot);
    expect(response.statusCode).toBe(200);
    // As long as a person takes at least to fill the form: sooner is refused (see the bot-check tests).
    time.advanceSeconds(MIN_BOOKING_FILL_SECONDS);
    return { slot, holdId: response.json().result.holdId };
  }

  const rowOf = (holdId: string) =>
    test.database.db.selectFrom("appointments").selectAll().where("hold_id", "=", holdId).executeTakeFirstOrThrow();

  it("books a held slot: bookingId, the calendar's text for the type, the length and the local time", async () => {
    const { slot, holdId } = await heldSlot();
    const response = await post(BOOK_URL, bookBody(slot, holdId));
    expect(response.statusCode).toBe(200);
    const { result } = bookAppointmentResponseSchema.parse(response.json());
    expect(result.bookingId).toMatch(/^FAD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const info = await test.database.db
      .selectFrom("calendar_appointment_types")
      .select("information_for_consumer")
      .where("calendar_id", "=", slot.calendarId)
      .where("appointment_type_code", "=", slot.appointmentTypeId)
      .executeTakeFirstOrThrow();
    expect(info.information_for_consumer.length).toBeGreaterThan(0);
    expect(result.informationForConsumer).toBe(info.information_for_consumer);
    expect(result.minutes).toBe(slot.duration);
    expect(result.appointment).toMatchObject({
      calendarId: slot.calendarId,
      appointmentTypeId: slot.appointmentTypeId,
      day: slot.date,
      startTime: slot.startTime,
    });
    expect(new Date(result.appointment.end).getTime() - new Date(result.appointment.start).getTime()).toBe(
      slot.duration * 60_000,
    );

    const row = await rowOf(holdId);
    expect(row.status).toBe("booked");
    expect(row.booking_id).toBe(result.bookingId);
    expect(row.site_type).toBe("Hospital Operations");
    const ciphertext = Buffer.from(row.patient_ciphertext ?? []);
    for (const value of Object.values(DISTINCTIVE)) expect(ciphertext.toString("latin1")).not.toContain(value);
    const record = decryptPatientRecord({
      keyring: createPatientKeyring(TEST_PATIENT_KEY),
      ciphertext,
      bookingId: result.bookingId,
    });
    expect(record).toMatchObject({
      patient: { firstName: DISTINCTIVE.firstName, email: DISTINCTIVE.email, parentOrGuardian: null },
      address: { address1: DISTINCTIVE.address1, address2: null, state: "TN" },
      referredByName: DISTINCTIVE.referredByName,
      caseID: DISTINCTIVE.caseID,
    });
  });

  it("is idempotent: the same payload again gives the same bookingId; other details give 409", async () => {
    const { slot, holdId } = await heldSlot();
    const body = bookBody(slot, holdId);
    const first = await post(BOOK_URL, body);
    const again = await post(BOOK_URL, body);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await post(BOOK_URL, bookBody(slot, holdId, { firstName: "Someone" }));
    expect(other.statusCode).toBe(409);
    expect(other.json().status.details).toBe("This appointment has already been booked");
    // Still the same booking after the hold's life.
    time.advanceMinutes(HOLD_MINUTES + 1);
    try {
      expect((await post(BOOK_URL, body)).json()).toEqual(first.json());
    } finally {
      time.advanceMinutes(-(HOLD_MINUTES + 1));
    }
  });

  it("two concurrent books of one hold give one booking", async () => {
    const { slot, holdId } = await heldSlot();
    const body = bookBody(slot, holdId);
    const responses = await Promise.all([post(BOOK_URL, body), post(BOOK_URL, body)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const ids = new Set(responses.map((response) => response.json().result.bookingId));
    expect(ids.size).toBe(1);
    const booked = await test.database.db
      .selectFrom("appointments")
      .select("booking_id")
      .where("slot_id", "=", slot.appointmentId)
      .where("status", "=", "booked")
      .execute();
    expect(booked.map((row) => row.booking_id)).toEqual([...ids]);
  });

  it("two concurrent books of one hold with different details: one booking, the other 409", async () => {
    const { slot, holdId } = await heldSlot();
    const responses = await Promise.all([
      post(BOOK_URL, bookBody(slot, holdId)),
      post(BOOK_URL, bookBody(slot, holdId, { firstName: "Other" })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it("after the hold expires: 410 with a clear message, the row is marked expired and the slot is free again", async () => {
    const { slot, holdId } = await heldSlot();
    time.advanceMinutes(HOLD_MINUTES);
    try {
      const response = await post(BOOK_URL, bookBody(slot, holdId));
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({
        status: {
          code: "410",
          details: "Your appointment time has been released: the hold expired. Please choose a time again.",
        },
        result: null,
      });
      expect((await rowOf(holdId)).status).toBe("expired");
      expect((await post(BOOK_URL, bookBody(slot, holdId))).statusCode).toBe(410);
      expect((await post(HOLD_URL, slot)).statusCode).toBe(200);
    } finally {
      time.advanceMinutes(-HOLD_MINUTES);
    }
  });

  it("a hold released by the visitor's next hold answers 410", async () => {
    const slot = takeSlot();
    const first = await post(HOLD_URL, slot);
    const cookie = String(first.headers["set-cookie"]).split(";")[0] ?? "";
    expect((await post(HOLD_URL, takeSlot(), { cookie })).statusCode).toBe(200);
    const response = await post(BOOK_URL, bookBody(slot, first.json().result.holdId));
    expect(response.statusCode).toBe(410);
    expect(response.json().status.details).toMatch(/another time was held/);
  });

  it("answers 404 for an unknown hold or one of another appointment, type or location", async () => {
    const { slot, holdId } = await heldSlot();
    const other = takeSlot();
    const cases = [
      bookBody(slot, "no-such-hold"),
      { ...bookBody(slot, holdId), appointmentId: other.appointmentId },
      { ...bookBody(slot, holdId), appointmentTypeId: "NOSUCHTYPE" },
      { ...bookBody(slot, holdId), providerLocationId: "CAL-999999" },
    ];
    for (const body of cases) {
      const response = await post(BOOK_URL, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().status.details).toBe("No such hold for this appointment");
    }
    expect((await rowOf(holdId)).status).toBe("held");
  });

  it("answers 400 when the npi is not the held calendar's physician, and books with the right one", async () => {
    const { slot, holdId } = await heldSlot();
    const wrong = await post(BOOK_URL, { ...bookBody(slot, holdId), npi: "1234567893" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().status.details).toMatch(/^body\.npi: /);
    const ownerNpi = await calendarOwnerNpi(test.database.db, slot.calendarId);
    expect((await post(BOOK_URL, { ...bookBody(slot, holdId), npi: ownerNpi })).statusCode).toBe(200);
  });

  it("checks every patient, address and referral field with the spec's message, naming the field", async () => {
    const { slot, holdId } = await heldSlot();
    const body = bookBody(slot, holdId, {
      firstName: "",
      lastName: "Qu4sar",
      dateOfBirth: "02/30/1990",
      gender: "Other",
      phoneNumber: "6155550177",
      email: "zeb@",
      reasonForReferral: "r".repeat(251),
      policyId: "XQZ 1",
    });
    const response = await post(BOOK_URL, {
      ...body,
      address: { ...body.address, address1: "", city: "N4shville", state: "XX", zip: "3720" },
      referredByName: "Dr. #1",
      referredByPhone: "555",
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().status.details as string;
    for (const expected of [
      "body.patient.firstName: Please enter a legal first name.",
      "body.patient.lastName: Field may not include special characters other than ' . or -",
      "body.patient.dateOfBirth: Please enter a valid date of birth formatted: MM/DD/YYYY.",
      "body.patient.gender: Please select a gender.",
      "body.patient.phoneNumber: Please enter a valid phone number formatted: ###-###-####",
      "body.patient.email: Please enter a valid email address formatted name@example.com",
      "body.patient.reasonForReferral: Please reduce your Reason for Visit to 250 characters or less",
      "body.patient.policyId: Please enter a valid policy number.",
      "body.address.address1: Please enter a valid street address.",
      "body.address.city: Please enter a valid city.",
      "body.address.state: Please select a state.",
      "body.address.zip: Please enter a valid zip code.",
      "body.referredByName: Field may not include special characters other than ' . or -",
      "body.referredByPhone: Please enter a valid phone number formatted: ###-###-####",
    ]) {
      expect(details).toContain(expected);
    }
    expect((await rowOf(holdId)).status).toBe("held");
  });

  it("requires the guardian under 18 on the server's day, and clears it for an adult", async () => {
    const { slot, holdId } = await heldSlot();
    // The clock says 2026-11-23 14:00 UTC, already 11/24 on the latest calendar: 18 in two days.
    const minor = await post(BOOK_URL, bookBody(slot, holdId, { dateOfBirth: "11/26/2008" }));
    expect(minor.statusCode).toBe(400);
    expect(minor.json().status.details).toContain(
      "body.patient.parentOrGuardian: Please enter a valid parent or guardian name.",
    );
    const future = await post(BOOK_URL, bookBody(slot, holdId, { dateOfBirth: "11/25/2026" }));
    expect(future.json().status.details).toContain("body.patient.dateOfBirth: Date of Birth can't be in the future.");
    const booked = await post(
      BOOK_URL,
      bookBody(slot, holdId, {
        dateOfBirth: "11/26/2008",
        parentOrGuardian: "Sam Doe",
        relationshipOfGuardian: "Father",
      }),
    );
    expect(booked.statusCode).toBe(200);
  });

  it("answers 400 for a missing patient or address and for an email preference without an email", async () => {
    const { slot, holdId } = await heldSlot();
    const { patient: _patient, ...withoutPatient } = bookBody(slot, holdId);
    expect((await post(BOOK_URL, withoutPatient)).json().status.details).toContain("body.patient:");
    const { address: _address, ...withoutAddress } = bookBody(slot, holdId);
    expect((await post(BOOK_URL, withoutAddress)).json().status.details).toContain("body.address:");
    const noEmail = await post(BOOK_URL, bookBody(slot, holdId, { email: "" }));
    expect(noEmail.json().status.details).toBe(
      "body.patient.patientConfirmationPreference: Please enter an email address to receive an email confirmation.",
    );
  });

  it("never writes patient data to the log, booking or refused", async () => {
    const { slot, holdId } = await heldSlot();
    const body = bookBody(slot, holdId);
    const bad = { ...body, patient: { ...body.patient, firstName: `${DISTINCTIVE.firstName}7` } };
    expect((await post(BOOK_URL, bad)).statusCode).toBe(400);
    const broken = `{"patient":{"firstName":"${DISTINCTIVE.firstName}"`;
    expect((await post(BOOK_URL, broken, { "content-type": "application/json" })).statusCode).toBe(400);
    expect((await post(BOOK_URL, body)).statusCode).toBe(200);
    const logs = test.logs();
    expect(logs).toContain("/fadmaa/appointment/book");
    for (const value of Object.values(DISTINCTIVE)) expect(logs).not.toContain(value);
    expect(logs).not.toContain(holdId);
  });

  it("answers no input with a 500: random bodies and valid bodies with one field replaced", async () => {
    const { slot, holdId } = await heldSlot();
    const valid = bookBody(slot, holdId);
    const fieldPaths = [
      ...Object.keys(valid).map((key) => [key]),
      ...Object.keys(valid.patient).map((key) => ["patient", key]),
      ...Object.keys(valid.address).map((key) => ["address", key]),
    ];
    const replaced = fc.tuple(fc.constantFrom(...fieldPaths), fc.jsonValue({ maxDepth: 2 })).map(([path, value]) => {
      const body: Record<string, unknown> = structuredClone(valid);
      const [first, second] = path as [string, string | undefined];
      if (second === undefined) body[first] = value;
      else (body[first] as Record<string, unknown>)[second] = value;
      return body;
    });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue({ maxDepth: 3 }), replaced), async (body) => {
        for (const url of [BOOK_URL, HOLD_URL]) {
          const response = await test.app.inject({
            method: "POST",
            url,
            payload: JSON.stringify(body),
            headers: { "content-type": "application/json" },
          });
          expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
        }
      }),
      { numRuns: 150 },
    );
  });

  describe("bot checks (decision 47)", () => {
    const REFUSED = {
      status: {
        code: "422",
        details: "We could not confirm your booking. Please check your details and select Confirm again.",
      },
      result: null,
    };

    it("refuses a filled honeypot with 422 and keeps the hold, which then books without it", async () => {
      const { slot, holdId } = await heldSlot();
      const refused = await post(BOOK_URL, { ...bookBody(slot, holdId), [HONEYPOT_FIELD]: "https://spam.example" });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual(REFUSED);
      const row = await rowOf(holdId);
      expect(row.status).toBe("held");
      expect(row.booking_id).toBeNull();
      // A blank honeypot (as the form sends it) is no refusal.
      const booked = await post(BOOK_URL, { ...bookBody(slot, holdId), [HONEYPOT_FIELD]: "" });
      expect(booked.statusCode).toBe(200);
      expect((await rowOf(holdId)).status).toBe("booked");
    });

    it("refuses a book sooner than the minimum fill time after the hold, on the server's clock", async () => {
      const slot = takeSlot();
      const hold = await post(HOLD_URL, slot);
      expect(hold.statusCode).toBe(200);
      const holdId = hold.json().result.holdId as string;
      expect((await post(BOOK_URL, bookBody(slot, holdId))).json()).toEqual(REFUSED);
      time.advanceSeconds(MIN_BOOKING_FILL_SECONDS - 1);
      expect((await post(BOOK_URL, bookBody(slot, holdId))).statusCode).toBe(422);
      expect((await rowOf(holdId)).status).toBe("held");
      // Exactly the minimum is enough: the person confirms again and is booked.
      time.advanceSeconds(1);
      expect((await post(BOOK_URL, bookBody(slot, holdId))).statusCode).toBe(200);
    });

    it("answers a lost hold with its own 410 rather than the bot refusal", async () => {
      const slot = takeSlot();
      const first = await post(HOLD_URL, slot);
      const cookie = String(first.headers["set-cookie"]).split(";")[0] ?? "";
      expect((await post(HOLD_URL, takeSlot(), { cookie })).statusCode).toBe(200);
      const response = await post(BOOK_URL, { ...bookBody(slot, first.json().result.holdId), [HONEYPOT_FIELD]: "x" });
      expect(response.statusCode).toBe(410);
    });

    it("bounds the honeypot's length in the contract (400 naming the field)", async () => {
      const { slot, holdId } = await heldSlot();
      const response = await post(BOOK_URL, {
        ...bookBody(slot, holdId),
        [HONEYPOT_FIELD]: "x".repeat(HONEYPOT_MAX_LENGTH + 1),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().status.details).toContain(`body.${HONEYPOT_FIELD}:`);
      expect((await rowOf(holdId)).status).toBe("held");
    });
  });

  it("still publishes the OpenAPI document with both calls", async () => {
    const response = await test.app.inject({ method: "GET", url: "/fadmaa/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(["/fadmaa/appointment/hold", "/fadmaa/appointment/book"]),
    );
  });
});
