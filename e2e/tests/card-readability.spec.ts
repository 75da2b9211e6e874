import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

/**
 * Issue 21 item 1: a results page read at the widths patients use. The desktop project plays the three
 * desktop widths, the mobile project the 375 px phone.
 */
const WIDTHS: Record<string, number[]> = { desktop: [1024, 1280, 1440], mobile: [375] };

interface CardMeasure {
  name: string;
  nameLines: number;
  /** Time buttons whose text is wider than the button (cut off, or spilling over its border). */
  cutTimes: string[];
  times: number;
}

/**
 * Every card of the page: how many lines its name takes, and which of its times do not fit. Script text:
 * the journeys are typed without the DOM library.
 */
const MEASURE_CARDS = `[...document.querySelectorAll("article.doctor-card")].map((card) => {
  const heading = card.querySelector("h2");
  const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
  const buttons = [...card.querySelectorAll(".time-button")].filter((button) => button.getClientRects().length > 0);
  return {
    name: heading.textContent,
    nameLines: Math.round(heading.getBoundingClientRect().height / lineHeight),
    cutTimes: buttons
      .filter((button) => button.scrollWidth > button.clientWidth || button.scrollHeight > button.clientHeight)
      .map((button) => button.textContent + " (" + button.scrollWidth + " px in " + button.clientWidth + " px)"),
    times: buttons.length,
  };
})`;

const measureCards = (page: Page): Promise<CardMeasure[]> => page.evaluate(MEASURE_CARDS);

test("card times and names are readable at 1024, 1280 and 1440 px and on a phone", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  test.setTimeout(180_000);
  for (const width of WIDTHS[testInfo.project.name] ?? []) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/variants/psg/physicians/listing");
    await expect(page.getByText(/^Displaying 1 - 10 of \d+ result\(s\)$/)).toBeVisible();
    await expect(page.locator(".time-button").first()).toBeVisible();

    const cards = await measureCards(page);
    expect(cards).toHaveLength(10);
    // The page shows times at all (a check that finds no button proves nothing).
    expect(
      cards.reduce((sum, card) => sum + card.times, 0),
      `times shown at ${width} px`,
    ).toBeGreaterThan(20);
    for (const card of cards) {
      expect(card.cutTimes, `${card.name} at ${width} px`).toEqual([]);
      // A long name and its designation may take two lines, never three (the name column was too narrow).
      expect(card.nameLines, `${card.name} at ${width} px`).toBeLessThanOrEqual(2);
    }
    await checkAccessibility();
  }
});
