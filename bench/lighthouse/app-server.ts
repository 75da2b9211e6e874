import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "../bundle/build-web-app.ts";
import { answers } from "../lib/bench-server.ts";

export interface AppServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The production server as e2e/start-e2e-server.sh starts it: the built web app, a fresh embedded
 * database in a temporary folder seeded with the demo network (1,500 physicians, the default), one
 * process. Stopping it removes the folder.
 */
export async function startAppServer(options: {
  distDir: string;
  port: number;
  physicians: number;
  /** More settings for the server (e.g. FAD_SERVER_RENDER=false for the browser-rendered baseline). */
  env?: Record<string, string>;
}): Promise<AppServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  if (await answers(`${baseUrl}/fadmaa/health`)) {
    throw new Error(`port ${options.port} already answers: stop that server first, or the figures would be its`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "fad-bench-lighthouse-"));
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      FAD_DATA_DIR: dataDir,
      FAD_WEB_DIST: options.distDir,
      FAD_SEED_PHYSICIANS: String(options.physicians),
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const started = performance.now();
    // Seeding the demo network on first start takes a while on a busy machine.
    while (!(await answers(`${baseUrl}/fadmaa/health`))) {
      if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
      if (performance.now() - started > 300_000) throw new Error("server did not become healthy within 5 minutes");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
