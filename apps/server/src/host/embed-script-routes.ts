import { MISSING_FILE_MESSAGES } from "@fad/contracts/api/api-messages";
import type { FastifyInstance } from "fastify";
import { sendError } from "../http/api-errors.ts";
import { EMBED_SCRIPT_PATH, readEmbedFiles, renderEmbedScript } from "./embed-script.ts";

export interface EmbedScriptRouteOptions {
  webDistDir: string;
}

/**
 * GET /fadmaa/embed.js: the loader host pages include (docs/embedding.md). Written once at start from
 * the build's manifest; cached briefly, since a new build names new files.
 */
export async function embedScriptRoutes(app: FastifyInstance, options: EmbedScriptRouteOptions): Promise<void> {
  const files = readEmbedFiles(options.webDistDir);
  const script = files ? renderEmbedScript(files) : null;
  if (!files) app.log.warn({ webDistDir: options.webDistDir }, "no embed entry in the web build; embed.js answers 404");

  app.get(EMBED_SCRIPT_PATH, async (_request, reply) => {
    if (!script) return sendError(reply, 404, MISSING_FILE_MESSAGES.embedScript);
    return reply.type("text/javascript; charset=utf-8").header("cache-control", "public, max-age=300").send(script);
  });
}
