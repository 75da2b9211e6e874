import { CATALOG } from "@fad/contracts/i18n/catalog";
import { expect, type Page } from "@playwright/test";

/**
 * The catalog's English that a Spanish page must not show (issue 36): every English message with no
 * values or markup and a Spanish of its own (the app's whole-sentence texts; names, addresses and the
 * directory's own texts are not in the catalog).
 */
const ENGLISH_ONLY = Object.values(CATALOG)
  .map((entry) => entry.en)
  .filter((en) => !/[{<]/.test(en) && en.length > 3 && !Object.values(CATALOG).some((entry) => entry.es === en));

/** Whole words only: "Cancel Visit" is not in "Cancel Visits". */
const shows = (text: string, english: string) =>
  new RegExp(`(?<!\\p{L})${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u").test(text);

/**
 * No catalog English in the page's text nor in an element's aria-label. `leaveOut` names the parts that
 * are the directory's own text (a biography, the office's "things to know"). A one-word message counts
 * only where it stands alone on a line ("Clear" is not "Clear Lake Medical Center").
 */
export async function expectNoCatalogEnglish(page: Page, leaveOut: readonly string[] = []): Promise<void> {
  let text = await page.locator("body").innerText();
  for (const selector of leaveOut) {
    for (const part of await page.locator(selector).allInnerTexts()) text = text.replace(part, "");
  }
  const names = await page
    .locator("[aria-label]")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? ""));
  const lines = new Set(text.split("\n").map((line) => line.trim()));
  const found = ENGLISH_ONLY.filter(
    (english) => (english.includes(" ") ? shows(text, english) : lines.has(english)) || names.includes(english),
  );
  expect(found, `English texts on a Spanish page (${page.url()})`).toEqual([]);
}
