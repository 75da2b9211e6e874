import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** The real start-up path: a server process on an embedded database in a temporary folder. */
const dataDir = mkdtempSync(path.join(tmpdir(), "fad-main-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "main.ts")], {
    env: {
      ...environmentWithoutDatabaseUrl(),
      PORT: String(port),
      HOST: "127.0.0.1",
      FAD_DATA_DIR: dataDir,
      FAD_SEED_PHYSICIANS: "30",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/fadmaa/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("server did not become healthy");
}

/** The embedded database is under test here, whatever the shell points at. */
function environmentWithoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  return environment;
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  return exited;
}

describe("server process", () => {
  it("migrates and seeds an empty database, serves, stops cleanly on SIGTERM and keeps its data", async () => {
    const port = await freePort();
    const first = await startServer(port);
    const page = await fetch(`http://127.0.0.1:${port}/physicians`);
    expect(page.status).toBe(200);
    const avatarPath = (await (await fetch(`http://127.0.0.1:${port}/variants/texting/texting`)).text()).match(
      /"urlTitle":"([a-z0-9-]+)"/,
    );
    expect(avatarPath, "the texting preset names a seeded physician").not.toBeNull();
    expect(await stop(first)).toBe(0);

    // Same folder, seeding off: the physicians are still there.
    const second = await startServer(port, { FAD_SEED_ON_EMPTY: "false" });
    const again = await (await fetch(`http://127.0.0.1:${port}/variants/texting/texting`)).text();
    expect(again).toContain(`"urlTitle":"${avatarPath?.[1]}"`);
    expect(await stop(second)).toBe(0);
  });

  it("refuses to start on a bad setting, naming it", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "main.ts")], {
      env: { ...process.env, PORT: "not-a-port" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(2);
    expect(stderr).toContain("PORT");
  });
});
