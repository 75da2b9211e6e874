import { createHash } from "node:crypto";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { BOOKING_SEARCH_PATH } from "@fad/contracts/staff/booking-search";
import { STAFF_CSRF_HEADER, STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import { STAFF_WEEK_PATHS } from "@fad/contracts/staff/staff-week-view";
import { createPatientKeyring } from "@fad/server/patient-data/patient-encryption";
import { startBenchServer } from "../lib/bench-server.ts";
import type { Figures } from "../lib/measure.ts";
import { printTable } from "../lib/print-table.ts";
import { type BenchRequest, runHttpLoad } from "../lib/run-http-load.ts";
import { trivialScenario } from "../scenarios/trivial.ts";
import {
  addDays,
  benchBookingId,
  benchPatient,
  denseDays,
  densePatientIndex,
  nameSearchText,
  seededRandom,
} from "./staff-bench-data.ts";
import { prepareStaffDatabase } from "./staff-bench-database.ts";
import { signInOverHttp } from "./staff-sign-in.ts";

/**
 * Issue 33's figures: the staff console at the network's real size. The front desk of the location with
 * the most doctors signs in (the real OIDC sign-in, at the development provider the server starts beside
 * itself) and its session loads the day view of a full day, the week view, a search by name (two words,
 * accents folded half the time) and one by confirmation number, each at `connections` connections
 * beside the trivial call of the same server, among 1M bookings (the bench's own copy of the seeded
 * network, staff-bench-database.ts).
 *   npm run staff-bench -w @fad/bench -- [--physicians 50000] [--bookings 1000000] [--connections 16] [--seconds 10]
 */
const { values } = parseArgs({
  options: {
    physicians: { type: "string", default: "50000" },
    bookings: { type: "string", default: "1000000" },
    connections: { type: "string", default: "16" },
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    url: { type: "string", default: process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "8361" },
  },
});
const physicians = Number(values.physicians);
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const port = Number(values.port);
const baseUrl = `http://127.0.0.1:${port}`;
/** The bench's own database (BENCH_DATABASE names another): startBenchServer reads the same variable. */
const database = process.env.BENCH_DATABASE ?? `fad_bench_staff_${physicians}`;
process.env.BENCH_DATABASE = database;
/** The bench's patient-data key: its bookings are written and read with it (synthetic patients only). */
const patientKey = createHash("sha256").update("fad staff bench patient-data key").digest();

const format = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "-");

async function main(): Promise<void> {
  const layout = await prepareStaffDatabase({
    postgresUrl: values.url as string,
    template: `fad_bench_${physicians}`,
    database,
    bookings: Number(values.bookings),
    keyring: createPatientKeyring(patientKey),
    log: (line) => console.log(line),
  });
  console.log(
    `Staff console bench: ${physicians} physicians, ${layout.bookings} bookings (database ${database}), ` +
      `front desk of ${layout.locationId}, ${connections} connections, ${seconds} s each; load average ${loadavg()[0]?.toFixed(2)}`,
  );
  const server = await startBenchServer({
    kind: "postgres",
    physicians,
    port,
    postgresUrl: values.url as string,
    keepBookings: true,
    env: { FAD_PUBLIC_URL: baseUrl, FAD_PATIENT_DATA_KEY: patientKey.toString("base64") },
  });
  try {
    const { cookie, csrf } = await signInOverHttp(baseUrl, `desk.${layout.locationId}`);
    const days = denseDays(layout.firstMonday, layout.weeks);
    const mondays = Array.from({ length: layout.weeks }, (_, week) => addDays(layout.firstMonday, 7 * week));
    const random = seededRandom(33);
    const any = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const denseBooking = () => Math.floor(random() * layout.dense);
    const get = (path: string): BenchRequest => ({ method: "GET", path, headers: { cookie } });
    const search = (body: { by: string; text: string }): BenchRequest => ({
      method: "POST",
      path: BOOKING_SEARCH_PATH,
      body,
      headers: { cookie, [STAFF_CSRF_HEADER]: csrf },
    });
    const location = encodeURIComponent(layout.locationId);
    const scenarios: { name: string; next: () => BenchRequest; count: ((body: unknown) => number) | null }[] = [
      {
        name: "day view (a full day)",
        next: () => get(`${STAFF_PATHS.dayBookings}?locationId=${location}&day=${any(days)}`),
        count: (body) => (body as { result: { bookings: unknown[] } }).result.bookings.length,
      },
      {
        name: "week view",
        next: () => get(`${STAFF_WEEK_PATHS.week}?locationId=${location}&from=${any(mondays)}`),
        count: (body) =>
          (body as { result: { days: { bookings: unknown[] }[] } }).result.days.reduce(
            (sum, day) => sum + day.bookings.length,
            0,
          ),
      },
      {
        name: "search by name (two words)",
        next: () =>
          search({ by: "name", text: nameSearchText(benchPatient(densePatientIndex(denseBooking())), random() < 0.5) }),
        count: (body) => (body as { result: { bookings: unknown[] } }).result.bookings.length,
      },
      {
        name: "search by confirmation number",
        next: () => search({ by: "confirmation", text: benchBookingId(denseBooking()) }),
        count: (body) => (body as { result: { bookings: unknown[] } }).result.bookings.length,
      },
      {
        name: `${trivialScenario.name} (trivial)`,
        next: trivialScenario.requests({} as never),
        count: null,
      },
    ];
    const rows: { name: string; figures: Figures; shown: string }[] = [];
    for (const scenario of scenarios) {
      // What one answer holds (a sample of 20), so the figures say how much each call shows.
      const shown: number[] = [];
      const refused: string[] = [];
      for (let sample = 0; sample < 20; sample += 1) {
        const request = scenario.next();
        const response = await fetch(`${baseUrl}${request.path}`, {
          method: request.method,
          headers: { ...request.headers, ...(request.body ? { "content-type": "application/json" } : {}) },
          body: request.body ? JSON.stringify(request.body) : undefined,
        });
        // A loaded machine may time a statement out (503): counted, and the load's own errors column says more.
        if (!response.ok) {
          refused.push(`${response.status} ${(await response.text()).slice(0, 200)}`);
          continue;
        }
        shown.push(scenario.count ? scenario.count(await response.json()) : 0);
      }
      if (shown.length === 0) throw new Error(`${scenario.name}: every sample refused: ${refused.join("; ")}`);
      if (refused.length > 0) console.log(`${scenario.name}: ${refused.length} of 20 samples refused (${refused[0]})`);
      if (warmup > 0) await runHttpLoad({ baseUrl, connections, seconds: warmup, nextRequest: scenario.next });
      const figures = await runHttpLoad({ baseUrl, connections, seconds, nextRequest: scenario.next });
      const mean = shown.reduce((sum, count) => sum + count, 0) / shown.length;
      rows.push({ name: scenario.name, figures, shown: scenario.count ? format(mean, 1) : "-" });
    }
    const trivial = rows.at(-1)?.figures;
    console.log();
    printTable(
      ["scenario", "bookings shown", "ops/s", "p50 ms", "p95 ms", "p99 ms", "errors", "× trivial"],
      rows.map(({ name, figures, shown }) => [
        name,
        shown,
        format(figures.perSecond),
        format(figures.p50, 1),
        format(figures.p95, 1),
        format(figures.p99, 1),
        String(figures.errors),
        trivial ? format(figures.perSecond / trivial.perSecond, 3) : "-",
      ]),
    );
  } finally {
    await server.stop();
  }
}

await main();
