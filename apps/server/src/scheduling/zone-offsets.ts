/**
 * Wall-clock ↔ instant arithmetic in IANA time zones with the built-in Intl data (no dependency).
 * A "wall" millisecond count is the local date and time read as if it were UTC; offset = wall − instant.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
        hourCycle: "h23",
      });
    } catch {
      // An unknown zone name in the data must not fail a request: that calendar simply offers nothing.
      formatter = null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isKnownTimeZone(timeZone: string): boolean {
  return formatterFor(timeZone) !== null;
}

/** The zone's offset from UTC at an instant, in milliseconds (Chicago in winter: −6 h). */
export function offsetAt(instant: number, timeZone: string): number {
  const formatter = formatterFor(timeZone);
  if (!formatter) throw new RangeError(`unknown time zone: ${timeZone}`);
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  // The parts stop at whole seconds, so compare with the instant cut to its second.
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

export function instantToWall(instant: number, timeZone: string): number {
  return instant + offsetAt(instant, timeZone);
}

/**
 * The instant a local wall time names, or null when the clock skips it (spring forward). A time the
 * clock passes twice (fall back) names its first occurrence.
 */
export function wallToInstant(wall: number, timeZone: string): number | null {
  const before = offsetAt(wall - DAY_MS / 2, timeZone);
  const after = offsetAt(wall + DAY_MS / 2, timeZone);
  // The larger offset is the earlier reading of a repeated hour; try it first.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const instant = wall - offset;
    if (offsetAt(instant, timeZone) === offset) return instant;
  }
  return null;
}

/** Offsets per zone and local day: static time-zone data, so keeping it in memory is only a cache. */
const dayOffsets = new Map<string, number | null>();
const DAY_OFFSETS_LIMIT = 100_000;

/**
 * The zone's single offset over a whole local day and its neighbours, or null when a change of offset
 * lies near it (then each time is converted on its own). Zones change offset at most twice a year, so
 * equal offsets 14 hours before the day and 36 hours after its midnight hold for every moment between.
 */
export function steadyOffsetOfDay(dayMidnightWall: number, timeZone: string): number | null {
  const key = `${timeZone}|${dayMidnightWall}`;
  const cached = dayOffsets.get(key);
  if (cached !== undefined) return cached;
  const first = offsetAt(dayMidnightWall - 14 * HOUR_MS, timeZone);
  const last = offsetAt(dayMidnightWall + 36 * HOUR_MS, timeZone);
  const steady = first === last ? first : null;
  if (dayOffsets.size >= DAY_OFFSETS_LIMIT) dayOffsets.clear();
  dayOffsets.set(key, steady);
  return steady;
}
