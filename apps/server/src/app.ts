import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { bookingRoutes } from "./booking/booking-routes.ts";
import { configRoutes } from "./config/config-routes.ts";
import type { ServerConfig } from "./config/server-config.ts";
import type { Database } from "./database/create-database.ts";
import { directoryRoutes } from "./directory/directory-routes.ts";
import { geoRoutes } from "./geo/geo-routes.ts";
import { healthRoutes } from "./health/health-routes.ts";
import { embedScriptRoutes } from "./host/embed-script-routes.ts";
import { hostPageRoutes } from "./host/host-page-routes.ts";
import { UNBUILT_HOST_TEMPLATE } from "./host/render-host-page.ts";
import { registerApiErrorHandler, sendError } from "./http/api-errors.ts";
import { registerCors } from "./http/cors.ts";
import { REDACTED_LOG_PATHS } from "./http/log-redaction.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { avatarRoutes } from "./media/avatar-routes.ts";
import { providerOptionRoutes } from "./scheduling/provider-option-routes.ts";
import { slotRoutes } from "./scheduling/slot-routes.ts";

export type AppConfig = Pick<
  ServerConfig,
  "webDistDir" | "frameAncestors" | "mapTileUrl" | "defaultVariant" | "logLevel"
> &
  // Optional so tests that never book need not give them (booking-routes.ts says what happens then).
  Partial<Pick<ServerConfig, "patientData" | "rateLimits" | "embedOrigins">>;

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** Where log lines go; tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** The current time; tests pass a settable clock to move through hold lives and past slots. */
  clock?: Clock;
}

export type Clock = () => Date;

/** Request bodies over 64 KB answer 413 (DESIGN.md §API). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** The whole server as a Fastify instance, on any database: main.ts listens with it, tests inject into it. */
export async function buildApp({
  db,
  config,
  logStream,
  clock = () => new Date(),
}: BuildAppOptions): Promise<FastifyInstance> {
  const logger: FastifyServerOptions["logger"] = {
    level: config.logLevel,
    redact: { paths: REDACTED_LOG_PATHS, censor: "[redacted]" },
    ...(logStream ? { stream: logStream } : {}),
  };
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerApiErrorHandler(app);
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `No such call: ${request.method} ${request.url.split("?")[0]}`),
  );
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await registerSecurityHeaders(app, { frameAncestors: config.frameAncestors, mapTileUrl: config.mapTileUrl });
  await registerCors(app, { origins: config.embedOrigins ?? [] });
  await app.register(compress, { threshold: 1024 });
  // Off by default; the hold and book calls opt in with their own limits.
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);

  await app.register(healthRoutes, { db });
  await app.register(configRoutes, { defaultVariant: config.defaultVariant, mapTileUrl: config.mapTileUrl });
  await app.register(avatarRoutes, { db });
  await app.register(geoRoutes);
  await app.register(slotRoutes, { db, clock });
  await app.register(providerOptionRoutes, { db });
  await app.register(directoryRoutes, { db, clock });
  await app.register(bookingRoutes, { db, clock, config });

  await app.register(embedScriptRoutes, { webDistDir: config.webDistDir });
  const template = registerWebAssets(app, config.webDistDir);
  await app.register(hostPageRoutes, { db, template, defaultVariant: config.defaultVariant });
  return app;
}

/** Serves the built files (hashed assets cached for a year) and returns the host page template. */
function registerWebAssets(app: FastifyInstance, webDistDir: string): string {
  const indexFile = path.join(webDistDir, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn({ webDistDir }, "web app not built; serving a placeholder host page");
    return UNBUILT_HOST_TEMPLATE;
  }
  app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => pathName !== "/index.html",
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
  return readFileSync(indexFile, "utf8");
}
