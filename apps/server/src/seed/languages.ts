import type { Faker } from "@faker-js/faker";
import type { MetroArea } from "./metro-areas.ts";

/** Share of clinicians with a third language; the tail the language filter shows below Spanish. */
const OTHER_LANGUAGE_SHARE = 0.14;

/**
 * English for everyone and listed first (the spec's language filter puts English first); Spanish and
 * the tail follow the metro's population, so Miami's clinicians speak more Spanish than Nashville's.
 */
export function languagesFor(faker: Faker, metro: MetroArea): string[] {
  const languages = ["English"];
  if (faker.datatype.boolean(metro.spanishShare)) languages.push("Spanish");
  if (faker.datatype.boolean(OTHER_LANGUAGE_SHARE)) {
    languages.push(faker.helpers.weightedArrayElement(metro.otherLanguages));
  }
  return languages;
}
