import type { PageSettings } from "@fad/contracts/host/page-settings";
import { createBrowserRouter, createHashRouter } from "react-router";
import { appRoutes, bookingFlowPage, isBookingFlowSearch } from "./app-routes.tsx";
import { startNavigation, stripBasePath } from "./start-route.ts";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** History routing under the base path, except for the mho host, which uses hash routing (spec discovery §2). */
export function usesHashRouting(settings: PageSettings): boolean {
  return settings.hostApp === "mho";
}

export function createAppRouter(settings: PageSettings): AppRouter {
  const hashRouting = usesHashRouting(settings);
  const routes = appRoutes({ hashRouting });
  return hashRouting ? createHashRouter(routes) : createBrowserRouter(routes, { basename: basenameOf(settings) });
}

/** The router's basename: settings.basePath without its trailing slash, '/' by default. */
export function basenameOf(settings: PageSettings): string {
  const base = settings.basePath?.trim() || "/";
  return base.length > 1 ? base.replace(/\/+$/, "") || "/" : "/";
}

/**
 * Moves a fresh router to the start route when start-up calls for it (start-route.ts), before the
 * first render, so the first page is not announced as a navigation.
 */
export async function applyStartRoute(
  router: AppRouter,
  settings: PageSettings,
  page: { pathname: string; search: string },
): Promise<void> {
  // Under hash routing the router's location is the hash's, so it carries no base path.
  const appPath = usesHashRouting(settings)
    ? router.state.location.pathname
    : stripBasePath(router.state.location.pathname, basenameOf(settings));
  const start = startNavigation({ settings, ...page, appPath, appSearch: router.state.location.search });
  if (start) await router.navigate(start.path, { replace: !start.push });
}

/**
 * Resolves when the code of the router's current page is in: the router's lazy route (it is not
 * "initialized" before), and the booking flow's chunk on /physicians?urlTitle. Rendering after this
 * shows the first page straight away rather than a loading state that the page then replaces.
 */
export async function firstPageLoaded(router: AppRouter): Promise<void> {
  const booking = isBookingFlowSearch(new URLSearchParams(router.state.location.search))
    ? bookingFlowPage.preload().catch(() => {}) // a failed fetch shows the page's own loading state
    : null;
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  await booking;
}
