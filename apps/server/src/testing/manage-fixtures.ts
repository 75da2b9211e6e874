import {
  type BookAppointmentRequest,
  bookAppointmentResponseSchema,
} from "@fad/contracts/appointments/book-appointment";
import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { LANGUAGE_COOKIE, type LanguageTag } from "@fad/contracts/i18n/locales";
import { expect } from "vitest";
import { type BookingTestApp, bookBody, newHolderCookie, type TypedHoldBody } from "./booking-fixtures.ts";

/** Test helpers of the manage calls (not used by the server). */

export const MANAGE_URLS = {
  hold: "/fadmaa/appointment/hold",
  book: "/fadmaa/appointment/book",
  booked: "/fadmaa/appointment/booked",
  cancel: "/fadmaa/appointment/cancel",
  reschedule: "/fadmaa/appointment/reschedule",
} as const;

export interface BookedForTest {
  slot: TypedHoldBody;
  holdId: string;
  cookie: string;
  bookingId: string;
  token: string;
  body: BookAppointmentRequest;
}

/** A hold without a cookie is a new visitor's: it becomes a holder first (decision 90). */
export async function postTo(test: BookingTestApp, url: string, body: unknown, cookie?: string) {
  const holder = cookie ?? (url === MANAGE_URLS.hold ? await newHolderCookie(test.app) : undefined);
  return test.app.inject({ method: "POST", url, payload: body as object, headers: holder ? { cookie: holder } : {} });
}

/** A fresh visitor holds a slot: its body, holdId and holder cookie. */
export async function holdFor(
  test: BookingTestApp,
  slot: TypedHoldBody,
  cookie?: string,
): Promise<{ holdId: string; cookie: string }> {
  const holder = cookie ?? (await newHolderCookie(test.app));
  const response = await postTo(test, MANAGE_URLS.hold, slot, holder);
  expect(response.statusCode, response.body).toBe(200);
  return { holdId: response.json().result.holdId, cookie: holder };
}

/** Holds the suite's next slot, waits the minimum fill time on the app's clock, and books it (in `language`'s page). */
export async function bookNextSlot(
  test: BookingTestApp,
  patient: Partial<BookAppointmentRequest["patient"]> = {},
  options: { language?: LanguageTag } = {},
): Promise<BookedForTest> {
  const slot = test.takeSlot();
  const { holdId, cookie } = await holdFor(test, slot);
  test.time.advanceSeconds(MIN_BOOKING_FILL_SECONDS);
  const body = bookBody(slot, holdId, patient);
  // The page's language reaches the book call as the remembered choice's cookie (decision 177).
  const cookies = options.language ? `${cookie}; ${LANGUAGE_COOKIE}=${options.language}` : cookie;
  const response = await postTo(test, MANAGE_URLS.book, body, cookies);
  expect(response.statusCode, response.body).toBe(200);
  const { result } = bookAppointmentResponseSchema.parse(response.json());
  return { slot, holdId, cookie, bookingId: result.bookingId, token: result.manageToken, body };
}
