import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

const cards = (page: Page) => page.locator("ol.results-list > li");

test("psg: no disclosure, all results at once, pages turned in the browser", async ({ page, checkAccessibility }) => {
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/fadmaa/provider/search/")) searches.push(request.postData() ?? "");
  });
  const listAnswer = page.waitForResponse(
    (response) =>
      response.url().includes("/fadmaa/provider/search/") && JSON.parse(response.request().postData() ?? "{}").summary,
  );
  await page.goto("/variants/psg/physicians");
  const keyword = page.getByRole("combobox", { name: /Doctor, condition, or procedure/ });
  const mobile = page.viewportSize()?.width === 375;
  await expect(keyword).toHaveAttribute(
    "placeholder",
    mobile ? "Search by name, condition, or procedure" : "Search by doctor's name, condition, or procedure",
  );
  await checkAccessibility();
  await page.getByRole("combobox", { name: "Location" }).fill("37203");
  await page.getByRole("combobox", { name: "Location" }).press("Escape");
  await page.getByRole("button", { name: "Find a Doctor" }).click();

  await expect(page).toHaveURL(/\/variants\/psg\/physicians\/listing\?zip=37203$/);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(cards(page)).toHaveCount(10);
  // One list of everyone as summaries without times, then the visible page in full with its times
  // (decisions 73, 119).
  const lists = () => searches.map((body) => JSON.parse(body)).filter((body) => body.meta?.pageSize === 750);
  const pageTimes = () => searches.map((body) => JSON.parse(body)).filter((body) => body.withinNpis);
  expect(lists()).toHaveLength(1);
  expect(lists()[0]).toMatchObject({ meta: { page: 1, pageSize: 750 }, siteType: "psg" });
  expect(lists()[0]).not.toHaveProperty("numberDaysOut");
  expect(lists()[0]).toMatchObject({ summary: true });
  const list = (await (await listAnswer).json()).result.providerList as Record<string, unknown>[];
  expect(Object.keys(list[0] ?? {}).sort()).toEqual([
    "physicianDesignation",
    "physicianFirstName",
    "physicianLastName",
    "physicianMiddleInitial",
    "physicianNpi",
    "urlTitle",
  ]);
  expect(pageTimes()).toHaveLength(1);
  expect(pageTimes()[0]).not.toHaveProperty("summary");
  expect(pageTimes()[0]).toMatchObject({ numberDaysOut: 89, meta: { page: 1, pageSize: 10 } });
  expect(pageTimes()[0].withinNpis.split(";")).toHaveLength(10);

  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText(/^Displaying 11 - 20 of \d+ result\(s\)$/)).toBeFocused();
  await expect(cards(page)).toHaveCount(10);
  expect(lists()).toHaveLength(1);
  expect(pageTimes()).toHaveLength(2);
  const [first, second] = pageTimes().map((body) => body.withinNpis.split(";") as string[]);
  expect(second?.filter((npi) => first?.includes(npi))).toEqual([]);
  // The second page is the list's doctors 11 to 20, in the list's order.
  expect(second).toEqual(list.slice(10, 20).map((physician) => physician.physicianNpi));
  const names = await page.locator("ol.results-list > li h2.doctor-card__name").allInnerTexts();
  expect(names.map((name, index) => name.includes(String(list[10 + index]?.physicianLastName)))).toEqual(
    Array(10).fill(true),
  );

  const filters = page.getByRole("button", { name: "Filters" });
  if (await filters.isVisible()) await filters.click();
  await expect(page.getByRole("combobox", { name: "Facility" })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Patient type" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Appointment type" })).toBeVisible();
  await checkAccessibility();
});
