import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Registry } from "prom-client";
import type { Clock } from "../clock.ts";
import { metricsAllowed } from "../config/metrics-access.ts";
import { SMART_TOKEN_PATH } from "../config/smart-clients.ts";
import { type Database, poolStatsOf } from "../database/create-database.ts";
import { readOutboxHealth } from "../hl7/outbox-health.ts";
import type { AdmissionCounts } from "../http/admission-control.ts";

export const METRICS_PATH = "/metrics";

/** Answers that refuse a caller: no or a bad token, not allowed, too many calls (and the token endpoint's 400s). */
const REFUSALS = new Set([401, 403, 429]);

/**
 * `GET /metrics` in Prometheus's text format (decision 153), for operators' scrapers only: answered to
 * the addresses FAD_METRICS_ALLOW lists (this machine by default), 404 to anyone else, as if it were
 * not there. Each process has its own registry and counts its own requests (a scraper reads every
 * process, on its own port); the outboxes are in the database, so every process reports the same
 * backlog. Labels are route templates and status codes, never a path's values: no patient data,
 * and a bounded number of series.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; allow: string[]; admission?: AdmissionCounts },
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "fad_" });
  const requests = new Counter({
    name: "fad_http_requests_total",
    help: "HTTP requests answered, by method, route template and status code.",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const refusals = new Counter({
    name: "fad_http_refusals_total",
    help: "Requests refused: 401, 403 and 429 answers, and the SMART token endpoint's OAuth errors, by route and status.",
    labelNames: ["route", "status"],
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: "fad_database_up",
    help: "1 when the database answered this scrape's outbox counts, else 0.",
    registers: [registry],
  });
  const backlog = new Gauge({
    name: "fad_outbox_backlog",
    help: "Messages waiting to be delivered, per outbox (email, hl7).",
    labelNames: ["outbox"],
    registers: [registry],
  });
  const dead = new Gauge({
    name: "fad_outbox_dead",
    help: "Messages given up after their last attempt, per outbox (email, hl7): an operator's task.",
    labelNames: ["outbox"],
    registers: [registry],
  });
  const oldest = new Gauge({
    name: "fad_hl7_outbox_oldest_pending_seconds",
    help: "Age of the oldest HL7 message still waiting (0 when none waits).",
    registers: [registry],
  });
  const pool = new Gauge({
    name: "fad_db_pool_connections",
    help: "This process's PostgreSQL pool: total, idle, and requests waiting for a connection (absent on the embedded database).",
    labelNames: ["state"],
    registers: [registry],
  });
  const admission = options.admission;
  if (admission) {
    new Gauge({
      name: "fad_admission_in_flight",
      help: "Booking calls (holder, hold, book) this process is serving now; past FAD_ADMISSION_MAX_IN_FLIGHT more are shed with 503 (decision 209).",
      registers: [registry],
      collect() {
        this.set(admission.inFlight);
      },
    });
    new Gauge({
      name: "fad_event_loop_delay_ms",
      help: "How late this process's event loop ran at its last check (ms); past FAD_ADMISSION_MAX_EVENT_LOOP_DELAY_MS holders and holds are shed.",
      registers: [registry],
      collect() {
        this.set(admission.eventLoopDelayMs);
      },
    });
    new Gauge({
      name: "fad_admission_shed",
      help: "Booking calls this process has shed with 503 since it started (decision 209).",
      registers: [registry],
      collect() {
        this.set(admission.shed);
      },
    });
  }
  const allowed = metricsAllowed(options.allow);

  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    const status = String(reply.statusCode);
    requests.inc({ method: request.method, route, status });
    if (REFUSALS.has(reply.statusCode) || (route === SMART_TOKEN_PATH && reply.statusCode === 400)) {
      refusals.inc({ route, status });
    }
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!allowed(request.ip)) {
      request.log.info("metrics refused to an address FAD_METRICS_ALLOW does not list");
      return reply.callNotFound();
    }
    try {
      const outboxes = await readOutboxHealth(options.db, options.clock);
      backlog.set({ outbox: "email" }, outboxes.email.backlog);
      backlog.set({ outbox: "hl7" }, outboxes.hl7.backlog);
      dead.set({ outbox: "email" }, outboxes.email.dead);
      dead.set({ outbox: "hl7" }, outboxes.hl7.dead);
      oldest.set(outboxes.hl7.oldestPendingSeconds ?? 0);
      databaseUp.set(1);
    } catch (error) {
      // The scrape still answers (the request and pool counts matter most in an outage).
      request.log.warn({ err: error }, "metrics: outbox counts unavailable");
      databaseUp.set(0);
    }
    const stats = poolStatsOf(options.db);
    if (stats) {
      pool.set({ state: "total" }, stats.total);
      pool.set({ state: "idle" }, stats.idle);
      pool.set({ state: "waiting" }, stats.waiting);
    }
    reply.header("content-type", registry.contentType).header("cache-control", "no-store");
    return registry.metrics();
  });
}
