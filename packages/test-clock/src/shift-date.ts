/** Where the first shift leaves the real Date, for withRealDate. */
const REAL_DATE = Symbol.for("fad.testClock.realDate");

/**
 * Runs `run` with the real Date in place of the shifted one, and puts the shifted one back after it.
 * For a library that must read the wall clock the browser also reads: Playwright's clock stamps each
 * call with the driver's Date.now() and the page counts its time from that stamp by its own real clock,
 * so a stamp at the run's moment puts a page of a past moment a day ahead (decision 61). Without a
 * shift it just runs.
 */
export async function withRealDate<T>(run: () => Promise<T>): Promise<T> {
  const real = (globalThis as { [REAL_DATE]?: DateConstructor })[REAL_DATE];
  if (!real || real === globalThis.Date) return run();
  const shifted = globalThis.Date;
  globalThis.Date = real;
  try {
    return await run();
  } finally {
    globalThis.Date = shifted;
  }
}

/**
 * Replaces the global Date with one `offsetMs` ahead (or behind): `new Date()`, `Date()` and `Date.now()`
 * read the shifted time; every other use (a given time, parsing, UTC, formatting) is the real Date's, and
 * its dates are real Dates (`instanceof Date` holds both ways). Tests only (docs/decisions.md 61).
 * Returns a function that puts the real Date back.
 */
export function shiftDate(offsetMs: number): () => void {
  const RealDate = globalThis.Date;
  const holder = globalThis as { [REAL_DATE]?: DateConstructor };
  holder[REAL_DATE] ??= RealDate;
  const now = () => RealDate.now() + offsetMs;
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new RealDate(now()).toString();
    if (args.length === 0) return new RealDate(now());
    return new (RealDate as unknown as new (...values: unknown[]) => Date)(...args);
  }
  Object.defineProperties(ShiftedDate, {
    ...Object.getOwnPropertyDescriptors(RealDate),
    now: { value: now, writable: true, configurable: true },
    prototype: { value: RealDate.prototype, writable: false },
  });
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
