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

/** The modules a server-rendered route shows beyond the first download (none for the landing). */
export function lazyModulesOf(route: AppRouteName, search: URLSearchParams): string[] {
  if (route === "profile") return [LAZY_PAGE_MODULES.profile];
  if (route === "landing") return search.has("urlTitle") ? [LAZY_PAGE_MODULES.booking] : [];
  if (route === "root" || route === "confirmation" || route.startsWith("texting")) return [];
  return [LAZY_PAGE_MODULES.results, DISCLOSURE_MODAL_MODULE];
}

/** Vite's build manifest (build.manifest): each source module's file, the chunks it imports and its CSS. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * The stylesheets and module files page modules need beyond what the entry page (index.html)
 * already links, as root-relative addresses.
 */
export function pageAssets(manifest: BuildManifest, pageModules: string[], entry = "index.html"): ServerRenderedAssets {
  const linked = reachable(manifest, [entry]);
  const needed = reachable(manifest, pageModules);
  const stylesheets: string[] = [];
  const modules: string[] = [];
  for (const key of needed) {
    if (linked.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    modules.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!stylesheets.includes(`/${css}`)) stylesheets.push(`/${css}`);
  }
  return { stylesheets, modules };
}

/** The modules and every chunk they import, directly or not, in import order. */
function reachable(manifest: BuildManifest, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const start of starts) visit(start);
  return seen;
}
