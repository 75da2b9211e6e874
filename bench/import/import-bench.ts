import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { createReadStream, createWriteStream, mkdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { npiFromSequence } from "@fad/server/seed/npi";
import pg from "pg";

/**
 * Issue 32's import figures: a Plan-Net import of N clinicians built from the shared data with new NPIs
 * (the shared Practitioners and roles repeated, places and plans as they are), first load and an
 * unchanged re-run, each in its own process timed by /usr/bin/time (wall time and peak resident memory);
 * then an NPPES-layout file of M rows scanned against a roster of R NPIs.
 *   npm run import-bench -w @fad/bench -- [--clinicians 50000] [--nppes-rows 1000000] [--roster 50000]
 */
const { values } = parseArgs({
  options: {
    clinicians: { type: "string", default: "50000" },
    "nppes-rows": { type: "string", default: "1000000" },
    "baseline-rows": { type: "string", default: "50000" },
    roster: { type: "string", default: "50000" },
    url: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    only: { type: "string", default: "plan-net,nppes" },
  },
});
const clinicians = Number(values.clinicians);
const nppesRows = Number(values["nppes-rows"]);
const rosterSize = Number(values.roster);
const ROOT = path.resolve(import.meta.dirname, "../..");
const SHARED = path.resolve(ROOT, "../shared/interop");
const WORK = path.join(ROOT, "bench/.data/import");
const CLI = path.join(ROOT, "apps/server/src/import/import-cli.ts");
const SCAN = path.join(import.meta.dirname, "scan-nppes.ts");

async function writeLines(file: string, lines: Iterable<string>): Promise<void> {
  const out = createWriteStream(file);
  for (const line of lines) if (!out.write(`${line}\n`)) await once(out, "drain");
  out.end();
  await once(out, "finish");
}

function* planNetClinicians(): Generator<string> {
  const practitioners = readFileSync(path.join(SHARED, "plan-net-ri/nppes-data-Practitioner.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean);
  for (let index = 0; index < clinicians; index += 1) {
    const practitioner = JSON.parse(practitioners[index % practitioners.length] as string);
    practitioner.id = `bench-practitioner-${index}`;
    practitioner.identifier[0].value = npiFromSequence(index, 32);
    yield JSON.stringify(practitioner);
  }
}

function* planNetRoles(): Generator<string> {
  const roles = readFileSync(path.join(SHARED, "plan-net-ri/nppes-data-PractitionerRole.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean);
  for (let index = 0; index < clinicians; index += 1) {
    const role = JSON.parse(roles[index % roles.length] as string);
    role.id = `bench-role-${index}`;
    role.practitioner = { reference: `Practitioner/bench-practitioner-${index}` };
    yield JSON.stringify(role);
  }
}

/** Wall seconds and peak RSS of one command, from GNU time's last stderr line. */
function timed(command: string[], env: NodeJS.ProcessEnv): { seconds: number; peakMb: number; stdout: string } {
  const run = spawnSync("/usr/bin/time", ["-f", "TIME %e %M", ...command], {
    env,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const line = run.stderr.split("\n").find((entry) => entry.startsWith("TIME ")) ?? "TIME 0 0";
  const [, seconds, kb] = line.split(" ");
  if (run.status !== 0)
    throw new Error(
      `${command.join(" ")} exited ${run.status}: ${run.stderr.slice(-2000)}\n${run.stdout.slice(-2000)}`,
    );
  return { seconds: Number(seconds), peakMb: Math.round(Number(kb) / 1024), stdout: run.stdout };
}

async function planNetBench(): Promise<void> {
  const folder = path.join(WORK, `plan-net-${clinicians}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  await writeLines(path.join(folder, "Practitioner.ndjson"), planNetClinicians());
  await writeLines(path.join(folder, "PractitionerRole.ndjson"), planNetRoles());
  for (const type of [
    "Location",
    "Organization",
    "HealthcareService",
    "InsurancePlan",
    "Endpoint",
    "OrganizationAffiliation",
  ]) {
    await writeLines(
      path.join(folder, `${type}.ndjson`),
      readFileSync(path.join(SHARED, `plan-net-ri/nppes-data-${type}.ndjson`), "utf8")
        .split("\n")
        .filter(Boolean),
    );
  }
  const database = `fad_bench_import_${clinicians}`;
  const admin = new pg.Client({ connectionString: values.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(values.url);
  url.pathname = `/${database}`;
  const env = { ...process.env, DATABASE_URL: url.toString() };
  const command = [process.execPath, "--import", "tsx", CLI, folder];
  const first = timed(command, env);
  const again = timed(command, env);
  const summary = (stdout: string) => stdout.split("\n").find((line) => line.startsWith("clinicians:")) ?? "";
  console.log(`Plan-Net import of ${clinicians} clinicians on PostgreSQL (${database}):`);
  console.log(`  first load: ${first.seconds} s, peak ${first.peakMb} MB — ${summary(first.stdout)}`);
  console.log(`  unchanged re-run: ${again.seconds} s, peak ${again.peakMb} MB — ${summary(again.stdout)}`);
}

async function nppesBench(): Promise<void> {
  const file = path.join(WORK, `nppes-${nppesRows}.csv`);
  const roster = path.join(WORK, `roster-${rosterSize}.txt`);
  mkdirSync(WORK, { recursive: true });
  const sample = createInterface({ input: createReadStream(path.join(SHARED, "nppes/nppes-practitioner-sample.csv")) });
  const lines: string[] = [];
  for await (const line of sample) lines.push(line);
  const [header, ...rows] = lines as [string, ...string[]];
  function* csv(): Generator<string> {
    yield header;
    for (let index = 0; index < nppesRows; index += 1) {
      const row = rows[index % rows.length] as string;
      // The first field is the quoted NPI.
      yield `"${npiFromSequence(index, 7)}"${row.slice(row.indexOf(","))}`;
    }
  }
  await writeLines(file, csv());
  // Every (rows / roster)-th row's NPI is on the roster, so the roster's clinicians are spread through the file.
  const step = Math.max(1, Math.floor(nppesRows / rosterSize));
  await writeLines(
    roster,
    (function* () {
      for (let index = 0; index < nppesRows && index / step < rosterSize; index += step)
        yield npiFromSequence(index, 7);
    })(),
  );
  const scan = timed([process.execPath, "--import", "tsx", SCAN, file, roster], process.env);
  console.log(
    `NPPES scan of ${nppesRows} rows against a roster of ${rosterSize}: ${scan.seconds} s, ${Math.round(nppesRows / scan.seconds)} rows/s, peak ${scan.peakMb} MB — ${scan.stdout.trim()}`,
  );
  // The baseline in the same run: csv-parse over every field of the first rows (the reader before decision 135's scan).
  const baselineRows = Math.min(nppesRows, Number(values["baseline-rows"]));
  const baseline = timed(
    [process.execPath, "--import", "tsx", SCAN, file, roster, "--baseline", String(baselineRows)],
    process.env,
  );
  console.log(
    `  baseline, csv-parse over every field of ${baselineRows} rows: ${baseline.seconds} s, ${Math.round(baselineRows / baseline.seconds)} rows/s, peak ${baseline.peakMb} MB`,
  );
}

console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`,
);
if (values.only.includes("plan-net")) await planNetBench();
if (values.only.includes("nppes")) await nppesBench();
