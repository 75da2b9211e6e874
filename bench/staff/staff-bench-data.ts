import { foldAccents } from "@fad/contracts/search/fold-accents";
import { en, es } from "@faker-js/faker";

/**
 * The staff bench's bookings (issue 33): who the patients are and when they come, generated the same
 * way every time from their index. Names are faker's English and Spanish lists (accents included: José,
 * Núñez), picked so that a first and last name together match a few bookings among a million, as real
 * names do, not thousands.
 */

/** A small seeded generator (mulberry32): the same numbers for the same seed, fast enough for a million rows. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENGLISH_FIRST = [...(en.person?.first_name?.female ?? []), ...(en.person?.first_name?.male ?? [])];
const SPANISH_FIRST = [...(es.person?.first_name?.female ?? []), ...(es.person?.first_name?.male ?? [])];
const ENGLISH_LAST = en.person?.last_name?.generic ?? [];
const SPANISH_LAST = es.person?.last_name?.generic ?? [];

export interface BenchPatient {
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** MM/DD/YYYY, as the booking form sends it. */
  dateOfBirth: string;
  /** ###-###-####. */
  phoneNumber: string;
}

/** Patients 0 … LOCAL_PATIENTS-1 are the busy location's own (each comes a few times); the rest, the network's. */
export const LOCAL_PATIENTS = 3_000;
export const BACKGROUND_PATIENTS = 250_000;

/** The patient of the busy location's booking `index`: one of its own. */
export function densePatientIndex(index: number): number {
  return Math.floor(seededRandom(index * 31 + 5)() * LOCAL_PATIENTS);
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)] as T;
const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** Patient `index` of the bench's population: three in ten with Spanish names, one in four with a middle name. */
export function benchPatient(index: number): BenchPatient {
  const random = seededRandom(index * 7919 + 17);
  const spanish = random() < 0.3;
  const firstName = pick(spanish ? SPANISH_FIRST : ENGLISH_FIRST, random);
  const middleName = random() < 0.25 ? pick(spanish ? SPANISH_FIRST : ENGLISH_FIRST, random) : null;
  const lastName = pick(spanish ? SPANISH_LAST : ENGLISH_LAST, random);
  const year = 1940 + Math.floor(random() * 80);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const phone = `${200 + Math.floor(random() * 800)}-${200 + Math.floor(random() * 800)}-${pad(Math.floor(random() * 10_000), 4)}`;
  return {
    firstName,
    middleName,
    lastName,
    dateOfBirth: `${pad(month, 2)}/${pad(day, 2)}/${year}`,
    phoneNumber: phone,
  };
}

/**
 * What the front desk types to find a patient: the first word of the first name and of the last name,
 * as written ("José Núñez") or, when `folded`, without accents and in lower case ("jose nunez").
 */
export function nameSearchText(patient: Pick<BenchPatient, "firstName" | "lastName">, folded: boolean): string {
  const first = patient.firstName.split(/\s+/)[0] ?? "";
  const last = patient.lastName.split(/\s+/)[0] ?? "";
  const text = `${first} ${last}`;
  return folded ? foldAccents(text).toLowerCase() : text;
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 32^12: the booking ids' space. An odd multiplier modulo a power of two is a permutation of it. */
const ID_SPACE = 32n ** 12n;
const ID_MULTIPLIER = 0x9e3779b97f4a7c15n | 1n;

/** Booking `index`'s confirmation number, like the server's "FAD-7K2M-9QXD-R4TB": distinct for every index. */
export function benchBookingId(index: number): string {
  let value = (BigInt(index) * ID_MULTIPLIER) % ID_SPACE;
  let characters = "";
  for (let position = 0; position < 12; position += 1) {
    characters = CROCKFORD[Number(value % 32n)] + characters;
    value /= 32n;
  }
  return `FAD-${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}`;
}

/** YYYY-MM-DD plus `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD, by UTC) of the week `date` falls in. */
export function mondayOf(date: Date): string {
  const day = date.toISOString().slice(0, 10);
  return addDays(day, -((date.getUTCDay() + 6) % 7));
}

/**
 * The busy location's full weeks: every weekday of `weeks` weeks from `firstMonday`. Each doctor there
 * sees a booked patient every half hour of these days (DENSE_TIMES).
 */
export function denseDays(firstMonday: string, weeks: number): string[] {
  return Array.from({ length: weeks * 7 }, (_, index) => addDays(firstMonday, index)).filter(
    (_, index) => index % 7 < 5,
  );
}

/** Local start times of a full day: every half hour from 8:00 to 16:30, lunch (12:00–13:00) free. */
export const DENSE_TIMES = ["08", "09", "10", "11", "13", "14", "15", "16"].flatMap((hour) => [
  `${hour}:00`,
  `${hour}:30`,
]);

/**
 * `count` distinct days (offsets from today, within [-365, 27]) for one calendar's bookings elsewhere in
 * the network: spread over the last year and the next four weeks, never two on one day (so they never
 * overlap), each at a local time between 8:00 and 16:40.
 */
export function backgroundBookings(calendarIndex: number, count: number): { dayOffset: number; time: string }[] {
  const random = seededRandom(calendarIndex * 104729 + 3);
  const span = 365 + 28;
  const taken = new Set<number>();
  const bookings: { dayOffset: number; time: string }[] = [];
  while (bookings.length < Math.min(count, span)) {
    const dayOffset = -365 + Math.floor(random() * span);
    if (taken.has(dayOffset)) continue;
    taken.add(dayOffset);
    const minutes = 8 * 60 + 20 * Math.floor(random() * 27);
    bookings.push({ dayOffset, time: `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}` });
  }
  return bookings;
}
