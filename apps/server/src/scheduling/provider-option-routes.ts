import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import {
  APP_TYPES_PATH,
  appTypesQuerySchema,
  appTypesResponseSchema,
  splitFacilityCoids,
  UNKNOWN_NPI_MESSAGE,
} from "@fad/contracts/provider/app-types";
import { INSURANCE_PATH, insuranceResponseSchema } from "@fad/contracts/provider/insurance";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";
import { DIRECTORY_LIST_CACHE } from "../http/cache-control.ts";
import { findAppTypes } from "./find-app-types.ts";
import { listInsurers } from "./list-insurers.ts";

export interface ProviderOptionRouteOptions {
  db: Database;
}

const OK = { code: "200", details: "OK" };

/** The booking form's lists (spec booking §7): a physician's appointment types, and insurers with plans. */
export async function providerOptionRoutes(app: FastifyInstance, options: ProviderOptionRouteOptions): Promise<void> {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${API_BASE_PATH}${APP_TYPES_PATH}`,
    { schema: { querystring: appTypesQuerySchema, response: { 200: appTypesResponseSchema } } },
    async (request, reply) => {
      const { npi, facilityCOIDs, calendarId, source } = request.query;
      const facilityCoids = splitFacilityCoids(facilityCOIDs);
      const types = await findAppTypes({ db, npi, facilityCoids, calendarId, source });
      if (!types) return sendError(reply, 404, UNKNOWN_NPI_MESSAGE);
      return { status: OK, result: types };
    },
  );

  routes.get(
    `${API_BASE_PATH}${INSURANCE_PATH}`,
    { schema: { response: { 200: insuranceResponseSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", DIRECTORY_LIST_CACHE);
      return { status: OK, result: await listInsurers({ db }) };
    },
  );
}
