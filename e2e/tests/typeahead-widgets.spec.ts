import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

/** The keyword type-ahead and the location search on the landing page, against the real server. */

interface SearchTerm {
  type: string;
  value: string;
  reference: string;
}
interface Groups {
  providers: SearchTerm[];
  specialties: SearchTerm[];
  visibleTerms: SearchTerm[];
  locations: SearchTerm[];
}

/** The answer the page gets: the same call with the page's facility COIDs. */
async function suggestionsFor(page: Page, input: string): Promise<Groups> {
  const settings = JSON.parse((await page.locator("#fad-settings").textContent()) ?? "{}");
  const query = new URLSearchParams({ input });
  if (settings.facilityCoids) query.set("coids", settings.facilityCoids);
  const response = await page.request.get(`/fadmaa/api/providercache/terms/autocomplete?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).result as Groups;
}

const keywordBox = (page: Page) => page.getByRole("combobox", { name: "Doctor, condition, or specialty" });
const locationBox = (page: Page) => page.getByRole("combobox", { name: "Location" });
const optionsOf = (page: Page) => page.getByRole("listbox").getByRole("option");

test.beforeEach(async ({ page }) => {
  await page.goto("/physicians");
  await expect(keywordBox(page)).toBeVisible();
});

test("a specialty typed in the keyword box lists grouped suggestions; the keyboard chooses one", async ({
  page,
  checkAccessibility,
}) => {
  const groups = await suggestionsFor(page, "card");
  const specialty = groups.specialties[0];
  expect(specialty, "the demo network has a specialty starting with card").toBeDefined();
  if (!specialty) return;
  const total = Object.values(groups).reduce((sum, items) => sum + items.length, 0);

  await keywordBox(page).fill("card");
  const listbox = page.getByRole("listbox", { name: "Doctor, condition, or specialty" });
  await expect(listbox).toBeVisible();
  await expect(keywordBox(page)).toHaveAttribute("aria-expanded", "true");
  const specialties = listbox.getByRole("group", { name: "Specialties" });
  await expect(specialties.getByRole("option").first()).toHaveText(specialty.value);
  await expect(specialties.locator("mark").first()).toHaveText(/^card$/i);
  if (groups.visibleTerms.length > 0) {
    await expect(listbox.getByRole("group", { name: "Procedures and Conditions" })).toBeVisible();
  }
  await expect(optionsOf(page)).toHaveCount(total);
  await expect(page.getByRole("status").filter({ hasText: "results are available" })).toHaveText(
    `${total} results are available`,
  );
  await checkAccessibility();

  // Down to the first specialty (after the doctors), then Enter.
  for (let step = 0; step <= groups.providers.length; step += 1) await keywordBox(page).press("ArrowDown");
  const active = specialties.getByRole("option").first();
  await expect(active).toHaveAttribute("aria-selected", "true");
  await expect(keywordBox(page)).toHaveAttribute("aria-activedescendant", (await active.getAttribute("id")) ?? "");
  await keywordBox(page).press("Enter");
  await expect(listbox).toBeHidden();
  await expect(page).toHaveURL(/\/physicians\/specialty\//);
});

test("a doctor's name lists the doctor, underlined; Escape and blur close the list", async ({ page }) => {
  const { providers } = await suggestionsFor(page, "and");
  const anyDoctor = providers[0] ?? (await suggestionsFor(page, "mar")).providers[0];
  expect(anyDoctor, "the demo network has a doctor to look up").toBeDefined();
  if (!anyDoctor) return;
  // "London X. Anderson, MD" → "London Anderson": first and last name pick this one doctor.
  const names = anyDoctor.value.split(",")[0]?.split(" ") ?? [];
  await keywordBox(page).fill(`${names[0]} ${names.at(-1)}`);
  const doctors = page.getByRole("group", { name: "Doctors" });
  const option = doctors.getByRole("option", { name: anyDoctor.value });
  await expect(option).toBeVisible();
  await expect(option.locator("span").first()).toHaveCSS("text-decoration-line", "underline");
  await keywordBox(page).press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await keywordBox(page).press("ArrowDown");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
});

test("invalid characters and a search with no match say so", async ({ page }) => {
  await keywordBox(page).fill("card<");
  await expect(page.getByText("Please enter only valid characters: a-z A-Z 0-9 () / - ' , . &")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Please only enter valid characters" })).toHaveText(
    "Please only enter valid characters (Letters, Numbers, Comma)",
  );
  await expect(keywordBox(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("button", { name: "Find a Doctor" })).toBeDisabled();

  await keywordBox(page).fill("qqxz zzqx");
  await expect(page.getByText("Try a different search!", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("listbox")).toHaveCount(0);
});

test("a city in the location box: suggestions, a click chooses one", async ({ page, checkAccessibility }) => {
  await locationBox(page).fill("Nashvil");
  const option = page.getByRole("option", { name: "Nashville, TN" }).first();
  await expect(option).toBeVisible();
  await checkAccessibility();
  await option.click();
  await expect(locationBox(page)).toHaveValue("Nashville, TN");
  await expect(page.getByRole("listbox")).toBeHidden();
});

test("a zip in the location box: at most 5 digits, its place suggested and chosen by keyboard", async ({ page }) => {
  await locationBox(page).pressSequentially("372031");
  await expect(locationBox(page)).toHaveValue("37203");
  const option = page.getByRole("option", { name: /Nashville, TN 37203/ });
  await expect(option).toBeVisible();
  await locationBox(page).press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await locationBox(page).press("Enter");
  await expect(locationBox(page)).toHaveValue("Nashville, TN 37203");
});

test.describe("with the browser's position granted", () => {
  test.use({ geolocation: { latitude: 36.1527, longitude: -86.7894 }, permissions: ["geolocation"] });

  test("Use my location shows on desktop only, with the box empty, and fills it", async ({ page }, testInfo) => {
    const link = page.getByRole("button", { name: "Use my location" });
    if (testInfo.project.name === "mobile") {
      await expect(locationBox(page)).toBeVisible();
      await expect(link).toHaveCount(0);
      return;
    }
    await expect(link).toBeVisible();
    await locationBox(page).fill("N");
    await expect(link).toHaveCount(0);
    await locationBox(page).fill("");
    await link.click();
    await expect(locationBox(page)).toHaveValue(/^Nashville, TN \d{5}$/);
    await expect(locationBox(page)).toBeFocused();
    await expect(link).toHaveCount(0);
  });
});
