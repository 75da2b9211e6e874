import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { type BenchDatabaseKind, startBenchServer } from "../lib/bench-server.ts";
import { printTable } from "../lib/print-table.ts";

/**
 * Issue 35's publication figures: the SMART Scheduling Links files of one state (the one with the most
 * locations unless --state names one) and one week (its Location, PractitionerRole and Schedule files
 * and the week's Slot file), read as an aggregator reads them, at each network size: lines, bytes, time to the first byte and to the last, and the server
 * process's resident memory before and at its peak while it streams (sampled every 20 ms from /proc).
 * Memory flat as the network grows is the goal: the files are streamed, never built whole.
 *   npm run bulk-publish-bench -w @fad/bench -- [--physicians 1500,50000] [--database postgres|pglite]
 */
const { values } = parseArgs({
  options: {
    physicians: { type: "string", default: "1500,50000" },
    database: { type: "string", default: "postgres" },
    url: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    port: { type: "string", default: "8351" },
    state: { type: "string" },
  },
});

interface Output {
  type: string;
  url: string;
  extension?: { state?: string[] };
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Reads one file to its end; counts lines and bytes; samples the server's memory meanwhile. */
async function readFile(url: string, pid: number) {
  let peak = residentMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(url);
    if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
    let firstByte = Number.NaN;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
    return { lines, bytes, firstByteMs: firstByte, totalMs: performance.now() - started, peakMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

const rows: string[][] = [];
const port = Number(values.port);
console.log(`machine load average ${loadavg()[0]?.toFixed(1)}`);
for (const physicians of (values.physicians as string).split(",").map(Number)) {
  const server = await startBenchServer({
    kind: values.database as BenchDatabaseKind,
    physicians,
    port,
    postgresUrl: values.url as string,
  });
  try {
    const manifest = (await (await fetch(`${server.baseUrl}/fhir/$bulk-publish`)).json()) as { output: Output[] };
    // The state with the most locations (the network's largest), unless one is named.
    let state = values.state ?? "";
    if (!state) {
      let most = -1;
      for (const file of manifest.output.filter((output) => output.type === "Location")) {
        const url = file.url.replace(/^https?:\/\/[^/]+/, server.baseUrl);
        const lines = (await (await fetch(url)).text()).split("\n").filter(Boolean).length;
        if (lines > most) [most, state] = [lines, file.extension?.state?.[0] ?? ""];
      }
    }
    const ofState = manifest.output.filter((output) => output.extension?.state?.includes(state));
    // The state's first full week: the second Slot file (the first may begin mid-week, today).
    const weekFile = ofState.filter((output) => output.type === "Slot")[1];
    const chosen = [...ofState.filter((output) => output.type !== "Slot"), ...(weekFile ? [weekFile] : [])];
    const before = residentMb(server.pid);
    for (const output of chosen) {
      const read = await readFile(output.url.replace(/^https?:\/\/[^/]+/, server.baseUrl), server.pid);
      rows.push([
        physicians.toLocaleString("en-US"),
        `${output.type} ${state}${output.type === "Slot" ? ` ${output.url.split("/").pop()?.replace(".ndjson", "")}` : ""}`,
        read.lines.toLocaleString("en-US"),
        (read.bytes / 1_048_576).toFixed(1),
        read.firstByteMs.toFixed(0),
        (read.totalMs / 1000).toFixed(2),
        `${before.toFixed(0)} → ${read.peakMb.toFixed(0)}`,
      ]);
    }
  } finally {
    await server.stop();
  }
}
printTable(["physicians", "file", "lines", "MB", "first byte ms", "seconds", "server RSS MB (before → peak)"], rows);
