import { INTERNAL_ERROR_MESSAGE, MALFORMED_ADDRESS_MESSAGE } from "@fad/contracts/api/api-messages";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "./api-errors.ts";

/**
 * Fastify's frameworkErrors: the errors its router meets before any route, a malformed
 * percent-encoding in the path (FST_ERR_BAD_URL) above all. Left to Fastify, that answer is its own
 * JSON shape echoing the path; here it is the one error envelope with a fixed message.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_BAD_URL") {
    sendError(reply, 400, MALFORMED_ADDRESS_MESSAGE);
    return;
  }
  // The only other one is a failing async route constraint, which the app has none of: ours, not the client's.
  request.log.error({ err: error }, "request could not be routed");
  sendError(reply, 500, INTERNAL_ERROR_MESSAGE);
}
