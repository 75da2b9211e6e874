import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigurationError, loadServerConfig, REPOSITORY_ROOT } from "./server-config.ts";

describe("loadServerConfig", () => {
  it("defaults to PGlite in ./data at the repository root on port 8080", () => {
    const config = loadServerConfig({});
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: "pglite", dataDir: path.join(REPOSITORY_ROOT, "data") });
    expect(config.seed).toEqual({ onEmpty: true, physicians: 1500, seed: 20261122 });
    expect(config.frameAncestors).toEqual(["'self'"]);
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = loadServerConfig({
      DATABASE_URL: "postgres://u@db:5432/fad",
      PORT: "9000",
      FAD_SEED_ON_EMPTY: "false",
    });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/fad" });
    expect(config.port).toBe(9000);
    expect(config.seed.onEmpty).toBe(false);
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadServerConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(ConfigurationError);
    expect(() => loadServerConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadServerConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadServerConfig({ FAD_DEFAULT_VARIANT: "other" })).toThrow(/FAD_DEFAULT_VARIANT/);
  });
});
