import { DATABASE_UNAVAILABLE_MESSAGE } from "@fad/contracts/api/api-messages";
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from "@fad/contracts/api/service-unavailable";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { Clock } from "../clock.ts";
import type { Database } from "../database/create-database.ts";
import { readOutboxHealth } from "../hl7/outbox-health.ts";
import { sendError } from "../http/api-errors.ts";

export const HEALTH_PATH = "/fadmaa/health";
/** Liveness (decision 153): the process answers; a restart is the cure when it does not. */
export const LIVE_PATH = "/fadmaa/health/live";
/**
 * Readiness: the process can serve (its database answers); a balancer routes by it. While the process
 * closes after SIGTERM, Fastify itself answers every new request 503 (return503OnClosing), this one too.
 */
export const READY_PATH = "/fadmaa/health/ready";

/**
 * GET /fadmaa/health: 200 when the database answers, 503 when it does not (load balancers poll it).
 * The answer also counts the email and HL7 outboxes' waiting and given-up messages (decision 150):
 * they do not take the process out of rotation, they tell operators the feeds' state.
 *
 * /fadmaa/health/live and /fadmaa/health/ready split the two questions an orchestrator asks
 * (decision 153): liveness never touches the database (a database outage is no reason to restart
 * every process), readiness is the health check's answer.
 */
export async function healthRoutes(app: FastifyInstance, options: { db: Database; clock: Clock }): Promise<void> {
  const databaseHealth = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await sql`SELECT 1`.execute(options.db);
      const outboxes = await readOutboxHealth(options.db, options.clock);
      return { status: { code: "200", details: "OK" }, result: { database: "up", outboxes } };
    } catch (error) {
      // A warning, not an error: a load balancer polls this every few seconds through an outage.
      request.log.warn({ err: error }, "health check: database unreachable");
      reply.header("retry-after", String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, DATABASE_UNAVAILABLE_MESSAGE);
    }
  };
  app.get(HEALTH_PATH, databaseHealth);
  app.get(LIVE_PATH, async () => ({ status: { code: "200", details: "OK" }, result: { live: true } }));
  app.get(READY_PATH, databaseHealth);
}
