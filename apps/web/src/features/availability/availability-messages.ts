import {
  AVAILABILITY_TEXTS,
  HOLD_CONFIRMATION_TEXTS,
  HOLD_ERROR_TEXTS,
} from "@fad/contracts/messages/availability-texts";

/** The calendar's texts: the spec's from packages/contracts, the app's own wording for the rest. */
export const AVAILABILITY_MESSAGES = {
  ...AVAILABILITY_TEXTS,
  holdConfirmation: HOLD_CONFIRMATION_TEXTS,
  holdError: HOLD_ERROR_TEXTS,
  regionLabel: "Available appointment times",
  /** A card's calendar, one of several on a results page. */
  regionLabelOf: (physicianName: string) => `Available appointment times with ${physicianName}`,
  previousDays: "Show earlier days",
  nextDays: "Show later days",
  loading: "Loading available times…",
  loadingMore: "Loading more days…",
  /** After a failed calendar fetch (decision 69). */
  retry: "Try again",
  retrying: "Trying again…",
  holding: "Holding your appointment time…",
  noTimesThatDay: "No times",
  /** A column's name for screen readers when the day has no times. */
  noTimesThatDaySpoken: (day: string) => `${day}: no appointment times`,
  slideAnnouncement: (from: string, to: string) =>
    from === to ? `Showing appointment times for ${from}` : `Showing appointment times from ${from} to ${to}`,
  callPhone: (phone: string) => `Call ${phone}`,
  /** The date picker's label names what it does when the spec's "Select a date" is read alone. */
  datePickerHint: "Days without appointment times cannot be chosen.",
  holdAnalyticsTitle: "Hold appointment",
  analyticsCategory: "Availability calendar",
} as const;
