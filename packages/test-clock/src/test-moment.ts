/**
 * The moment a test run plays at (docs/decisions.md 61). FAD_TEST_NOW names it, as an ISO 8601 instant
 * with its offset ("2027-03-13T23:30:00-06:00"); the run's clocks start there and then run at the real
 * pace, so holds still expire and timers still fire. FAD_TEST_CLOCK_ANCHOR is the real time (epoch ms) at
 * which the run was at that moment: the first process of a run sets it, and every process it starts
 * (the e2e server, Playwright's workers, the browser's pages through them) inherits it, so all of them
 * agree to the millisecond however late they start.
 */
export const TEST_NOW_VARIABLE = "FAD_TEST_NOW";
export const TEST_CLOCK_ANCHOR_VARIABLE = "FAD_TEST_CLOCK_ANCHOR";

/** An instant with a date, a time and an explicit zone (Z or ±hh:mm): a moment means the same everywhere. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export class TestMomentError extends Error {}

export function parseTestMoment(text: string): number {
  const trimmed = text.trim();
  const time = INSTANT.test(trimmed) && isCalendarDate(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new TestMomentError(
      `${TEST_NOW_VARIABLE}=${text} is not an instant with its zone, for example 2027-03-13T23:30:00-06:00`,
    );
  }
  return time;
}

/** Date.parse rolls 30 February over into March; a moment must name a day the calendar has. */
function isCalendarDate(instant: string): boolean {
  const [year, month, day] = instant.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/**
 * How far the run's clock is from the real one (ms), or null when no moment is set. Sets the anchor in
 * `env` when it is missing, so that processes started from here inherit it.
 */
export function testClockOffset(env: NodeJS.ProcessEnv, realNow: number): number | null {
  const moment = env[TEST_NOW_VARIABLE];
  if (!moment) return null;
  const target = parseTestMoment(moment);
  let anchor = Number(env[TEST_CLOCK_ANCHOR_VARIABLE]);
  if (!Number.isFinite(anchor) || anchor <= 0) {
    anchor = realNow;
    env[TEST_CLOCK_ANCHOR_VARIABLE] = String(anchor);
  }
  return target - anchor;
}
