/**
 * The pure parts of embedding (docs/embedding.md): where the app's server is and where the app goes
 * in the host page.
 */

/** The container a host page gives the app: <div id="fad-root"></div>. */
export const EMBED_ROOT_ID = "fad-root";

/** Class on the container, so the host (and our CSS) can tell the embedded app's box. */
export const EMBED_ROOT_CLASS = "fad-embedded";

/**
 * The app's origin, from the URL of the embed entry module itself (import.meta.url): the module was
 * loaded from our server, whatever page runs it, so this is where /fadmaa calls must go.
 */
export function appOriginOf(moduleUrl: string): string {
  return new URL(moduleUrl).origin;
}

/** The host page's container for the app, or null when the page has none. */
export function findEmbedRoot(doc: Document): HTMLElement | null {
  return doc.getElementById(EMBED_ROOT_ID);
}
