import { PAGE_SETTINGS_ELEMENT_ID, type PageSettings } from "@fad/contracts/host/page-settings";

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
}

export function renderHostPage({ template, settings, robots, title }: HostPageOptions): string {
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    robots ? `<meta name="robots" content="${escapeHtml(robots)}">` : "",
    `<script type="application/json" id="${PAGE_SETTINGS_ELEMENT_ID}">${jsonForScriptElement(settings)}</script>`,
  ].join("");
  return template.replace(HOST_HEAD_MARKER, head);
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
