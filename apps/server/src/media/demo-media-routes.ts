import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Where the demo network's media files are served: its featured video and that video's captions. */
export const DEMO_MEDIA_PATH = "/fadmaa/media/demo/";

/** The demo network's featured video (decision 104), made by scripts/make-demo-video.sh. */
export const DEMO_FEATURED_VIDEO_URL = `${DEMO_MEDIA_PATH}welcome.webm`;

/** The files themselves, shipped with the server (nothing is fetched from outside). */
export const DEMO_MEDIA_DIR = path.join(import.meta.dirname, "demo");

/** A day, as the avatars: the files change only with a release. */
const DEMO_MEDIA_CACHE = "public, max-age=86400";

/**
 * GET /fadmaa/media/demo/{file}: the demo media, through @fastify/static so a video answers byte
 * ranges (206, Accept-Ranges, Content-Range), which a browser's player asks for to seek, and
 * conditional requests. Only the files present at start are routes (wildcard off); any other name
 * is the API's 404.
 */
export async function demoMediaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: DEMO_MEDIA_DIR,
    prefix: DEMO_MEDIA_PATH,
    wildcard: false,
    index: false,
    // The web app's files are served by another registration, which adds reply.sendFile.
    decorateReply: false,
    acceptRanges: true,
    setHeaders: (reply) => {
      reply.header("cache-control", DEMO_MEDIA_CACHE);
    },
  });
}
