import { describe, expect, it } from "vitest";
import { isDeletion, typedDateOfBirth, typedPhoneNumber } from "./typing-masks.ts";

describe("formatting while typing", () => {
  it.each([
    // previous, next, inputType, expected
    ["", "0", "insertText", "0"],
    ["0", "01", "insertText", "01"],
    ["01", "011", "insertText", "01/1"],
    ["01/1", "01/15", "insertText", "01/15"],
    ["01/15", "01/151", "insertText", "01/15/1"],
    ["01/15/199", "01/15/1990", "insertText", "01/15/1990"],
    ["", "01151990", "insertFromPaste", "01/15/1990"],
    ["", "4", "insertText", "1"],
    // Backspace keeps what the visitor left, slash removal included.
    ["01/15/1990", "01/15/199", "deleteContentBackward", "01/15/199"],
    ["01/15/", "01/15", "deleteContentBackward", "01/15"],
    ["01/1", "01/", "deleteContentBackward", "01/"],
    // No inputType (older browsers): a shorter value is a deletion.
    ["01/15/", "01/15", undefined, "01/15"],
  ])("date of birth %j → %j (%s) gives %j", (previous, next, inputType, expected) => {
    expect(typedDateOfBirth(previous, next, inputType, 2026)).toBe(expected);
  });

  it("caps the typed year at the current one", () => {
    expect(typedDateOfBirth("01/15/202", "01/15/2029", "insertText", 2026)).toBe("01/15/2026");
  });

  it.each([
    ["", "6", "insertText", "6"],
    ["615", "6155", "insertText", "615-5"],
    ["615-555", "615-5550", "insertText", "615-555-0"],
    ["", "(615) 555-0100", "insertFromPaste", "615-555-0100"],
    ["615-555-0100", "615-555-01001", "insertText", "615-555-0100"],
    ["", "+1 (615) 555-0100", "insertFromPaste", "615-555-0100"],
    ["", "1-615-555-0100", undefined, "615-555-0100"],
    ["615-5", "615-", "deleteContentBackward", "615-"],
    ["615-", "615", "deleteContentBackward", "615"],
  ])("phone %j → %j (%s) gives %j", (previous, next, inputType, expected) => {
    expect(typedPhoneNumber(previous, next, inputType)).toBe(expected);
  });

  it.each([
    ["deleteContentBackward", "ab", "a", true],
    ["deleteWordBackward", "ab", "ab", true],
    ["insertText", "ab", "abc", false],
    ["insertReplacementText", "abc", "ab", true],
    [undefined, "ab", "abc", false],
  ])("inputType %s from %j to %j is a deletion: %s", (inputType, previous, next, expected) => {
    expect(isDeletion(inputType, previous, next)).toBe(expected);
  });
});
