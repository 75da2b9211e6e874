import { messagesFor } from "@fad/contracts/i18n/catalog";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import {
  dayLabelsOf,
  longDay,
  longDayWithYear,
  monthDay,
  slotAccessibleName,
  spokenTime,
  weekdayShort,
} from "./day-labels.ts";

describe("day labels", () => {
  it("names a yyyymmdd day without shifting it to the visitor's zone", () => {
    expect(weekdayShort("20261201")).toBe("Tue");
    expect(monthDay("20261201")).toBe("Dec 1");
    expect(longDay("20261201")).toBe("Tuesday, December 1");
    expect(longDayWithYear("20261201")).toBe("Tuesday, December 1, 2026");
  });

  it("speaks slot times on a 12-hour clock and names time buttons with the full date", () => {
    expect(spokenTime("00:15")).toBe("12:15 AM");
    expect(spokenTime("09:00")).toBe("9:00 AM");
    expect(spokenTime("12:00")).toBe("12:00 PM");
    expect(spokenTime("13:30")).toBe("1:30 PM");
    expect(slotAccessibleName("20261201", "09:00")).toBe("9:00a, Tuesday, December 1");
  });
});

describe("day labels in Spanish (decision 175)", () => {
  const intl = createIntl({ locale: "es-US", messages: messagesFor("es-US") });
  const labels = dayLabelsOf(
    "es-US",
    (date, options) => intl.formatDate(date, options),
    (date, options) => intl.formatDateToParts(date, options),
    (time, day) => intl.formatMessage({ id: "availability.slotName" }, { time, day }),
  );
  // Intl's own spaces (a narrow no-break space before "a.m." in some ICU versions) read as spaces here.
  const plain = (text: string) => text.replace(/\s/g, " ");

  it("names a day as Spanish writes it, never shifted to the visitor's zone", () => {
    expect(labels.weekdayShort("20261130")).toMatch(/^lun\.?$/);
    expect(labels.monthDay("20261130")).toMatch(/^30 de nov\.?$/);
    expect(labels.longDay("20261130")).toBe("lunes, 30 de noviembre");
    expect(labels.longDayWithYear("20261201")).toBe("martes, 1 de diciembre de 2026");
  });

  it("gives times on Spanish's 12-hour clock, the button's name starting with its text", () => {
    const slot = (startTime: string) => ({ startTime, twelveHourClockTime: "unused" });
    expect(plain(labels.slotTime(slot("09:30")))).toMatch(/^9:30 a\. ?m\.$/);
    expect(plain(labels.slotTime(slot("13:05")))).toMatch(/^1:05 p\. ?m\.$/);
    expect(plain(labels.slotTime(slot("00:15")))).toMatch(/^12:15 a\. ?m\.$/);
    expect(plain(labels.slotAccessibleName("20261130", slot("09:30")))).toMatch(
      /^9:30 a\. ?m\., lunes, 30 de noviembre$/,
    );
  });

  it("leaves English exactly as the spec shows it", () => {
    const english = createIntl({ locale: "en-US", messages: messagesFor("en-US") });
    const same = dayLabelsOf(
      "en-US",
      (date, options) => english.formatDate(date, options),
      (date, options) => english.formatDateToParts(date, options),
      (time, day) => english.formatMessage({ id: "availability.slotName" }, { time, day }),
    );
    const slot = { startTime: "09:00", twelveHourClockTime: "9:00a" };
    expect([same.weekdayShort("20261201"), same.monthDay("20261201"), same.longDay("20261201")]).toEqual([
      "Tue",
      "Dec 1",
      "Tuesday, December 1",
    ]);
    expect(same.slotTime(slot)).toBe("9:00a");
    expect(same.slotAccessibleName("20261201", slot)).toBe("9:00a, Tuesday, December 1");
  });
});
