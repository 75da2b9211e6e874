import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { errorEnvelopeSchema } from "@fad/contracts/api/envelope";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import type { z } from "zod";
import type { Database } from "../database/create-database.ts";

/** The properties every answer of the endpoint fuzz test must have (endpoint-fuzz.test.ts). */

/** The answer's body as text, undone from any compression the client asked for. */
export function bodyText(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (response.headers["content-encoding"]) {
    case "gzip":
      return gunzipSync(raw).toString("utf8");
    case "br":
      return brotliDecompressSync(raw).toString("utf8");
    case "deflate":
      return inflateSync(raw).toString("utf8");
    default:
      return raw.toString("utf8");
  }
}

/** What a 2xx answer of a call must be; throws when it is not. */
export type OkCheck = (response: LightMyRequestResponse, body: string) => void;

/** A 2xx answer checked against the call's own response schema (the zod schema its route declares). */
export function matchesSchema(schema: z.ZodType): OkCheck {
  return (response, body) => {
    expectContentType(response, "application/json");
    const parsed = schema.safeParse(JSON.parse(body));
    if (!parsed.success) throw new Error(`2xx answer breaks its contract: ${parsed.error.message.slice(0, 500)}`);
  };
}

export function expectContentType(response: LightMyRequestResponse, type: string): void {
  const header = String(response.headers["content-type"] ?? "");
  if (!header.startsWith(type)) throw new Error(`content-type ${header || "(none)"}, expected ${type}`);
}

/**
 * The path the server is asked for: inject, like every WHATWG client, resolves "." and ".." segments
 * before sending ("/fadmaa/../cms" asks for "/cms").
 */
function servedPath(url: string): string {
  try {
    return new URL(url, "http://fuzz.invalid").pathname;
  } catch {
    return url.split("?")[0] ?? "";
  }
}

function isUnderApi(url: string): boolean {
  const path = servedPath(url);
  return path === "/fadmaa" || path.startsWith("/fadmaa/");
}

function isUnderFhir(url: string): boolean {
  const path = servedPath(url);
  return path === "/fhir" || path.startsWith("/fhir/");
}

/** An OAuth 2.0 error answer: JSON with an `error` code (the SMART token endpoint). */
function isOauthErrorAnswer(response: LightMyRequestResponse): boolean {
  try {
    expectContentType(response, "application/json");
    return isOauthError(JSON.parse(bodyText(response)));
  } catch {
    return false;
  }
}

/** The FHIR API's errors (fhir/fhir-plugin.ts): an OperationOutcome with an error issue, as FHIR JSON. */
function checkOperationOutcome(response: LightMyRequestResponse, fail: (why: string) => void): void {
  let outcome: { resourceType?: string; issue?: { severity?: string }[] } = {};
  try {
    expectContentType(response, "application/fhir+json");
    outcome = JSON.parse(bodyText(response));
  } catch (error) {
    fail(`a FHIR 4xx answer that is not FHIR JSON: ${(error as Error).message}`);
  }
  if (outcome.resourceType !== "OperationOutcome" || outcome.issue?.[0]?.severity !== "error") {
    fail("a FHIR 4xx answer that is not an OperationOutcome with an error");
  }
}

/** A short, printable account of a request for a failure message (bodies can be 70 KB). */
export function describeRequest(request: InjectOptions): string {
  const payload = typeof request.payload === "string" ? request.payload : JSON.stringify(request.payload ?? "");
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  return `${request.method} ${cut(String(request.url))} headers=${cut(JSON.stringify(request.headers ?? {}))} body=${cut(payload ?? "")}`;
}

/**
 * Never a 5xx; a 4xx is the error envelope with its code (only the host page answers pages outside
 * /fadmaa with HTML); a 2xx passes the call's check; nothing else (no redirects, no 1xx).
 */
export function checkAnswer(request: InjectOptions, response: LightMyRequestResponse, ok: OkCheck | "never"): void {
  const status = response.statusCode;
  const fail = (why: string) => {
    throw new Error(`${why}\n  request: ${describeRequest(request)}\n  answer: ${status} ${bodyPreview(response)}`);
  };
  if (status >= 500) fail("a 5xx answer");
  if (status < 200 || (status >= 300 && status < 400)) fail("neither a 2xx nor a 4xx answer");
  const isHead = request.method === "HEAD";
  if (status >= 400) {
    if (isHead) return;
    const html = String(response.headers["content-type"] ?? "").startsWith("text/html");
    if (html && !isUnderApi(String(request.url))) return;
    if (isUnderFhir(String(request.url))) {
      // The SMART token endpoint answers OAuth 2.0's error shape (RFC 6749 §5.2; decision 151); what is
      // refused before it reaches the endpoint (a malformed body, a cross-site call) is the FHIR base's.
      if (String(request.url).startsWith("/fhir/auth/") && isOauthErrorAnswer(response)) return;
      checkOperationOutcome(response, fail);
      return;
    }
    let envelope: unknown;
    try {
      expectContentType(response, "application/json");
      envelope = JSON.parse(bodyText(response));
    } catch (error) {
      fail(`a 4xx answer that is not JSON: ${(error as Error).message}`);
    }
    const parsed = errorEnvelopeSchema.safeParse(envelope);
    if (!parsed.success) fail("a 4xx answer that is not the error envelope");
    else if (parsed.data.status.code !== String(status)) fail("the envelope's code differs from the HTTP status");
    return;
  }
  // Dot segments took the request to another route: its answer is that route's, not this one's.
  const raw = String(request.url).split("?")[0] ?? "";
  if (servedPath(raw) !== raw && /(^|\/)(\.|%2e){1,2}(\/|$)/i.test(raw)) return;
  if (ok === "never") fail("a 2xx answer to a request that must not succeed");
  else if (!isHead) {
    try {
      ok(response, bodyText(response));
    } catch (error) {
      fail((error as Error).message);
    }
  }
}

function isOauthError(body: unknown): boolean {
  const { error, error_description: description } = (body ?? {}) as { error?: unknown; error_description?: unknown };
  return (
    typeof error === "string" &&
    /^[a-z_]+$/.test(error) &&
    (description === undefined || typeof description === "string")
  );
}

function bodyPreview(response: LightMyRequestResponse): string {
  try {
    return bodyText(response).slice(0, 300);
  } catch {
    return "(undecodable body)";
  }
}

/** Row count and a hash of every row, per table of the database's schema. */
export type Fingerprint = Record<string, { rows: number; hash: string }>;

/**
 * Append-only logs whose rows record requests, refused ones included (decision 56): the booking audit
 * log writes a row for every book and renew answered, "unknown hold" too (decision 48). They are left
 * out of the fingerprint; instead none of their rows may record something made (a hold, a renewal, a
 * booking). Each is named with the condition that marks such a row.
 */
export const REQUEST_LOGS = {
  booking_audit: sql<boolean>`action IN ('hold', 'book') OR (action = 'renew' AND outcome = 'renewed')`,
  // The rate counters count every limited call, refused ones included (decisions 80, 91); a counter
  // records no change to a booking.
  rate_limit_counts: sql<boolean>`false`,
} as const;

/** Rows of the request logs that record a hold, renewal or booking made. */
export async function rowsRecordingAChange(db: Database): Promise<number> {
  let rows = 0;
  for (const [table, madeSomething] of Object.entries(REQUEST_LOGS)) {
    const result = await sql<{ rows: number }>`
      SELECT count(*)::int AS rows FROM ${sql.table(table)} WHERE ${madeSomething}`.execute(db);
    rows += result.rows[0]?.rows ?? 0;
  }
  return rows;
}

/** Every table's row count and md5 of its rows in a fixed order: equal fingerprints, equal contents. */
export async function fingerprint(db: Database): Promise<Fingerprint> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
    ORDER BY table_name`.execute(db);
  const result: Fingerprint = {};
  for (const { name } of tables.rows) {
    if (name in REQUEST_LOGS) continue;
    const { rows } = await sql<{ rows: number; hash: string }>`
      SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS hash
      FROM ${sql.table(name)} AS t`.execute(db);
    const row = rows[0];
    if (row) result[name] = row;
  }
  return result;
}
