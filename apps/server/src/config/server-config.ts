import path from "node:path";
import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { normalizePhoneNumber, PHONE_NUMBER_PATTERN } from "@fad/contracts/patient/phone-number";
import { z } from "zod";
import type { DatabaseTarget } from "../database/create-database.ts";
import { MAX_SERVER_WORKERS, serverWorkerCount, WorkerCountError } from "../process/server-workers.ts";
import { HOLD_LIMIT_DEFAULTS, type HoldLimits } from "./hold-limit-defaults.ts";
import { METRICS_ALLOW_DEFAULT, parseMetricsAllow } from "./metrics-access.ts";
import { parseSmartClients, SMART_TOKEN_PATH, type SmartClient } from "./smart-clients.ts";
import { type StaffConfig, staffConfigOf } from "./staff-sign-in-config.ts";

/** The demo network's support centre (a fictional 555 number). */
export const DEMO_SUPPORT_PHONE = "800-555-0199";

/**
 * Every setting the server reads, parsed once at start (docs/operations.md's configuration table mirrors this).
 * A bad value stops the start with a message naming the variable.
 */
/** Bounds of the demo network's size and seed, shared by FAD_SEED_* and `npm run seed` arguments. */
export const SEED_LIMITS = {
  physicians: { min: 1, max: 200_000 },
  seed: { min: 0, max: 2 ** 32 - 1 },
} as const;

const booleanText = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/**
 * A page the server cannot render in this long is sent without its render (the browser renders it,
 * as it did before decision 57): a slow database must not hold the first paint back further.
 */
export const SERVER_RENDER_TIMEOUT_MS = 2_000;

/**
 * Pages rendered at once, at most, per server process. A render costs tens of milliseconds of the
 * event loop (against a few for an API call): past this, pages are sent for the browser to render, so a
 * burst of page views cannot slow the API calls of visitors already on a page.
 */
export const SERVER_RENDER_CONCURRENCY = 4;

/** Defaults of the hold and book rate limits, per client address per minute (docs/operations.md, "Configuration"). */
export const BOOKING_RATE_LIMIT_DEFAULTS = { holdPerMinute: 30, bookPerMinute: 10 } as const;

/**
 * Admission control of the booking calls (decision 209; http/admission-control.ts): guarded calls one
 * process serves at once, and how late its event loop may run (ms), before it sheds the next holder or
 * hold with 503 and this Retry-After (seconds).
 */
export const ADMISSION_DEFAULTS = { maxInFlight: 32, maxEventLoopDelayMs: 200, retryAfterSeconds: 1 } as const;

/**
 * Defaults of every rate limit, per client address per minute (docs/operations.md "Configuration"; the reasoning is decision 46).
 * Searches (provider search and the slot searches) at 120: a person paging, filtering and opening
 * calendars makes a few a minute. Type-ahead at 600: it asks once per keystroke (after a short pause).
 */
export const RATE_LIMIT_DEFAULTS = {
  ...BOOKING_RATE_LIMIT_DEFAULTS,
  searchPerMinute: 120,
  typeAheadPerMinute: 600,
  /** The manage calls (open, cancel, reschedule a booking), counted in the database (decision 80). */
  managePerMinute: 20,
} as const;

/**
 * Which peers may speak for the client through X-Forwarded-For/-Proto/-Host (Fastify's trustProxy).
 * By default only a proxy on this machine (decision 90): any other peer, on the internet or on the
 * private network, cannot pick its own address (and so dodge the per-client limits), protocol or
 * host. A deployment whose proxies are elsewhere names them (docs/operations.md).
 */
export const TRUST_PROXY_DEFAULT = "loopback";

/** The patient-data key is 32 bytes (AES-256); its messages never echo the value. */
export const PATIENT_KEY_BYTES = 32;
const patientKeyText = z
  .string()
  .trim()
  .refine((text) => decodesToKey(text), `must be the base64 of exactly ${PATIENT_KEY_BYTES} bytes`)
  .transform((text) => Buffer.from(text, "base64"));

/** http(s)://host[:port] with nothing after it (a trailing slash is tolerated). */
export function isOrigin(text: string): boolean {
  if (!/^https?:\/\/[^/?#*]+\/?$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** Base64 of exactly 32 bytes, nothing else (Buffer.from ignores stray characters, so it is checked first). */
export function decodesToKey(text: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(text) && Buffer.from(text, "base64").length === PATIENT_KEY_BYTES;
}

/** A comma-separated list, trimmed, blanks dropped. */
const commaList = z
  .string()
  .optional()
  .transform((text) =>
    (text ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  );

/** mllp://host:port, the port 1–65535, nothing after it. */
export function isMllpUrl(text: string): boolean {
  if (!/^mllp:\/\/[^\s/?#@]+:\d+\/?$/i.test(text)) return false;
  try {
    const url = new URL(text);
    const port = Number(url.port);
    return url.hostname !== "" && port >= 1 && port <= 65535;
  } catch {
    return false;
  }
}

/** An HL7 header name (HD namespace id): letters, digits, spaces, dot, dash, underscore; at most 20. */
const hl7NameText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 ._-]{0,20}$/, "must be at most 20 letters, digits, spaces, dots, dashes or underscores");

export const serverEnvironmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  FAD_DATA_DIR: z.string().min(1).default("./data"),
  /** Server processes (decision 70): unset, one per core on PostgreSQL; always one on the embedded database. */
  FAD_WORKERS: z.coerce.number().int().min(1).max(MAX_SERVER_WORKERS).optional(),
  FAD_SEED_PHYSICIANS: z.coerce
    .number()
    .int()
    .min(SEED_LIMITS.physicians.min)
    .max(SEED_LIMITS.physicians.max)
    .default(1500),
  FAD_SEED: z.coerce.number().int().min(SEED_LIMITS.seed.min).max(SEED_LIMITS.seed.max).default(20261122),
  FAD_SEED_ON_EMPTY: booleanText.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  FAD_WEB_DIST: z.string().min(1).optional(),
  FAD_FRAME_ANCESTORS: z.string().min(1).default("'self'"),
  /** Whether the server renders app pages for a fast first paint (decision 57). */
  FAD_SERVER_RENDER: booleanText.default(true),
  /** Milliseconds a page may take to render on the server before it is sent for the browser to render. */
  FAD_SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(SERVER_RENDER_TIMEOUT_MS),
  /** Pages rendered at once per process; past it, pages are sent for the browser to render. */
  FAD_SERVER_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(SERVER_RENDER_CONCURRENCY),
  /** Host page origins that may embed the app (CORS with credentials; docs/embedding.md), comma-separated. */
  FAD_EMBED_ORIGINS: commaList
    .refine(
      (parts) => parts.every(isOrigin),
      "each must be an origin such as https://www.example.org (scheme, host and port only; no path, no *)",
    )
    .transform((parts) => parts.map((part) => new URL(part).origin)),
  FAD_MAP_TILE_URL: z.string().url().optional(),
  /** Origins of video hosts the CSP allows (decision 105), comma- or space-separated; unset, none. */
  FAD_VIDEO_HOSTS: z
    .string()
    .optional()
    .transform((text) => (text ?? "").split(/[\s,]+/).filter(Boolean))
    .refine(
      (parts) => parts.every(isOrigin),
      "each must be an origin such as https://videos.example.org (scheme, host and port only; no path, no *)",
    )
    .transform((parts) => [...new Set(parts.map((part) => new URL(part).origin))]),
  /** Spec discovery §2: the scheduling-error page's fixed support number (###-###-####). */
  FAD_SUPPORT_PHONE: z
    .string()
    .trim()
    .transform((text) => normalizePhoneNumber(text))
    .pipe(z.string().regex(PHONE_NUMBER_PATTERN, "FAD_SUPPORT_PHONE must be a 10-digit phone number"))
    .default(DEMO_SUPPORT_PHONE),
  FAD_DEFAULT_VARIANT: z.enum(["cms", "psg", "mho", "mhonative", "proofs", "texting"]).default("cms"),
  FAD_PATIENT_DATA_KEY: patientKeyText.optional(),
  FAD_PATIENT_KEY_FILE: z.string().min(1).default("./.fad-local-key"),
  /** Earlier keys, comma-separated, still read for rows written before a rotation. */
  FAD_PATIENT_DATA_PREVIOUS_KEYS: commaList
    .refine((parts) => parts.every(decodesToKey), `each must be the base64 of exactly ${PATIENT_KEY_BYTES} bytes`)
    .transform((parts) => parts.map((part) => Buffer.from(part, "base64"))),
  FAD_HOLD_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(BOOKING_RATE_LIMIT_DEFAULTS.holdPerMinute),
  FAD_BOOK_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(BOOKING_RATE_LIMIT_DEFAULTS.bookPerMinute),
  FAD_SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(RATE_LIMIT_DEFAULTS.searchPerMinute),
  FAD_TYPEAHEAD_RATE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(RATE_LIMIT_DEFAULTS.typeAheadPerMinute),
  FAD_MANAGE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(RATE_LIMIT_DEFAULTS.managePerMinute),
  /** Holder and hold calls one process serves at once before it sheds more with 503 (books: twice it; decision 209). */
  FAD_ADMISSION_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(ADMISSION_DEFAULTS.maxInFlight),
  /** Holder and hold calls are shed while the event loop runs later than this (ms): the process is short of CPU. */
  FAD_ADMISSION_MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(60_000)
    .default(ADMISSION_DEFAULTS.maxEventLoopDelayMs),
  /** The Retry-After (seconds) of a shed booking call. */
  FAD_ADMISSION_RETRY_AFTER_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(60)
    .default(ADMISSION_DEFAULTS.retryAfterSeconds),
  /** Live holds one client address may have on one calendar (decision 90). */
  FAD_HOLDS_PER_CALENDAR: z.coerce.number().int().min(1).max(1_000_000).default(HOLD_LIMIT_DEFAULTS.perCalendar),
  /** Holds one holder or one client address may make in 24 hours (decision 90). */
  FAD_HOLDS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(HOLD_LIMIT_DEFAULTS.perDay),
  /** smtp://user:pass@host:port or smtps://…: where the email outbox is delivered; unset keeps emails in the outbox. */
  FAD_SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL")
    .optional(),
  FAD_MAIL_FROM: z.string().trim().min(3).max(200).default("Find a Doctor <no-reply@localhost>"),
  /** The origin the emails' links point at (scheme, host and port). */
  FAD_PUBLIC_URL: z
    .string()
    .trim()
    .refine(isOrigin, "must be an origin such as https://find.example.org (scheme, host and port only)")
    .optional(),
  NODE_ENV: z.string().optional(),
  /** mllp://host:port: the EHR's integration engine the HL7 outbox is delivered to; unset keeps messages in the outbox. */
  FAD_HL7_MLLP_URL: z
    .string()
    .trim()
    .refine(isMllpUrl, "must be an mllp://host:port URL, e.g. mllp://127.0.0.1:2575")
    .optional(),
  /** MSH-4, MSH-5, MSH-6 of every HL7 message (the engine may route on them). */
  FAD_HL7_SENDING_FACILITY: hl7NameText.default(""),
  FAD_HL7_RECEIVING_APPLICATION: hl7NameText.default(""),
  FAD_HL7_RECEIVING_FACILITY: hl7NameText.default(""),
  /** SMART Backend Services clients (decision 151): a JSON array of { clientId, jwksUrl | jwks, scopes }. */
  FAD_SMART_CLIENTS: z
    .string()
    .optional()
    .transform((text, context) => {
      try {
        return parseSmartClients(text);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Seconds a book must come after its hold (decision 47); lowered only where no person fills the form (bench). */
  FAD_BOOK_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(600).default(MIN_BOOKING_FILL_SECONDS),
  /** true, false, or comma-separated addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. */
  /** Who may read /metrics (decision 153): addresses and CIDR ranges, or none; this machine by default. */
  FAD_METRICS_ALLOW: z
    .string()
    .default(METRICS_ALLOW_DEFAULT)
    .transform((text, context) => {
      try {
        return parseMetricsAllow(text);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  FAD_TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z.:/,\s]+$/, "must be true, false, or comma-separated addresses or CIDR ranges")
    .default(TRUST_PROXY_DEFAULT)
    .transform(parseTrustProxy),
});

/** Fastify's trustProxy from FAD_TRUST_PROXY's text. */
export function parseTrustProxy(text: string): boolean | string {
  if (text === "true") return true;
  if (text === "false") return false;
  return text;
}

/**
 * Where the patient-data key comes from: the variable, or else a key file (created with mode 0600 on
 * first start when missing). Previous keys only decrypt.
 */
export interface PatientDataKeyConfig {
  key: Buffer | null;
  keyFile: string;
  previousKeys: Buffer[];
}

export interface BookingRateLimits {
  holdPerMinute: number;
  bookPerMinute: number;
}

/** Admission control of the booking calls, per process (decision 209). */
export interface AdmissionLimits {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  retryAfterSeconds: number;
}

/** Requests per client address per minute on each limited call (decision 46). */
export interface RateLimits extends BookingRateLimits {
  /** Provider search and the slot searches. */
  searchPerMinute: number;
  typeAheadPerMinute: number;
  /** Opening, cancelling and rescheduling a booking: counted in the database across processes. */
  managePerMinute: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** Server processes npm start runs (FAD_WORKERS resolved; decision 70). */
  workers: number;
  seed: { onEmpty: boolean; physicians: number; seed: number };
  logLevel: z.infer<typeof serverEnvironmentSchema>["LOG_LEVEL"];
  webDistDir: string;
  /** FAD_SERVER_RENDER: render app pages on the server when the web build has its entry (decision 57). */
  serverRender: boolean;
  /** FAD_SERVER_RENDER_TIMEOUT_MS: past this the page goes without its server render. */
  serverRenderTimeoutMs: number;
  /** FAD_SERVER_RENDER_CONCURRENCY: pages rendered at once per process, at most. */
  serverRenderConcurrency: number;
  frameAncestors: string[];
  /** Origins of host pages allowed to embed the app (FAD_EMBED_ORIGINS). */
  embedOrigins: string[];
  mapTileUrl: string | null;
  /** FAD_VIDEO_HOSTS: origins whose frames and media the CSP allows (decision 105); empty by default. */
  videoHosts: string[];
  /** FAD_SUPPORT_PHONE: the scheduling-error page's support number. */
  supportPhone: string;
  defaultVariant: z.infer<typeof serverEnvironmentSchema>["FAD_DEFAULT_VARIANT"];
  patientData: PatientDataKeyConfig;
  rateLimits: RateLimits;
  /** FAD_ADMISSION_*: when the booking calls are shed at a rush (decision 209). */
  admission: AdmissionLimits;
  /** The book call's minimum seconds after its hold (FAD_BOOK_MIN_FILL_SECONDS, decision 47). */
  bookMinFillSeconds: number;
  /** Fastify's trustProxy (FAD_TRUST_PROXY): whose X-Forwarded-* headers are believed. */
  trustProxy: boolean | string;
  /** How many times one visitor may hold (FAD_HOLDS_PER_CALENDAR, FAD_HOLDS_PER_DAY; decision 90). */
  holdLimits: HoldLimits;
  mail: MailConfig;
  /** The staff console's sign-in (FAD_STAFF_*; identity/staff-sign-in/staff-sign-in-config.ts). */
  staff: StaffConfig;
  hl7: Hl7Config;
  /** SMART Backend Services: the registered clients and the token URL their assertions' aud names. */
  smart: { clients: SmartClient[]; tokenUrl: string };
  /** FAD_METRICS_ALLOW: the addresses and ranges /metrics answers (metrics/metrics-access.ts). */
  metricsAllow: string[];
}

/** The HL7 v2 feed to the EHR's integration engine (docs/decisions.md 150). */
export interface Hl7Config {
  /** FAD_HL7_MLLP_URL; null keeps every message in the outbox. */
  mllpUrl: string | null;
  sendingFacility: string;
  receivingApplication: string;
  receivingFacility: string;
}

/** Without settings (tests that send no HL7): no sender. */
export const HL7_DEFAULTS: Hl7Config = {
  mllpUrl: null,
  sendingFacility: "",
  receivingApplication: "",
  receivingFacility: "",
};

/** Without settings (tests that send no email): no SMTP, no development page. */
export const MAIL_DEFAULTS: MailConfig = {
  smtpUrl: null,
  from: "Find a Doctor <no-reply@localhost>",
  publicUrl: "http://localhost:8080",
  devOutboxPage: false,
};

/** The email outbox's delivery (docs/decisions.md 81). */
export interface MailConfig {
  /** FAD_SMTP_URL; null keeps every email in the outbox (listed by the development page). */
  smtpUrl: string | null;
  from: string;
  /** FAD_PUBLIC_URL, else http://localhost:PORT: the emails' links. */
  publicUrl: string;
  /** The development page listing the outbox: only without SMTP and outside production (NODE_ENV). */
  devOutboxPage: boolean;
}

/** The repository root: relative paths in settings are read from here, whichever workspace npm ran in. */
export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, "../../../..");

export function loadServerConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = serverEnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new ConfigurationError(`Invalid server configuration:\n${problems}`);
  }
  const env = parsed.data;
  const staff = staffConfigOf(environment);
  if ("problems" in staff) {
    throw new ConfigurationError(
      `Invalid server configuration:\n${staff.problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
  }
  const database: DatabaseTarget = env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: path.resolve(REPOSITORY_ROOT, env.FAD_DATA_DIR) };
  return {
    port: env.PORT,
    host: env.HOST,
    database,
    workers: workersOf(database, env.FAD_WORKERS),
    seed: { onEmpty: env.FAD_SEED_ON_EMPTY, physicians: env.FAD_SEED_PHYSICIANS, seed: env.FAD_SEED },
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(REPOSITORY_ROOT, env.FAD_WEB_DIST ?? "apps/web/dist"),
    serverRender: env.FAD_SERVER_RENDER,
    serverRenderTimeoutMs: env.FAD_SERVER_RENDER_TIMEOUT_MS,
    serverRenderConcurrency: env.FAD_SERVER_RENDER_CONCURRENCY,
    frameAncestors: env.FAD_FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
    embedOrigins: env.FAD_EMBED_ORIGINS,
    mapTileUrl: env.FAD_MAP_TILE_URL ?? null,
    videoHosts: env.FAD_VIDEO_HOSTS,
    supportPhone: env.FAD_SUPPORT_PHONE,
    defaultVariant: env.FAD_DEFAULT_VARIANT,
    patientData: {
      key: env.FAD_PATIENT_DATA_KEY ?? null,
      keyFile: path.resolve(REPOSITORY_ROOT, env.FAD_PATIENT_KEY_FILE),
      previousKeys: env.FAD_PATIENT_DATA_PREVIOUS_KEYS,
    },
    rateLimits: {
      holdPerMinute: env.FAD_HOLD_RATE_LIMIT,
      bookPerMinute: env.FAD_BOOK_RATE_LIMIT,
      searchPerMinute: env.FAD_SEARCH_RATE_LIMIT,
      typeAheadPerMinute: env.FAD_TYPEAHEAD_RATE_LIMIT,
      managePerMinute: env.FAD_MANAGE_RATE_LIMIT,
    },
    admission: {
      maxInFlight: env.FAD_ADMISSION_MAX_IN_FLIGHT,
      maxEventLoopDelayMs: env.FAD_ADMISSION_MAX_EVENT_LOOP_DELAY_MS,
      retryAfterSeconds: env.FAD_ADMISSION_RETRY_AFTER_SECONDS,
    },
    bookMinFillSeconds: env.FAD_BOOK_MIN_FILL_SECONDS,
    trustProxy: env.FAD_TRUST_PROXY,
    holdLimits: { perCalendar: env.FAD_HOLDS_PER_CALENDAR, perDay: env.FAD_HOLDS_PER_DAY },
    mail: {
      smtpUrl: env.FAD_SMTP_URL ?? null,
      from: env.FAD_MAIL_FROM,
      publicUrl: (env.FAD_PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
      devOutboxPage: !env.FAD_SMTP_URL && env.NODE_ENV !== "production",
    },
    staff: staff.config,
    hl7: {
      mllpUrl: env.FAD_HL7_MLLP_URL ?? null,
      sendingFacility: env.FAD_HL7_SENDING_FACILITY,
      receivingApplication: env.FAD_HL7_RECEIVING_APPLICATION,
      receivingFacility: env.FAD_HL7_RECEIVING_FACILITY,
    },
    smart: {
      clients: env.FAD_SMART_CLIENTS,
      tokenUrl: `${(env.FAD_PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "")}${SMART_TOKEN_PATH}`,
    },
    metricsAllow: env.FAD_METRICS_ALLOW,
  };
}

export class ConfigurationError extends Error {}

function workersOf(database: DatabaseTarget, requested: number | undefined): number {
  try {
    return serverWorkerCount({ database, requested });
  } catch (error) {
    if (error instanceof WorkerCountError)
      throw new ConfigurationError(`Invalid server configuration:\n  ${error.message}`);
    throw error;
  }
}
