import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  displayPhoneNumber,
  formatPhoneNumberInput,
  normalizePhoneNumber,
  PHONE_NUMBER_PATTERN,
} from "./phone-number.ts";

describe("normalizePhoneNumber (spec booking §5)", () => {
  it("strips non-digits and formats exactly ten digits", () => {
    expect(normalizePhoneNumber("(615) 555-0134")).toBe("615-555-0134");
    expect(normalizePhoneNumber("615.555.0134")).toBe("615-555-0134");
    expect(normalizePhoneNumber("6155550134")).toBe("615-555-0134");
    expect(normalizePhoneNumber("615-555-0134")).toBe("615-555-0134");
  });

  it("answers empty for anything but ten digits", () => {
    expect(normalizePhoneNumber("")).toBe("");
    expect(normalizePhoneNumber("555-0134")).toBe("");
    expect(normalizePhoneNumber("1 (615) 555-0134")).toBe("");
    expect(normalizePhoneNumber("call me")).toBe("");
  });

  it("always answers empty or the ###-###-#### form, and the digits are the input's", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const output = normalizePhoneNumber(input);
        const digits = input.replace(/\D/g, "");
        if (digits.length === 10) {
          expect(output).toMatch(PHONE_NUMBER_PATTERN);
          expect(output.replace(/-/g, "")).toBe(digits);
        } else {
          expect(output).toBe("");
        }
      }),
    );
  });
});

describe("formatPhoneNumberInput", () => {
  it("adds dashes while typing and stops at ten digits", () => {
    expect(formatPhoneNumberInput("6")).toBe("6");
    expect(formatPhoneNumberInput("615")).toBe("615");
    expect(formatPhoneNumberInput("6155")).toBe("615-5");
    expect(formatPhoneNumberInput("615555")).toBe("615-555");
    expect(formatPhoneNumberInput("6155550")).toBe("615-555-0");
    expect(formatPhoneNumberInput("615-555-01349")).toBe("615-555-0134");
    expect(formatPhoneNumberInput("a(b)")).toBe("");
  });
});

describe("displayPhoneNumber", () => {
  it("shows a full number as (xxx) xxx-xxxx and anything else as given", () => {
    expect(displayPhoneNumber("615-555-0134")).toBe("(615) 555-0134");
    expect(displayPhoneNumber("555-0134")).toBe("555-0134");
  });
});
