/** The booking page's own wording for keeping the patient's time (issue 19); the spec gives none. */
export const BOOKING_PAGE_MESSAGES = {
  /** A reload or reopened tab found the time taken meanwhile (decision 77). */
  resumedTimeTaken: (time: string) =>
    `The time you had chosen (${time}) was taken while the page was away. Please choose another time below.`,
  /** A published open time's link (decision 141) named a time someone else took first. */
  openTimeTaken: (time: string) =>
    `Sorry, the time you chose (${time}) has just been taken by someone else. Here are the times still open: please choose another below.`,
  resumedTimeFailed: "We could not keep the time you had chosen. Please choose a time again below.",
  /** The in-app leave warning (browser Back out of the wizard with a live hold). */
  leave: {
    title: "Leave this booking?",
    body: "Your appointment time will be released to others, and what you entered will not be booked.",
    stay: "Stay on this page",
    leave: "Leave",
  },
} as const;
