/** SQLSTATE of the error PostgreSQL and PGlite raise, when it has one. */
function sqlState(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("code" in error)) return null;
  const code = (error as { code: unknown }).code;
  return typeof code === "string" ? code : null;
}

/** 23P01 exclusion_violation: another live appointment overlaps on that calendar. */
export function isExclusionViolation(error: unknown): boolean {
  return sqlState(error) === "23P01";
}

/**
 * 40P01 deadlock_detected: two transactions inserting overlapping periods into the exclusion index at
 * the same moment can each wait for the other (PostgreSQL documents this for exclusion constraints);
 * the server aborts one. Retrying it then meets the winner's row as an exclusion violation.
 */
export function isDeadlock(error: unknown): boolean {
  return sqlState(error) === "40P01";
}

/** Runs a statement or transaction again when the server aborted it as a deadlock victim (3 tries). */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
  }
}
