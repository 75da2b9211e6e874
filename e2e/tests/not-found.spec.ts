import { expect, test } from "../support/fixtures.ts";

test("an unknown address shows the 404 page, and Back to search returns to the landing page", async ({
  page,
  checkAccessibility,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Sorry, the page you were looking for was not found.",
  );
  await expect(
    page.getByText("The information may have been changed or removed. Please try your search again."),
  ).toBeVisible();
  await expect(page.getByText("Error code: 404")).toBeVisible();
  await checkAccessibility();

  await page
    .getByRole("link", { name: "Back to search" })
    .or(page.getByRole("button", { name: "Back to search" }))
    .click();
  await expect(page).toHaveURL(/\/physicians$/);
  await expect(page.getByText("Search our doctors by name, specialty, or condition.")).toBeVisible();
});
