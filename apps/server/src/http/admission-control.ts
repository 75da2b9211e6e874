import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import {
  SERVER_BUSY_LONGEST_WAIT_SECONDS,
  SERVER_BUSY_MESSAGE,
  SERVER_BUSY_STATUS,
} from "@fad/contracts/api/server-busy";
import { BOOK_APPOINTMENT_PATH } from "@fad/contracts/appointments/book-appointment";
import { HOLD_SLOT_PATH } from "@fad/contracts/appointments/hold-slot";
import { HOLDER_PATH } from "@fad/contracts/appointments/holder";
import type { FastifyInstance } from "fastify";
import type { AdmissionLimits } from "../config/server-config.ts";
import { sendError } from "./api-errors.ts";

/**
 * The booking calls admission control guards (decision 209), and how: a call that starts a patient's
 * flow (a holder, a hold) is shed once `maxInFlight` guarded calls are being served by this process; a
 * book, which finishes a flow whose time is already held, only at twice that, so a crowd of newcomers
 * cannot starve the patients who are one call from done. Everything else (search, renewals, releases,
 * health, the staff console, FHIR, pages) is never shed here: a release frees a time, and health and
 * staff must answer through a rush.
 */
const GUARDED: ReadonlyMap<string, "start" | "finish"> = new Map([
  [`POST ${API_BASE_PATH}${HOLDER_PATH}`, "start"],
  [`POST ${API_BASE_PATH}${HOLD_SLOT_PATH}`, "start"],
  [`POST ${API_BASE_PATH}${BOOK_APPOINTMENT_PATH}`, "finish"],
]);

/** How far past maxInFlight a book is still admitted. */
export const FINISH_HEADROOM = 2;

/** What the limiter has done, for the operators' metrics and the tests. */
export interface AdmissionCounts {
  /** Guarded calls being served now. */
  inFlight: number;
  /** Guarded calls answered 503 since the process started. */
  shed: number;
  /** How late the event loop's last check ran (ms). */
  eventLoopDelayMs: number;
  /** How late each of its last LATE_CHECKS_IN_A_ROW checks ran at least (ms): what sheds. */
  sustainedEventLoopDelayMs: number;
}

/** How often the event loop's delay is checked (ms). */
const LOOP_CHECK_MS = 100;

/**
 * How many checks in a row must run late before new flows are shed: half a second of a loop short of
 * CPU. One long pause (a garbage collection, a large page rendered, a query of the embedded database,
 * which runs on this thread) delays one check only, and is not a queue.
 */
export const LATE_CHECKS_IN_A_ROW = 5;

/**
 * Calls `report` every LOOP_CHECK_MS with how much later than asked the check ran (the time the
 * process spent on other work it could not put down) and the least of the last LATE_CHECKS_IN_A_ROW
 * such delays (how late it has run throughout). Returns the stop.
 */
function watchEventLoop(report: (delayMs: number, sustainedMs: number) => void): () => void {
  let expected = performance.now() + LOOP_CHECK_MS;
  const recent: number[] = [];
  const timer = setInterval(() => {
    const now = performance.now();
    const delay = Math.max(0, now - expected);
    recent.push(delay);
    if (recent.length > LATE_CHECKS_IN_A_ROW) recent.shift();
    report(delay, recent.length < LATE_CHECKS_IN_A_ROW ? 0 : Math.min(...recent));
    expected = now + LOOP_CHECK_MS;
  }, LOOP_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Admission control for the booking calls (decision 209): one process serves about a hundred hold and
 * book flows a second, and a rush of five hundred patients a second would otherwise queue in the
 * process (in the database pool, then the socket) until every caller's answer comes too late. Past
 * the limit, a guarded call is answered at once 503 with Retry-After and the API's error shape, before
 * the rate limits or anything else touches the database; the page tells the patient and sends the
 * same call again after Retry-After. Counted per process: each process protects its own event loop
 * and pool, which is what a queue fills; the database's own limits are untouched. A holder or hold is
 * also shed while the event loop runs more than maxEventLoopDelayMs late at each of its last checks (the
 * process is short of CPU: a queue forms before any call is counted in flight, in the sockets not yet
 * read).
 *
 * A call counts from its first hook until its response closes (sent, or its client gone).
 */
export function registerAdmissionControl(app: FastifyInstance, limits: AdmissionLimits): AdmissionCounts {
  const counts: AdmissionCounts = { inFlight: 0, shed: 0, eventLoopDelayMs: 0, sustainedEventLoopDelayMs: 0 };
  const pace = new SheddingPace(limits.retryAfterSeconds);
  const stopWatching = watchEventLoop((delayMs, sustainedMs) => {
    counts.eventLoopDelayMs = delayMs;
    counts.sustainedEventLoopDelayMs = sustainedMs;
  });
  app.addHook("onClose", async () => stopWatching());
  app.addHook("onRequest", async (request, reply) => {
    const kind = GUARDED.get(`${request.method} ${request.routeOptions.url ?? ""}`);
    if (!kind) return;
    const limit = kind === "finish" ? limits.maxInFlight * FINISH_HEADROOM : limits.maxInFlight;
    // A loop this late is short of CPU, not of connections: new flows wait; a book still finishes its own.
    const late = kind === "start" && counts.sustainedEventLoopDelayMs > limits.maxEventLoopDelayMs;
    if (counts.inFlight >= limit || late) {
      counts.shed += 1;
      reply.header("retry-after", String(pace.shed()));
      return sendError(reply, SERVER_BUSY_STATUS, SERVER_BUSY_MESSAGE);
    }
    counts.inFlight += 1;
    if (kind === "start") pace.admitted();
    reply.raw.once("close", () => {
      counts.inFlight -= 1;
    });
  });
  return counts;
}

/**
 * The Retry-After a shed call gets: the configured one, or, when the last second shed more calls than
 * it admitted new flows, about as many seconds as it would take to admit that many at the last
 * second's pace (at most SERVER_BUSY_LONGEST_WAIT_SECONDS). A crowd of fifteen times what a process can
 * serve is told to come back later rather than every second, and its retries stop crowding out the
 * calls being served.
 */
class SheddingPace {
  #windowStart = performance.now();
  #shed = 0;
  #admitted = 0;
  #seconds: number;
  constructor(readonly baseSeconds: number) {
    this.#seconds = baseSeconds;
  }
  admitted(): void {
    this.#roll();
    this.#admitted += 1;
  }
  /** Counts a shed call; returns its Retry-After in seconds. */
  shed(): number {
    this.#roll();
    this.#shed += 1;
    return this.#seconds;
  }
  #roll(): void {
    const now = performance.now();
    if (now - this.#windowStart < 1_000) return;
    // A window that ended more than a second ago says nothing of now: back to the configured wait.
    const backlog = now - this.#windowStart < 2_000 ? Math.ceil(this.#shed / Math.max(1, this.#admitted)) : 0;
    this.#seconds = Math.min(SERVER_BUSY_LONGEST_WAIT_SECONDS, Math.max(this.baseSeconds, backlog));
    this.#windowStart = now;
    this.#shed = 0;
    this.#admitted = 0;
  }
}
