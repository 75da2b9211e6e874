import type { ErrorEnvelope } from "@fad/contracts/api/envelope";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";

export function sendError(reply: FastifyReply, statusCode: number, details: string): FastifyReply {
  const body: ErrorEnvelope = { status: { code: String(statusCode), details }, result: null };
  return reply.code(statusCode).send(body);
}

/**
 * One error shape for every /fadmaa call: bad input is a 400 that names the field, an oversized body
 * a 413; only a fault of ours is a 500, and its details never echo the input.
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
      return sendError(reply, 500, "Internal server error");
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
      return sendError(reply, statusCode, "Internal server error");
    }
    // Fastify's own client errors (bad JSON, 413, 415, …) carry safe, fixed messages.
    return sendError(reply, statusCode, error.message);
  });
}
