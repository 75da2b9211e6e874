/**
 * The hold limits (decision 90), counted in the database across processes by the hold's own call
 * (`fad_hold_slot`, migration 0150, decision 190): after transaction-scoped locks on the holder and on
 * the client, so concurrent holds of one holder or one address wait for each other and each counts the
 * others' holds (READ COMMITTED would let them all count the same earlier state and all insert). Always
 * the holder's lock first, then the client's: two holds never wait for each other's in the opposite
 * order. The counts run in a statement of their own after the locks (a statement's snapshot is taken
 * when it starts: one that took the locks itself could miss a hold committed while it waited).
 */

/** The advisory lock key of a holder's holds (hashed by the database with hashtextextended). */
export function holderLockKey(holderToken: string): string {
  return `fad holder ${holderToken}`;
}

/** The advisory lock key of one client address's holds. */
export function clientLockKey(clientRef: string): string {
  return `fad client ${clientRef}`;
}

/** The SQLSTATE `fad_hold_slot` raises when one more hold would pass a limit; the call is rolled back. */
const HOLD_LIMIT_REACHED_CODE = "FADHL";

export function isHoldLimitReached(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === HOLD_LIMIT_REACHED_CODE;
}
