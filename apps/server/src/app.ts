import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { noSuchCallMessage } from "@fad/contracts/api/api-messages";
import { SERVER_RENDER_DIR } from "@fad/contracts/host/server-render";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { bookingRoutes } from "./booking/booking-routes.ts";
import { holderRoutes } from "./booking/holder-routes.ts";
import { releaseHoldRoutes } from "./booking/release-hold-routes.ts";
import { renewHoldRoutes } from "./booking/renew-hold-routes.ts";
import type { Clock } from "./clock.ts";
import { METRICS_ALLOW_DEFAULT, parseMetricsAllow } from "./config/metrics-access.ts";
import {
  ADMISSION_DEFAULTS,
  DEMO_SUPPORT_PHONE,
  HL7_DEFAULTS,
  MAIL_DEFAULTS,
  RATE_LIMIT_DEFAULTS,
  type RateLimits,
  type ServerConfig,
  TRUST_PROXY_DEFAULT,
} from "./config/server-config.ts";
import type { Database } from "./database/create-database.ts";
import { directoryRoutes } from "./directory/directory-routes.ts";
import { appointmentFeedResources } from "./fhir/appointments/feed-resources.ts";
import { systemAccess } from "./fhir/appointments/system-access.ts";
import { BULK_PUBLISH_OPERATION, bulkPublishPlugin } from "./fhir/bulk-publish.ts";
import { DIRECTORY_RESOURCES } from "./fhir/directory-resources.ts";
import { fhirApi } from "./fhir/fhir-plugin.ts";
import { geoRoutes } from "./geo/geo-routes.ts";
import { healthRoutes } from "./health/health-routes.ts";
import { hl7Outbox } from "./hl7/hl7-outbox-plugin.ts";
import type { Hl7SenderSettings } from "./hl7/hl7-sender.ts";
import { configRoutes } from "./host/config-routes.ts";
import { embedScriptRoutes } from "./host/embed-script-routes.ts";
import { hostPageRoutes } from "./host/host-page-routes.ts";
import { UNBUILT_HOST_TEMPLATE } from "./host/render-host-page.ts";
import { loadPageRenderer } from "./host/server-render.ts";
import { type AdmissionCounts, registerAdmissionControl } from "./http/admission-control.ts";
import { registerApiErrorHandler, sendError } from "./http/api-errors.ts";
import { registerApiCaching } from "./http/cache-control.ts";
import { registerCors } from "./http/cors.ts";
import { registerCrossSiteGuard } from "./http/cross-site-guard.ts";
import { answerFrameworkError } from "./http/framework-errors.ts";
import { REDACTED_LOG_PATHS, requestLogSerializer } from "./http/log-redaction.ts";
import { registerNulGuard } from "./http/nul-guard.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerRateLimits } from "./http/rate-limits.ts";
import { requestIdOf } from "./http/request-id.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { SMART_TOKEN_PATH, smartRoutes } from "./identity/smart-backend/smart-routes.ts";
import { signInRoutes } from "./identity/staff-sign-in/sign-in-routes.ts";
import { emailOutbox } from "./mail/email-outbox-plugin.ts";
import type { OutboxSettings } from "./mail/outbox-sender.ts";
import { manageRoutes } from "./manage/manage-routes.ts";
import { avatarRoutes } from "./media/avatar-routes.ts";
import { demoMediaRoutes } from "./media/demo-media-routes.ts";
import { registerMetrics } from "./metrics/metrics-plugin.ts";
import { loadAppKeyring } from "./patient-data/load-patient-keyring.ts";
import type { PatientKeyring } from "./patient-data/patient-encryption.ts";
import { providerOptionRoutes } from "./scheduling/provider-option-routes.ts";
import { slotRoutes } from "./scheduling/slot-routes.ts";
import { staffRoutes } from "./staff/staff-routes.ts";

export type AppConfig = Pick<
  ServerConfig,
  "webDistDir" | "frameAncestors" | "mapTileUrl" | "defaultVariant" | "logLevel"
> &
  Partial<
    Pick<
      ServerConfig,
      "serverRender" | "serverRenderTimeoutMs" | "serverRenderConcurrency" | "supportPhone" | "videoHosts"
    >
  > &
  // Optional so tests that never book need not give them (booking-routes.ts says what happens then).
  Partial<
    Pick<
      ServerConfig,
      | "patientData"
      | "embedOrigins"
      | "trustProxy"
      | "mail"
      | "holdLimits"
      | "hl7"
      | "smart"
      | "metricsAllow"
      | "admission"
    >
  > &
  // Without it the staff console answers that sign-in is not configured (tests that need it pass it).
  Partial<Pick<ServerConfig, "staff">> & {
    /** Limits not given take RATE_LIMIT_DEFAULTS (tests lift only the ones they need out of the way). */
    rateLimits?: Partial<RateLimits>;
  };

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** Where log lines go; tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** The current time; tests pass a settable clock to move through hold lives and past slots. */
  clock?: Clock;
  /** Told of every route as it is added: the endpoint fuzz test lists the app's own routes with it. */
  onRoute?: (route: RouteOptions) => void;
  /** The email outbox sender's timings (tests poll fast); the defaults are OUTBOX_DEFAULTS. */
  outboxSettings?: Partial<OutboxSettings>;
  /** Slow-client limits; HTTP_LIMITS unless given (tests shorten them). */
  httpLimits?: Partial<HttpLimits>;
  /** The HL7 outbox sender's timings (tests poll fast); the defaults are HL7_SENDER_DEFAULTS. */
  hl7Settings?: Partial<Hl7SenderSettings>;
}

/**
 * What a slow or idle client may hold of one process (decisions 95, 120): the headers must arrive within
 * headersMs (a new connection's first request too) and the whole request (body included) within
 * requestMs, else 408 and the connection closed; a connection silent for idleMs is closed, a kept-alive
 * one between requests too (Node's keepAliveTimeout, set to it: Fastify's own default is 72 s); at most
 * maxConnections are open at once (more are refused at accept), each serving any number of requests
 * (maxRequestsPerSocket 0: HAProxy keeps its connections to a process for reuse). Nothing here is per
 * client address: that is HAProxy's (deployment/haproxy-config.ts FRONT_LIMITS) or the edge's.
 */
export interface HttpLimits {
  headersMs: number;
  requestMs: number;
  idleMs: number;
  maxConnections: number;
}

export const HTTP_LIMITS: HttpLimits = { headersMs: 5_000, requestMs: 10_000, idleMs: 30_000, maxConnections: 2_000 };

/** Request bodies over 64 KB answer 413 (DESIGN.md §API). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** The whole server as a Fastify instance, on any database: main.ts listens with it, tests inject into it. */
export async function buildApp({
  db,
  config,
  logStream,
  clock = () => new Date(),
  onRoute,
  outboxSettings,
  httpLimits,
  hl7Settings,
}: BuildAppOptions): Promise<FastifyInstance> {
  // First: the request log keys client addresses with it, and the limits and holds use it.
  const { keyring, origin, warning } = await loadAppKeyring(config.patientData);
  const app = createFastify({ config, keyring, logStream, limits: { ...HTTP_LIMITS, ...httpLimits } });
  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerApiErrorHandler(app);
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, noSuchCallMessage(request.method, request.url.split("?")[0] ?? "")),
  );
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.log.info({ patientKey: origin }, "patient-data key loaded");
  if (warning) app.log.warn(warning);

  const admission = await registerHttpGuards(app, { db, clock, keyring, config });
  // Operators' counts (decision 153): this machine only unless configured.
  registerMetrics(app, {
    db,
    clock,
    allow: config.metricsAllow ?? parseMetricsAllow(METRICS_ALLOW_DEFAULT),
    admission,
  });
  const rateLimits: RateLimits = { ...RATE_LIMIT_DEFAULTS, ...config.rateLimits };
  await registerApiRoutes(app, { db, clock, keyring, config, rateLimits });
  await app.register(emailOutbox, {
    db,
    keyring,
    clock,
    mail: config.mail ?? MAIL_DEFAULTS,
    ...(outboxSettings ? { settings: outboxSettings } : {}),
  });
  await app.register(hl7Outbox, {
    db,
    keyring,
    clock,
    hl7: config.hl7 ?? HL7_DEFAULTS,
    ...(hl7Settings ? { settings: hl7Settings } : {}),
  });
  await registerPages(app, { db, config });
  return app;
}

/** The Fastify instance with its logger, limits and router settings, nothing registered yet. */
function createFastify(options: {
  config: AppConfig;
  keyring: PatientKeyring;
  logStream: NodeJS.WritableStream | undefined;
  limits: HttpLimits;
}): FastifyInstance {
  const { config, keyring, logStream, limits } = options;
  const logger: FastifyServerOptions["logger"] = {
    level: config.logLevel,
    redact: { paths: REDACTED_LOG_PATHS, censor: "[redacted]" },
    // Client addresses as keyed hashes, never in full (decision 92).
    serializers: { req: requestLogSerializer(keyring) },
    ...(logStream ? { stream: logStream } : {}),
  };
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: limits.requestMs,
    // Node checks the header and request deadlines this often (30 s by default, which would stretch them).
    http: { connectionsCheckingInterval: Math.min(1_000, limits.headersMs) },
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.idleMs,
    maxRequestsPerSocket: 0,
    // Always our own id: it goes into the audit rows (http/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A malformed path answers the error envelope too (http/framework-errors.ts).
    frameworkErrors: answerFrameworkError,
    // Whose X-Forwarded-* to believe (FAD_TRUST_PROXY): the client address the rate limits count and
    // the protocol and host the cross-site guard compares an Origin with come from them.
    trustProxy: config.trustProxy ?? TRUST_PROXY_DEFAULT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.server.headersTimeout = limits.headersMs;
  app.server.maxConnections = limits.maxConnections;
  return app;
}

/**
 * What every request passes before its route: headers, CORS, the cross-site and NUL guards, admission
 * control, caching, compression, rate limits. Returns admission control's counts (for the metrics).
 */
async function registerHttpGuards(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; keyring: PatientKeyring; config: AppConfig },
): Promise<AdmissionCounts> {
  const { db, clock, keyring, config } = options;
  await registerSecurityHeaders(app, {
    frameAncestors: config.frameAncestors,
    mapTileUrl: config.mapTileUrl,
    videoHosts: config.videoHosts ?? [],
  });
  await registerCors(app, { origins: config.embedOrigins ?? [] });
  registerCrossSiteGuard(app, { embedOrigins: config.embedOrigins ?? [], exemptPaths: [SMART_TOKEN_PATH] });
  registerNulGuard(app);
  // Before the rate limits, which count in the database: a shed call costs the database nothing.
  const admission = registerAdmissionControl(app, config.admission ?? ADMISSION_DEFAULTS);
  registerApiCaching(app);
  await app.register(compress, { threshold: 1024 });
  // Off by default; search, type-ahead, hold and book opt in with their own limits.
  await registerRateLimits(app, { db, clock, keyring });
  await registerOpenApi(app);
  return admission;
}

/** The /fadmaa calls (docs/api.md). */
async function registerApiRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; keyring: PatientKeyring; config: AppConfig; rateLimits: RateLimits },
): Promise<void> {
  const { db, clock, keyring, config, rateLimits } = options;
  await app.register(healthRoutes, { db, clock });
  await app.register(configRoutes, {
    defaultVariant: config.defaultVariant,
    mapTileUrl: config.mapTileUrl,
    supportPhone: config.supportPhone ?? DEMO_SUPPORT_PHONE,
    videoHosts: config.videoHosts ?? [],
  });
  await app.register(avatarRoutes, { db });
  await app.register(demoMediaRoutes);
  await app.register(geoRoutes, { rateLimits });
  await app.register(slotRoutes, { db, clock, rateLimits });
  await app.register(providerOptionRoutes, { db });
  await app.register(directoryRoutes, { db, clock, rateLimits });
  await app.register(holderRoutes, { keyring, config: { rateLimits } });
  await app.register(bookingRoutes, { db, clock, keyring, config: { ...config, rateLimits } });
  await app.register(renewHoldRoutes, { db, clock, keyring, config: { rateLimits } });
  await app.register(releaseHoldRoutes, { db, clock, keyring, config: { rateLimits } });
  await app.register(manageRoutes, { db, clock, keyring, managePerMinute: rateLimits.managePerMinute });
  const signIn = config.staff?.signIn ?? null;
  await app.register(signInRoutes, { db, clock, keyring, signIn });
  await app.register(staffRoutes, { db, clock, keyring, signIn, webDistDir: config.webDistDir });
  // SMART Backend Services under the FHIR base (decision 151); no clients configured, every token refused.
  const publicUrl = (config.mail ?? MAIL_DEFAULTS).publicUrl;
  const smart = config.smart ?? { clients: [], tokenUrl: `${publicUrl}${SMART_TOKEN_PATH}` };
  // The directory as FHIR (Plan-Net) at /fhir, public and read-only (decision 140), with SMART Scheduling
  // Links' $bulk-publish and its deep links on the site's public address (decision 141), and the EHR
  // feed's Appointment and Patient for backend clients holding their scopes (decision 152).
  await fhirApi(app, {
    db,
    resources: [...DIRECTORY_RESOURCES, ...appointmentFeedResources({ keyring, clock, publicUrl })],
    systemAccess: systemAccess({ db, clock, tokenUrl: smart.tokenUrl }),
    clock,
    publicUrl,
    extensions: [{ plugin: bulkPublishPlugin({ db, clock, publicUrl }), operations: [BULK_PUBLISH_OPERATION] }],
  });
  await app.register(smartRoutes, { db, clock, smart });
}

/** The embed script, the built web files and the host pages (rendered on the server unless turned off). */
async function registerPages(app: FastifyInstance, options: { db: Database; config: AppConfig }): Promise<void> {
  const { db, config } = options;
  await app.register(embedScriptRoutes, { webDistDir: config.webDistDir });
  const template = registerWebAssets(app, config.webDistDir);
  const renderer =
    config.serverRender === false
      ? null
      : await loadPageRenderer(app, config.webDistDir, {
          timeoutMs: config.serverRenderTimeoutMs,
          concurrency: config.serverRenderConcurrency,
        });
  await app.register(hostPageRoutes, { db, template, defaultVariant: config.defaultVariant, renderer });
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
    // The host page is served by hostPageRoutes; the server-render entry and the build manifest are
    // the server's own files, not the browser's; source maps are the developers' (they would publish
    // the source of every module, comments included: issue 22).
    allowedPath: (pathName) =>
      pathName !== "/index.html" &&
      !pathName.startsWith(`/${SERVER_RENDER_DIR}/`) &&
      !pathName.startsWith("/.vite/") &&
      !pathName.endsWith(".map"),
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
  return readFileSync(indexFile, "utf8");
}
