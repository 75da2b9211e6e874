import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { HttpScenario } from "../scenarios/scenario.ts";
import type { BenchSamples } from "./bench-samples.ts";
import type { Figures } from "./measure.ts";
import { runHttpLoad } from "./run-http-load.ts";

/** Distinct answers captured per scenario: enough that the floor does not send one cached buffer. */
const CAPTURED_ANSWERS = 200;

/**
 * The scenario's floor: its first answers captured from the real server, then served precomputed by
 * floor-server.ts (same framework, parsing and compression, as many processes as the server) under the
 * same load. The ratio scenario ÷ floor is how close the real work comes to the cost of the answer.
 */
export async function runFloor(options: {
  baseUrl: string;
  scenario: HttpScenario;
  samples: BenchSamples;
  connections: number;
  seconds: number;
  workers: number;
  port: number;
}): Promise<Figures> {
  const { scenario, samples } = options;
  const next = scenario.requests(samples);
  const answers: string[] = [];
  let requestPath = "";
  for (let index = 0; index < CAPTURED_ANSWERS; index++) {
    const request = next();
    requestPath = request.path;
    const response = await fetch(`${options.baseUrl}${request.path}`, {
      method: request.method,
      headers: { "content-type": "application/json", ...request.headers },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    if (!response.ok) throw new Error(`capturing the floor's answers: ${request.path} answered ${response.status}`);
    answers.push(await response.text());
  }
  const folder = mkdtempSync(path.join(tmpdir(), "fad-floor-"));
  const file = path.join(folder, "answers.json");
  writeFileSync(file, JSON.stringify(answers));
  const server = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(import.meta.dirname, "floor-server.ts"),
      file,
      String(options.port),
      requestPath,
      String(options.workers),
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  try {
    const base = `http://127.0.0.1:${options.port}`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {
        if (Date.now() > deadline) throw new Error("the floor server did not start");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return await runHttpLoad({
      baseUrl: base,
      connections: options.connections,
      seconds: options.seconds,
      nextRequest: scenario.requests(samples),
    });
  } finally {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    rmSync(folder, { recursive: true, force: true });
  }
}
