import { MISSING_FILE_MESSAGES } from "@fad/contracts/api/api-messages";
import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import { CONTACT_NUMBER_PATH, contactNumberQuerySchema } from "@fad/contracts/contact/contact-number";
import {
  providerSummariesResponseSchema,
  SEARCH_PROVIDERS_PATH,
  searchProvidersRequestSchema,
  searchProvidersResponseSchema,
} from "@fad/contracts/provider/search-providers";
import {
  SPECIALITY_APP_TYPES_PATH,
  specialityAppTypesQuerySchema,
  specialityAppTypesResponseSchema,
} from "@fad/contracts/provider/speciality-app-types";
import {
  AUTOCOMPLETE_PATH,
  autocompleteQuerySchema,
  autocompleteResponseSchema,
} from "@fad/contracts/terms/autocomplete";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Clock } from "../clock.ts";
import type { RateLimits } from "../config/server-config.ts";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";
import { limitPerMinute } from "../http/rate-limits.ts";
import { directorySnapshot } from "./directory-index.ts";
import { findContactNumber } from "./find-contact-number.ts";
import { findPhysicians } from "./find-physicians.ts";
import { findSpecialityAppTypes } from "./find-speciality-app-types.ts";
import { MAP_MARKER_LABEL_PATTERN, renderMapMarkerSvg } from "./map-marker.ts";
import { searchAnswerBytes } from "./search-answer-json.ts";
import { suggestTerms } from "./suggest-terms.ts";

export interface DirectoryRouteOptions {
  db: Database;
  clock: Clock;
  rateLimits: Pick<RateLimits, "searchPerMinute" | "typeAheadPerMinute">;
}

const OK = { code: "200", details: "OK" };

/** The provider directory's calls (spec discovery §7): search and profile, specialties, type-ahead, help line. */
export async function directoryRoutes(app: FastifyInstance, options: DirectoryRouteOptions): Promise<void> {
  const { db, clock, rateLimits } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // A server starting on a loaded directory reads its term snapshot at once, in the background, so the
  // first type-ahead does not wait for it; an empty directory (a test, a first start) is read on first use.
  app.addHook("onReady", async () => {
    void warmDirectorySnapshot(db);
  });

  routes.post(
    `${API_BASE_PATH}${SEARCH_PROVIDERS_PATH}`,
    {
      schema: {
        body: searchProvidersRequestSchema,
        response: { 200: z.union([searchProvidersResponseSchema, providerSummariesResponseSchema]) },
      },
      config: limitPerMinute(rateLimits.searchPerMinute),
      // A results page carries up to 89 days of slots per location (thousands of objects): checking that
      // against the schema cost more than finding it, so this answer is written as built, its days from
      // their kept texts (search-answer-json.ts). Its tests check it against the contract instead. The
      // serializer answers the bytes themselves, which Fastify sends as they are (a string it would encode).
      serializerCompiler: () => (data) => searchAnswerBytes(data) as unknown as string,
    },
    async (request) => {
      const answer = await findPhysicians({ db, query: request.body, now: clock() });
      return { status: { code: "200", details: answer.details }, result: answer.result };
    },
  );

  routes.get(
    `${API_BASE_PATH}${SPECIALITY_APP_TYPES_PATH}`,
    { schema: { querystring: specialityAppTypesQuerySchema, response: { 200: specialityAppTypesResponseSchema } } },
    async (request) => ({
      status: OK,
      result: await findSpecialityAppTypes({ db, facilityCoids: request.query.facilityCOIDs }),
    }),
  );

  routes.get(
    `${API_BASE_PATH}${AUTOCOMPLETE_PATH}`,
    {
      schema: { querystring: autocompleteQuerySchema, response: { 200: autocompleteResponseSchema } },
      config: limitPerMinute(rateLimits.typeAheadPerMinute),
    },
    async (request) => ({
      status: OK,
      result: await suggestTerms({ db, input: request.query.input, coids: request.query.coids }),
    }),
  );

  routes.get(
    `${API_BASE_PATH}${CONTACT_NUMBER_PATH}`,
    { schema: { querystring: contactNumberQuerySchema } },
    async (request, reply) => {
      const number = await findContactNumber({ db, facilityCoids: request.query.facilityCOIDs ?? [] });
      return reply.type("text/plain; charset=utf-8").send(number);
    },
  );

  routes.get(
    `${API_BASE_PATH}/media/markers/:file`,
    { schema: { params: z.object({ file: z.string().max(20) }), hide: true } },
    async (request, reply) => {
      const label = /^([A-Z]{1,2})\.svg$/.exec(request.params.file)?.[1];
      if (!label || !MAP_MARKER_LABEL_PATTERN.test(label))
        return sendError(reply, 404, MISSING_FILE_MESSAGES.mapMarker);
      return reply
        .type("image/svg+xml")
        .header("cache-control", "public, max-age=86400")
        .send(renderMapMarkerSvg(label));
    },
  );
}

async function warmDirectorySnapshot(db: Database): Promise<void> {
  try {
    const loaded = await db.selectFrom("physicians").select("npi").limit(1).executeTakeFirst();
    if (loaded) await directorySnapshot(db);
  } catch {
    // Closing before the warm-up ended, or the database away: the first call loads it instead.
  }
}
