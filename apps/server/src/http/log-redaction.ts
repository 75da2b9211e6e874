import type { FastifyRequest } from "fastify";
import { clientReference } from "../booking/booking-audit.ts";
import type { PatientKeyring } from "../booking/patient-encryption.ts";
import { clientAddressKey } from "./client-address.ts";
import { sentRequestIdOf } from "./request-id.ts";

/**
 * Log paths that could carry patient data or secrets. Request bodies are never logged by Fastify,
 * but an error object or a handler's own log line might carry one: these paths are censored wherever
 * they appear.
 */
export const REDACTED_LOG_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  "body",
  "req.body",
  "patient",
  "*.patient",
  "address",
  "*.address",
  "err.body",
  "err.patient",
  // The book call's referral and case fields travel beside patient and address.
  "referredByName",
  "*.referredByName",
  "referredByPhone",
  "*.referredByPhone",
  "caseID",
  "*.caseID",
];

/**
 * The request's fields in a log line (Fastify's `req` serializer, in place of its own): the client
 * address only as the keyed hash the audit log and the rate limits use (decision 92; an address is an
 * identifier under HIPAA), no port, and the X-Request-Id a proxy sent beside our own id.
 */
export function requestLogSerializer(keyring: PatientKeyring): (request: FastifyRequest) => Record<string, unknown> {
  return (request) => ({
    method: request.method,
    url: request.url,
    host: request.host,
    // Fastify's request.ip is undefined once the connection has closed (the client gave up first).
    client: request.ip === undefined ? null : clientReference(keyring, clientAddressKey(request.ip)),
    proxyRequestId: sentRequestIdOf(request.raw ?? request),
  });
}
