/**
 * `node --import @fad/test-clock/register` (tests only): the process runs at FAD_TEST_NOW when it is set,
 * and as it is otherwise. The e2e server is started with it (e2e/start-e2e-server.sh), so its API, its
 * server-rendered pages and its embedded database all read the run's moment.
 */
import { shiftDate } from "./shift-date.ts";
import { testClockOffset } from "./test-moment.ts";

const offset = testClockOffset(process.env, Date.now());
if (offset !== null) shiftDate(offset);
