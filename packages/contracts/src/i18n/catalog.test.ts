import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { PLACE_TEXTS } from "../geo/place-texts.ts";
import { LANDING_TEXTS } from "../messages/page-texts.ts";
import { PHYSICIAN_TEXTS } from "../messages/physician-texts.ts";
import { RESULT_COUNT_TEXTS } from "../messages/results-texts.ts";
import { SEARCH_LANDING_TEXTS } from "../messages/search-texts.ts";
import { TYPE_AHEAD_TEXTS } from "../messages/type-ahead-texts.ts";
import { CATALOG, type MessageId } from "./catalog.ts";
import { catalogIntl } from "./create-catalog-intl.ts";

const en = catalogIntl("en-US");
const es = catalogIntl("es-US");
const format = (id: MessageId, values?: Record<string, string | number>) => en.formatMessage({ id }, values);

describe("the catalog", () => {
  it.each(Object.entries(CATALOG))("%s parses in both languages with the same values and a note", (_id, entry) => {
    expect(entry.description.length).toBeGreaterThan(10);
    expect(entry.es.trim()).not.toBe("");
    expect(argumentsOf(parse(entry.es))).toEqual(argumentsOf(parse(entry.en)));
  });

  it("keeps the spec's English word for word where a text takes values", () => {
    for (const mobile of [true, false]) {
      for (const psg of [true, false]) {
        expect(format("landing.keywordPlaceholder", { mobile: yes(mobile), psg: yes(psg) })).toBe(
          SEARCH_LANDING_TEXTS.keywordPlaceholder({ mobile, psg }),
        );
      }
    }
    expect(format("landing.facilityHeading", { facilityName: "Medical City Dallas" })).toBe(
      LANDING_TEXTS.facilityHeading("Medical City Dallas"),
    );
    expect(format("typeAhead.resultsAvailable", { count: 1 })).toBe(TYPE_AHEAD_TEXTS.resultsAvailable(1));
    expect(format("typeAhead.resultsAvailable", { count: 12 })).toBe(TYPE_AHEAD_TEXTS.resultsAvailable(12));
    expect(format("physician.seeAll", { count: 7 })).toBe(PHYSICIAN_TEXTS.seeAll(7));
    expect(format("physician.changeLocation", { count: 3 })).toBe(PHYSICIAN_TEXTS.changeLocation(3));
    expect(format("physician.chooseDifferentLocation", { count: 3 })).toBe(PHYSICIAN_TEXTS.chooseDifferentLocation(3));
    expect(format("physician.locationAnnouncement", { location: "Plano", physician: "Ana Ruiz" })).toBe(
      PHYSICIAN_TEXTS.locationAnnouncement("Plano", "Ana Ruiz"),
    );
    expect(format("results.count", { first: 11, last: 20, total: 42 })).toBe(RESULT_COUNT_TEXTS.displaying(11, 20, 42));
    // The app's own English (not the spec's), kept as it was: the web's unit tests read it.
    expect(format("physician.ratingLabel", { rating: "4.5", count: 0 })).toBe(
      "Rated 4.5 out of 5. About our patient ratings",
    );
    expect(format("physician.ratingLabel", { rating: "4.5", count: 1 })).toBe(
      "Rated 4.5 out of 5 from 1 patient rating. About our patient ratings",
    );
    expect(format("physician.ratingCount", { count: 12 })).toBe("(12 ratings)");
    expect(format("landing.noDoctorsNear", { miles: 25, place: "Memphis, TN" })).toBe(
      PLACE_TEXTS.noDoctorsNear("Memphis, TN", 25),
    );
  });

  it("writes Spanish sentences whole, with plurals", () => {
    expect(es.formatMessage({ id: "typeAhead.resultsAvailable" }, { count: 1 })).toBe("Hay 1 resultado disponible");
    expect(es.formatMessage({ id: "typeAhead.resultsAvailable" }, { count: 3 })).toBe("Hay 3 resultados disponibles");
    expect(es.formatMessage({ id: "landing.keywordPlaceholder" }, { mobile: "yes", psg: "no" })).toBe(
      "Busque por nombre, afección o especialidad",
    );
    expect(es.formatMessage({ id: "landing.keywordPlaceholder" }, { mobile: "no", psg: "yes" })).toBe(
      "Busque por nombre del médico, afección o procedimiento",
    );
  });
});

const yes = (flag: boolean) => (flag ? "yes" : "no");

/** The names of a message's values and, for a select, its cases: Spanish must take what English takes. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) {
      found.add(element.value);
    }
    if (element.type === TYPE.select) {
      found.add(`${element.value}:${Object.keys(element.options).sort().join("|")}`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.plural) {
      found.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return [...found].sort();
}
