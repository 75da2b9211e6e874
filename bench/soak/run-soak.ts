import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { cycle } from "../lib/bench-samples.ts";
import { answers, type BenchServer, startBenchServer } from "../lib/bench-server.ts";
import { percentile } from "../lib/measure.ts";
import { printTable } from "../lib/print-table.ts";
import type { BenchRequest } from "../lib/run-http-load.ts";
import { profileScenario, searchScenario, typeAheadScenario } from "../scenarios/directory.ts";
import { freeSlots, holdAndBook, type Slot, slotSearchScenario } from "../scenarios/scheduling.ts";

/**
 * The soak (issue 9): a moderate mixed load for many minutes against one production server process,
 * sampling its resident set size, to show that nothing fails and memory stops growing.
 * Usage: npm run soak -w @fad/bench -- [--minutes 10] [--workers 8] [--think-ms 250] [--form-seconds 5]
 *          [--physicians 1500]
 */
const PORT = 8391;

type Kind = "search" | "type-ahead" | "profile" | "slot search" | "hold + book";

/** Out of 20 actions: what visitors mostly do (typing, searching) and now and then a booking. */
const MIX: Kind[] = [
  ...Array<Kind>(8).fill("type-ahead"),
  ...Array<Kind>(5).fill("search"),
  ...Array<Kind>(3).fill("profile"),
  ...Array<Kind>(3).fill("slot search"),
  "hold + book",
];

interface Interval {
  latencies: number[];
  counts: Map<Kind, number>;
  errors: number;
  errorSamples: string[];
}

const newInterval = (): Interval => ({ latencies: [], counts: new Map(), errors: 0, errorSamples: [] });

export async function runSoak(options: {
  minutes: number;
  workers: number;
  thinkMs: number;
  formSeconds: number;
  physicians: number;
}): Promise<void> {
  if (await answers(`http://127.0.0.1:${PORT}/fadmaa/health`)) throw new Error(`port ${PORT} already answers`);
  if (options.formSeconds < MIN_BOOKING_FILL_SECONDS) {
    throw new Error(`--form-seconds must be at least ${MIN_BOOKING_FILL_SECONDS}: the server refuses faster books`);
  }
  const server = await startBenchServer({
    kind: "pglite",
    physicians: options.physicians,
    port: PORT,
    postgresUrl: "",
    // Bookings go through the bot checks as a person's would: each pauses on the form longer than this.
    env: { FAD_BOOK_MIN_FILL_SECONDS: String(MIN_BOOKING_FILL_SECONDS) },
  });
  try {
    await soak(server, options);
  } finally {
    await server.stop();
  }
}

async function soak(
  server: BenchServer,
  options: { minutes: number; workers: number; thinkMs: number; formSeconds: number },
): Promise<void> {
  const { baseUrl, samples } = server;
  const generators: Record<Exclude<Kind, "hold + book">, () => BenchRequest> = {
    search: searchScenario.requests(samples),
    "type-ahead": typeAheadScenario.requests(samples),
    profile: profileScenario.requests(samples),
    "slot search": slotSearchScenario.requests(samples),
  };
  // Each worker books down its own calendars' free times, so bookings never race each other here.
  const calendarsPerWorker = 4;
  const slotLists: Slot[][] = [];
  for (let worker = 0; worker < options.workers; worker += 1) {
    const calendars = samples.calendars.slice(worker * calendarsPerWorker, (worker + 1) * calendarsPerWorker);
    slotLists.push((await Promise.all(calendars.map((calendar) => freeSlots(baseUrl, calendar)))).flat());
  }
  const action = cycle(MIX);
  const rssAtStart = residentMegabytes(server.pid);
  console.log(
    `soak: ${options.minutes} min, ${options.workers} workers, ${options.thinkMs} ms think time, ` +
      `${options.formSeconds} s on each patient form; server pid ${server.pid}, RSS at start ${rssAtStart.toFixed(0)} MB\n`,
  );

  let current = newInterval();
  const rows: string[][] = [];
  const rssByMinute: number[] = [];
  const totals = { operations: 0, errors: 0, bookings: 0 };
  const deadline = performance.now() + options.minutes * 60_000;
  const reporter = setInterval(() => {
    const done = current;
    current = newInterval();
    const rss = residentMegabytes(server.pid);
    rssByMinute.push(rss);
    const sorted = done.latencies.sort((a, b) => a - b);
    totals.operations += sorted.length;
    totals.errors += done.errors;
    rows.push([
      String(rssByMinute.length),
      String(sorted.length),
      [...done.counts.entries()].map(([kind, count]) => `${kind} ${count}`).join(", "),
      String(done.errors),
      percentile(sorted, 0.5).toFixed(1),
      percentile(sorted, 0.95).toFixed(1),
      rss.toFixed(0),
    ]);
    for (const sample of done.errorSamples) console.log(`  error: ${sample}`);
  }, 60_000);

  const positions = Array.from({ length: options.workers }, () => 0);
  await Promise.all(
    Array.from({ length: options.workers }, async (_unused, worker) => {
      while (performance.now() < deadline) {
        const kind = action();
        const started = performance.now();
        const failure = await perform(kind, worker).catch((error: unknown) => String(error));
        const interval = current;
        if (failure === null) {
          // A booking's latency would include the pause on the form; its calls are timed, not the person.
          if (kind !== "hold + book") interval.latencies.push(performance.now() - started);
          interval.counts.set(kind, (interval.counts.get(kind) ?? 0) + 1);
        } else {
          interval.errors += 1;
          if (interval.errorSamples.length < 3) interval.errorSamples.push(`${kind}: ${failure}`);
        }
        await new Promise((resolve) => setTimeout(resolve, options.thinkMs));
      }
    }),
  );
  clearInterval(reporter);

  /** null when the action went as a visitor expects, else what went wrong. */
  async function perform(kind: Kind, worker: number): Promise<string | null> {
    if (kind === "hold + book") {
      const slot = slotLists[worker]?.[positions[worker] ?? 0];
      if (!slot) return null;
      positions[worker] = (positions[worker] ?? 0) + 1;
      const outcome = await holdAndBook(baseUrl, slot, options.formSeconds * 1000);
      if (outcome === "ok") totals.bookings += 1;
      return outcome === "ok" ? null : `hold + book ended ${outcome}`;
    }
    const request = generators[kind]();
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.body === undefined ? {} : { "content-type": "application/json" },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    await response.arrayBuffer();
    return response.ok ? null : `${request.method} ${request.path.split("?")[0]} answered ${response.status}`;
  }

  printTable(["minute", "operations", "mix", "errors", "p50 ms", "p95 ms", "RSS MB"], rows);
  const rssAtEnd = residentMegabytes(server.pid);
  const half = Math.floor(rssByMinute.length / 2);
  const atHalf = rssByMinute[half - 1] ?? rssAtStart;
  const laterPeak = Math.max(...rssByMinute.slice(half));
  console.log(
    `\nRSS at start ${rssAtStart.toFixed(0)} MB, after minute 1 ${(rssByMinute[0] ?? 0).toFixed(0)} MB, ` +
      `at the end ${rssAtEnd.toFixed(0)} MB; growth over the second half ${(laterPeak - atHalf).toFixed(0)} MB ` +
      `(${(((laterPeak - atHalf) / atHalf) * 100).toFixed(1)} %).`,
  );
  console.log(
    `${totals.operations.toLocaleString("en-US")} timed operations and ${totals.bookings} bookings; ` +
      `${totals.errors} errors.`,
  );
}

/** VmRSS of a process, in MB (Linux /proc). */
function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

function parseSoakArgs(argv: string[]): Parameters<typeof runSoak>[0] {
  const parsed = { minutes: 10, workers: 8, thinkMs: 250, formSeconds: 5, physicians: 1500 };
  const names: Record<string, keyof typeof parsed> = {
    minutes: "minutes",
    workers: "workers",
    "think-ms": "thinkMs",
    "form-seconds": "formSeconds",
    physicians: "physicians",
  };
  for (let index = 0; index < argv.length; index += 2) {
    const name = names[argv[index]?.replace(/^--/, "") ?? ""];
    const value = Number(argv[index + 1]);
    if (!name || !Number.isFinite(value) || value < 0) throw new Error(`unknown or bad argument: ${argv[index]}`);
    parsed[name] = value;
  }
  return parsed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await runSoak(parseSoakArgs(process.argv.slice(2)));
}
