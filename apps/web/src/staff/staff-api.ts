import {
  BOOKING_CHANGES_PATHS,
  type BookingChanges,
  bookingChangesCountResponseSchema,
  bookingChangesResponseSchema,
} from "@fad/contracts/staff/booking-changes";
import {
  BOOKING_SEARCH_PATH,
  type BookingSearchRequest,
  type BookingSearchResult,
  bookingSearchResponseSchema,
} from "@fad/contracts/staff/booking-search";
import {
  type DayBookings,
  dayBookingsResponseSchema,
  STAFF_CSRF_HEADER,
  STAFF_PATHS,
  type StaffBookingDetail,
  type StaffOpenTimes,
  type StaffRescheduleRequest,
  type StaffSession,
  staffBookingDetailResponseSchema,
  staffOpenTimesResponseSchema,
  staffSessionResponseSchema,
  staffSignOutResponseSchema,
} from "@fad/contracts/staff/staff-console";
import {
  STAFF_WEEK_PATHS,
  type StaffDoctor,
  staffDoctorsResponseSchema,
  type WeekBookings,
  weekBookingsResponseSchema,
} from "@fad/contracts/staff/staff-week-view";
import type { z } from "zod";

/**
 * The console's calls. Same-origin only, the session in its HttpOnly cookie; every change carries the
 * session's CSRF token in its header (decision 161).
 */
export class StaffCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function call<T extends z.ZodType>(schema: T, path: string, init: RequestInit = {}): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    throw new StaffCallError(0, "The server did not answer. Check the connection and try again.");
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const details = (body as { status?: { details?: string } } | null)?.status?.details;
    throw new StaffCallError(response.status, details ?? `The server answered ${response.status}.`);
  }
  return schema.parse(body);
}

export function change(csrf: string, body: unknown): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", [STAFF_CSRF_HEADER]: csrf },
    body: JSON.stringify(body),
  };
}

export async function loadSession(): Promise<StaffSession> {
  return (await call(staffSessionResponseSchema, STAFF_PATHS.session)).result;
}

export async function loadDay(locationId: string, day: string, physicianNpi = ""): Promise<DayBookings> {
  const query = new URLSearchParams({ locationId, day, ...(physicianNpi ? { physicianNpi } : {}) });
  return (await call(dayBookingsResponseSchema, `${STAFF_PATHS.dayBookings}?${query}`)).result;
}

export async function loadBooking(bookingId: string): Promise<StaffBookingDetail> {
  return (await call(staffBookingDetailResponseSchema, STAFF_PATHS.booking(bookingId))).result;
}

export async function cancelBooking(csrf: string, bookingId: string, reason: string): Promise<StaffBookingDetail> {
  return (await call(staffBookingDetailResponseSchema, STAFF_PATHS.cancel(bookingId), change(csrf, { reason }))).result;
}

export async function markArrival(
  csrf: string,
  bookingId: string,
  arrival: "arrived" | "no-show",
): Promise<StaffBookingDetail> {
  return (await call(staffBookingDetailResponseSchema, STAFF_PATHS.arrival(bookingId), change(csrf, { arrival })))
    .result;
}

export async function signOut(csrf: string): Promise<string | null> {
  return (await call(staffSignOutResponseSchema, STAFF_PATHS.signOut, change(csrf, {}))).result.endSessionUrl;
}

/** The search travels in the POST body, never the address (decision 166). */
export async function searchBookings(csrf: string, request: BookingSearchRequest): Promise<BookingSearchResult> {
  return (await call(bookingSearchResponseSchema, BOOKING_SEARCH_PATH, change(csrf, request))).result;
}

/** The internal note; an empty one removes it (decision 167). */
export async function saveNote(csrf: string, bookingId: string, note: string): Promise<StaffBookingDetail> {
  return (await call(staffBookingDetailResponseSchema, STAFF_PATHS.note(bookingId), change(csrf, { note }))).result;
}

export async function saveEhrEntered(csrf: string, bookingId: string, entered: boolean): Promise<StaffBookingDetail> {
  return (await call(staffBookingDetailResponseSchema, STAFF_PATHS.ehrEntered(bookingId), change(csrf, { entered })))
    .result;
}

/** The badge's count of new and changed bookings at a location (decision 168); names no patient. */
export async function loadChangesCount(locationId: string): Promise<number> {
  const query = new URLSearchParams({ locationId });
  return (await call(bookingChangesCountResponseSchema, `${BOOKING_CHANGES_PATHS.count}?${query}`)).result.count;
}

export async function loadChanges(locationId: string): Promise<BookingChanges> {
  const query = new URLSearchParams({ locationId });
  return (await call(bookingChangesResponseSchema, `${BOOKING_CHANGES_PATHS.list}?${query}`)).result;
}

export async function markChangesSeen(csrf: string, locationId: string): Promise<void> {
  await call(bookingChangesCountResponseSchema, BOOKING_CHANGES_PATHS.seen, change(csrf, { locationId }));
}

/**
 * Where a failed call is told, for every view of the console: beside what failed (the server's reason),
 * unless the session has ended (401) or it is not a call's failure, which go to `elsewhere` (the view's
 * own handler: back to the sign-in, or the page's alert).
 */
export function tellFailure(error: unknown, here: (message: string) => void, elsewhere: (error: unknown) => void) {
  if (error instanceof StaffCallError && error.status !== 401) here(error.message);
  else elsewhere(error);
}

/** A location's week from its first day, of one doctor when one is chosen (decision 196). */
export async function loadWeek(locationId: string, from: string, physicianNpi = ""): Promise<WeekBookings> {
  const query = new URLSearchParams({ locationId, from, ...(physicianNpi ? { physicianNpi } : {}) });
  return (await call(weekBookingsResponseSchema, `${STAFF_WEEK_PATHS.week}?${query}`)).result;
}

/** The doctors of a location, for the per-doctor view. */
export async function loadDoctors(locationId: string): Promise<StaffDoctor[]> {
  const query = new URLSearchParams({ locationId });
  return (await call(staffDoctorsResponseSchema, `${STAFF_WEEK_PATHS.doctors}?${query}`)).result.doctors;
}

/** The open times of one day the booking can be moved to (decision 197). */
export async function loadOpenTimes(bookingId: string, day: string): Promise<StaffOpenTimes> {
  return (await call(staffOpenTimesResponseSchema, STAFF_PATHS.openTimes(bookingId, day))).result;
}

/** Moves the booking to an open time; the reason, when given, is kept encrypted in the audit. */
export async function rescheduleBooking(
  csrf: string,
  bookingId: string,
  request: StaffRescheduleRequest,
): Promise<StaffBookingDetail> {
  return (await call(staffBookingDetailResponseSchema, STAFF_PATHS.reschedule(bookingId), change(csrf, request)))
    .result;
}
