import { type BuildManifest, chunkFiles } from "@fad/contracts/host/build-manifest";
import type { ServerRenderedAssets } from "@fad/contracts/host/server-render";
import type { AppRouteName } from "@fad/contracts/routes/app-routes";

/**
 * The module of each page whose code is fetched when its route is entered (app-routes.tsx), as Vite's
 * manifest names it. The server links a rendered page's stylesheets in the head, or the HTML would
 * show unstyled and move when the page's code brings them (layout shift); page-assets.test.ts checks
 * this list against app-routes.tsx.
 */
export const LAZY_PAGE_MODULES = {
  results: "src/features/results/results-page.tsx",
  profile: "src/features/profile/profile-page.tsx",
  booking: "src/features/booking/booking-page.tsx",
  confirmation: "src/features/confirmation/confirmation-page.tsx",
  manage: "src/features/manage/manage-page.tsx",
} as const;

/** The disclosure gate's modal, fetched when it opens: on a results page that is at once (non-psg). */
export const DISCLOSURE_MODAL_MODULE = "src/features/search/disclosure-modal.tsx";

/** The app's own code, which main.tsx fetches once the page is painted (decision 58). */
export const APP_MODULE = "src/app/mount-app.tsx";

/** The modules a server-rendered route needs beyond the entry page's own: the app's, then its page's. */
export function lazyModulesOf(route: AppRouteName, search: URLSearchParams): string[] {
  return [APP_MODULE, ...pageModulesOf(route, search)];
}

function pageModulesOf(route: AppRouteName, search: URLSearchParams): string[] {
  if (route === "profile") return [LAZY_PAGE_MODULES.profile];
  if (route === "landing") return search.has("urlTitle") ? [LAZY_PAGE_MODULES.booking] : [];
  if (
    route === "root" ||
    route === "confirmation" ||
    route === "manage" ||
    route === "languageAssistance" ||
    route.startsWith("texting")
  ) {
    return [];
  }
  return [LAZY_PAGE_MODULES.results, DISCLOSURE_MODAL_MODULE];
}

/**
 * The stylesheets and module files the modules need beyond what the entry page (index.html) already
 * links, in Vite's loader order (contracts host/build-manifest.ts).
 */
export function pageAssets(manifest: BuildManifest, modules: string[], entry = "index.html"): ServerRenderedAssets {
  return chunkFiles(manifest, modules, [entry]);
}
