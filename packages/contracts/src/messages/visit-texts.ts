/**
 * Ours (issue 39, problem 2; decision 129): the visit said before the time. Its choice, its type's
 * label and the "Times for" line are catalog messages (i18n/catalog/availability-catalog.ts, visit.*).
 */

/**
 * Booking step 1: the patient's answer or type changed and the held time is not offered for the new
 * type. Said before anything is released: the time stays held until the patient picks another one, and
 * the times for the new type are shown right under this (on a phone too).
 */
export function heldTimeNotOfferedText(day: string, time: string, type: string): string {
  return `Your selected time, ${day} at ${time}, is not offered for ${type}. It is still held for you: choose a time for ${type} below to replace it, or keep your time.`;
}

/** The button that keeps the held time, going back to the type it is held for. */
export function keepHeldTimeText(type: string): string {
  return `Keep my time (${type})`;
}
