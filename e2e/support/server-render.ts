import type { Page } from "@playwright/test";
import {
  HYDRATED_ATTRIBUTE,
  SERVER_RENDER_STATE_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
} from "../../packages/contracts/src/host/server-render.ts";

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

/** Whether the server rendered the current page (its HTML came with the app's first answers). */
export async function isServerRendered(page: Page): Promise<boolean> {
  return (await page.locator(`[${SERVER_RENDERED_ATTRIBUTE}]`).count()) > 0;
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
