import { videoScriptOrigins } from "@fad/contracts/config/video-hosts";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

export interface SecurityHeaderOptions {
  /** Origins allowed to frame the app (CSP frame-ancestors), so host sites can embed it. */
  frameAncestors: string[];
  mapTileUrl: string | null;
  /** Origins of the video hosts named in the configuration (FAD_VIDEO_HOSTS; decision 105). */
  videoHosts: readonly string[];
}

/**
 * Strict headers on every response: a CSP with no inline script, HSTS, nosniff, referrer and permissions
 * policies. Helmet's middleware is built once here and applied to each request as it arrives, on the raw
 * response (so streamed and hijacked answers carry them too). @fastify/helmet built the middleware, CSP
 * parsing included, afresh for every request: about 7% of the server's CPU on the booking path (decision 207).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const tileSource = mapTileSource(options.mapTileUrl);
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // A video host's script only where it is the one way to read a video's progress (YouTube's player).
        scriptSrc: ["'self'", ...videoScriptOrigins(options.videoHosts)],
        // React and react-aria set positions through style attributes; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...(tileSource ? [tileSource] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        // Our own demo video (and any media file of ours), and the named video hosts' players and files.
        mediaSrc: ["'self'", ...options.videoHosts],
        frameSrc: ["'self'", ...options.videoHosts],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: options.frameAncestors,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Embedding is governed by frame-ancestors; X-Frame-Options would forbid every host site.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("permissions-policy", "geolocation=(self), camera=(), microphone=(), payment=(), usb=()");
  });
}

/** The CSP source of a tile URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png. */
export function mapTileSource(template: string | null): string | null {
  const origin = template?.match(/^(https?:\/\/[^/]+)/)?.[1];
  return origin ? origin.replace(/\{[a-z]+\}/g, "*") : null;
}
