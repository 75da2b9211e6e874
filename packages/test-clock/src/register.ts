/**
 * `node --import @fad/test-clock/register` (tests only): the process runs at FAD_TEST_NOW when it is set,
 * and as it is otherwise. The e2e server is started with it (e2e/start-e2e-server.sh), so its API, its
 * server-rendered pages and its embedded database all read the run's moment.
 *
 * FAD_TEST_CLOCK_SKEW_SECONDS makes this one process's clock wrong by that much besides (the skew tests,
 * decision 94): unlike the run's moment it is an error of this process, which the server corrects by the
 * database's clock. The run's shift (without the skew) is published on the global symbol below, so a
 * server on PostgreSQL takes the database to be at the run's moment too; FAD_TEST_DATABASE_AT_MOMENT=true
 * says the database plays the moment already (PGlite served by a process of the run), so nothing is added.
 */
import { shiftDate } from "./shift-date.ts";
import { DATABASE_AT_MOMENT_VARIABLE, RUN_SHIFT_SYMBOL, SKEW_VARIABLE } from "./test-clock-symbols.ts";
import { testClockOffset } from "./test-moment.ts";

const offset = testClockOffset(process.env, Date.now());
const skewMs = Number(process.env[SKEW_VARIABLE] ?? 0) * 1000;
if (!Number.isFinite(skewMs)) throw new Error(`${SKEW_VARIABLE} must be a number of seconds`);
if (offset !== null || skewMs !== 0) shiftDate((offset ?? 0) + skewMs);
// A database that plays the moment itself (PGlite served by another process of the run) needs no shift added.
const databaseAtMoment = process.env[DATABASE_AT_MOMENT_VARIABLE] === "true";
(globalThis as Record<symbol, unknown>)[RUN_SHIFT_SYMBOL] = databaseAtMoment ? 0 : (offset ?? 0);
