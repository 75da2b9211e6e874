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
