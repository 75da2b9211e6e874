import type { Page } from "@playwright/test";
import { expect, wcagAxe } from "./fixtures.ts";

/**
 * Probes for the accessibility suite (issue 9): what the focused element looks like, what the live
 * regions said, whether the page scrolls sideways, and which axe rules really ran. The browser side is
 * written as script text: the journeys are typed without the DOM library.
 */

/** What a keyboard user sees of the focused element. */
export interface FocusState {
  /** The focused element's tag, role and name, for messages ("button 'Find a Doctor'"). */
  description: string;
  /** document.activeElement is the body (or nothing): focus was lost. */
  onBody: boolean;
  /** The element (or, for an input drawn over by its label, the label) has a box on screen. */
  visible: boolean;
  /** A focus ring is drawn: an outline of at least 2 px or a box-shadow that only focus adds. */
  indicator: boolean;
  /** Whether the element is one a visitor operates (headings and regions focused by the app are not). */
  interactive: boolean;
}

const FOCUS_STATE_SCRIPT = `(() => {
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) {
    return { description: "body", onBody: true, visible: false, indicator: false, interactive: false };
  }
  const name = (active.getAttribute("aria-label") || active.textContent || active.getAttribute("name") || "")
    .trim().replace(/\\s+/g, " ").slice(0, 60);
  const role = active.getAttribute("role") || "";
  const description = active.tagName.toLowerCase() + (role ? "[role=" + role + "]" : "") + " '" + name + "'";
  // A radio or checkbox drawn over by its label: the label (or the input's wrapper) carries the ring.
  const label = active.closest("label");
  const boxes = [active, label, active.parentElement].filter(Boolean);
  const onScreen = (element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return rect.width > 1 && rect.height > 1 && style.visibility !== "hidden" &&
      rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth;
  };
  const visible = onScreen(active) || (label !== null && onScreen(label));
  const ring = (element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2 &&
      !/rgba\\(.*, 0\\)$/.test(style.outlineColor) && style.outlineColor !== "transparent";
    return outline;
  };
  const indicator = boxes.some(ring);
  const tag = active.tagName.toLowerCase();
  const interactive = ["a", "button", "input", "select", "textarea", "summary"].includes(tag) ||
    ["button", "link", "checkbox", "radio", "option", "gridcell", "tab", "combobox", "menuitem", "switch", "slider"].includes(role) ||
    (active.tabIndex >= 0 && !/^h[1-6]$/.test(tag));
  return { description, onBody: false, visible, indicator, interactive };
})()`;

export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(FOCUS_STATE_SCRIPT) as Promise<FocusState>;
}

/**
 * After a key press: focus is on an element (never lost to the body), that element is on screen, and,
 * when it is a control, it shows a focus ring. Retries briefly: react-aria moves focus on the next frame.
 */
export async function expectVisibleFocus(page: Page, after: string): Promise<FocusState> {
  let state = await focusState(page);
  await expect
    .poll(
      async () => {
        state = await focusState(page);
        return !state.onBody && state.visible && (!state.interactive || state.indicator);
      },
      { message: `focus after ${after}`, timeout: 3_000 },
    )
    .toBe(true)
    .catch(() => {
      throw new Error(`focus after ${after} is not visibly on a control: ${JSON.stringify(state)}`);
    });
  return state;
}

/**
 * Records what assistive technology would announce: text that changes inside a live region already in
 * the page (role status, alert, log or aria-live other than off), and alerts as they are inserted.
 * A status region rendered together with its text is not counted: screen readers miss those.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      window.__announcements = [];
      const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
      const textOf = (node) => (node.textContent || "").trim().replace(/\\s+/g, " ");
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target.nodeType === 1 ? record.target : record.target.parentElement;
          const region = target && target.closest(LIVE);
          if (region && region.isConnected) {
            const text = textOf(region);
            if (text) window.__announcements.push(text);
          }
          for (const node of record.addedNodes) {
            if (node.nodeType !== 1) continue;
            const alerts = [node.matches('[role="alert"]') ? node : null, ...node.querySelectorAll('[role="alert"]')];
            for (const alert of alerts) if (alert && textOf(alert)) window.__announcements.push(textOf(alert));
          }
        }
      });
      const start = () => observer.observe(document, { subtree: true, childList: true, characterData: true });
      start();
    })();`,
  });
}

export function announcements(page: Page): Promise<string[]> {
  return page.evaluate("window.__announcements ?? []") as Promise<string[]>;
}

/** Waits until a live region has announced text matching `text`. */
export async function expectAnnounced(page: Page, text: string | RegExp): Promise<void> {
  const matches = (said: string) => (typeof text === "string" ? said.includes(text) : text.test(said));
  await expect
    .poll(async () => (await announcements(page)).some(matches), {
      message: `a live region announces ${String(text)}`,
      timeout: 10_000,
    })
    .toBe(true);
}

/** The page does not scroll sideways (WCAG 1.4.10 reflow). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const sizes = (await page.evaluate(
    "({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })",
  )) as { scrollWidth: number; clientWidth: number };
  expect(sizes.scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(sizes.clientWidth);
}

/** The axe rules that ran on the page and found nodes to check, with their outcome. */
export async function axeOutcomes(page: Page): Promise<Record<string, "pass" | "violation" | "incomplete">> {
  const results = await wcagAxe(page).analyze();
  const outcomes: Record<string, "pass" | "violation" | "incomplete"> = {};
  for (const rule of results.incomplete) outcomes[rule.id] = "incomplete";
  for (const rule of results.passes) outcomes[rule.id] = "pass";
  for (const rule of results.violations) outcomes[rule.id] = "violation";
  return outcomes;
}
