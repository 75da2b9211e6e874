import { SERVER_RENDER_MODULES_ELEMENT_ID } from "@fad/contracts/host/server-render";

/**
 * How long the app waits for the browser's first paint at most. A tab opened in the background
 * runs no animation frame until it is shown; the page's code still comes after this.
 */
const FIRST_PAINT_WAIT_LIMIT_MS = 250;

type FrameClock = Pick<typeof globalThis, "setTimeout" | "clearTimeout" | "requestAnimationFrame">;

/**
 * Resolves once the browser has painted the page's HTML: the frame callback runs just before a
 * paint and a timer set there runs after it. A server-rendered page waits for this before fetching
 * its code (decision 58), so on a slow network the HTML and its stylesheets do not share the
 * connection with ~170 KB of script before the patient sees anything.
 */
export function afterFirstPaint(clock: FrameClock = globalThis): Promise<void> {
  return new Promise((resolve) => {
    const limit = clock.setTimeout(resolve, FIRST_PAINT_WAIT_LIMIT_MS);
    clock.requestAnimationFrame(() => {
      clock.setTimeout(() => {
        clock.clearTimeout(limit);
        resolve();
      }, 0);
    });
  });
}

/** Module preloads added per task: each costs about a millisecond of a phone's main thread. */
const PRELOADS_PER_TASK = 4;

/**
 * The page's own code files the server named (its route's chunks and what they import), fetched
 * beside the app's code rather than after it: the app cannot hydrate before its route's chunk is in.
 * Files already being fetched (a step's, which Vite's loader preloads) are skipped; the rest are added
 * a few per task, so that adding them does not make a long task of its own.
 */
export async function preloadServedModules(doc: Document): Promise<void> {
  const linked = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  const wanted = readServedModules(doc).filter((href) => !linked.has(new URL(href, doc.baseURI).href));
  for (let start = 0; start < wanted.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of wanted.slice(start, start + PRELOADS_PER_TASK)) {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      doc.head.append(link);
    }
  }
}

/** Root-relative addresses only: the list is ours, but a page is no place to trust a script URL. */
export function readServedModules(doc: Document): string[] {
  const text = doc.getElementById(SERVER_RENDER_MODULES_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list)
      ? list.filter((href): href is string => typeof href === "string" && /^\/(?!\/)[\w./-]+\.js$/.test(href))
      : [];
  } catch {
    return [];
  }
}

/** Resolves in a later task, so the browser can paint and answer input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
