import { randomUUID } from "node:crypto";
import type { RawRequestDefaultExpression } from "fastify";

/** The header a proxy may pass its request id in; every answer carries the id back in it. */
export const REQUEST_ID_HEADER = "x-request-id";

/** Ids a proxy writes (UUIDs, hex, trace ids): short, printable, nothing a log or a header can choke on. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,100}$/;

/**
 * The request's id (Fastify's genReqId): the proxy's X-Request-Id when it is a plausible id, else a
 * new UUID. A client's header is echoed in the answer and written to the log and the audit rows, so
 * an 8 KB value or control characters (which Node refuses to echo: a 500) get a fresh id instead.
 */
export function requestIdOf(request: RawRequestDefaultExpression): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === "string" && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
