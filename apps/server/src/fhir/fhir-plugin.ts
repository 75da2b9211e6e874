import {
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from "@fad/contracts/api/service-unavailable";
import type { Bundle, BundleEntry, Resource } from "@medplum/fhirtypes";
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../clock.ts";
import type { Database } from "../database/create-database.ts";
import { isDatabaseUnavailable, isTransientConflict } from "../database/database-errors.ts";
import { FhirError, notFound, operationOutcome } from "../http/fhir-errors.ts";
import { loggedUrl } from "../http/log-redaction.ts";
import { insufficientScope, type SystemAccess } from "./appointments/system-access.ts";
import { type FeedInteraction, permits } from "./appointments/system-scopes.ts";
import { buildCapabilityStatement, type FhirOperationDefinition } from "./capability-statement.ts";
import type { FhirContext, FhirResourceDefinition } from "./fhir-types.ts";
import { encodeCursor, parseSearch, type SearchCriteria, type SearchFilter } from "./search-parameters.ts";

export const FHIR_BASE = "/fhir";
export const FHIR_JSON = "application/fhir+json";
export const FHIR_NDJSON = "application/fhir+ndjson";

/** Resources `_revinclude` adds to one page, at most; past it the Bundle says so in an outcome entry. */
export const REVINCLUDE_LIMIT = 1_000;

/** Searches and reads are the same for everyone and follow the directory: shared caches may keep them a minute. */
export const FHIR_CACHE = "public, max-age=60";

export interface FhirApiOptions {
  db: Database;
  /** The resource types served: each gets read and search, and its place in the CapabilityStatement. */
  resources: FhirResourceDefinition[];
  /**
   * Further routes under /fhir (operations such as $bulk-publish, or other interactions), registered
   * inside this scope so they share its content type, OperationOutcome errors and not-found answer,
   * with what the CapabilityStatement should say of them.
   */
  extensions?: { plugin: FastifyPluginAsync; operations: FhirOperationDefinition[] }[];
  /** The server's software version for the CapabilityStatement. */
  version?: string;
  /**
   * How backend clients are known (SMART Backend Services, decision 152): needed by `systemOnly` types,
   * which answer 401 without it; its token URL goes into the CapabilityStatement's security.
   */
  systemAccess?: SystemAccess;
  /** The clock and public address the types' reads and searches see (FhirContext). */
  clock?: Clock;
  publicUrl?: string;
}

/**
 * The FHIR R4 API at /fhir (decision 140): public, read-only, no patient data. Everything a FHIR route
 * shares lives here once: `application/fhir+json` both ways, every error as an OperationOutcome (404 an
 * unknown id or path, 400 a malformed parameter, 500 with no detail), `Prefer: handling=strict`, the
 * CapabilityStatement built from the registered types.
 */
export async function fhirApi(app: FastifyInstance, options: FhirApiOptions): Promise<void> {
  await app.register(
    async (scope) => {
      const byType = new Map(options.resources.map((resource) => [resource.type, resource]));
      // Answers of patient data: never kept by a cache (decision 152).
      const privateAnswers = new WeakSet<FastifyRequest>();
      const base: FhirContext = {
        db: options.db,
        ...(options.clock ? { clock: options.clock } : {}),
        ...(options.publicUrl !== undefined ? { publicUrl: options.publicUrl } : {}),
      };
      const contextFor = async (
        request: FastifyRequest,
        needs: [FhirResourceDefinition, FeedInteraction][],
      ): Promise<FhirContext> => {
        const guarded = needs.filter(([definition]) => definition.systemOnly);
        if (guarded.length === 0) return base;
        privateAnswers.add(request);
        if (!options.systemAccess) {
          throw new FhirError(401, "login", "This server has no backend clients: nothing here can be read", undefined, {
            "www-authenticate": 'Bearer realm="fhir"',
          });
        }
        const client = await options.systemAccess.authenticate(request);
        for (const [definition, interaction] of guarded) {
          if (!permits(client.scopes, definition.type, interaction))
            throw insufficientScope(definition.type, interaction);
        }
        return { ...base, client, requestId: request.id };
      };
      scope.addContentTypeParser(FHIR_JSON, { parseAs: "string" }, scope.getDefaultJsonParser("error", "error"));
      scope.setErrorHandler((error: FastifyError, request, reply) => sendError(scope, request, reply, error));
      scope.setNotFoundHandler((request, reply) =>
        sendOutcome(
          reply,
          404,
          operationOutcome(
            "error",
            "not-found",
            `${request.method} ${pathOf(request)} is not a FHIR interaction this server answers`,
          ),
        ),
      );
      scope.addHook("onSend", async (_request, reply, payload) => {
        // A route answering another FHIR format (NDJSON) or caching for longer says so itself.
        if (reply.statusCode >= 400 || !String(reply.getHeader("content-type") ?? "").startsWith(FHIR_NDJSON)) {
          reply.header("content-type", `${FHIR_JSON}; charset=utf-8`);
        }
        reply.header("access-control-allow-origin", "*");
        if (reply.statusCode >= 400 || privateAnswers.has(_request)) reply.header("cache-control", "no-store");
        else if (!reply.hasHeader("cache-control")) reply.header("cache-control", FHIR_CACHE);
        return payload;
      });

      const capability = (request: FastifyRequest) =>
        buildCapabilityStatement({
          baseUrl: baseUrlOf(request),
          resources: options.resources,
          operations: (options.extensions ?? []).flatMap((extension) => extension.operations),
          version: options.version ?? "0.0.0",
          ...(options.systemAccess ? { tokenUrl: options.systemAccess.tokenUrl } : {}),
        });
      scope.get("/metadata", async (request) => capability(request));

      for (const extension of options.extensions ?? []) await scope.register(extension.plugin);

      scope.get<{ Params: { type: string; id: string } }>("/:type/:id", async (request) => {
        const definition = definitionOf(byType, request.params.type);
        const context = await contextFor(request, [[definition, "read"]]);
        const resource = await definition.read(context, request.params.id);
        if (!resource) throw notFound(definition.type, request.params.id);
        return resource;
      });

      scope.get<{ Params: { type: string }; Querystring: Record<string, string | string[]> }>(
        "/:type",
        async (request) => {
          const definition = definitionOf(byType, request.params.type);
          // The token first: a client without one learns nothing, not even which parameter is wrong.
          let context = await contextFor(request, [[definition, "search"]]);
          const criteria = resolveChains(
            byType,
            parseSearch(definition, request.query, preferStrict(request), (type) => chainTarget(byType, type)),
          );
          const included = criteria.includes.flatMap((name) => {
            const target = byType.get(definition.includes.find((include) => include.name === name)?.target ?? "");
            return target?.systemOnly ? [[target, "read"] as [FhirResourceDefinition, FeedInteraction]] : [];
          });
          if (included.length > 0) {
            if (!context.client) context = await contextFor(request, included);
            for (const [target] of included) {
              if (!permits(context.client?.scopes ?? [], target.type, "read"))
                throw insufficientScope(target.type, "read");
            }
          }
          return searchBundle(context, byType, definition, criteria, baseUrlOf(request));
        },
      );
      // The base itself (a system-wide search) and any other path under /fhir: an OperationOutcome,
      // not the web app's page.
      const unknownPath = async (request: FastifyRequest) => {
        throw new FhirError(404, "not-found", `${pathOf(request)} is not a FHIR interaction this server answers`);
      };
      scope.get("/", unknownPath);
      scope.get("/*", unknownPath);
    },
    { prefix: FHIR_BASE },
  );
}

/** A type chains may lead into: one with matchingKeys, and never patient data (decision 152). */
function chainTarget(byType: Map<string, FhirResourceDefinition>, type: string): FhirResourceDefinition | undefined {
  const definition = byType.get(type);
  return definition?.matchingKeys && !definition.systemOnly ? definition : undefined;
}

/** Each chained filter given its target's subquery of matching keys (innermost chains first). */
function resolveChains(byType: Map<string, FhirResourceDefinition>, criteria: SearchCriteria): SearchCriteria {
  const resolve = (filter: SearchFilter): SearchFilter => {
    if (filter.type !== "reference" || !filter.chain) return filter;
    const inner = resolve(filter.chain.filter);
    const keys = chainTarget(byType, filter.chain.target)?.matchingKeys?.(inner);
    return { ...filter, chain: { ...filter.chain, filter: inner, ...(keys ? { keys } : {}) } };
  };
  return { ...criteria, filters: criteria.filters.map(resolve) };
}

function definitionOf(byType: Map<string, FhirResourceDefinition>, type: string): FhirResourceDefinition {
  const definition = byType.get(type);
  if (!definition) {
    throw new FhirError(
      404,
      "not-supported",
      `${type} is not a resource type this server serves (see ${FHIR_BASE}/metadata)`,
    );
  }
  return definition;
}

/** `Prefer: handling=strict` (FHIR R4 §3.1.1.5.1): unknown parameters are refused instead of ignored. */
export function preferStrict(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  const values = Array.isArray(prefer) ? prefer : prefer ? [prefer] : [];
  return values.some((value) =>
    value.split(/[,;]/).some((part) => part.trim().toLowerCase().replace(/\s+/g, "") === "handling=strict"),
  );
}

/** The base the links and fullUrls name: the request's own scheme and host (believed per FAD_TRUST_PROXY). */
export function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${FHIR_BASE}`;
}

function pathOf(request: FastifyRequest): string {
  return (request.url.split("?")[0] ?? "").slice(0, 200);
}

async function searchBundle(
  context: FhirContext,
  byType: Map<string, FhirResourceDefinition>,
  definition: FhirResourceDefinition,
  criteria: SearchCriteria,
  baseUrl: string,
): Promise<Bundle> {
  const page = await definition.search(context, criteria);
  const entries: BundleEntry[] = page.resources.map((resource) => entry(baseUrl, resource, "match"));
  const seen = new Set(page.resources.map((resource) => `${resource.resourceType}/${resource.id}`));
  const included: Resource[] = [];
  const warnings: string[] = [];

  for (const name of criteria.includes) {
    const include = definition.includes.find((candidate) => candidate.name === name);
    const target = include ? byType.get(include.target) : undefined;
    if (!include || !target) continue; // a target with no source: no resource to include
    const element = name.split(":")[1] ?? "";
    const ids = new Set<string>();
    for (const resource of page.resources) {
      for (const reference of include.references ? include.references(resource) : referencesOf(resource, element)) {
        const [type, id] = reference.split("/");
        if (type === target.type && id && !seen.has(reference)) ids.add(id);
      }
    }
    included.push(...(await target.readMany(context, [...ids])));
  }
  for (const name of criteria.revincludes) {
    const [sourceType = "", parameter = ""] = name.split(":");
    const source = byType.get(sourceType);
    if (!source?.referringTo || page.resources.length === 0) continue;
    const found = await source.referringTo(
      context,
      parameter,
      page.resources.map((resource) => resource.id as string),
      REVINCLUDE_LIMIT + 1,
    );
    if (found.length > REVINCLUDE_LIMIT) {
      warnings.push(
        `_revinclude=${name} found more than ${REVINCLUDE_LIMIT} resources for this page; the first ${REVINCLUDE_LIMIT} are included (ask for a smaller _count)`,
      );
    }
    included.push(...found.slice(0, REVINCLUDE_LIMIT));
  }
  for (const resource of included) {
    const key = `${resource.resourceType}/${resource.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(entry(baseUrl, resource, "include"));
  }
  if (criteria.ignored.length > 0) {
    warnings.push(`Ignored search parameters not supported on ${definition.type}: ${criteria.ignored.join(", ")}`);
  }
  if (warnings.length > 0) {
    entries.push({
      resource: {
        resourceType: "OperationOutcome",
        issue: warnings.map((text) => ({ severity: "warning", code: "processing", details: { text } })),
      },
      search: { mode: "outcome" },
    });
  }

  const self = searchUrl(baseUrl, definition.type, criteria.applied, criteria.cursor);
  return {
    resourceType: "Bundle",
    type: "searchset",
    link: [
      { relation: "self", url: self },
      ...(page.next
        ? [{ relation: "next", url: searchUrl(baseUrl, definition.type, criteria.applied, page.next) }]
        : []),
    ],
    entry: entries,
  };
}

function entry(baseUrl: string, resource: Resource, mode: "match" | "include"): BundleEntry {
  return { fullUrl: `${baseUrl}/${resource.resourceType}/${resource.id}`, resource, search: { mode } };
}

function searchUrl(baseUrl: string, type: string, applied: [string, string][], cursor: string[] | null): string {
  const params = new URLSearchParams(applied);
  if (!params.has("_count")) params.set("_count", String(20));
  if (cursor) params.set("_cursor", encodeCursor(cursor));
  return `${baseUrl}/${type}?${params.toString()}`;
}

/** The references at a top-level element of a resource (a Reference or a list of them). */
function referencesOf(resource: Resource, element: string): string[] {
  const value = (resource as unknown as Record<string, unknown>)[
    element === "partof"
      ? "partOf"
      : element === "organization" && resource.resourceType === "Location"
        ? "managingOrganization"
        : element
  ];
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((item) =>
    item && typeof item === "object" && typeof (item as { reference?: unknown }).reference === "string"
      ? [(item as { reference: string }).reference]
      : [],
  );
}

function sendOutcome(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).header("content-type", `${FHIR_JSON}; charset=utf-8`).send(body);
}

function sendError(scope: FastifyInstance, request: FastifyRequest, reply: FastifyReply, error: FastifyError) {
  if (error instanceof FhirError) {
    for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    return sendOutcome(reply, error.status, operationOutcome("error", error.code, error.message, error.expression));
  }
  if (isDatabaseUnavailable(error) || isTransientConflict(error)) {
    // Not for good (decisions 52, 93): the client may try again.
    request.log.warn({ err: error }, "database unavailable or busy: FHIR request answered 503");
    reply.header("retry-after", String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    return sendOutcome(reply, 503, operationOutcome("error", "transient", SERVICE_UNAVAILABLE_MESSAGE));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendOutcome(reply, status, operationOutcome("error", "invalid", error.message));
  }
  scope.log.error({ err: error, url: loggedUrl(pathOf(request)) }, "FHIR request failed");
  return sendOutcome(reply, 500, operationOutcome("error", "exception", "The server could not answer this request"));
}
