/**
 * Vite's build manifest (build.manifest, dist/.vite/manifest.json): each source module's built file,
 * the chunks it imports and its CSS. The server reads it for the embed loader, the web build's
 * server-render entry for a rendered page's files; both walk it the same way, here.
 */
export interface BuildManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, BuildManifestChunk>;

/** Built files as root-relative addresses. */
export interface ChunkFiles {
  modules: string[];
  stylesheets: string[];
}

/**
 * The files of the given modules and of every chunk they import, in the order Vite's loader adds
 * them: a chunk's file before the chunks it imports, its stylesheets after theirs (so the cascade is
 * the same whoever links them). What `alreadyLoaded` reaches (say the entry page's own files) is left
 * out; keys the manifest lacks are skipped.
 */
export function chunkFiles(manifest: BuildManifest, keys: string[], alreadyLoaded: string[] = []): ChunkFiles {
  const seen = new Set<string>();
  for (const key of alreadyLoaded) collect(manifest, key, seen, { modules: [], stylesheets: [] });
  const files: ChunkFiles = { modules: [], stylesheets: [] };
  for (const key of keys) collect(manifest, key, seen, files);
  return files;
}

function collect(manifest: BuildManifest, key: string, seen: Set<string>, files: ChunkFiles): void {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return;
  seen.add(key);
  files.modules.push(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, files);
  for (const css of chunk.css ?? []) if (!files.stylesheets.includes(`/${css}`)) files.stylesheets.push(`/${css}`);
}
