import { HOLDER_TOKEN_HEADER } from "@fad/contracts/appointments/holder";
import fastifyCors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

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

/**
 * @fastify/cors answers the preflight and sets the headers for the listed origins only (an origin that
 * is not listed gets none, so its browser refuses the answer; `Vary: Origin` on every answer, so a cache
 * never hands one origin's answer to another). Not registered at all when no origin is listed.
 */
export async function registerCors(app: FastifyInstance, options: CorsOptions): Promise<void> {
  app.addHook("onRequest", async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    if (isPublicResource(pathname)) reply.header("cross-origin-resource-policy", "cross-origin");
  });
  if (options.origins.length === 0) return;
  const allowed = new Set(options.origins.map(normaliseOrigin));
  await app.register(fastifyCors, {
    // false for any other origin (or none): the plugin then adds no header at all but Vary: Origin.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: CORS_ALLOWED_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: "x-request-id",
    maxAge: CORS_MAX_AGE_SECONDS,
    cacheControl: "no-store",
    optionsSuccessStatus: 204,
    // Its strict mode answers a bare OPTIONS with a text/plain 400; every 4xx of ours is the JSON envelope.
    strictPreflight: false,
  });
}
