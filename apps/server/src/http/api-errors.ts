import { INTERNAL_ERROR_MESSAGE } from "@fad/contracts/api/api-messages";
import type { ErrorEnvelope } from "@fad/contracts/api/envelope";
import {
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from "@fad/contracts/api/service-unavailable";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, isTransientConflict } from "../database/database-errors.ts";
import { isFhirPath, operationOutcome } from "./fhir-errors.ts";

export function sendError(reply: FastifyReply, statusCode: number, details: string): FastifyReply {
  // The FHIR API's clients read OperationOutcomes (decision 140), from the guards before its routes too.
  if (isFhirPath(reply.request?.url ?? "")) {
    return reply
      .code(statusCode)
      .header("content-type", "application/fhir+json; charset=utf-8")
      .send(operationOutcome("error", statusCode >= 500 ? "exception" : "invalid", details));
  }
  const body: ErrorEnvelope = { status: { code: String(statusCode), details }, result: null };
  return reply.code(statusCode).send(body);
}

/**
 * One error shape for every /fadmaa call: bad input is a 400 that names the field, an oversized body
 * a 413; a database out of reach a 503 with Retry-After; only a fault of ours is a 500, and its details
 * never echo the input.
 */
export function registerApiErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map((issue) => {
          const field = [error.validationContext, ...issue.instancePath.split("/").filter(Boolean)].join(".");
          return `${field}: ${issue.message}`;
        })
        .join("; ");
      return sendError(reply, 400, details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its contract");
      return sendError(reply, 500, INTERNAL_ERROR_MESSAGE);
    }
    // The socket, not request.raw: a request whose body was read to its end is destroyed by then
    // (autoDestroy), though its client still waits for the answer.
    if (request.socket?.destroyed || reply.raw.destroyed) {
      // The client gave up (closed its connection, a body cut short): nothing of ours failed and no
      // one is left to answer (decision 95). Info, not an error; the code says how it went.
      request.log.info({ code: (error as { code?: unknown }).code ?? null }, "client went away before the answer");
      return reply;
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault of ours and not for good: the caller may try again, and the pool reconnects by
      // itself when the database is back (decision 52). A warning, not an error: health says the rest.
      request.log.warn({ err: error }, "database unavailable: answered 503");
      reply.header("retry-after", String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, SERVICE_UNAVAILABLE_MESSAGE);
    }
    if (isTransientConflict(error)) {
      // A deadlock or serialization failure that outlasted its retries (database-errors.ts): the
      // database is busy, nothing is wrong; the call is safe to repeat (decision 93).
      request.log.warn({ err: error }, "database conflict outlasted its retries: answered 503");
      reply.header("retry-after", String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, SERVICE_UNAVAILABLE_MESSAGE);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
      return sendError(reply, statusCode, INTERNAL_ERROR_MESSAGE);
    }
    // Fastify's own client errors (bad JSON, 413, 415, …) carry safe, fixed messages.
    return sendError(reply, statusCode, error.message);
  });
}
