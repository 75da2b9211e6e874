import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { expectFocusInside } from "../support/focus.ts";

interface ApiLocation {
  id: string;
  name: string;
  mapMarkerLabel: string;
}
interface ApiPhysician {
  physicianFirstName: string;
  physicianMiddleInitial: string | null;
  physicianLastName: string;
  urlTitle: string;
  starRatings: number | null;
  proceduresAndConditions: { keyword: string }[];
  providerLocations: ApiLocation[];
  displayLocation: ApiLocation | null;
}

const PSG = "/variants/psg";

/** A psg physician with several locations, a rating, over 3 procedures and a last name no one else in the network has. */
async function findPhysicianWithSeveralLocations(page: Page): Promise<ApiPhysician> {
  await page.goto(`${PSG}/physicians`);
  const settings = JSON.parse((await page.locator("#fad-settings").textContent()) ?? "{}");
  const response = await page.request.post("/fadmaa/provider/search/", {
    data: {
      coids: settings.facilityCoids,
      program: settings.program,
      siteType: settings.siteType,
      meta: { page: 1, pageSize: 750 },
    },
  });
  expect(response.ok()).toBe(true);
  const physicians: ApiPhysician[] = (await response.json()).result.providerList;
  const lastNames = physicians.map((physician) => physician.physicianLastName);
  const chosen = physicians.find(
    (physician) =>
      physician.providerLocations.length > 1 &&
      physician.starRatings !== null &&
      physician.proceduresAndConditions.length > 3 &&
      /^[A-Za-z]+$/.test(physician.physicianLastName) &&
      lastNames.filter((name) => name === physician.physicianLastName).length === 1,
  );
  if (!chosen) throw new Error("the seeded network has no psg physician with several locations");
  return chosen;
}

const fullName = (physician: ApiPhysician) =>
  [
    physician.physicianFirstName,
    physician.physicianMiddleInitial ? `${physician.physicianMiddleInitial.charAt(0)}.` : "",
    physician.physicianLastName,
  ]
    .filter(Boolean)
    .join(" ");

test("a doctor card shows the physician, and Change Location (n) switches the location by keyboard", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  const physician = await findPhysicianWithSeveralLocations(page);
  const name = fullName(physician);
  await page.goto(`${PSG}/physicians/listing?keywords=${physician.physicianLastName}`);

  const card = page.getByRole("article", { name: new RegExp(`^${name}`) });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
    "href",
    new RegExp(`/physicians/profile/${physician.urlTitle}$`),
  );
  await expect(card.getByRole("link", { name: new RegExp(`^View Profile for ${name}`) })).toBeVisible();
  const count = physician.proceduresAndConditions.length;
  await expect(card.getByRole("link", { name: new RegExp(`^See All \\(${count}\\)`) })).toHaveAttribute(
    "href",
    new RegExp(`/physicians/profile/${physician.urlTitle}#procedures$`),
  );
  await expect(card.getByText("Please call if you are a self-pay patient.")).toBeVisible();
  const shown = physician.displayLocation ?? physician.providerLocations[0];
  await expect(card.locator("address").first()).toContainText(shown?.name ?? "");
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/h3-shots/card-${testInfo.project.name}.png`, fullPage: true });
  await checkAccessibility();

  // Keyboard only: open the modal, choose another location, focus comes back to the button.
  const locations = physician.providerLocations.length;
  const change = card.getByRole("button", { name: `Change Location (${locations})` });
  await change.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Choose a Location" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".location-marker")).toHaveCount(locations);
  await expect(dialog.getByRole("listitem")).toHaveCount(locations);
  await page.screenshot({ path: `/tmp/h3-shots/card-modal-${testInfo.project.name}.png` });
  await checkAccessibility();

  const other = physician.providerLocations.find((location) => location.id !== shown?.id) as ApiLocation;
  const select = dialog.getByRole("button", { name: `Select location ${other.mapMarkerLabel}, ${other.name}` });
  await select.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(card.locator("address").first()).toContainText(other.name);
  await expect(
    page.getByText(`Now displaying ${other.name} location information for provider ${name}.`),
  ).toBeAttached();
  await expect(change).toBeFocused();

  // Escape closes without a choice.
  await page.keyboard.press("Enter");
  await expectFocusInside(dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(card.locator("address").first()).toContainText(other.name);
});

test("the star rating explains how ratings are collected and gives focus back", async ({
  page,
  checkAccessibility,
}) => {
  const physician = await findPhysicianWithSeveralLocations(page);
  await page.goto(`${PSG}/physicians/listing?keywords=${physician.physicianLastName}`);
  const card = page.getByRole("article", { name: new RegExp(`^${fullName(physician)}`) });
  const rating = card.getByRole("button", {
    name: new RegExp(`^Rated ${(physician.starRatings ?? 0).toFixed(1).replace(".", "\\.")} out of 5`),
  });
  await rating.click();
  const dialog = page.getByRole("dialog", { name: "About Our Patient Ratings" });
  await expect(dialog).toContainText("patient experience surveys");
  await checkAccessibility();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(rating).toBeFocused();
});
