/** One entry of Vite's build manifest (dist/.vite/manifest.json), as far as the report needs it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A route of the app and the manifest keys whose code it needs before it can show. */
export interface RouteEntry {
  name: string;
  /** The page's own lazy chunk (a dynamic import of the app), or null for a page in the entry. */
  page: string | null;
}

/** The app's entry (index.html) and each route's page module, as the manifest keys them. */
export const APP_ENTRY = "index.html";
export const ROUTES: RouteEntry[] = [
  { name: "landing", page: null },
  { name: "results", page: "src/features/results/results-page.tsx" },
  { name: "profile", page: "src/features/profile/profile-page.tsx" },
  { name: "booking", page: "src/features/booking/booking-page.tsx" },
  { name: "confirmation", page: "src/features/confirmation/confirmation-page.tsx" },
];

export interface RouteFiles {
  /** Built JavaScript files (relative to the dist folder), the entry's first. */
  scripts: string[];
  stylesheets: string[];
  /** Lazy chunks the route may fetch later (a map, a modal, …) with their own imports: reported apart. */
  onDemand: string[];
}

/**
 * What a route downloads before it shows: the entry with its static imports, plus (for a lazy page)
 * the page's chunk with its static imports, and all their CSS. Dynamic imports reached from there are
 * fetched only on demand and are listed apart. Throws when a key is missing, so a renamed page cannot
 * silently shrink the report.
 */
export function routeFiles(manifest: Manifest, route: RouteEntry, entry = APP_ENTRY): RouteFiles {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const visited = new Set<string>();
  const dynamic = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    visited.add(key);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!stylesheets.includes(css)) stylesheets.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) dynamic.add(imported);
  };
  visit(entry);
  // The entry fetches the app itself with dynamic imports at once (apps/web/src/main.tsx, decision 58):
  // that code is part of every route's first download, not on demand.
  for (const started of manifest[entry]?.dynamicImports ?? []) {
    if (!ROUTES.some((other) => other.page === started)) visit(started);
  }
  if (route.page) visit(route.page);
  // Other pages' chunks are theirs; what is left (and its imports the route has not loaded) is on demand.
  const onDemand: string[] = [];
  const later = (key: string) => {
    const chunk = manifest[key];
    if (visited.has(key) || !chunk) return;
    visited.add(key);
    onDemand.push(chunk.file);
    for (const imported of chunk.imports ?? []) later(imported);
  };
  for (const key of dynamic) if (!ROUTES.some((other) => other.page === key)) later(key);
  return { scripts, stylesheets, onDemand };
}
