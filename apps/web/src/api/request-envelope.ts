import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import type { z } from "zod";
import { apiCredentials, appResourceUrl } from "./api-origin.ts";
import { apiFetch } from "./api-transport.ts";

/** A /fadmaa call that did not answer 2xx (or could not be reached: status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's status.details when it sent one, else a generic text. */
    readonly details: string,
    /** The answer's Retry-After header (a shed booking call's, decision 209), null without one. */
    readonly retryAfter: string | null = null,
  ) {
    super(`Find a Doctor call failed (${status}): ${details}`);
    this.name = "ApiError";
  }
}

export interface RequestOptions<Schema extends z.ZodType> {
  method?: "GET" | "POST" | "DELETE";
  /** Query parameters; empty strings, null and undefined are dropped (spec discovery §7). */
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** The response schema from packages/contracts; the answer is parsed by it. */
  schema: Schema;
  signal?: AbortSignal;
  /** Let the request outlive the page (a release sent on pagehide). */
  keepalive?: boolean;
  /** Headers besides accept and content-type (the holder token, holder-token.ts). */
  headers?: Record<string, string>;
}

/** The URL of a /fadmaa call with its non-empty query parameters (on the app's origin when embedded). */
export function apiUrl(path: string, query?: RequestOptions<z.ZodType>["query"]): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return appResourceUrl(`${API_BASE_PATH}${path}${text ? `?${text}` : ""}`);
}

/**
 * Calls a /fadmaa endpoint and returns its parsed answer (the whole envelope: callers read .result).
 * Non-2xx answers and network failures throw ApiError; an abort rethrows the AbortError.
 */
export async function requestEnvelope<Schema extends z.ZodType>(
  path: string,
  options: RequestOptions<Schema>,
): Promise<z.infer<Schema>> {
  const { method = "GET", query, body, schema, signal, keepalive, headers = {} } = options;
  let response: Response;
  try {
    response = await apiFetch(apiUrl(path, query), {
      method,
      signal,
      ...(keepalive ? { keepalive } : {}),
      credentials: apiCredentials(),
      headers:
        body === undefined
          ? { ...headers, accept: "application/json" }
          : { ...headers, accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "network failure");
  }
  if (!response.ok) {
    throw new ApiError(response.status, await errorDetails(response), response.headers.get("retry-after"));
  }
  return schema.parse(await response.json());
}

/** The plain-text answer of a call such as GET /fadmaa/contactnumber. */
export async function requestText(path: string, options: Omit<RequestOptions<z.ZodType>, "schema">): Promise<string> {
  let response: Response;
  try {
    response = await apiFetch(apiUrl(path, options.query), { signal: options.signal, credentials: apiCredentials() });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, "network failure");
  }
  if (!response.ok) throw new ApiError(response.status, await errorDetails(response));
  return response.text();
}

async function errorDetails(response: Response): Promise<string> {
  try {
    const json = (await response.json()) as { status?: { details?: unknown } };
    if (typeof json?.status?.details === "string") return json.status.details;
  } catch {
    // not JSON: fall through to the generic text
  }
  return response.statusText || "request failed";
}
