import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageSettings } from "@fad/contracts/host/page-settings";
import {
  SERVER_RENDER_DIR,
  SERVER_RENDER_ENTRY_FILE,
  type ServerRenderedPage,
  type ServerRenderRequest,
  type ServerRenderViewport,
} from "@fad/contracts/host/server-render";
import type { Locale } from "@fad/contracts/i18n/locales";
import { disclosureAgreedInCookies } from "@fad/contracts/session/disclosure-cookie";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { SERVER_RENDER_CONCURRENCY, SERVER_RENDER_TIMEOUT_MS } from "../config/server-config.ts";

/** Where the web build puts its server-render entry (apps/web/vite.config.ts). */
export const SERVER_RENDER_ENTRY = path.join(SERVER_RENDER_DIR, SERVER_RENDER_ENTRY_FILE);

export interface PageRenderer {
  render(
    request: FastifyRequest,
    page: { pathname: string; search: string; settings: PageSettings; locale: Locale },
  ): Promise<(ServerRenderedPage & { viewport: ServerRenderViewport }) | null>;
}

/** The web build's server-render entry's exports (apps/web/src/server-render/render-page.tsx). */
interface ServerRenderModule {
  prepareRenderer(): Promise<void>;
  renderPage(request: ServerRenderRequest): Promise<ServerRenderedPage | null>;
  setApiTransport(transport: (input: string, init?: RequestInit) => Promise<Response>): void;
}

/** Who a page's in-process calls are made for: the visitor's address, so per-client limits still apply. */
const callerOfRender = new AsyncLocalStorage<{ clientAddress: string }>();

/**
 * Loads the web build's server-render entry, if the build has one, and lets it make its /fadmaa
 * calls in process (app.inject): the same routes, schemas and limits as the browser's calls, with no
 * socket. Null when the web app was not built (server tests, `npm run dev`).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
  options: { timeoutMs?: number; concurrency?: number } = {},
): Promise<PageRenderer | null> {
  const entry = path.join(webDistDir, SERVER_RENDER_ENTRY);
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as ServerRenderModule;
  module.setApiTransport((input, init) => injectCall(app, input, init));
  await module.prepareRenderer();
  const timeoutMs = options.timeoutMs ?? SERVER_RENDER_TIMEOUT_MS;
  const concurrency = options.concurrency ?? SERVER_RENDER_CONCURRENCY;
  let rendering = 0;
  return {
    async render(request, page) {
      if (rendering >= concurrency) return null;
      rendering += 1;
      try {
        const viewport = viewportOf(request);
        const work = callerOfRender.run({ clientAddress: request.ip }, () =>
          module.renderPage({
            ...page,
            origin: `${request.protocol}://${request.host}`,
            viewport,
            // Decision 180: the agreement's session cookie lets results render with their doctors.
            disclosureAgreed: disclosureAgreedInCookies(request.headers.cookie),
          }),
        );
        const rendered = await withinTime(work, timeoutMs, request.log);
        return rendered ? { ...rendered, viewport } : null;
      } finally {
        rendering -= 1;
      }
    },
  };
}

/** A phone's request (the client hint, else the user agent's "Mobi"/"Android"/"iPhone") gets the phone layout. */
export function viewportOf(request: Pick<FastifyRequest, "headers">): ServerRenderViewport {
  const hint = request.headers["sec-ch-ua-mobile"];
  if (hint === "?1") return "mobile";
  if (hint === "?0") return "desktop";
  return /Mobi|Android|iPhone|iPod/i.test(request.headers["user-agent"] ?? "") ? "mobile" : "desktop";
}

async function injectCall(app: FastifyInstance, input: string, init: RequestInit = {}): Promise<Response> {
  const caller = callerOfRender.getStore();
  const url = new URL(input, "http://render.invalid");
  const answer = await app.inject({
    method: (init.method ?? "GET") as "GET",
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(new Headers(init.headers).entries()),
    payload: typeof init.body === "string" ? init.body : undefined,
    remoteAddress: caller?.clientAddress ?? "127.0.0.1",
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, String(one));
  }
  const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(bodyless ? null : answer.rawPayload, { status: answer.statusCode, headers });
}

async function withinTime<T>(work: Promise<T | null>, timeoutMs: number, log: FastifyBaseLogger): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      log.warn({ timeoutMs }, "server render took too long; the page is sent for the browser to render");
      resolve(null);
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      work.catch((error: unknown) => {
        log.error({ err: error }, "server render failed; the page is sent for the browser to render");
        return null;
      }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
