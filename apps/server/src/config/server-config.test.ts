import { randomBytes } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BOOKING_RATE_LIMIT_DEFAULTS, ConfigurationError, loadServerConfig, REPOSITORY_ROOT } from "./server-config.ts";

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

  it("reads the patient-data key from FAD_PATIENT_DATA_KEY, else from ./.fad-local-key at the repository root", () => {
    expect(loadServerConfig({}).patientData).toEqual({
      key: null,
      keyFile: path.join(REPOSITORY_ROOT, ".fad-local-key"),
      previousKeys: [],
    });
    const key = randomBytes(32);
    const old = randomBytes(32);
    const config = loadServerConfig({
      FAD_PATIENT_DATA_KEY: key.toString("base64"),
      FAD_PATIENT_KEY_FILE: "/etc/fad/key",
      FAD_PATIENT_DATA_PREVIOUS_KEYS: ` ${old.toString("base64")} ,`,
    });
    expect(config.patientData.key?.equals(key)).toBe(true);
    expect(config.patientData.keyFile).toBe("/etc/fad/key");
    expect(config.patientData.previousKeys.map((entry) => entry.toString("hex"))).toEqual([old.toString("hex")]);
  });

  it("refuses a patient-data key that is not the base64 of 32 bytes, without echoing it", () => {
    for (const bad of [randomBytes(16).toString("base64"), randomBytes(33).toString("base64"), "not base64 at all!!"]) {
      let message = "";
      try {
        loadServerConfig({ FAD_PATIENT_DATA_KEY: bad });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigurationError);
        message = (error as Error).message;
      }
      expect(message).toContain("FAD_PATIENT_DATA_KEY");
      expect(message).not.toContain(bad);
    }
    expect(() => loadServerConfig({ FAD_PATIENT_DATA_PREVIOUS_KEYS: "short" })).toThrow(
      /FAD_PATIENT_DATA_PREVIOUS_KEYS/,
    );
  });

  it("takes the hold and book rate limits per minute, with defaults", () => {
    expect(loadServerConfig({}).rateLimits).toEqual(BOOKING_RATE_LIMIT_DEFAULTS);
    expect(loadServerConfig({ FAD_HOLD_RATE_LIMIT: "500", FAD_BOOK_RATE_LIMIT: "100" }).rateLimits).toEqual({
      holdPerMinute: 500,
      bookPerMinute: 100,
    });
    expect(() => loadServerConfig({ FAD_HOLD_RATE_LIMIT: "0" })).toThrow(/FAD_HOLD_RATE_LIMIT/);
    expect(() => loadServerConfig({ FAD_BOOK_RATE_LIMIT: "many" })).toThrow(/FAD_BOOK_RATE_LIMIT/);
  });

  it("reads the host origins allowed to embed the app from FAD_EMBED_ORIGINS", () => {
    expect(loadServerConfig({}).embedOrigins).toEqual([]);
    expect(
      loadServerConfig({ FAD_EMBED_ORIGINS: " https://www.Example-Hospital.org/ , http://127.0.0.1:8212" })
        .embedOrigins,
    ).toEqual(["https://www.example-hospital.org", "http://127.0.0.1:8212"]);
    for (const bad of ["*", "https://x.org/path", "ftp://x.org", "www.x.org", "https://u:p@x.org"]) {
      expect(() => loadServerConfig({ FAD_EMBED_ORIGINS: bad })).toThrow(/FAD_EMBED_ORIGINS/);
    }
  });
});
