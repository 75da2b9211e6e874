import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Builds the production web app into a fresh temporary folder (never apps/web/dist, which a running
 * server or another engineer's e2e run may be serving) and returns the folder.
 */
export async function buildWebApp(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), "fad-bench-web-"));
  const vite = path.join(ROOT, "node_modules", ".bin", "vite");
  await new Promise<void>((resolve, reject) => {
    const build = spawn(vite, ["build", "apps/web", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "inherit"],
    });
    build.once("error", reject);
    build.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with code ${code}`))));
  });
  return outDir;
}
