import { BOOKED_TEXTS } from "@fad/contracts/appointments/booked-appointment-texts";
import { CONFIRMATION_TEXTS } from "@fad/contracts/messages/confirmation-texts";
import { NO_APPOINTMENT_TEXTS } from "../../ui/booked-appointment/no-appointment.tsx";
import { MESSAGES } from "../../ui/messages.ts";

/** The confirmation screen's texts: the spec's from packages/contracts, the app's own wording for the rest. */
export const CONFIRMATION_MESSAGES = {
  ...CONFIRMATION_TEXTS,
  ...BOOKED_TEXTS,
  bookingIdLabel: BOOKED_TEXTS.confirmationNumber,
  /** An email confirmation was asked for. */
  emailOnItsWay: "A confirmation email with a calendar file is on its way to the address you gave.",
  /** While the server is asked for a booking opened from its address. */
  loading: "Loading your appointment.",
  /** The link opens the map site in a new tab: said to screen readers. */
  opensInNewTab: "(opens in a new tab)",
  calendarFileName: (bookingId: string) => `appointment-${bookingId}.ics`,
  /** An address without a booking reference and token (typed by hand, or cut short). */
  none: {
    /** The page's own name (as the route table's title): the deep-link checks find the page by it. */
    title: MESSAGES.pages.confirmation,
    ...NO_APPOINTMENT_TEXTS,
  },
} as const;
