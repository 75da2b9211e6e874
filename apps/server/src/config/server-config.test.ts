import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import path from "node:path";
import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { describe, expect, it } from "vitest";
import {
  BOOKING_RATE_LIMIT_DEFAULTS,
  ConfigurationError,
  loadServerConfig,
  RATE_LIMIT_DEFAULTS,
  REPOSITORY_ROOT,
  TRUST_PROXY_DEFAULT,
} from "./server-config.ts";

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

  it("runs one process per core on PostgreSQL unless FAD_WORKERS is set, and one on the embedded database", () => {
    const postgres = { DATABASE_URL: "postgres://u@db:5432/fad" };
    expect(loadServerConfig(postgres).workers).toBe(Math.min(64, availableParallelism()));
    expect(loadServerConfig({ ...postgres, FAD_WORKERS: "3" }).workers).toBe(3);
    expect(loadServerConfig({}).workers).toBe(1);
    expect(loadServerConfig({ FAD_WORKERS: "1" }).workers).toBe(1);
    expect(() => loadServerConfig({ FAD_WORKERS: "2" })).toThrow(/FAD_WORKERS.*DATABASE_URL/);
    expect(() => loadServerConfig({ ...postgres, FAD_WORKERS: "0" })).toThrow(/FAD_WORKERS/);
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

  it("takes the hold, book, search and type-ahead rate limits per minute, with defaults", () => {
    expect(loadServerConfig({}).rateLimits).toEqual(RATE_LIMIT_DEFAULTS);
    expect(loadServerConfig({}).rateLimits).toMatchObject(BOOKING_RATE_LIMIT_DEFAULTS);
    expect(
      loadServerConfig({
        FAD_HOLD_RATE_LIMIT: "500",
        FAD_BOOK_RATE_LIMIT: "100",
        FAD_SEARCH_RATE_LIMIT: "1000",
        FAD_TYPEAHEAD_RATE_LIMIT: "5000",
        FAD_MANAGE_RATE_LIMIT: "40",
      }).rateLimits,
    ).toEqual({
      holdPerMinute: 500,
      bookPerMinute: 100,
      searchPerMinute: 1000,
      typeAheadPerMinute: 5000,
      managePerMinute: 40,
    });
    expect(() => loadServerConfig({ FAD_MANAGE_RATE_LIMIT: "0" })).toThrow(/FAD_MANAGE_RATE_LIMIT/);
    expect(() => loadServerConfig({ FAD_HOLD_RATE_LIMIT: "0" })).toThrow(/FAD_HOLD_RATE_LIMIT/);
    expect(() => loadServerConfig({ FAD_BOOK_RATE_LIMIT: "many" })).toThrow(/FAD_BOOK_RATE_LIMIT/);
    expect(() => loadServerConfig({ FAD_SEARCH_RATE_LIMIT: "-1" })).toThrow(/FAD_SEARCH_RATE_LIMIT/);
    expect(() => loadServerConfig({ FAD_TYPEAHEAD_RATE_LIMIT: "1.5" })).toThrow(/FAD_TYPEAHEAD_RATE_LIMIT/);
  });

  it("takes the email settings: SMTP URL, sender, public origin; the development page only without SMTP and outside production", () => {
    const defaults = loadServerConfig({ PORT: "8090" }).mail;
    expect(defaults).toEqual({
      smtpUrl: null,
      from: "Find a Doctor <no-reply@localhost>",
      publicUrl: "http://localhost:8090",
      devOutboxPage: true,
    });
    const configured = loadServerConfig({
      FAD_SMTP_URL: "smtps://mailer:secret@smtp.example.org:465",
      FAD_MAIL_FROM: "Clinic <appointments@example.org>",
      FAD_PUBLIC_URL: "https://find.example.org/",
    }).mail;
    expect(configured).toEqual({
      smtpUrl: "smtps://mailer:secret@smtp.example.org:465",
      from: "Clinic <appointments@example.org>",
      publicUrl: "https://find.example.org",
      devOutboxPage: false,
    });
    expect(loadServerConfig({ NODE_ENV: "production" }).mail.devOutboxPage).toBe(false);
    expect(() => loadServerConfig({ FAD_SMTP_URL: "http://smtp.example.org" })).toThrow(/FAD_SMTP_URL/);
    expect(() => loadServerConfig({ FAD_PUBLIC_URL: "https://find.example.org/path" })).toThrow(/FAD_PUBLIC_URL/);
  });

  it("takes the book call's minimum fill time in seconds, the contracts' value by default", () => {
    expect(loadServerConfig({}).bookMinFillSeconds).toBe(MIN_BOOKING_FILL_SECONDS);
    expect(loadServerConfig({ FAD_BOOK_MIN_FILL_SECONDS: "0" }).bookMinFillSeconds).toBe(0);
    expect(loadServerConfig({ FAD_BOOK_MIN_FILL_SECONDS: "10" }).bookMinFillSeconds).toBe(10);
    expect(() => loadServerConfig({ FAD_BOOK_MIN_FILL_SECONDS: "-1" })).toThrow(/FAD_BOOK_MIN_FILL_SECONDS/);
    expect(() => loadServerConfig({ FAD_BOOK_MIN_FILL_SECONDS: "2.5" })).toThrow(/FAD_BOOK_MIN_FILL_SECONDS/);
  });

  it("believes X-Forwarded-* only from a proxy on this machine unless FAD_TRUST_PROXY names others (decision 90)", () => {
    expect(loadServerConfig({}).trustProxy).toBe(TRUST_PROXY_DEFAULT);
    expect(TRUST_PROXY_DEFAULT).toBe("loopback");
    expect(loadServerConfig({ FAD_TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadServerConfig({ FAD_TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadServerConfig({ FAD_TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toBe("10.0.0.0/8, 127.0.0.1");
    expect(() => loadServerConfig({ FAD_TRUST_PROXY: "*" })).toThrow(/FAD_TRUST_PROXY/);
  });

  it("answers /metrics to this machine unless FAD_METRICS_ALLOW names others, and refuses a bad entry by name (decision 153)", () => {
    expect(loadServerConfig({}).metricsAllow).toEqual(["127.0.0.0/8", "::1"]);
    expect(loadServerConfig({ FAD_METRICS_ALLOW: "10.0.0.0/8, 192.0.2.7" }).metricsAllow).toEqual([
      "10.0.0.0/8",
      "192.0.2.7",
    ]);
    expect(loadServerConfig({ FAD_METRICS_ALLOW: "none" }).metricsAllow).toEqual([]);
    expect(() => loadServerConfig({ FAD_METRICS_ALLOW: "prometheus.internal" })).toThrow(
      /FAD_METRICS_ALLOW.*prometheus\.internal/,
    );
  });

  it("reads the hold limits, 2 live per calendar and 30 a day by default (decision 90)", () => {
    expect(loadServerConfig({}).holdLimits).toEqual({ perCalendar: 2, perDay: 30 });
    expect(loadServerConfig({ FAD_HOLDS_PER_CALENDAR: "5", FAD_HOLDS_PER_DAY: "100" }).holdLimits).toEqual({
      perCalendar: 5,
      perDay: 100,
    });
    expect(() => loadServerConfig({ FAD_HOLDS_PER_CALENDAR: "0" })).toThrow(/FAD_HOLDS_PER_CALENDAR/);
    expect(() => loadServerConfig({ FAD_HOLDS_PER_DAY: "many" })).toThrow(/FAD_HOLDS_PER_DAY/);
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

  it("reads the video hosts the CSP allows from FAD_VIDEO_HOSTS: none by default (decision 105)", () => {
    expect(loadServerConfig({}).videoHosts).toEqual([]);
    expect(loadServerConfig({ FAD_VIDEO_HOSTS: "  " }).videoHosts).toEqual([]);
    expect(
      loadServerConfig({
        FAD_VIDEO_HOSTS: "https://www.YouTube-nocookie.com/, https://www.youtube.com https://www.youtube.com",
      }).videoHosts,
    ).toEqual(["https://www.youtube-nocookie.com", "https://www.youtube.com"]);
    expect(loadServerConfig({ FAD_VIDEO_HOSTS: "http://127.0.0.1:9000" }).videoHosts).toEqual([
      "http://127.0.0.1:9000",
    ]);
    for (const bad of ["*", "https://*.example.org", "https://x.org/videos", "'self'", "youtube.com", "data:"]) {
      expect(() => loadServerConfig({ FAD_VIDEO_HOSTS: bad }), bad).toThrow(/FAD_VIDEO_HOSTS: each must be an origin/);
    }
  });
});
