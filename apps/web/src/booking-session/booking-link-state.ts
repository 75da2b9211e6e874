import type { HoldOrigin } from "./booking-session.ts";

/**
 * Where a page that links to the booking says the visitor comes from: a link may pass
 * `state={{ bookingOrigin: "results" }}` (the results cards). A hold knows its own origin.
 */
export interface BookingLinkState {
  bookingOrigin?: HoldOrigin;
}
