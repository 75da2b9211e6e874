import { PAGE_SETTINGS_ELEMENT_ID, type PageSettings } from "@fad/contracts/host/page-settings";
import {
  SERVER_RENDER_MODULES_ELEMENT_ID,
  SERVER_RENDER_STATE_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  type ServerRenderedPage,
  type ServerRenderViewport,
} from "@fad/contracts/host/server-render";
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALE_META_NAME, type Locale } from "@fad/contracts/i18n/locales";
import { escapeHtml } from "../http/escape-html.ts";

/** The marker in the built index.html where the server puts the settings, robots hint and title. */
export const HOST_HEAD_MARKER = "<!--fad-head-->";

/** Used when the web app has not been built (server tests, or `npm run dev` before a build). */
export const UNBUILT_HOST_TEMPLATE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${HOST_HEAD_MARKER}</head>
<body><main id="root"><h1>Find a Doctor</h1><p>The web app has not been built: run npm run build.</p></main></body></html>`;

export interface HostPageOptions {
  template: string;
  settings: PageSettings;
  robots: string | null;
  title: string;
  /** The page as the server rendered it (decision 57), put into the app's empty root element. */
  served?: (ServerRenderedPage & { viewport: ServerRenderViewport }) | null;
  /** The page's language (decision 172): <html lang> and the meta the app starts from. English by default. */
  locale?: Locale;
}

/** The app's root element as the web build's index.html has it: empty, for the app to fill. */
export const EMPTY_APP_ROOT = '<div id="root"></div>';

export function renderHostPage({
  template,
  settings,
  robots,
  title,
  served,
  locale = DEFAULT_LOCALE,
}: HostPageOptions): string {
  const fillsRoot = served && template.includes(EMPTY_APP_ROOT);
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="${LOCALE_META_NAME}" content="${locale}">`,
    robots ? `<meta name="robots" content="${escapeHtml(robots)}">` : "",
    `<script type="application/json" id="${PAGE_SETTINGS_ELEMENT_ID}">${jsonForScriptElement(settings)}</script>`,
  ].join("");
  // A function replacement: the rendered HTML may hold "$&" and the like, which a string would expand.
  const page = template
    .replace(HOST_HEAD_MARKER, () => head)
    .replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_TAGS[locale]}"`);
  if (!fillsRoot) return page;
  // At the end of the head, after the entry's own stylesheets: where the page's code would add them,
  // so the cascade is the same as in a page the browser renders alone.
  return page
    .replace("</head>", () => `${servedPageHead(served).join("")}</head>`)
    .replace(
      EMPTY_APP_ROOT,
      () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="${served.viewport}">${served.html}</div>`,
    );
}

/**
 * The rendered page's stylesheets, the list of its code files and its answers. The code is listed,
 * not preloaded: the app fetches it after the first paint (decision 58).
 */
function servedPageHead(served: ServerRenderedPage): string[] {
  return [
    ...served.assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    `<script type="application/json" id="${SERVER_RENDER_MODULES_ELEMENT_ID}">${jsonForScriptElement(served.assets.modules)}</script>`,
    `<script type="application/json" id="${SERVER_RENDER_STATE_ELEMENT_ID}">${jsonForScriptElement(served.state)}</script>`,
  ];
}

/** JSON that cannot close its script element or break out of it, whatever the strings hold. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
