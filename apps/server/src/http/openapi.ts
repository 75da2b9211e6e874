import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * GET /fadmaa/openapi.json: the OpenAPI document, built from the same zod schemas that validate each
 * call, so it cannot drift from what the server accepts. Must be registered before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Find a Doctor /fadmaa API",
        description: "Physician search, availability, holds and bookings. See docs/api.md.",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
    // The host page and assets are not API calls.
    hideUntagged: false,
  });
  app.get("/fadmaa/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
