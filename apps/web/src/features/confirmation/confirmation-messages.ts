import { CONFIRMATION_TEXTS } from "@fad/contracts/messages/confirmation-texts";
import { MESSAGES } from "../../ui/messages.ts";

/** The confirmation screen's texts: the spec's from packages/contracts, the app's own wording for the rest. */
export const CONFIRMATION_MESSAGES = {
  ...CONFIRMATION_TEXTS,
  bookingIdLabel: "Confirmation number",
  callToChange: "To change or cancel your appointment, please call",
  detailsHeading: "Appointment Details",
  labels: {
    physician: "Doctor",
    location: "Location",
    appointmentType: "Appointment Type",
    reasonForVisit: "Reason for Visit",
  },
  /** The link opens the map site in a new tab: said to screen readers. */
  opensInNewTab: "(opens in a new tab)",
  calendarSummary: (physicianName: string) => `Appointment with Dr. ${physicianName}`,
  calendarFileName: (bookingId: string) => `appointment-${bookingId}.ics`,
  /** A reload or a direct visit: the booking lives only in this tab's memory (never in storage). */
  none: {
    /** The page's own name (as the route table's title): the deep-link checks find the page by it. */
    title: MESSAGES.pages.confirmation,
    summary: "There is no appointment to show.",
    body: "Appointment details are shown only right after booking, and are not kept once you leave this page. To make an appointment, search our doctors.",
    findADoctor: "Find a Doctor",
  },
} as const;
