import { expect, test } from "../support/fixtures.ts";

test("the landing page opens from / with its intro and no robots hint", async ({ page, checkAccessibility }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/physicians$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Search our doctors by name, specialty, or condition.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.getByRole("main")).toBeVisible();
  await checkAccessibility();
});

test("the page reads its settings from the host page and the configuration call answers", async ({ page }) => {
  await page.goto("/physicians");
  const settings = JSON.parse((await page.locator("#fad-settings").textContent()) ?? "{}");
  expect(settings).toMatchObject({ hostApp: "cms", program: "web", basePath: "/" });
  const config = await page.request.get("/fadmaa/api/config");
  expect(config.ok()).toBe(true);
  expect((await config.json()).status).toEqual({ code: "200", details: "OK" });
});

test("the skip link moves keyboard focus to the main content", async ({ page }) => {
  await page.goto("/physicians");
  // The page renders in the browser: a key pressed before it has rendered has nothing to land on.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: /skip/i });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeInViewport();
});
