import type { Locale } from "../i18n/locales.ts";
import type { PageSettings } from "./page-settings.ts";

/**
 * Server rendering of the first page (decision 57): the server writes the page's HTML into the app's
 * root element and the answers it was built from into a JSON block; the app then hydrates that HTML
 * instead of rendering from nothing. The server and the app meet on these names.
 */

/** The web build's folder for the server-render entry; the server loads it from there and never serves it. */
export const SERVER_RENDER_DIR = "server";

/** The entry's file in that folder (Vite names it after src/server-render/render-page.tsx). */
export const SERVER_RENDER_ENTRY_FILE = "render-page.js";

/** The JSON block (never executed: the CSP allows no inline script) holding the query answers. */
export const SERVER_RENDER_STATE_ELEMENT_ID = "fad-server-state";

/**
 * The JSON block listing the code files the rendered page needs (root-relative addresses), which
 * the app fetches after the first paint (decision 58) rather than the page preloading them.
 */
export const SERVER_RENDER_MODULES_ELEMENT_ID = "fad-page-modules";

/** Set on the root element by the server: the screen the HTML was laid out for. */
export const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";

/** What the app logs when the page differed from its server render and React rendered it again. */
export const HYDRATION_MISMATCH_TEXT = "the page differed from the server's render and was rendered again";

/** Set on the root element by the app once it has taken the server's HTML over (hydrated). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * The server cannot see the screen, so it guesses from the request (a phone's user agent, or the
 * Sec-CH-UA-Mobile hint) and lays the page out for a typical width of that kind; the app starts from
 * the same guess while hydrating and then adjusts to the real screen.
 */
export const SERVER_RENDER_VIEWPORT_WIDTHS = { mobile: 375, desktop: 1280 } as const;

export type ServerRenderViewport = keyof typeof SERVER_RENDER_VIEWPORT_WIDTHS;

export function isServerRenderViewport(value: unknown): value is ServerRenderViewport {
  return value === "mobile" || value === "desktop";
}

/** What the server asks the web build's server-render entry (apps/web/src/server-render/render-page.tsx). */
export interface ServerRenderRequest {
  /** The page's own path and query, base path included, as the browser asked for it. */
  pathname: string;
  search: string;
  /** Scheme, host and port the request came to. */
  origin: string;
  settings: PageSettings;
  viewport: ServerRenderViewport;
  /** The request carried the disclosure agreement's session cookie (decision 180). */
  disclosureAgreed?: boolean;
  /** The language the server chose for the page (decision 172); the app hydrates in the same one. */
  locale: Locale;
}

export interface ServerRenderedPage {
  /** The root element's inner HTML. */
  html: string;
  /** The query answers the HTML shows (TanStack Query's dehydrated state), JSON-safe. */
  state: unknown;
  assets: ServerRenderedAssets;
}

/** Files a rendered page needs beyond the entry page's own (root-relative addresses). */
export interface ServerRenderedAssets {
  /** Linked in the head, so the HTML is styled at its first paint. */
  stylesheets: string[];
  /**
   * The app's code and the page's chunks beyond the entry page's own: listed for the app to fetch
   * together once the HTML is painted (decision 58), rather than one chunk after another.
   */
  modules: string[];
}
