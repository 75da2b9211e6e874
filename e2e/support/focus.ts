import { expect, type Locator } from "@playwright/test";

/** The page functions name the browser's document through globalThis: the journeys compile without the DOM library. */
interface BrowserGlobals {
  document: { activeElement: unknown };
}

/** Whether focus is on the element itself. */
export const isFocused = (locator: Locator) =>
  locator
    .evaluate((element) => element === (globalThis as unknown as BrowserGlobals).document.activeElement)
    .catch(() => false);

/** Whether focus is inside the element (a dialog). */
export const holdsFocus = (locator: Locator) =>
  locator.evaluate((element) =>
    element.contains((globalThis as unknown as BrowserGlobals).document.activeElement as typeof element),
  );

/**
 * Waits until an overlay that just opened has taken focus. react-aria moves focus into a dialog or popover
 * in an effect after it is painted, and listens for Escape on the overlay itself: a key pressed the moment
 * the overlay is visible can still land on the opener (on a loaded machine, a lost Escape).
 */
export async function expectFocusInside(overlay: Locator): Promise<void> {
  await expect(overlay).toBeVisible();
  await expect.poll(() => holdsFocus(overlay)).toBe(true);
}
