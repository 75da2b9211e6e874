import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";

/** GET /fadmaa/health: 200 when the database answers, 503 when it does not (load balancers poll it). */
export async function healthRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.get("/fadmaa/health", async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(options.db);
      return { status: { code: "200", details: "OK" }, result: { database: "up" } };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      return sendError(reply, 503, "Database unavailable");
    }
  });
}
