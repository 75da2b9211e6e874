import { NUL_MESSAGE } from "@fad/contracts/api/api-messages";
import type { FastifyInstance } from "fastify";
import { sendError } from "./api-errors.ts";

/**
 * PostgreSQL text cannot hold U+0000: a query parameter carrying it fails with "invalid byte sequence"
 * (SQLSTATE 22021), which reached the client as a 500 from every call passing a text to the database
 * (found by the endpoint fuzz). No field of ours may hold it, so one hook refuses it in any body, query
 * or path parameter with a 400 naming the field, before any route's code runs, new routes included.
 */
/** The path of the first text holding U+0000 in a parsed input ("body.patient.firstName"), or null. */
export function findNulText(input: unknown, root: string): string | null {
  // A stack, not recursion: a body may nest thousands of levels within the size limit.
  const stack: [unknown, string][] = [[input, root]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path;
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes("\u0000")) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return null;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request, reply) => {
    const found =
      findNulText(request.body, "body") ??
      findNulText(request.query, "querystring") ??
      findNulText(request.params, "params");
    if (found) return sendError(reply, 400, `${found}: ${NUL_MESSAGE}`);
  });
}
