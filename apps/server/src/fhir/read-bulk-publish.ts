import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import type { OperationOutcomeIssue, Resource } from "@medplum/fhirtypes";

/**
 * An aggregator's reading of a SMART Scheduling Links publication (decision 141): the manifest, then
 * every file it lists, line by line as it streams in (never a whole file in memory), each line parsed,
 * of the type the manifest says, checked by `validate`, and every Slot's Schedule published in the same
 * state. What it finds is counted; what is wrong is listed. Runs against any server:
 *   npx tsx apps/server/src/fhir/read-bulk-publish.ts http://localhost:8080/fhir [since]
 */
export interface PublicationReading {
  transactionTime: string;
  files: number;
  lines: Record<string, number>;
  slotStatuses: Record<string, number>;
  bytes: number;
  problems: string[];
}

interface ManifestOutput {
  type: string;
  url: string;
  extension?: { state?: string[] };
}

export async function readBulkPublish(
  fhirBase: string,
  options: {
    since?: string;
    /** Only the files of these states (an aggregator of one region); all when absent. */
    states?: string[];
    validate: (resource: Resource) => OperationOutcomeIssue[];
  },
): Promise<PublicationReading> {
  const query = options.since ? `?_since=${encodeURIComponent(options.since)}` : "";
  const response = await fetch(`${fhirBase}/$bulk-publish${query}`, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`the manifest answered ${response.status}`);
  const manifest = (await response.json()) as { transactionTime?: string; output?: ManifestOutput[] };
  const reading: PublicationReading = {
    transactionTime: manifest.transactionTime ?? "",
    files: 0,
    lines: {},
    slotStatuses: {},
    bytes: 0,
    problems: [],
  };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(reading.transactionTime)) {
    reading.problems.push(`transactionTime ${reading.transactionTime} is not a FHIR instant`);
  }
  // Schedules before Slots, so each Slot's Schedule is known when it is read.
  const wanted = (output: ManifestOutput) =>
    !options.states || (output.extension?.state ?? []).some((state) => options.states?.includes(state));
  const outputs = [...(manifest.output ?? [])]
    .filter(wanted)
    .sort((a, b) => Number(a.type === "Slot") - Number(b.type === "Slot"));
  const schedules = new Set<string>();
  for (const output of outputs) {
    reading.files += 1;
    const file = await fetch(output.url);
    if (!file.ok || !file.body) {
      reading.problems.push(`${output.url} answered ${file.status}`);
      continue;
    }
    const lines = createInterface({ input: Readable.fromWeb(file.body as WebReadableStream), crlfDelay: Infinity });
    let number = 0;
    for await (const line of lines) {
      number += 1;
      reading.bytes += Buffer.byteLength(line) + 1;
      const where = `${output.url} line ${number}`;
      let resource: Resource;
      try {
        resource = JSON.parse(line) as Resource;
      } catch {
        reading.problems.push(`${where} is not JSON`);
        continue;
      }
      if (resource.resourceType !== output.type) {
        reading.problems.push(`${where} is a ${resource.resourceType}, not a ${output.type}`);
        continue;
      }
      reading.lines[output.type] = (reading.lines[output.type] ?? 0) + 1;
      for (const issue of options.validate(resource)) {
        reading.problems.push(`${where}: ${issue.details?.text ?? issue.diagnostics ?? issue.code}`);
      }
      if (resource.resourceType === "Schedule") schedules.add(`Schedule/${resource.id}`);
      if (resource.resourceType === "Slot") {
        reading.slotStatuses[resource.status] = (reading.slotStatuses[resource.status] ?? 0) + 1;
        // With _since an unchanged Schedule is not sent again: only a full reading can check the link.
        if (!options.since && !schedules.has(resource.schedule.reference ?? "")) {
          reading.problems.push(`${where}: ${resource.schedule.reference} is not in the publication`);
        }
      }
    }
  }
  return reading;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base, since] = process.argv.slice(2);
  if (!base) {
    console.error("usage: read-bulk-publish.ts <FHIR base URL> [_since instant]");
    process.exit(2);
  }
  const { schedulingLinksIssues } = await import("./scheduling-links-validator.ts");
  const started = Date.now();
  const reading = await readBulkPublish(base.replace(/\/$/, ""), {
    ...(since ? { since } : {}),
    validate: schedulingLinksIssues,
  });
  console.log(
    JSON.stringify(
      {
        ...reading,
        problems: reading.problems.slice(0, 20),
        problemCount: reading.problems.length,
        ms: Date.now() - started,
      },
      null,
      2,
    ),
  );
  process.exit(reading.problems.length === 0 ? 0 : 1);
}
