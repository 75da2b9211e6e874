/**
 * Replaces the global Date with one `offsetMs` ahead (or behind): `new Date()`, `Date()` and `Date.now()`
 * read the shifted time; every other use (a given time, parsing, UTC, formatting) is the real Date's, and
 * its dates are real Dates (`instanceof Date` holds both ways). Tests only (docs/decisions.md 61).
 * Returns a function that puts the real Date back.
 */
export function shiftDate(offsetMs: number): () => void {
  const RealDate = globalThis.Date;
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
