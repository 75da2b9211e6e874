import { CROSS_SITE_MESSAGES } from "@fad/contracts/api/api-messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sendError } from "./api-errors.ts";
import { normaliseOrigin } from "./cors.ts";

/**
 * Cross-site refusal for every call that may change state (docs/decisions.md 45). A browser lets any
 * page send a "simple" POST (a form, or fetch with text/plain) to another site with the visitor's
 * cookies, without asking first; the holder cookie makes hold, renew and book such calls. So:
 * - the body must be JSON: a JSON POST is not "simple", so a browser on another site must ask first
 *   (a CORS preflight), and only the embed origins get a yes;
 * - an Origin, when sent, must be this site's own or one of FAD_EMBED_ORIGINS;
 * - Sec-Fetch-Site: cross-site without such an Origin is refused too (browsers that send it always
 *   send Origin on a POST; a missing one there is a forged or stripped request).
 * It runs on every unsafe method (anything but GET, HEAD and OPTIONS) on every path, so a new
 * state-changing route is covered without anyone remembering to opt in; the read-only POSTs (the
 * searches) are held to the same rules, which our own pages and the embed already meet.
 */
export interface CrossSiteGuardOptions {
  /** Host page origins allowed to embed the app (FAD_EMBED_ORIGINS). */
  embedOrigins: readonly string[];
  /**
   * Paths left out: machine-to-machine calls that carry no cookie and prove themselves otherwise, and
   * whose standard body is a form (the SMART token endpoint: a signed client assertion; decision 151).
   */
  exemptPaths?: readonly string[];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function registerCrossSiteGuard(app: FastifyInstance, options: CrossSiteGuardOptions): void {
  const embedOrigins = new Set(options.embedOrigins.map(normaliseOrigin));
  const exemptPaths = new Set(options.exemptPaths ?? []);
  // onRequest: before the body is read, so a refused request costs no parsing.
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (exemptPaths.has(request.url.split("?")[0] ?? "")) return;
    if (!isAllowedSource(request, embedOrigins)) return sendError(reply, 403, CROSS_SITE_MESSAGES.foreignOrigin);
    if (!isJsonContentType(request.headers["content-type"])) return sendError(reply, 415, CROSS_SITE_MESSAGES.notJson);
  });
}

function isAllowedSource(request: FastifyRequest, embedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (typeof origin === "string") {
    const normalised = safeOrigin(origin);
    return normalised !== null && (embedOrigins.has(normalised) || normalised === ownOrigin(request));
  }
  return request.headers["sec-fetch-site"] !== "cross-site";
}

/**
 * The origin this request was addressed to. Behind a proxy, request.protocol and request.host read
 * X-Forwarded-Proto/-Host only when the proxy is trusted (FAD_TRUST_PROXY), so a client talking to
 * us directly cannot make its own Origin look like ours by adding those headers.
 */
export function ownOrigin(request: Pick<FastifyRequest, "protocol" | "host">): string | null {
  if (!request.host) return null;
  return safeOrigin(`${request.protocol}://${request.host}`);
}

/** An origin as browsers compare them (default ports dropped, lower case), or null ("null", garbage). */
function safeOrigin(text: string): string | null {
  try {
    const origin = normaliseOrigin(text);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** application/json, parameters such as charset allowed; text/plain and form types are not. */
export function isJsonContentType(header: string | undefined): boolean {
  const essence = header?.split(";", 1)[0]?.trim().toLowerCase();
  return essence === "application/json";
}
