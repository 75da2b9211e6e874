import http from "node:http";
import {
  SERVER_BUSY_MESSAGE,
  SERVER_BUSY_RETRIES,
  SERVER_BUSY_STATUS,
  serverBusyWaitMs,
} from "@fad/contracts/api/server-busy";
import { HOLD_SLOT_REFUSALS } from "@fad/contracts/appointments/hold-slot";
import pg from "pg";
import type { BenchSamples } from "../lib/bench-samples.ts";
import { percentile } from "../lib/measure.ts";
import { printTable } from "../lib/print-table.ts";
import { bookingBody, freeSlots, holdBody, type Slot } from "./scheduling.ts";

/**
 * The rush (issue 37, decision 192): a clinic opens its times and a crowd arrives at once. 2,000 slots
 * on 20 calendars (each calendar's first 100 free times); patients arrive at `rate` a second for
 * `seconds` (an open arrival: one does not wait for the one before), each becomes a holder and tries up
 * to three times as a patient would: the page shows each calendar's free times (the bench's ledger of
 * what is held stands for a fresh slot search, which would cost more than the hold), the patient picks
 * a calendar that still has times and one of its first five, and after "no longer available" (409)
 * picks again from the refreshed list. A held time is booked at once (the bench lifts the form's
 * minimum fill time). Prints the time from arrival to a held time (p50, p95), the share of patients who
 * got a time among those who tried while times were left, the double bookings (the ledger's, and on
 * PostgreSQL the database's overlapping live rows: both must be 0) and every answer other than 200 or
 * the spec's "no longer available" (must be 0).
 *
 * A call the server sheds at the rush (503 "busy" with Retry-After, admission control, decision 209) is
 * sent again after Retry-After as the page does (the same choice, up to SERVER_BUSY_RETRIES times): not
 * an error of the server, but counted and printed apart, with the patients who gave up after the last.
 */
export const RUSH_CALENDARS = 20;
/**
 * Connections the patients' calls share, kept alive, as the proxy in front of a process keeps them
 * (HAProxy, decision 95): a call waits in the bench for a free one, and that wait counts in its time.
 * Without a bound the bench opened one per waiting call, past the server's 2,000, and its own event
 * loop, not the server, decided the figures.
 */
export const RUSH_CONNECTIONS = 256;
export const RUSH_SLOTS_PER_CALENDAR = 100;
const TRIES = 3;
const SHOWN_TIMES = 5;

export interface RushOptions {
  baseUrl: string;
  samples: BenchSamples;
  /** Patients arriving per second. */
  rate: number;
  seconds: number;
  /** PostgreSQL: the database checked for overlapping live rows afterwards; null on the embedded one. */
  databaseUrl: string | null;
}

interface RushCalendar {
  calendarId: string;
  /** The calendar's times in order; a time leaves `free` once someone holds it (as the page would show). */
  slots: Slot[];
  free: Set<string>;
}

/** An exception as the table names it: its name, and its cause's code or message when fetch wraps one. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  // fetch's TypeError says only "fetch failed" (its cause names what the socket met); node:http's carry a code.
  const why = cause?.code ?? cause?.message ?? (error as { code?: string }).code;
  return why ? `${error.name} (${why})` : error.name;
}

interface Answer {
  status: number;
  json: unknown;
  retryAfter: string | null;
}

/** A POST on the rush's shared connections (node:http: lighter per call than fetch at this rate). */
function postOn(agent: http.Agent, baseUrl: string, path: string, body: unknown, headers: Record<string, string>) {
  const text = JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method: "POST",
        agent,
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(text) },
      },
      (response) => {
        let data = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          data += chunk;
        });
        response.on("end", () => {
          const retryAfter = response.headers["retry-after"];
          try {
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(data), retryAfter: retryAfter ?? null });
          } catch (error) {
            reject(error);
          }
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(text);
  });
}

export async function runRush(options: RushOptions): Promise<void> {
  const calendars = await openTimes(options);
  const agent = new http.Agent({ keepAlive: true, maxSockets: RUSH_CONNECTIONS });
  const post = (baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    postOn(agent, baseUrl, path, body, headers);
  const started = performance.now();
  const toHeld: number[] = [];
  const errors = new Map<string, number>();
  const bookedTimes = new Map<string, number>();
  let arrived = 0;
  let afterTimesRanOut = 0;
  let gotTime = 0;
  let missedWhileTimesLeft = 0;
  let lostTries = 0;
  let busyAnswers = 0;
  /** Each call's time to its answer, whatever the answer (a fast 503 is an honest answer too). */
  const answerTimes: number[] = [];
  /** Arrival to held time of the patients never shed. */
  const heldUnshed: number[] = [];
  let lastHeldAt = 0;
  let patientsShed = 0;
  let gaveUpBusy = 0;
  const countError = (what: string): void => {
    errors.set(what, (errors.get(what) ?? 0) + 1);
  };
  const timesLeft = () => calendars.some((calendar) => calendar.free.size > 0);

  /** A call as the page sends it: after a "busy" 503, again after Retry-After; null once it gives up. */
  const patientPost = async (
    path: string,
    body: unknown,
    headers: Record<string, string>,
    shed: { yet: boolean },
  ): Promise<Answer | null> => {
    for (let retry = 0; ; retry += 1) {
      const sent = performance.now();
      const answer = await post(options.baseUrl, path, body, headers);
      answerTimes.push(performance.now() - sent);
      if (answer.status !== SERVER_BUSY_STATUS || !JSON.stringify(answer.json).includes(SERVER_BUSY_MESSAGE)) {
        return answer;
      }
      busyAnswers += 1;
      if (!shed.yet) patientsShed += 1;
      shed.yet = true;
      if (retry === SERVER_BUSY_RETRIES) return null;
      await new Promise((resolve) => setTimeout(resolve, serverBusyWaitMs(answer.retryAfter, retry)));
    }
  };
  const gaveUp = (): void => {
    if (timesLeft()) gaveUpBusy += 1;
    else afterTimesRanOut += 1;
  };

  const patient = async (): Promise<void> => {
    const arrivedAt = performance.now();
    const shed = { yet: false };
    arrived += 1;
    if (!timesLeft()) {
      afterTimesRanOut += 1;
      return;
    }
    const holder = await patientPost("/fadmaa/appointment/holder", {}, {}, shed);
    if (!holder) return gaveUp();
    if (holder.status !== 200) return void countError(`holder ${holder.status}`);
    const asHolder = { "x-fad-holder": (holder.json as { result: { holderToken: string } }).result.holderToken };
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const slot = pickTime(calendars);
      if (!slot) {
        afterTimesRanOut += 1;
        return;
      }
      const hold = await patientPost("/fadmaa/appointment/hold", holdBody(slot), asHolder, shed);
      if (!hold) return gaveUp();
      calendars.find((calendar) => calendar.calendarId === slot.calendarId)?.free.delete(slot.appointmentId);
      if (hold.status === 409 && JSON.stringify(hold.json).includes(HOLD_SLOT_REFUSALS.taken.message)) {
        lostTries += 1;
        continue;
      }
      if (hold.status !== 200) return void countError(`hold ${hold.status}`);
      toHeld.push(performance.now() - arrivedAt);
      if (!shed.yet) heldUnshed.push(performance.now() - arrivedAt);
      lastHeldAt = performance.now();
      gotTime += 1;
      const holdId = (hold.json as { result: { holdId: string } }).result.holdId;
      const book = await patientPost("/fadmaa/appointment/book", bookingBody(slot, holdId), asHolder, shed);
      if (!book) return void countError("book still busy after the page's retries");
      if (book.status !== 200) return void countError(`book ${book.status}`);
      bookedTimes.set(slot.appointmentId, (bookedTimes.get(slot.appointmentId) ?? 0) + 1);
      return;
    }
    if (timesLeft()) missedWhileTimesLeft += 1;
    else afterTimesRanOut += 1;
  };

  const patients: Promise<void>[] = [];
  const total = Math.round(options.rate * options.seconds);
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    patients.push(patient().catch((error: unknown) => countError(`exception ${describeFailure(error)}`)));
  }
  await Promise.all(patients);
  agent.destroy();
  const wallSeconds = (performance.now() - started) / 1000;

  const doubleInLedger = [...bookedTimes.values()].filter((count) => count > 1).length;
  const doubleInDatabase = options.databaseUrl ? await overlappingLiveRows(options.databaseUrl) : null;
  const sorted = [...toHeld].sort((a, b) => a - b);
  const answered = [...answerTimes].sort((a, b) => a - b);
  const unshed = [...heldUnshed].sort((a, b) => a - b);
  const tried = gotTime + missedWhileTimesLeft + gaveUpBusy;
  const slots = calendars.reduce((sum, calendar) => sum + calendar.slots.length, 0);
  console.log(
    `### The rush: ${slots.toLocaleString("en-US")} times on ${calendars.length} calendars, ${options.rate} patients/s for ${options.seconds} s (${wallSeconds.toFixed(1)} s until the last answer)\n`,
  );
  printTable(
    ["figure", "value"],
    [
      ["patients arrived", String(arrived)],
      ["got a time", String(gotTime)],
      ["share who got a time while times were left", tried === 0 ? "" : `${((100 * gotTime) / tried).toFixed(1)}%`],
      ["tried 3 times while times were left, got none", String(missedWhileTimesLeft)],
      ["arrived or left after the times ran out", String(afterTimesRanOut)],
      ["tries answered no longer available (409)", String(lostTries)],
      ["answers 503 busy, sent again after Retry-After (not errors)", String(busyAnswers)],
      ["patients shed at least once", String(patientsShed)],
      [`gave up after ${SERVER_BUSY_RETRIES} busy retries while times were left`, String(gaveUpBusy)],
      [
        "any call's time to its answer p50 / p95 ms",
        answered.length ? `${percentile(answered, 0.5).toFixed(0)} / ${percentile(answered, 0.95).toFixed(0)}` : "",
      ],
      ["arrival to held time p50 ms", sorted.length ? percentile(sorted, 0.5).toFixed(0) : ""],
      ["arrival to held time p95 ms", sorted.length ? percentile(sorted, 0.95).toFixed(0) : ""],
      [
        "the same, patients never shed: count, p50 / p95 ms",
        unshed.length
          ? `${unshed.length}, ${percentile(unshed, 0.5).toFixed(0)} / ${percentile(unshed, 0.95).toFixed(0)}`
          : "0",
      ],
      ["last time held, s after the first arrival", lastHeldAt ? ((lastHeldAt - started) / 1000).toFixed(1) : ""],
      ["times left at the end", String(calendars.reduce((sum, calendar) => sum + calendar.free.size, 0))],
      ["double bookings (bench's ledger; must be 0)", String(doubleInLedger)],
      [
        "overlapping live rows in the database (must be 0)",
        doubleInDatabase === null ? "n/a (embedded)" : String(doubleInDatabase),
      ],
      [
        "errors other than no longer available (must be 0)",
        errors.size === 0 ? "0" : [...errors].map(([what, count]) => `${what}: ${count}`).join(", "),
      ],
    ],
  );
  console.log("");
}

/** The rush's calendars: the sample's first 20 with at least 100 free times, each with its first 100. */
async function openTimes(options: RushOptions): Promise<RushCalendar[]> {
  const calendars: RushCalendar[] = [];
  for (const calendar of options.samples.calendars) {
    if (calendars.length === RUSH_CALENDARS) break;
    const slots = (await freeSlots(options.baseUrl, calendar)).slice(0, RUSH_SLOTS_PER_CALENDAR);
    if (slots.length < RUSH_SLOTS_PER_CALENDAR) continue;
    calendars.push({
      calendarId: calendar.calendarId,
      slots,
      free: new Set(slots.map((slot) => slot.appointmentId)),
    });
  }
  if (calendars.length < RUSH_CALENDARS) throw new Error("the network has too few calendars with 100 free times");
  return calendars;
}

/** A patient's choice: a calendar that still shows times, and one of its first few shown. */
function pickTime(calendars: RushCalendar[]): Slot | null {
  const open = calendars.filter((calendar) => calendar.free.size > 0);
  const calendar = open[Math.floor(Math.random() * open.length)];
  if (!calendar) return null;
  const shown = calendar.slots.filter((slot) => calendar.free.has(slot.appointmentId)).slice(0, SHOWN_TIMES);
  return shown[Math.floor(Math.random() * shown.length)] ?? null;
}

/** Pairs of live (held or booked) rows of one calendar that overlap: the exclusion constraint allows none. */
async function overlappingLiveRows(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pairs: number }>(`
      SELECT count(*)::int AS pairs FROM appointments a JOIN appointments b
        ON a.calendar_id = b.calendar_id AND a.id < b.id AND a.period && b.period
      WHERE a.status IN ('held', 'booked') AND b.status IN ('held', 'booked')`);
    return rows[0]?.pairs ?? 0;
  } finally {
    await client.end();
  }
}
