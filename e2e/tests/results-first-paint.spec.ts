import { expect, test } from "../support/fixtures.ts";

/**
 * Issue 39, problem 5 (decision 180): once the disclosure was agreed, a results page arrives from the
 * server with its doctors, so a phone paints them before any of the app's code runs. Before, the
 * agreement lived only in the tab's session storage and the server's HTML carried the disclosure and no
 * doctors. The HTML the server sends is read as is (no script has run on it).
 */

const LISTING = "/physicians/listing?gender=female";
const CARD_IN_HTML = /<article class="doctor-card"/;

test("results' first paint has doctors after agreeing once", async ({ page }) => {
  const before = await page.goto(LISTING);
  expect(await before?.text()).not.toMatch(CARD_IN_HTML);
  const disclosure = page.getByRole("alertdialog", { name: 'You must select "I Understand" to see results' });
  await disclosure.getByRole("button", { name: "I Understand" }).click();
  await expect(page.locator("ol.results-list > li").first()).toBeVisible();

  // Another results page, loaded afresh: its HTML holds the doctors, and no disclosure opens.
  const after = await page.goto(`${LISTING}&page=2`);
  const html = (await after?.text()) ?? "";
  expect(html).toMatch(CARD_IN_HTML);
  expect(html).not.toContain("modal-overlay--server-html");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByText(/^Displaying 11 - 20 of \d+ result\(s\)$/)).toBeVisible();
  await expect(page.locator("ol.results-list > li")).toHaveCount(10);
});
