import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

/** Issue 21 item 9: smaller rows of the discovery spec, each as a visitor meets it. */

const cards = (page: Page) => page.locator("ol.results-list > li");
const disclosure = (page: Page) =>
  page.getByRole("alertdialog", { name: 'You must select "I Understand" to see results' });

test("the disclosure's close control and Escape return to the landing path (spec §2 Disclosure modal)", async ({
  page,
  checkAccessibility,
}) => {
  await page.goto("/physicians/listing?zip=37203");
  await expect(disclosure(page)).toBeVisible();
  await checkAccessibility();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/physicians$/);
  await expect(disclosure(page)).toHaveCount(0);

  await page.goto("/physicians/listing?zip=37203");
  await disclosure(page).getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/physicians$/);
});

test("a host page whose path contains physicians/profile opens that profile, not the 404 page (spec start-up)", async ({
  page,
}) => {
  const response = await page.request.post("/fadmaa/provider/search/", {
    data: { coids: "", program: "psg", siteType: "psg", meta: { page: 1, pageSize: 1 } },
  });
  const doctor = (await response.json()).result.providerList[0] as { urlTitle: string; physicianLastName: string };
  const page404 = await page.goto(`/our-doctors/physicians/profile/${doctor.urlTitle}`);
  expect(page404?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/physicians/profile/${doctor.urlTitle}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(doctor.physicianLastName);
});

test("address parameters are checked: no Klingon checkbox, an invalid keyword is said, not searched (spec §5)", async ({
  page,
  checkAccessibility,
}) => {
  await page.goto("/variants/psg/physicians/listing?zip=37203&language=Klingon");
  await expect(cards(page).first()).toBeVisible();
  const filters = page.getByRole("button", { name: "Filters" });
  if (await filters.isVisible()) await filters.click();
  await expect(page.getByRole("checkbox", { name: "English" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Klingon" })).toHaveCount(0);

  await page.goto("/variants/psg/physicians/listing?keywords=heart%3Cscript%3E");
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid keyword" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results");
  await expect(cards(page)).toHaveCount(0);
  await checkAccessibility();
});

test("portal hosts show no breadcrumbs on results (spec §1: the content host's, desktop only)", async ({ page }) => {
  for (const host of ["mho", "mhonative"]) {
    await page.goto(`/variants/${host}/physicians/listing?zip=37203`);
    // The tab's agreement, once given on the first host, holds for the second.
    await expect(disclosure(page).or(cards(page).first())).toBeVisible();
    if (await disclosure(page).isVisible()) await page.getByRole("button", { name: "I Understand" }).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  }
});

test("the keyword box's placeholder is whole (the phone's was cut to 'Search by name, condition, or s')", async ({
  page,
}) => {
  await page.goto("/physicians");
  const box = page.getByRole("combobox", { name: /Doctor, condition, or specialty/ });
  await expect(box).toBeVisible();
  // The browser side as script text (the e2e project has no DOM types): the placeholder's width in its
  // own font against the box's room inside its padding.
  const fit = (await page.evaluate(`(() => {
    const input = document.querySelector("input[placeholder^='Search by']");
    const style = getComputedStyle(input, "::placeholder");
    const context = document.createElement("canvas").getContext("2d");
    context.font = style.fontWeight + " " + style.fontSize + " " + style.fontFamily;
    const own = getComputedStyle(input);
    const room = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
    return { text: input.placeholder, needs: context.measureText(input.placeholder).width, room };
  })()`)) as { text: string; needs: number; room: number } | null;
  expect(fit).not.toBeNull();
  expect(fit?.needs, `"${fit?.text}" needs ${fit?.needs} px of ${fit?.room}`).toBeLessThanOrEqual(fit?.room ?? 0);
});
