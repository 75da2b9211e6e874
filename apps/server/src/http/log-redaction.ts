import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import type { FastifyRequest } from "fastify";
import { clientReference } from "../patient-data/client-references.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";
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
    url: loggedUrl(request.url),
    host: request.host,
    // Fastify's request.ip is undefined once the connection has closed (the client gave up first).
    client: request.ip === undefined ? null : clientReference(keyring, clientAddressKey(request.ip)),
    proxyRequestId: sentRequestIdOf(request.raw ?? request),
  });
}

/**
 * Paths whose query string is never logged (issue 38): the appointment and manage calls (the app sends
 * their tokens in bodies and headers, but a client might put one in a query) and the booking's own
 * pages (their query names the booking). Compared without case, with or without a trailing slash.
 */
const QUERYLESS_PATH_PREFIXES = [
  `${API_BASE_PATH}/appointment`,
  APP_ROUTES.manage,
  APP_ROUTES.confirmation,
  APP_ROUTES.textingConfirmation,
].map((prefix) => prefix.toLowerCase().replace(/\/$/, ""));

/**
 * The EHR feed's patient-data types (decision 152): a read's id is a booking id and a search's query
 * names bookings, so the log keeps only the type (`/fhir/Patient/[redacted]`, `/fhir/Appointment?[redacted]`).
 */
const FHIR_BOOKING_PATH = /^(\/fhir\/(?:appointment|patient))(?=[/?]|$)([^?]*)(\?.*)?$/i;

/** The URL as logged: on those paths the query string is replaced by a mark that one was sent. */
export function loggedUrl(url: string): string {
  const feed = FHIR_BOOKING_PATH.exec(url);
  if (feed) {
    const [, base = "", rest = "", query] = feed;
    return `${base}${rest.replace(/\/$/, "") === "" ? "" : "/[redacted]"}${query ? "?[redacted]" : ""}`;
  }
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const path = url.slice(0, queryAt).toLowerCase();
  const queryless = QUERYLESS_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return queryless ? `${url.slice(0, queryAt)}?[redacted]` : url;
}
