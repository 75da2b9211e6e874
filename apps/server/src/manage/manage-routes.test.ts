import { bookAppointmentResponseSchema } from "@fad/contracts/appointments/book-appointment";
import {
  BOOKED_APPOINTMENT_MESSAGES,
  bookedAppointmentResponseSchema,
} from "@fad/contracts/appointments/booked-appointment";
import { RATE_LIMIT_STATUS } from "@fad/contracts/messages/rate-limit-texts";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { manageTokenHash } from "../booked-appointments/manage-token.ts";
import { DISTINCTIVE, startBookingTestApp, TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { TEST_APP_CONFIG } from "../testing/build-test-app.ts";
import { bookNextSlot, MANAGE_URLS, postTo } from "../testing/manage-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const MANAGE_LIMIT = 6;

describe.each(testDatabaseKinds())("POST /fadmaa/appointment/booked on %s", (kind) => {
  const test = startBookingTestApp(kind, { rateLimits: { managePerMinute: 1_000 } });

  it("answers the booking to its token: whose appointment, where, when, and the things to know", async () => {
    const booked = await bookNextSlot(test, { parentOrGuardian: null });
    expect(booked.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await postTo(test, MANAGE_URLS.booked, { bookingId: booked.bookingId, token: booked.token });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = bookedAppointmentResponseSchema.parse(response.json());
    expect(result.bookingId).toBe(booked.bookingId);
    expect(result.status).toBe("booked");
    expect(result.past).toBe(false);
    expect(result.patient).toEqual({
      firstName: DISTINCTIVE.firstName,
      lastName: DISTINCTIVE.lastName,
      parentOrGuardian: null,
    });
    expect(result.reasonForVisit).toBe(DISTINCTIVE.reason);
    expect(result.appointment.calendarId).toBe(booked.slot.calendarId);
    expect(result.appointment.day).toBe(booked.slot.date);
    expect(result.appointment.startTime).toBe(booked.slot.startTime);
    expect(result.minutes).toBe(booked.slot.duration);
    expect(result.location.mhdCalendarId).toBe(booked.slot.calendarId);
    expect(result.emailConfirmation).toBe(true);
  });

  it("stores only the token's hash, and a repeat of the book call answers the same token", async () => {
    const booked = await bookNextSlot(test);
    const row = await test.database.db
      .selectFrom("appointments")
      .select(["manage_token_hash"])
      .where("booking_id", "=", booked.bookingId)
      .executeTakeFirstOrThrow();
    expect(row.manage_token_hash).toBe(manageTokenHash(booked.token));
    expect(JSON.stringify(row)).not.toContain(booked.token);
    const repeat = await postTo(test, MANAGE_URLS.book, booked.body, booked.cookie);
    expect(repeat.statusCode).toBe(200);
    const { result } = bookAppointmentResponseSchema.parse(repeat.json());
    expect(result.bookingId).toBe(booked.bookingId);
    expect(result.manageToken).toBe(booked.token);
  });

  it("answers a wrong token exactly as an unknown booking", async () => {
    const booked = await bookNextSlot(test);
    const other = await bookNextSlot(test);
    const wrongToken = await postTo(test, MANAGE_URLS.booked, { bookingId: booked.bookingId, token: other.token });
    const unknown = await postTo(test, MANAGE_URLS.booked, { bookingId: "FAD-0000-0000-0000", token: booked.token });
    expect(wrongToken.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongToken.body).toBe(unknown.body);
    expect(wrongToken.json().status.details).toBe(BOOKED_APPOINTMENT_MESSAGES.notFound);
    expect(test.logs()).not.toContain(booked.token);
  });

  it("refuses a malformed reference or token with 400 naming the field", async () => {
    const response = await postTo(test, MANAGE_URLS.booked, { bookingId: "1 OR 1=1", token: "x" });
    expect(response.statusCode).toBe(400);
    expect(response.json().status.details).toContain("body.bookingId");
  });
});

describe.each(testDatabaseKinds())("the manage calls' limit on %s", (kind) => {
  const test = startBookingTestApp(kind, { rateLimits: { managePerMinute: MANAGE_LIMIT } });

  it("is counted in the database: two server processes on one database refuse together at the limit", async () => {
    // A second app on the same database stands for a second server process: only the table is shared.
    const second = await buildApp({
      db: test.database.db,
      config: {
        ...TEST_APP_CONFIG,
        logLevel: "silent",
        rateLimits: { managePerMinute: MANAGE_LIMIT },
        patientData: { key: TEST_PATIENT_KEY, keyFile: "/nonexistent", previousKeys: [] },
      },
      clock: test.time.clock,
    });
    try {
      // Start at the beginning of a minute on the app's clock, so the calls fall in one window.
      const now = test.time.clock().getTime();
      test.time.advanceSeconds((60_000 - (now % 60_000)) / 1000);
      const guess = { bookingId: "FAD-1111-2222-3333", token: "a".repeat(43) };
      const statuses: number[] = [];
      for (let call = 0; call < MANAGE_LIMIT + 2; call++) {
        const app = call % 2 === 0 ? test.app : second;
        const response = await app.inject({ method: "POST", url: MANAGE_URLS.booked, payload: guess });
        statuses.push(response.statusCode);
        // Every answer counts down the limit (docs/api.md "Refusals at the edge"), the 429 too (issue 38).
        expect(response.headers["x-ratelimit-limit"]).toBe(String(MANAGE_LIMIT));
        expect(response.headers["x-ratelimit-remaining"]).toBe(String(Math.max(0, MANAGE_LIMIT - call - 1)));
        expect(Number(response.headers["x-ratelimit-reset"])).toBeGreaterThan(0);
        expect(Number(response.headers["x-ratelimit-reset"])).toBeLessThanOrEqual(60);
        if (response.statusCode === RATE_LIMIT_STATUS)
          expect(response.headers["retry-after"]).toBe(response.headers["x-ratelimit-reset"]);
      }
      expect(statuses).toEqual([...Array(MANAGE_LIMIT).fill(404), RATE_LIMIT_STATUS, RATE_LIMIT_STATUS]);
      // The next minute starts a new count.
      test.time.advanceSeconds(60);
      const later = await second.inject({ method: "POST", url: MANAGE_URLS.booked, payload: guess });
      expect(later.statusCode).toBe(404);
    } finally {
      await second.close();
    }
  });
});
