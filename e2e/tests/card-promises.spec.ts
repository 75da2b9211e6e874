import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

/** Issue 21 item 5, decision 86: a card's badge never promises what the card cannot do. */

const cards = (page: Page) => page.locator("ol.results-list > li");
const BADGE = "New Patient Online Booking";

async function expectBadgeOnlyWithBooking(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  const shown = await cards(page).evaluateAll(
    (items, badge) =>
      items.map((item) => ({
        name: item.querySelector("h2")?.textContent ?? "",
        badge: [...item.querySelectorAll(".physician-badge")].some((entry) => entry.textContent?.includes(badge)),
        book: [...item.querySelectorAll("a")].some((link) => link.textContent?.startsWith("Book an Appointment")),
      })),
    BADGE,
  );
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((card) => card.badge !== card.book)).toEqual([]);
  return shown;
}

test("psg: every card with the New Patient Online Booking badge books online, and no other", async ({ page }) => {
  await page.goto("/variants/psg/physicians/listing?zip=37203");
  let badges = 0;
  for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
    if (pageNumber > 1) {
      await page.getByRole("button", { name: "Next page" }).click();
      await expect(page.getByText(`Displaying ${(pageNumber - 1) * 10 + 1} - `)).toBeVisible();
    }
    badges += (await expectBadgeOnlyWithBooking(page)).filter((card) => card.badge).length;
  }
  expect(badges, "the demo network has doctors who book online").toBeGreaterThan(0);
});

test("the New Patient Online Booking filter lists doctors who show the badge and book online", async ({
  page,
  checkAccessibility,
}) => {
  await page.goto("/variants/psg/physicians/listing?zip=37203&acceptingNewPatientsOnly=true");
  const shown = await expectBadgeOnlyWithBooking(page);
  expect(shown.every((card) => card.badge)).toBe(true);
  await checkAccessibility();
});
