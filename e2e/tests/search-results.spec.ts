import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

const COIDS = "09001;09002;09003;09004;09005;09006";
const cards = (page: Page) => page.locator("ol.results-list > li");
const countLine = (page: Page) => page.getByText(/^(Displaying \d+ - \d+ of \d+ result\(s\)|Showing 0 results)$/);

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: 'window.sessionStorage.setItem("dshs agreement", "true");' });
});

/** The search answered (the loading overlay is gone). */
async function settled(page: Page) {
  await expect(page.getByText("Loading doctors. This may take a few seconds.")).toHaveCount(0);
  await expect(countLine(page)).toBeVisible();
}

/** The total of the count line ("Showing 0 results" is 0). */
async function shownTotal(page: Page): Promise<number> {
  const text = (await countLine(page).textContent()) ?? "";
  return Number(text.match(/of (\d+) result/)?.[1] ?? 0);
}

/** Ticks a filter checkbox by its label, as a visitor does (the box itself is drawn over the input). */
async function tick(page: Page, name: string) {
  await page
    .locator("label")
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await expect(page.getByRole("checkbox", { name })).toBeChecked();
}

/** On phones the filter panel sits behind its Filters toggle. */
async function openFilters(page: Page) {
  const toggle = page.getByRole("button", { name: "Filters" });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  }
}

test("a specialty route lists that specialty's doctors", async ({ page, checkAccessibility }) => {
  const answer = await page.request.get(`/fadmaa/provider/specilityAppTypes/?facilityCOIDs=${COIDS}`);
  const [first] = (await answer.json()).result as { speciality: { name: string } }[];
  if (!first) throw new Error("no specialties");
  const name = first.speciality.name;
  const param = name.toLowerCase().replace(/\s+/g, "-");
  await page.goto(`/physicians/specialty/${param}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for ${name}`);
  await expect(cards(page).first()).toContainText(name);
  await expect(page).toHaveURL(new RegExp(`/physicians/specialty/${param}(/listing)?$`));
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible({
    visible: page.viewportSize()?.width !== 375,
  });
  await checkAccessibility();
});

test("every filter narrows the search and is written to the address", async ({ page, checkAccessibility }) => {
  test.setTimeout(90_000);
  await page.goto("/physicians/listing");
  await settled(page);
  // Retrying: the count line can show before the first answer's total arrives.
  await expect.poll(() => shownTotal(page)).toBeGreaterThan(20);
  let total = await shownTotal(page);
  await openFilters(page);
  await checkAccessibility();

  const steps: { act: () => Promise<void>; url: RegExp }[] = [
    { act: () => tick(page, "Female"), url: /gender=Female/ },
    {
      act: () => tick(page, "New Patient Online Booking"),
      url: /acceptingNewPatientsOnly=true/,
    },
    { act: () => tick(page, "Telemedicine Available"), url: /telemedicineFlag=true/ },
  ];
  for (const step of steps) {
    await openFilters(page);
    await step.act();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(step.url);
    await settled(page);
    const narrowed = await shownTotal(page);
    expect(narrowed).toBeLessThanOrEqual(total);
    total = narrowed;
  }

  // Languages and facilities come from the answer: start again from everyone.
  await page.goto("/physicians/listing");
  await openFilters(page);
  const languages = page.getByRole("group", { name: "Languages" }).getByRole("checkbox");
  await expect(languages.first()).toHaveAccessibleName("English");
  const language = await page.getByRole("group", { name: "Languages" }).locator("label").nth(1).innerText();
  await tick(page, language.trim());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(
    new RegExp(`language=English%3B${encodeURIComponent(language.trim()).replace(/%20/g, "\\+")}`),
  );
  await expect(cards(page).first()).toBeVisible();

  await page.goto("/physicians/listing");
  await openFilters(page);
  const facility = page.getByRole("combobox", { name: "Facility" });
  const option = facility.locator("option").nth(1);
  const coid = await option.getAttribute("value");
  await facility.selectOption(coid ?? "");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`facilityCoid=${coid}`));
  await expect(cards(page).first()).toBeVisible();
  await checkAccessibility();
});

test("paging moves through the server's pages and focuses the count line", async ({ page, checkAccessibility }) => {
  await page.goto("/physicians/listing");
  await expect(countLine(page)).toHaveText(/^Displaying 1 - 10 of \d+ result\(s\)$/);
  const firstPage = await cards(page).allTextContents();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/physicians\/listing\?page=2$/);
  await expect(countLine(page)).toHaveText(/^Displaying 11 - 20 of \d+ result\(s\)$/);
  await expect(countLine(page)).toBeFocused();
  const secondPage = await cards(page).allTextContents();
  expect(secondPage).toHaveLength(10);
  expect(secondPage.some((card) => firstPage.includes(card))).toBe(false);
  await page.getByRole("button", { name: /^Page 1 of/ }).click();
  await expect(countLine(page)).toHaveText(/^Displaying 1 - 10 of/);
  await checkAccessibility();
});

test("Clear resets every filter and the facilityCoid and zip parameters", async ({ page }) => {
  await page.goto("/physicians/listing");
  await expect(countLine(page)).toHaveText(/^Displaying/);
  const everyone = await shownTotal(page);
  await page.goto("/physicians/listing?gender=Female&zip=37203&facilityCoid=09001&telemedicineFlag=true");
  await expect(countLine(page)).toBeVisible();
  await openFilters(page);
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/physicians\/listing$/);
  await expect(countLine(page)).toHaveText(new RegExp(`of ${everyone} result`));
  await openFilters(page);
  await expect(page.getByRole("checkbox", { name: "Female" })).not.toBeChecked();
});

test("a search that matches nobody shows the empty state", async ({ page, checkAccessibility }) => {
  await page.goto("/physicians/listing?keywords=Zzyzxqvw");
  await expect(
    page.getByText("No doctors match your search. Please remove or reset filters to see more doctors"),
  ).toBeVisible();
  await expect(countLine(page)).toHaveText("Showing 0 results");
  await expect(page.getByRole("combobox", { name: "Sort By" })).toHaveCount(0);
  await checkAccessibility();
});

test("a failed search shows the network error banner", async ({ page, checkAccessibility }) => {
  await page.route("**/fadmaa/provider/search/", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/physicians/listing?gender=male");
  await expect(page.getByRole("alert").filter({ hasText: "An error occurred. Please try again later." })).toBeVisible();
  await checkAccessibility();
});

test("invalid address parameters are ignored", async ({ page }) => {
  await page.goto("/physicians/listing?zip=12&gender=robot");
  await expect(countLine(page)).toHaveText(/^Displaying 1 - 10 of \d+ result\(s\)$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results");
});

/** The url titles of the physicians listed at a facility, asked of the API as the results page asks. */
async function physiciansAt(page: Page, coid: string): Promise<Set<string>> {
  const response = await page.request.post("/fadmaa/provider/search/", {
    data: { coids: COIDS, facilityCoid: coid, meta: { page: 1, pageSize: 750 } },
  });
  expect(response.ok()).toBe(true);
  const result = (await response.json()).result as { providerList: { urlTitle: string }[] };
  return new Set(result.providerList.map((physician) => physician.urlTitle));
}

/** Each card's physician, by the url title its View Profile link names. */
async function cardUrlTitles(page: Page): Promise<string[]> {
  const hrefs = await cards(page)
    .locator('a[href*="/physicians/profile/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const titles = hrefs.map((href) => href.match(/\/physicians\/profile\/([^/?#]+)/)?.[1] ?? "");
  return [...new Set(titles)];
}

test("portal hosts favour the patient's preferred hospital: its doctors come first, under the note", async ({
  page,
  checkAccessibility,
}) => {
  // Two searches and an accessibility check of a results page (ten cards and calendars), on a shared machine.
  test.setTimeout(120_000);
  // The demo patient's preferred hospital is Cumberland Valley Medical Center (09001) of the demo network.
  const preferred = await physiciansAt(page, "09001");
  // More than a page of them, or "the first page is theirs" would prove nothing.
  expect(preferred.size).toBeGreaterThan(10);

  await page.goto("/variants/mhonative/physicians/listing");
  await expect(
    page.getByText(/^Results favor your preferred hospital, Cumberland Valley Medical Center\./),
  ).toBeVisible();
  await settled(page);
  const firstPage = await cardUrlTitles(page);
  expect(firstPage).toHaveLength(10);
  for (const urlTitle of firstPage) expect(preferred, urlTitle).toContain(urlTitle);
  // Still every doctor of the portal's facilities: the preference orders, it filters no one.
  expect(await shownTotal(page)).toBeGreaterThan(preferred.size);
  await openFilters(page);
  await expect(page.getByRole("combobox", { name: "Facility" })).toHaveCount(0);
  await checkAccessibility();

  // The content host, with no patient, is the plain shuffle: its first page is not all theirs.
  await page.goto("/variants/cms/physicians/listing");
  await settled(page);
  const plain = await cardUrlTitles(page);
  expect(plain).toHaveLength(10);
  expect(plain.filter((urlTitle) => !preferred.has(urlTitle)).length).toBeGreaterThan(0);
});

/** Holds the app's code back, so the page stays the server's HTML until `release` (decision 59). */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/mount-app-*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("the server's HTML opens the disclosure until the app takes over, but not for a tab that has agreed", async ({
  page,
}) => {
  const serverHtmlDisclosure = page.locator(".modal-overlay--server-html");
  // This tab has agreed (beforeEach): the HTML's disclosure stays hidden before the app's code runs.
  let release = await holdAppCode(page);
  let loading = page.goto("/physicians/listing");
  await expect(serverHtmlDisclosure).toBeAttached();
  await expect(page.getByRole("heading", { level: 1, name: "Results" })).toBeVisible();
  await expect(serverHtmlDisclosure).toBeHidden();
  release();
  await loading;
  await settled(page);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();

  // A tab that has not agreed sees the disclosure at once, then the live one, which takes focus.
  await page.unroute("**/assets/mount-app-*.js");
  await page.addInitScript({ content: "window.sessionStorage.clear();" });
  release = await holdAppCode(page);
  loading = page.goto("/physicians/listing");
  await expect(serverHtmlDisclosure).toBeVisible();
  await expect(serverHtmlDisclosure.getByText('You must select "I Understand" to see results')).toBeVisible();
  release();
  await loading;
  await expect(serverHtmlDisclosure).toHaveCount(0);
  const live = page.getByRole("alertdialog", { name: 'You must select "I Understand" to see results' });
  await expect(live).toBeVisible();
  await expect(live.and(page.locator(":focus-within"))).toHaveCount(1);
});

test("a background refresh of the list keeps it on screen, without the loading overlay", async ({ page }) => {
  await page.clock.install();
  await page.goto("/physicians/listing");
  await settled(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let refreshes = 0;
  await page.route("**/fadmaa/provider/search/", async (route) => {
    refreshes += 1;
    await held;
    await route.continue();
  });
  // The answer is older than its 5 minutes of freshness, and the visitor comes back to the tab.
  await page.clock.fastForward("06:00");
  await page.evaluate("window.dispatchEvent(new Event('visibilitychange'))");
  await expect.poll(() => refreshes).toBe(1);
  await expect(page.getByText("Loading doctors. This may take a few seconds.")).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
  release();
  await settled(page);
});
