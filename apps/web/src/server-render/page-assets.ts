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
  if (route === "root" || route === "confirmation" || route.startsWith("texting")) return [];
  return [LAZY_PAGE_MODULES.results, DISCLOSURE_MODAL_MODULE];
}

/** Vite's build manifest (build.manifest): each source module's file, the chunks it imports and its CSS. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * The stylesheets and module files the modules need beyond what the entry page (index.html) already
 * links, as root-relative addresses. Both in the order Vite's loader would add them: a chunk's file
 * before the chunks it imports, its stylesheets after theirs, so the cascade is the same whether the
 * server links them or the app's code does.
 */
export function pageAssets(manifest: BuildManifest, modules: string[], entry = "index.html"): ServerRenderedAssets {
  const seen = new Set<string>();
  collect(manifest, entry, seen, { stylesheets: [], modules: [] });
  const assets: ServerRenderedAssets = { stylesheets: [], modules: [] };
  for (const key of modules) collect(manifest, key, seen, assets);
  return assets;
}

/** Adds the chunk and what it imports, unless seen, to the assets, in Vite's loader's order. */
function collect(manifest: BuildManifest, key: string, seen: Set<string>, assets: ServerRenderedAssets): void {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return;
  seen.add(key);
  assets.modules.push(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, assets);
  for (const css of chunk.css ?? []) if (!assets.stylesheets.includes(`/${css}`)) assets.stylesheets.push(`/${css}`);
}
