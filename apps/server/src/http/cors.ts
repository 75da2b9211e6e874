import { HOLDER_TOKEN_HEADER } from "@fad/contracts/appointments/holder";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * Cross-origin access for host pages that embed the app (docs/embedding.md). Only the origins in
 * FAD_EMBED_ORIGINS are answered; every other origin gets no CORS header, so its browser refuses the
 * answer. Credentials are allowed, since the hold and book calls need the holder cookie, and that is
 * why the list is exact origins and never "*".
 */
export interface CorsOptions {
  /** Exact origins (scheme, host and port), e.g. https://www.example-hospital.org. */
  origins: readonly string[];
}

/**
 * What a preflight may ask for: the app's calls are GET, JSON POST and the release's DELETE, with the
 * holder token in its header where the cookie does not travel (decision 90).
 */
export const CORS_ALLOWED_METHODS = "GET, POST, DELETE";
export const CORS_ALLOWED_HEADERS = `accept, content-type, x-request-id, ${HOLDER_TOKEN_HEADER}`;
/** How long a browser may reuse a preflight answer, in seconds. */
export const CORS_MAX_AGE_SECONDS = 600;

/**
 * Public files a host page loads without CORS (a classic script tag, images): they carry
 * Cross-Origin-Resource-Policy: cross-origin instead of helmet's same-origin. The API answers keep
 * same-origin; embedded pages reach them through CORS above.
 */
export function isPublicResource(pathname: string): boolean {
  return (
    pathname === "/fadmaa/embed.js" ||
    pathname.startsWith("/assets/") ||
    pathname.startsWith("/fadmaa/media/") ||
    pathname === "/favicon.svg"
  );
}

/** An origin as browsers send it: lower-case scheme and host, no trailing slash. */
export function normaliseOrigin(origin: string): string {
  return new URL(origin).origin;
}

export async function registerCors(app: FastifyInstance, options: CorsOptions): Promise<void> {
  const allowed = new Set(options.origins.map(normaliseOrigin));

  app.addHook("onRequest", async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    if (isPublicResource(pathname)) reply.header("cross-origin-resource-policy", "cross-origin");

    if (allowed.size === 0) return;
    // Always, not only when an Origin came: a cache must not hand one origin's answer to another.
    appendVary(reply, "Origin");
    const origin = request.headers.origin;
    if (typeof origin !== "string" || !allowed.has(origin)) return;

    reply.header("access-control-allow-origin", origin);
    reply.header("access-control-allow-credentials", "true");
    if (request.method === "OPTIONS" && request.headers["access-control-request-method"]) {
      reply
        .code(204)
        .header("access-control-allow-methods", CORS_ALLOWED_METHODS)
        .header("access-control-allow-headers", CORS_ALLOWED_HEADERS)
        .header("access-control-max-age", String(CORS_MAX_AGE_SECONDS))
        .header("cache-control", "no-store");
      return reply.send();
    }
    reply.header("access-control-expose-headers", "x-request-id");
  });
}

/** Adds a name to the Vary header without dropping what is there (compression adds its own later). */
function appendVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader("vary");
  const names = String(current ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.some((part) => part === "*" || part.toLowerCase() === name.toLowerCase())) return;
  reply.header("vary", [...names, name].join(", "));
}
