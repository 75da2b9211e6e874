import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type BuildManifest, chunkFiles } from "@fad/contracts/host/build-manifest";

/** Where a host page loads the app from (docs/embedding.md). */
export const EMBED_SCRIPT_PATH = "/fadmaa/embed.js";

/** The Vite manifest key of the embed entry (apps/web/vite.config.ts). */
export const EMBED_ENTRY_KEY = "src/embed/embed-main.tsx";

/** The built files the embedded app needs, as root-relative paths on our server. */
export interface EmbedFiles {
  entry: string;
  /** Chunks the entry imports at once (preloaded so they load in parallel). */
  modules: string[];
  stylesheets: string[];
}

/**
 * The embed entry's module, its static imports and all their CSS (in Vite's loader order, as on our
 * own pages), from the build's manifest
 * (dist/.vite/manifest.json). Null when the app is not built or the build has no embed entry.
 */
export function readEmbedFiles(webDistDir: string): EmbedFiles | null {
  const manifestFile = path.join(webDistDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return null;
  return embedFilesFromManifest(JSON.parse(readFileSync(manifestFile, "utf8")) as BuildManifest);
}

export function embedFilesFromManifest(manifest: BuildManifest): EmbedFiles | null {
  const entry = manifest[EMBED_ENTRY_KEY];
  if (!entry) return null;
  // The entry's own file comes first; the loader imports it rather than preloading it.
  const { modules, stylesheets } = chunkFiles(manifest, [EMBED_ENTRY_KEY]);
  return { entry: `/${entry.file}`, modules: modules.slice(1), stylesheets };
}

/**
 * The loader a host page includes with one classic script tag. It works out our origin from its own
 * src (never from the host page), adds our stylesheets and module preloads to the host's head, and
 * imports the embed entry, which mounts the app into #fad-root. All files are ours: nothing is
 * fetched from a third party. Loading it twice does nothing the second time.
 */
export function renderEmbedScript(files: EmbedFiles): string {
  const data = JSON.stringify(files).replace(/</g, "\\u003c");
  return `/* Find a Doctor embed loader: docs/embedding.md */
(function () {
  "use strict";
  var files = ${data};
  var script = document.currentScript || document.querySelector('script[src$="${EMBED_SCRIPT_PATH}"]');
  if (!script || !script.src) {
    console.error("Find a Doctor: embed.js must be loaded with a script tag that has a src.");
    return;
  }
  if (window.__fadEmbedLoaded) return;
  window.__fadEmbedLoaded = true;
  var base = script.src;
  function add(rel, file) {
    var link = document.createElement("link");
    link.rel = rel;
    link.href = new URL(file, base).href;
    link.crossOrigin = "anonymous";
    document.head.appendChild(link);
  }
  files.stylesheets.forEach(function (file) { add("stylesheet", file); });
  files.modules.forEach(function (file) { add("modulepreload", file); });
  import(new URL(files.entry, base).href).catch(function (error) {
    console.error("Find a Doctor: the app could not be loaded.", error);
  });
})();
`;
}
