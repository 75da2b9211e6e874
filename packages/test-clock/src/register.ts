/**
 * `node --import @fad/test-clock/register` (tests only): the process runs at FAD_TEST_NOW when it is set,
 * and as it is otherwise. The e2e server is started with it (e2e/start-e2e-server.sh), so its API, its
 * server-rendered pages and its embedded database all read the run's moment.
 *
 * FAD_TEST_CLOCK_SKEW_SECONDS makes this one process's clock wrong by that much besides (the skew tests,
 * decision 94): unlike the run's moment it is an error of this process, which the server corrects by the
 * database's clock. The run's shift (without the skew) is published on the global symbol below, so a
 * server on PostgreSQL takes the database to be at the run's moment too.
 */
import { shiftDate } from "./shift-date.ts";
import { RUN_SHIFT_SYMBOL, SKEW_VARIABLE } from "./test-clock-symbols.ts";
import { testClockOffset } from "./test-moment.ts";

const offset = testClockOffset(process.env, Date.now());
const skewMs = Number(process.env[SKEW_VARIABLE] ?? 0) * 1000;
if (!Number.isFinite(skewMs)) throw new Error(`${SKEW_VARIABLE} must be a number of seconds`);
if (offset !== null || skewMs !== 0) shiftDate((offset ?? 0) + skewMs);
(globalThis as Record<symbol, unknown>)[RUN_SHIFT_SYMBOL] = offset ?? 0;
