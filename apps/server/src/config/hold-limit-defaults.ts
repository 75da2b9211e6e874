/**
 * How many times one visitor may hold (decision 90), counted in the database so every server process
 * sees the same counts:
 * - live holds per client address (an IPv6 client's /64) on one calendar: `perCalendar`;
 * - holds made per holder and per client address in the last 24 hours: `perDay` (the audit's hold rows).
 * A holder has one live hold at most by construction: each hold releases the holder's others.
 */
export interface HoldLimits {
  perCalendar: number;
  perDay: number;
}

export const HOLD_LIMIT_DEFAULTS: HoldLimits = { perCalendar: 2, perDay: 30 };
