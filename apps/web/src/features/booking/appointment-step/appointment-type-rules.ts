import { TELEHEALTH_NOTICE_TEXTS } from "@fad/contracts/messages/appointment-step-texts";
import { type AppType, compareAppTypes, ER_PRIVATE_FRIENDLY_NAME } from "@fad/contracts/provider/app-type";
import type { BookingHold, CurrentPatientAnswer } from "../../../booking-session/booking-session.ts";

/**
 * The reason dropdown's rules (spec booking §3 "Appointment type", §4 "Patient type and appointment
 * type"), kept pure so each can be read and tested as a table.
 */

/**
 * The types offered for an answer: a new patient (No) sees no Current-only types, a current patient
 * (Yes) no New-only types, New/Current types show for both; 'ER Private' only in the texting flow.
 * Before the answer nothing is offered. Sorted by friendlyName2.
 */
export function availableAppTypes(
  types: readonly AppType[],
  answer: CurrentPatientAnswer | null,
  texting: boolean,
): AppType[] {
  if (answer === null) return [];
  const excluded = answer === "No" ? "Current" : "New";
  return types
    .filter((type) => type.patientType !== excluded)
    .filter((type) => texting || !isErPrivate(type))
    .sort(compareAppTypes);
}

function isErPrivate(type: AppType): boolean {
  return type.friendlyName2.trim().toLowerCase() === ER_PRIVATE_FRIENDLY_NAME.toLowerCase();
}

/** The same type: matched by code and name (the spec's rule for keeping a stored type). */
export function sameAppType(a: AppType, b: AppType): boolean {
  return a.code === b.code && a.friendlyName2 === b.friendlyName2;
}

/**
 * What the dropdown shows once the types are known: the stored type when it is still offered (by code
 * and name), else the held time's type when offered (a time chosen on a card or the profile; issue 19),
 * else the only type when exactly one is offered, else 'Select Below' (null).
 */
export function resolvedAppType(
  stored: AppType | null,
  available: readonly AppType[],
  heldTypeCode: string | null = null,
): AppType | null {
  if (stored) {
    const match = available.find((type) => sameAppType(type, stored));
    if (match) return match;
  }
  const held = heldTypeCode === null ? undefined : available.find((type) => type.code === heldTypeCode);
  if (held) return held;
  return available.length === 1 ? (available[0] ?? null) : null;
}

/**
 * Choosing a type clears the hold (spec §4), except a hold of that very type on this location's
 * calendar: a slot held on a results card or the profile for the calendar's default type stays held
 * when that type is the one chosen (docs/decisions.md).
 */
export function keepsHold(
  hold: Pick<BookingHold, "appointmentTypeCode" | "calendarId"> | null,
  chosen: AppType | null,
  calendarId: string | null,
): boolean {
  return hold !== null && chosen !== null && hold.appointmentTypeCode === chosen.code && hold.calendarId === calendarId;
}

/** A virtual visit: its friendlyName2 is 'telehealth', in any case. */
export function isTelehealth(type: AppType | null): boolean {
  return type?.friendlyName2.trim().toLowerCase() === TELEHEALTH_NOTICE_TEXTS.friendlyName2;
}
