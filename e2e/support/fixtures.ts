import AxeBuilder from "@axe-core/playwright";
import { withRealDate } from "@fad/test-clock/shift-date";
import { TEST_NOW_VARIABLE } from "@fad/test-clock/test-moment";
import { type BrowserContext, test as base, type Clock, expect, type Page } from "@playwright/test";
import { HYDRATION_MISMATCH_TEXT, waitForHydration } from "./server-render.ts";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (issue 9's bar; every screen is held to it from the start). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe with the current axe-core's WCAG 2.x A/AA rules. label-content-name-mismatch (2.5.3 Label in
 * Name, level A) is named as well: axe-core 4.13 and earlier tagged it experimental, which the tags
 * alone leave off, and it is the rule that found the time buttons named without their visible text
 * (issue 21). Naming it keeps it on whichever axe-core the lock file holds. landmark-unique (a best
 * practice, no WCAG tag) is named too: a results page had ten calendar regions of one name, which a
 * screen reader's landmark list cannot tell apart.
 */
export function wcagAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true }, "landmark-unique": { enabled: true } } })
    .withTags(WCAG_TAGS);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await wcagAxe(page).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary, "axe found accessibility violations").toEqual([]);
}

/**
 * A browser context's pages play at the run's moment when FAD_TEST_NOW is set (docs/decisions.md 61):
 * this process's Date already does (playwright.config.ts), and Playwright's clock starts the pages there
 * and lets it run at the real pace. Without it, pages keep the browser's own clock.
 */
export async function playAtRunMoment(context: BrowserContext): Promise<void> {
  keepClockOnRunMoment(context.clock);
  if (process.env[TEST_NOW_VARIABLE]) await context.clock.install({ time: Date.now() });
}

/**
 * Playwright's clock stamps each call with this process's Date.now() and a page counts its time from that
 * stamp by the browser's real clock: stamped at a past run moment, a page would run a day ahead of the
 * server (a different "today", so a hydration mismatch). Each call is made with the real Date, and an
 * install without a time starts at the run's moment, as the journeys mean.
 */
function keepClockOnRunMoment(clock: Clock): void {
  const marked = clock as Clock & { [KEPT_ON_RUN_MOMENT]?: true };
  if (marked[KEPT_ON_RUN_MOMENT]) return;
  marked[KEPT_ON_RUN_MOMENT] = true;
  const install = clock.install.bind(clock);
  clock.install = (options = {}) => {
    const time = options.time ?? Date.now();
    return withRealDate(() => install({ ...options, time }));
  };
  for (const name of ["fastForward", "pauseAt", "resume", "runFor", "setFixedTime", "setSystemTime"] as const) {
    const call = (clock[name] as (...args: unknown[]) => Promise<void>).bind(clock);
    (clock[name] as (...args: unknown[]) => Promise<void>) = (...args: unknown[]) => withRealDate(() => call(...args));
  }
}

const KEPT_ON_RUN_MOMENT = Symbol("keptOnRunMoment");

/**
 * Every journey uses this test: its pages play at the run's moment, it fails on any page error and it
 * offers the axe check as a fixture.
 */
export const test = base.extend<{ checkAccessibility: () => Promise<void> }>({
  context: async ({ context }, use) => {
    await playAtRunMoment(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // A page that differs from its server render is rendered again whole: it works, but hydration is
    // lost and the first paint jumps (decision 57). mount-app.tsx reports it with this text.
    page.on("console", (message) => {
      if (message.text().includes(HYDRATION_MISMATCH_TEXT)) errors.push(message.text().slice(0, 300));
    });
    // A journey acts on a server-rendered page once it is live, as a person would after its first paint.
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
    expect(errors, "uncaught errors in the page").toEqual([]);
  },
  checkAccessibility: async ({ page }, use) => {
    await use(() => expectNoAxeViolations(page));
  },
});

export { expect };
