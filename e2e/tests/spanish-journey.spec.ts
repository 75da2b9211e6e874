import type { Page } from "@playwright/test";
import { expectNoCatalogEnglish } from "../support/catalog-english.ts";
import { expect, test } from "../support/fixtures.ts";

/** Set to a folder (docs/screenshots/es) to keep a screenshot of each Spanish screen, looked at by hand. */
const SHOTS = process.env.SPANISH_SHOTS_DIR;

// The browser asks for Spanish (Accept-Language and navigator.languages), as a Spanish-speaking
// patient's phone or computer does: the first visit must come in Spanish (decision 172).
test.use({ locale: "es-US" });

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test("the server sends a Spanish-speaking browser's first page in Spanish, with no English first", async ({ page }) => {
  const answer = await page.request.get("/physicians", { headers: { "accept-language": "es-US,es;q=0.9" } });
  const html = await answer.text();
  expect(html).toMatch(/<html lang="es"/);
  expect(html).toContain("<title>Buscar un médico</title>");
  // The rendered root (decision 57) is already Spanish: nothing to swap once the app is live.
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toContain("Busque a nuestros médicos por nombre, especialidad o afección.");
  expect(root).not.toContain("Search our doctors by name");
});

test("landing and results in Spanish, with the switch and the language-assistance link", async ({
  page,
  checkAccessibility,
}) => {
  await page.addInitScript({ content: 'window.sessionStorage.setItem("dshs agreement", "true");' });
  await page.goto("/physicians");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buscar un médico");
  await expect(page.getByRole("navigation", { name: "Idioma" }).getByRole("button", { name: "English" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Asistencia con el idioma" })).toBeVisible();
  await expectNoCatalogEnglish(page);
  await checkAccessibility();
  await shoot(page, "landing");

  // "cardiólogo": letters with an accent are letters (decision 171), and reach Cardiology.
  const keyword = page.getByRole("combobox", { name: "Médico, afección o especialidad" });
  const suggested = page.waitForResponse((response) => response.url().includes("/terms/autocomplete"));
  await keyword.fill("cardiólogo");
  await suggested;
  await keyword.press("Escape");
  await page.getByRole("button", { name: "Buscar un médico" }).click();

  await expect(page).toHaveURL(/\/physicians\/listing/);
  await expect(page.getByText("Cargando médicos. Esto puede tardar unos segundos.")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Resultados de /);
  await expect(page.getByText(/^Se muestran \d+ - \d+ de \d+ resultados?$/)).toBeVisible();
  await expect(page.locator("ol.results-list > li").first()).toContainText("Ver perfil");
  // The cards' calendars too: their days, times and words are in the catalog (decision 175).
  await expectNoCatalogEnglish(page);
  // Spanish runs longer than English: the page must still fit a phone's width (no sideways scrolling).
  expect(await page.locator("html").evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await checkAccessibility();
  await shoot(page, "results");
});

test("the Section 1557 notice, and the switch remembered across visits", async ({ page, checkAccessibility }) => {
  await page.goto("/physicians");
  await page.getByRole("link", { name: "Asistencia con el idioma" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Asistencia con el idioma");
  await expect(page.getByText(/servicios gratuitos de asistencia con el idioma/)).toBeVisible();
  // Fifteen languages, each marked with its own language for screen readers.
  const taglines = page.locator(".language-assistance__taglines > li");
  await expect(taglines).toHaveCount(15);
  await expect(taglines.filter({ hasText: "Tiếng Việt" })).toHaveAttribute("lang", "vi");
  await expect(taglines.filter({ hasText: "العربية" })).toHaveAttribute("dir", "rtl");
  await expectNoCatalogEnglish(page);
  await checkAccessibility();
  await shoot(page, "language-assistance");

  // The switch turns the page in place and the choice outlives the browser's own preference.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Language assistance");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Language assistance");
  await checkAccessibility();

  // A shared link carries the language; the address then loses ?lang and the choice is remembered.
  await page.goto("/physicians?lang=es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buscar un médico");
  await expect(page).toHaveURL(/\/physicians$/);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});
