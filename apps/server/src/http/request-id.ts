import { randomUUID } from "node:crypto";
import type { RawRequestDefaultExpression } from "fastify";

/** The header every answer carries the request's id back in; a proxy may send its own id in it. */
export const REQUEST_ID_HEADER = "x-request-id";

/** Ids a proxy writes (UUIDs, hex, trace ids): short, printable, nothing a log can choke on. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,100}$/;

/**
 * The request's id (Fastify's genReqId): always the server's own, a new UUID (issue 22). The id goes
 * into the booking audit rows, so it must not be one the client chose: a client could otherwise make
 * its rows look like another request's, or repeat one id across all of its requests.
 */
export function requestIdOf(_request: RawRequestDefaultExpression): string {
  return randomUUID();
}

/**
 * The X-Request-Id a proxy (or anyone) sent, when it is a plausible id: written to the request's log
 * line beside our own id so the proxy's logs can be matched, never used as the request's id.
 */
export function sentRequestIdOf(request: Pick<RawRequestDefaultExpression, "headers">): string | undefined {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === "string" && SAFE_REQUEST_ID.test(sent) ? sent : undefined;
}
