/**
 * The refusals the hold, book and renew calls share (docs/api.md, docs/decisions.md 17): each call's
 * own table (hold-slot.ts, book-appointment.ts, renew-hold.ts) gives every refusal its HTTP status and
 * its sentence (status.details), which the web shows where it is written for the visitor.
 */
export interface CallRefusal {
  status: number;
  message: string;
}

/** The sentences said when the held time is gone, by the book and renew calls alike. */
export const HOLD_GONE_MESSAGES = {
  unknownHold: "No such hold for this appointment",
  expired: "Your appointment time has been released: the hold expired. Please choose a time again.",
  released: "Your appointment time has been released: another time was held since. Please choose a time again.",
  booked: "This appointment has already been booked",
} as const;

/** No such slot or hold (404), taken or booked (409), expired or released (410). */
export const TIME_GONE_STATUS = { unknown: 404, taken: 409, released: 410 } as const;

/**
 * The statuses of a hold or book answer meaning the chosen or held time is gone, so a new time must be
 * chosen (decision 17), as opposed to a bad request, a refusal to try again, or a failure.
 */
export const TIME_GONE_STATUSES: readonly number[] = Object.values(TIME_GONE_STATUS);
