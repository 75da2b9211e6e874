import type { Page } from "@playwright/test";
import {
  HYDRATED_ATTRIBUTE,
  HYDRATION_MISMATCH_TEXT,
  SERVER_RENDER_STATE_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
} from "../../packages/contracts/src/host/server-render.ts";

export { HYDRATION_MISMATCH_TEXT };

/**
 * Waits until a server-rendered page is the live app (decision 57). Until it hydrates, the server's
 * HTML shows but does not answer clicks or keys; a person waits a moment, a test must wait for this.
 * A page the browser rendered alone (or any other page) passes at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    ([served, hydrated]) => {
      // Through globalThis: the journeys compile without the DOM library.
      const { document } = globalThis as unknown as {
        document: { querySelector(selector: string): { hasAttribute(name: string): boolean } | null };
      };
      const root = document.querySelector(`[${served}]`);
      return root === null || root.hasAttribute(hydrated);
    },
    [SERVER_RENDERED_ATTRIBUTE, HYDRATED_ATTRIBUTE] as const,
  );
}

/**
 * The data of the first answer the server rendered the page from whose query key starts with `name`
 * (e.g. "load-more-slots"), or undefined: what the page shows without having asked for it itself.
 */
export async function servedAnswer<T>(page: Page, name: string): Promise<T | undefined> {
  const text = await page
    .locator(`#${SERVER_RENDER_STATE_ELEMENT_ID}`)
    .textContent({ timeout: 1_000 })
    .catch(() => null);
  if (!text) return undefined;
  const state = JSON.parse(text) as { queries: { queryKey: unknown[]; state: { data?: unknown } }[] };
  return state.queries.find((query) => query.queryKey[0] === name)?.state.data as T | undefined;
}

/**
 * Serves pages matching `url` as the browser renders them alone (no server render, as with
 * FAD_SERVER_RENDER=false): for a journey that rewrites the app's answers in the browser, which the
 * server's render (built from the real answers) would then contradict.
 */
export async function withoutServerRender(page: Page, url: string): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = (await response.text())
      .replace(new RegExp(`<script type="application/json" id="${SERVER_RENDER_STATE_ELEMENT_ID}">.*?</script>`), "")
      .replace(
        new RegExp(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="\\w+">[\\s\\S]*</div>(\\s*</body>)`),
        '<div id="root"></div>$1',
      );
    await route.fulfill({ response, body });
  });
}
