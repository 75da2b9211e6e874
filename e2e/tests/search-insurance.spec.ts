import type { Page } from "@playwright/test";
import { INSURANCE_TEXTS } from "../../packages/contracts/src/messages/insurance-texts.ts";
import { answerQuestions, chooseFirstTime, findBookablePhysician, journeySlot } from "../support/booking-journey.ts";
import { expect, test } from "../support/fixtures.ts";

const COIDS = "09001;09002;09003;09004;09005;09006";
/** Set to a folder to keep screenshots of the journey (looked at by hand). */
const SHOTS = process.env.INSURANCE_SHOTS_DIR;

interface Insurer {
  insurerId?: number;
  insurancePayorName: string;
  insurancePlans: { insurancePlanId: number; insurancePlanName: string }[];
}

const cards = (page: Page) => page.locator("ol.results-list > li");
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function settled(page: Page) {
  await expect(page.getByText("Loading doctors. This may take a few seconds.")).toHaveCount(0);
  await expect(page.getByText(/^(Displaying \d+ - \d+ of \d+ result\(s\)|Showing 0 results)$/)).toBeVisible();
}

async function openFilters(page: Page) {
  const toggle = page.getByRole("button", { name: "Filters" });
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}

const insuranceGroup = (page: Page) => page.getByRole("group", { name: INSURANCE_TEXTS.filterLegend });

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: 'window.sessionStorage.setItem("dshs agreement", "true");' });
});

test("Accepts my insurance: the filter narrows to doctors taking the plan, the card says so, a reload keeps it, and booking's carrier starts from it", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  test.setTimeout(120_000);
  const list = (await (await page.request.get("/fadmaa/provider/insurance/")).json()).result as Insurer[];
  const insurer = list.find((entry) => entry.insurancePayorName === "Aetna");
  const plan = insurer?.insurancePlans.find((entry) => entry.insurancePlanName === "Aetna Open Access HMO");
  if (!insurer?.insurerId || !plan) throw new Error("the demo network lists Aetna Open Access HMO");
  const filter = { insurerId: insurer.insurerId, insurancePlanId: plan.insurancePlanId };
  const { physician, type } = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 7), filter);

  // The panel: Aetna, then its plan, then Apply; the address carries both.
  await page.goto(`/physicians/listing?keywords=${encodeURIComponent(physician.physicianLastName)}`);
  await settled(page);
  await openFilters(page);
  const group = insuranceGroup(page);
  await group.getByRole("combobox", { name: INSURANCE_TEXTS.insurerLabel }).selectOption({ label: "Aetna" });
  await group
    .getByRole("combobox", { name: INSURANCE_TEXTS.planLabel })
    .selectOption({ label: plan.insurancePlanName });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`insurer=${insurer.insurerId}&insurancePlan=${plan.insurancePlanId}`));
  await settled(page);

  // Every card names Aetna first; the physician found through the API is among them.
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText(/Accepts Aetna\b/);
  const card = cards(page)
    .filter({ hasText: physician.physicianLastName })
    .filter({ hasText: physician.physicianFirstName });
  await expect(card.first()).toBeVisible();

  // A reload (or a shared link) keeps the filter, shown in the panel.
  await page.reload();
  await settled(page);
  await openFilters(page);
  await expect(insuranceGroup(page).getByRole("combobox", { name: INSURANCE_TEXTS.insurerLabel })).toHaveValue(
    String(insurer.insurerId),
  );
  await expect(insuranceGroup(page).getByRole("combobox", { name: INSURANCE_TEXTS.planLabel })).toHaveValue(
    String(plan.insurancePlanId),
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/results-${page.viewportSize()?.width}.png`, fullPage: true });
  await checkAccessibility();

  // Booking from the card: the Insurance Carrier starts at Aetna, and the patient can change it.
  const book = card.first().getByRole("link", { name: /^Book an Appointment/ });
  await book.click();
  await expect(page.getByText(physician.physicianLastName).first()).toBeVisible();
  await answerQuestions(page, type);
  if (isMobile(page)) await page.getByRole("button", { name: "Next", exact: true }).click();
  await chooseFirstTime(page);
  await (isMobile(page)
    ? page.getByRole("button", { name: "Next", exact: true })
    : page.getByRole("button", { name: "Continue", exact: true })
  ).click();
  await expect(page.getByRole("heading", { name: "Patient Information" })).toBeVisible();
  const carrier = page.getByRole("combobox", { name: /^Insurance Carrier/ });
  await expect(carrier).toHaveValue("Aetna");
  await expect(page.getByRole("textbox", { name: /^Policy ID/ })).toBeEnabled();
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/booking-carrier-${page.viewportSize()?.width}.png`, fullPage: true });
  await checkAccessibility();
  await carrier.selectOption("No Insurance");
  await expect(carrier).toHaveValue("No Insurance");
  await expect(page.getByRole("textbox", { name: /^Policy ID/ })).toBeDisabled();
});

test("the profile lists the insurance each location accepts, and the card's +n more opens it", async ({
  page,
  checkAccessibility,
}) => {
  await page.goto("/physicians/listing");
  await settled(page);
  const more = cards(page)
    .getByRole("link", { name: /^\+\d+ more insurers accepted by/ })
    .first();
  await expect(more).toBeVisible();
  await more.click();
  await expect(page).toHaveURL(/\/physicians\/profile\/[^#]+#insurance$/);
  const section = page.getByRole("region", { name: INSURANCE_TEXTS.profileHeading });
  await expect(section).toBeVisible();
  await expect(section.getByRole("listitem").first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-${page.viewportSize()?.width}.png`, fullPage: true });
  await checkAccessibility();
});
