import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createPglite } from "../database/create-database.ts";
import { embeddedDatabaseInUse, ImportArgumentsError, parseImportArguments } from "./import-cli.ts";

const CLI = path.join(import.meta.dirname, "import-cli.ts");

describe("npm run import's command line", () => {
  it("takes files and folders and the flags; refuses what it does not know", () => {
    expect(parseImportArguments(["a.ndjson", "dir", "--dry-run", "--partial"])).toMatchObject({
      inputs: ["a.ndjson", "dir"],
      dryRun: true,
      partial: true,
      skipRejected: false,
    });
    expect(() => parseImportArguments([])).toThrow(ImportArgumentsError);
    expect(() => parseImportArguments(["--roster", "r.txt", "x"])).toThrow(/--roster goes with --nppes/);
    expect(() => parseImportArguments(["--frobnicate"])).toThrow(ImportArgumentsError);
  });

  it("refuses, with what to do, while another process has the embedded database open", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "fad-import-pglite-"));
    const server = await createPglite(dataDir);
    try {
      expect(embeddedDatabaseInUse({ kind: "pglite", dataDir })).toMatch(/is open in another process/);
      const { DATABASE_URL: _url, ...env } = process.env;
      const run = spawnSync(process.execPath, ["--import", "tsx", CLI, dataDir], {
        env: { ...env, FAD_DATA_DIR: dataDir },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.status, run.stderr).toBe(2);
      expect(run.stdout).toMatch(/Stop that server, run the import/);
    } finally {
      await server.close();
    }
    expect(embeddedDatabaseInUse({ kind: "pglite", dataDir })).toBeNull();
    expect(embeddedDatabaseInUse({ kind: "postgres", url: "postgres://x" })).toBeNull();
  }, 90_000);
});
