import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import {
  LOAD_MORE_SLOTS_PATH,
  loadMoreSlotsRequestSchema,
  loadMoreSlotsResponseSchema,
} from "@fad/contracts/appointments/load-more-slots";
import {
  SEARCH_SLOTS_PATH,
  SEARCH_SLOTS_REFUSALS,
  searchSlotsRequestSchema,
  searchSlotsResponseSchema,
} from "@fad/contracts/appointments/search-slots";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Clock } from "../clock.ts";
import type { RateLimits } from "../config/server-config.ts";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";
import { limitPerMinute } from "../http/rate-limits.ts";
import { type SearchSlotsOutcome, searchSlots } from "./search-slots.ts";

export interface SlotRouteOptions {
  db: Database;
  clock: Clock;
  rateLimits: Pick<RateLimits, "searchPerMinute">;
}

const OK = { code: "200", details: "OK" };

/** What both slot calls send: the search's body, and the load-more's (with its location). */
interface SlotSearchBody {
  calendarId: string;
  appointmentTypeIds?: string[] | null;
  startDate: string;
  numberDaysOut: number;
  source?: string | null;
  physicianNpi?: string | null;
  locationId?: string | number | null;
}

/** The slot search (spec booking §7) and its "load more days" sibling (ours, docs/api.md). */
export async function slotRoutes(app: FastifyInstance, options: SlotRouteOptions): Promise<void> {
  const { db, clock, rateLimits } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const searchAndAnswer = async (body: SlotSearchBody, reply: FastifyReply) =>
    answer(
      reply,
      await searchSlots({
        db,
        calendarId: body.calendarId,
        appointmentTypeCode: body.appointmentTypeIds?.[0] ?? null,
        startDate: body.startDate,
        numberDaysOut: body.numberDaysOut,
        now: clock(),
        source: body.source ?? null,
        physicianNpi: body.physicianNpi ?? null,
        ...(body.locationId === undefined ? {} : { locationId: body.locationId }),
      }),
    );

  routes.post(
    `${API_BASE_PATH}${SEARCH_SLOTS_PATH}`,
    {
      schema: { body: searchSlotsRequestSchema, response: { 200: searchSlotsResponseSchema } },
      config: limitPerMinute(rateLimits.searchPerMinute),
    },
    (request, reply) => searchAndAnswer(request.body, reply),
  );

  routes.post(
    `${API_BASE_PATH}${LOAD_MORE_SLOTS_PATH}`,
    {
      schema: { body: loadMoreSlotsRequestSchema, response: { 200: loadMoreSlotsResponseSchema } },
      config: limitPerMinute(rateLimits.searchPerMinute),
    },
    (request, reply) => searchAndAnswer(request.body, reply),
  );
}

function answer(reply: FastifyReply, outcome: SearchSlotsOutcome) {
  if (outcome.kind === "found") return { status: OK, result: outcome.days };
  const refusal = SEARCH_SLOTS_REFUSALS[outcome.kind];
  return sendError(reply, refusal.status, refusal.message);
}
