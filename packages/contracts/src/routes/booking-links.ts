import { BOOKING_ID_PATTERN, type BookingAccess, MANAGE_TOKEN_PATTERN } from "../appointments/booked-appointment.ts";
import { LANGUAGE_QUERY_PARAMETER } from "../i18n/locales.ts";
import { APP_ROUTES } from "./app-routes.ts";

/**
 * The addresses that open a booking again (docs/decisions.md 80): the booking reference in the query,
 * the manage token in the fragment. A fragment is never sent to a server (no request log holds it) nor
 * in a Referer header, and it survives reload, Back and Forward like the rest of the address.
 */
export const BOOKING_QUERY_PARAM = "booking";
const TOKEN_FRAGMENT_PARAM = "token";

// Both values are from URL-safe alphabets (the patterns below), so they need no escaping; so is a language tag.
function withAccess(path: string, access: BookingAccess, language?: "en" | "es"): string {
  const lang = language ? `&${LANGUAGE_QUERY_PARAMETER}=${language}` : "";
  return `${path}?${BOOKING_QUERY_PARAM}=${access.bookingId}${lang}#${TOKEN_FRAGMENT_PARAM}=${access.token}`;
}

/** One parameter of a query or fragment ("a=1&b=2"), decoded; "" when absent or badly escaped. */
function parameter(text: string, name: string): string {
  for (const pair of text.replace(/^[?#]/, "").split("&")) {
    const [key, ...value] = pair.split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("=").replace(/\+/g, " "));
    } catch {
      return "";
    }
  }
  return "";
}

/** /physicians/confirmation/?booking=FAD-…#token=… (or /texting/confirmation/ in the texting flow). */
export function confirmationAddress(access: BookingAccess, texting = false): string {
  return withAccess(texting ? APP_ROUTES.textingConfirmation : APP_ROUTES.confirmation, access);
}

/**
 * /physicians/manage/?booking=FAD-…#token=…: the emailed link's page, to see, cancel or reschedule
 * (decision 83). The emails' link also carries the booking's language, `&lang=es` (decisions 173, 177),
 * so the page opens in the language the patient booked in.
 */
export function manageAddress(access: BookingAccess, language?: "en" | "es"): string {
  return withAccess(APP_ROUTES.manage, access, language);
}

/** The booking reference and token an address carries, or null when either is missing or malformed. */
export function readBookingAccess(search: string, hash: string): BookingAccess | null {
  const bookingId = parameter(search, BOOKING_QUERY_PARAM).trim().toUpperCase();
  const token = parameter(hash, TOKEN_FRAGMENT_PARAM);
  if (!BOOKING_ID_PATTERN.test(bookingId) || !MANAGE_TOKEN_PATTERN.test(token)) return null;
  return { bookingId, token };
}
