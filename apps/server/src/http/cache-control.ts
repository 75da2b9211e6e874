import type { FastifyInstance } from "fastify";

/** The API's calls: their answers are per visitor and per moment unless a route says otherwise. */
const API_PREFIX = "/fadmaa/";

/**
 * Cache-Control on every API answer (decision 92). An answer whose route set none gets `no-store`:
 * the config answer carries a session id, holds and bookings carry holder tokens, hold ids and manage
 * tokens, and searches show live availability, so no browser or shared cache may keep one. Routes whose
 * answers are the same for everyone and change seldom set their own (avatars, the embed script,
 * reference lists); an error answer is never cached, whatever the route set. The host pages set
 * no-store themselves, and the built files are cached by hash (app.ts).
 */
export function registerApiCaching(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    if (reply.statusCode >= 400 || !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
}

/** Answers computed from data shipped with the server (the US places): the same for everyone for a day. */
export const SHIPPED_DATA_CACHE = "public, max-age=86400";
/** Answers read from the directory that change only with it (the insurers): kept a few minutes. */
export const DIRECTORY_LIST_CACHE = "public, max-age=300";
