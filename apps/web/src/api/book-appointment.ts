import {
  BOOK_APPOINTMENT_PATH,
  type BookAppointmentRequest,
  type BookAppointmentResult,
  bookAppointmentResponseSchema,
} from "@fad/contracts/appointments/book-appointment";
import { useMutation } from "@tanstack/react-query";
import { holderHeaders } from "./holder-token.ts";
import { requestEnvelope } from "./request-envelope.ts";

/**
 * POST /fadmaa/appointment/book (spec booking §4 "Booking", §7): turns the live hold into a booking.
 * The server answers the same bookingId for a repeat of the same hold, so a retry never books twice.
 * The body carries patient data: it is never logged here or by the caller.
 */
export async function bookAppointment(request: BookAppointmentRequest): Promise<BookAppointmentResult> {
  const envelope = await requestEnvelope(BOOK_APPOINTMENT_PATH, {
    method: "POST",
    body: request,
    schema: bookAppointmentResponseSchema,
    headers: { ...holderHeaders(), ...languageHeaders() },
  });
  return envelope.result;
}

/**
 * The language the page shows, which the app keeps on <html lang> (ui/i18n/page-locale.ts), as the
 * call's Content-Language: the booking's emails, calendar file and manage link come in it (decision 177).
 */
function languageHeaders(): Record<string, string> {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang === "en" || lang === "es" ? { "content-language": lang } : {};
}

/** No automatic retry: a failed booking is the visitor's to retry, after the error modal. */
export function useBookAppointment() {
  return useMutation({ mutationFn: bookAppointment, retry: false });
}
