/** A process's own clock error in seconds, on top of the run's moment (tests only, register.ts). */
export const SKEW_VARIABLE = "FAD_TEST_CLOCK_SKEW_SECONDS";

/**
 * Where register.ts leaves the run's deliberate shift (ms): the server reads it by this name (no
 * production module imports this package), so it must stay "fad.testClock.runShiftMs".
 */
export const RUN_SHIFT_SYMBOL = Symbol.for("fad.testClock.runShiftMs");

/**
 * "true" when the process's database already plays the run's moment: PGlite served over the wire by another
 * process of the run (its clock is that process's shifted Date). The server then adds no shift to the
 * database's time, which would count the moment twice (tests only, register.ts).
 */
export const DATABASE_AT_MOMENT_VARIABLE = "FAD_TEST_DATABASE_AT_MOMENT";
