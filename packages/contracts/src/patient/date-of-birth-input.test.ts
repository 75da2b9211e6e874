import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDateOfBirthInput } from "./date-of-birth-input.ts";

const format = (input: string) => formatDateOfBirthInput(input, 2026);

describe("formatDateOfBirthInput (spec booking §5 typing corrections)", () => {
  it("shows digits as MM/DD/YYYY, drops other characters and stops at 8 digits", () => {
    expect(format("0")).toBe("0");
    expect(format("07")).toBe("07");
    expect(format("070")).toBe("07/0");
    expect(format("0704")).toBe("07/04");
    expect(format("07041")).toBe("07/04/1");
    expect(format("07/04/1976")).toBe("07/04/1976");
    expect(format("07-04-19761234")).toBe("07/04/1976");
    expect(format("ab")).toBe("");
  });

  it("corrects the month", () => {
    expect(format("5")).toBe("1");
    expect(format("15")).toBe("12");
    expect(format("00")).toBe("01");
    expect(format("09")).toBe("09");
  });

  it("corrects the day", () => {
    expect(format("024")).toBe("02/2");
    expect(format("034")).toBe("03/3");
    expect(format("0300")).toBe("03/01");
    expect(format("0431")).toBe("04/30");
    expect(format("1131")).toBe("11/30");
    expect(format("0131")).toBe("01/31");
    expect(format("0139")).toBe("01/31");
    expect(format("0229")).toBe("02/29");
  });

  it("corrects the year and caps it at the current year", () => {
    expect(format("01010")).toBe("01/01/1");
    expect(format("01015")).toBe("01/01/2");
    expect(format("010113")).toBe("01/01/19");
    expect(format("010121")).toBe("01/01/20");
    expect(format("01012099")).toBe("01/01/2026");
    expect(format("01012026")).toBe("01/01/2026");
    expect(format("01011985")).toBe("01/01/1985");
  });

  it("always gives a prefix of MM/DD/YYYY with a month 01-12, a day 01-31 and a year 1900 to the current year", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (input) => {
        const output = format(input);
        expect(output).toMatch(/^(\d{1,2}(\/\d{1,2}(\/\d{1,4})?)?)?$/);
        const [month, day, year] = output.split("/");
        if (month?.length === 2) expect(Number(month)).toBeGreaterThanOrEqual(1);
        if (month) expect(Number(month)).toBeLessThanOrEqual(12);
        if (day?.length === 2) expect(Number(day)).toBeGreaterThanOrEqual(1);
        if (day) expect(Number(day)).toBeLessThanOrEqual(31);
        if (year?.length === 4) {
          expect(Number(year)).toBeGreaterThanOrEqual(1900);
          expect(Number(year)).toBeLessThanOrEqual(2026);
        }
      }),
    );
  });
});
