import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

export interface SecurityHeaderOptions {
  /** Origins allowed to frame the app (CSP frame-ancestors), so host sites can embed it. */
  frameAncestors: string[];
  mapTileUrl: string | null;
}

/** Strict headers on every response: a CSP with no inline script, HSTS, nosniff, referrer and permissions policies. */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const tileSource = mapTileSource(options.mapTileUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and react-aria set positions through style attributes; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...(tileSource ? [tileSource] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
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
  app.addHook("onSend", async (_request, reply) => {
    reply.header("permissions-policy", "geolocation=(self), camera=(), microphone=(), payment=(), usb=()");
  });
}

/** The CSP source of a tile URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png. */
export function mapTileSource(template: string | null): string | null {
  const origin = template?.match(/^(https?:\/\/[^/]+)/)?.[1];
  return origin ? origin.replace(/\{[a-z]+\}/g, "*") : null;
}
