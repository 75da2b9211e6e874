import type { BuildManifest } from "@fad/contracts/host/build-manifest";
import {
  SERVER_RENDER_VIEWPORT_WIDTHS,
  type ServerRenderedPage,
  type ServerRenderRequest,
} from "@fad/contracts/host/server-render";
import { type AppRouteName, matchAppRoute } from "@fad/contracts/routes/app-routes";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from "react-router";
import { setApiTransport } from "../api/api-transport.ts";
import { AppProviders } from "../app/app-providers.tsx";
import { appRoutes, bookingFlowPage, isBookingFlowSearch } from "../app/app-routes.tsx";
import { basenameOf, usesHashRouting } from "../app/create-app-router.ts";
import { createQueryClient } from "../app/create-query-client.ts";
import { startNavigation, stripBasePath } from "../app/start-route.ts";
import { setServerRenderDisclosureAgreed } from "../search-model/disclosure.ts";
import { setServerRenderOrigin } from "../settings/page-origin.ts";
import { setServerRenderWidth } from "../ui/use-media-query.ts";
import { lazyModulesOf, pageAssets } from "./page-assets.ts";

/*
 * The server-render entry (decision 57), built by Vite into dist/server/ and loaded by the server
 * (apps/server/src/host/server-render.ts). It renders a page with the same components, routes and
 * calls as the browser, so the first paint needs no JavaScript and the app hydrates it.
 */

export { setApiTransport };

/** Loads every page's code ahead of the first request, so the first visitor's page is not the slow one. */
export async function prepareRenderer(): Promise<void> {
  await Promise.all([serverRoutes(), bookingFlowPage.preload(), buildManifest()]);
}

/**
 * Pages whose first screen is the same for everyone at an address. The confirmation and texting
 * pages are built from what this browser tab holds (the booking session), which the server never sees.
 */
const SERVER_RENDERED_ROUTES: ReadonlySet<AppRouteName> = new Set([
  "landing",
  "listing",
  "specialty",
  "specialtyListing",
  "location",
  "locationListing",
  "locationSpecialty",
  "locationSpecialtyListing",
  "profile",
  "languageAssistance",
]);

/** Calls that depend on calls (a physician, then its times) take a render each. */
const MAX_RENDER_PASSES = 4;

/**
 * The page's HTML and the answers it shows, or null where the browser should render it alone: hash
 * routing (the route is after '#', never sent), a session-built page, or a call that failed (the
 * browser then asks again and shows the failure as it always does).
 */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderedPage | null> {
  const { settings } = request;
  if (usesHashRouting(settings)) return null;
  const basename = basenameOf(settings);
  const target = startAddress(request, basename);
  const match = matchAppRoute(stripBasePath(target.pathname, basename));
  if (!match || !SERVER_RENDERED_ROUTES.has(match.name)) return null;

  const handler = createStaticHandler(await serverRoutes(), { basename });
  const context = await handler.query(new Request(new URL(`${target.pathname}${target.search}`, request.origin)));
  if (context instanceof Response) return null;
  if (isBookingFlowSearch(new URLSearchParams(target.search))) await bookingFlowPage.preload();
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = createQueryClient();
  const page = (
    <AppProviders queryClient={queryClient} settings={settings} locale={request.locale}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  const render = () => {
    // Both are read during the (synchronous) render only, so concurrent requests cannot mix them.
    setServerRenderWidth(SERVER_RENDER_VIEWPORT_WIDTHS[request.viewport]);
    setServerRenderOrigin(request.origin);
    setServerRenderDisclosureAgreed(request.disclosureAgreed === true);
    try {
      return renderToString(page);
    } finally {
      setServerRenderWidth(null);
      setServerRenderDisclosureAgreed(false);
    }
  };

  const asked = new Set<string>();
  let html = render();
  for (let pass = 1; pass < MAX_RENDER_PASSES; pass++) {
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => !asked.has(query.queryHash) && isWaitingToFetch(query));
    if (waiting.length === 0) break;
    for (const query of waiting) asked.add(query.queryHash);
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    if (hasFailedQuery(queryClient)) return null;
    html = render();
  }
  const assets = pageAssets(await buildManifest(), lazyModulesOf(match.name, new URLSearchParams(target.search)));
  return { html, state: dehydrate(queryClient), assets };
}

let manifest: Promise<BuildManifest> | null = null;

/** The browser build's manifest, beside this entry in the build (none when run from source in tests). */
function buildManifest(): Promise<BuildManifest> {
  manifest ??= import("node:fs/promises")
    .then((fs) => fs.readFile(new URL("../.vite/manifest.json", import.meta.url), "utf8"))
    .then((text) => JSON.parse(text) as BuildManifest)
    .catch(() => ({}));
  return manifest;
}

let resolvedRoutes: Promise<RouteObject[]> | null = null;

/**
 * The app's routes with every page's code loaded. A route still marked lazy renders as its loading
 * fallback on the server, where the browser (which loads the first page's code before hydrating)
 * renders the page: so the server loads every page's code once, at its first render.
 */
function serverRoutes(): Promise<RouteObject[]> {
  resolvedRoutes ??= withLazyResolved(appRoutes({ hashRouting: false })).catch((error: unknown) => {
    resolvedRoutes = null; // asked again at the next render rather than failing every page from now on
    throw error;
  });
  return resolvedRoutes;
}

async function withLazyResolved(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async (route) => {
      const { lazy, children, ...rest } = route;
      const loaded = typeof lazy === "function" ? await lazy() : {};
      const resolved = { ...rest, ...loaded } as RouteObject;
      return children ? ({ ...resolved, children: await withLazyResolved(children) } as RouteObject) : resolved;
    }),
  );
}

/** Where the browser will be once it has applied the start route (start-route.ts): render that page. */
function startAddress(request: ServerRenderRequest, basename: string): { pathname: string; search: string } {
  const appPath = stripBasePath(request.pathname, basename);
  const start = startNavigation({
    settings: request.settings,
    pathname: request.pathname,
    search: request.search,
    appPath,
    appSearch: request.search,
  });
  if (!start) return { pathname: request.pathname, search: request.search };
  const [path = "/", query = ""] = start.path.split("?");
  const prefix = basename === "/" ? "" : basename;
  return { pathname: `${prefix}${path}`, search: query ? `?${query}` : "" };
}

function isWaitingToFetch(query: Query): boolean {
  if (query.state.status !== "pending" || query.state.fetchStatus !== "idle") return false;
  if (typeof query.options.queryFn !== "function") return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

function hasFailedQuery(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === "error");
}
