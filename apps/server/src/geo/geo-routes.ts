import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import {
  FIND_NEAREST_ZIP_PATH,
  findNearestZipQuerySchema,
  findNearestZipResponseSchema,
  NO_ZIP_NEAR_MESSAGE,
} from "@fad/contracts/geo/find-nearest-zip";
import {
  LOOK_UP_ZIP_PATH,
  lookUpZipQuerySchema,
  lookUpZipResponseSchema,
  unknownZipMessage,
} from "@fad/contracts/geo/look-up-zip";
import {
  RESOLVE_TYPED_PLACE_PATH,
  resolveTypedPlaceQuerySchema,
  resolveTypedPlaceResponseSchema,
} from "@fad/contracts/geo/resolve-typed-place";
import {
  SUGGEST_PLACES_PATH,
  suggestPlacesQuerySchema,
  suggestPlacesResponseSchema,
} from "@fad/contracts/geo/suggest-places";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RateLimits } from "../config/server-config.ts";
import { sendError } from "../http/api-errors.ts";
import { SHIPPED_DATA_CACHE } from "../http/cache-control.ts";
import { limitPerMinute } from "../http/rate-limits.ts";
import { findNearestZip } from "./find-nearest-zip.ts";
import { lookUpZip } from "./look-up-zip.ts";
import { resolveTypedPlace } from "./resolve-typed-place.ts";
import { suggestPlaces } from "./suggest-places.ts";

const OK = { code: "200", details: "OK" };

/** The location look-ups of spec discovery §7 "Other", answered offline (no maps service or key). */
export async function geoRoutes(
  app: FastifyInstance,
  options: { rateLimits: Pick<RateLimits, "typeAheadPerMinute"> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    `${API_BASE_PATH}${LOOK_UP_ZIP_PATH}`,
    { schema: { querystring: lookUpZipQuerySchema, response: { 200: lookUpZipResponseSchema } } },
    async (request, reply) => {
      const place = lookUpZip(request.query.zip);
      if (!place) return sendError(reply, 404, unknownZipMessage(request.query.zip.slice(0, 5)));
      reply.header("cache-control", SHIPPED_DATA_CACHE);
      return { status: OK, result: place };
    },
  );
  routes.get(
    `${API_BASE_PATH}${SUGGEST_PLACES_PATH}`,
    // The location box's type-ahead: one look-up per pause in typing, limited like the keyword one.
    {
      schema: { querystring: suggestPlacesQuerySchema, response: { 200: suggestPlacesResponseSchema } },
      config: limitPerMinute(options.rateLimits.typeAheadPerMinute),
    },
    async (request, reply) => {
      reply.header("cache-control", SHIPPED_DATA_CACHE);
      return { status: OK, result: suggestPlaces(request.query.input) };
    },
  );
  routes.get(
    `${API_BASE_PATH}${RESOLVE_TYPED_PLACE_PATH}`,
    // Asked once per search whose location was typed rather than picked: limited like the type-ahead.
    {
      schema: { querystring: resolveTypedPlaceQuerySchema, response: { 200: resolveTypedPlaceResponseSchema } },
      config: limitPerMinute(options.rateLimits.typeAheadPerMinute),
    },
    async (request, reply) => {
      reply.header("cache-control", SHIPPED_DATA_CACHE);
      return { status: OK, result: resolveTypedPlace(request.query) };
    },
  );
  routes.get(
    `${API_BASE_PATH}${FIND_NEAREST_ZIP_PATH}`,
    { schema: { querystring: findNearestZipQuerySchema, response: { 200: findNearestZipResponseSchema } } },
    async (request, reply) => {
      const place = findNearestZip(request.query);
      if (!place) return sendError(reply, 404, NO_ZIP_NEAR_MESSAGE);
      reply.header("cache-control", SHIPPED_DATA_CACHE);
      return { status: OK, result: place };
    },
  );
}
