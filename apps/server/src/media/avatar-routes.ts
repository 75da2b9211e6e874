import { MISSING_FILE_MESSAGES } from "@fad/contracts/api/api-messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";
import { renderAvatarSvg } from "./render-avatar-svg.ts";

const paramsSchema = z.object({ file: z.string().max(20) });

/** GET /fadmaa/media/avatars/{npi}.svg: physician photos are generated here; nothing comes from outside. */
export async function avatarRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/fadmaa/media/avatars/:file", { schema: { params: paramsSchema } }, async (request, reply) => {
      const npi = request.params.file.match(/^([0-9]{10})\.svg$/)?.[1];
      if (!npi) return sendError(reply, 404, MISSING_FILE_MESSAGES.avatar);
      const physician = await options.db
        .selectFrom("physicians")
        .select(["first_name", "last_name"])
        .where("npi", "=", npi)
        .executeTakeFirst();
      if (!physician) return sendError(reply, 404, MISSING_FILE_MESSAGES.avatar);
      return reply
        .type("image/svg+xml")
        .header("cache-control", "public, max-age=86400")
        .send(renderAvatarSvg({ npi, firstName: physician.first_name, lastName: physician.last_name }));
    });
}
