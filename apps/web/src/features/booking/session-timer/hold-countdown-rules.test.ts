import { describe, expect, it } from "vitest";
import { holdMinutesLeft, isInWarning, msUntilNextMinute, WARNING_MINUTES_LEFT } from "./hold-countdown-rules.ts";

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 23, 15);

describe("holdMinutesLeft", () => {
  it("counts whole minutes down from 15, a part of a minute as a minute, to 0 at the release", () => {
    expect(holdMinutesLeft(START, START)).toBe(15);
    expect(holdMinutesLeft(START, START + 1)).toBe(15);
    expect(holdMinutesLeft(START, START + MINUTE)).toBe(14);
    expect(holdMinutesLeft(START, START + 10 * MINUTE)).toBe(5);
    expect(holdMinutesLeft(START, START + 15 * MINUTE - 1)).toBe(1);
    expect(holdMinutesLeft(START, START + 15 * MINUTE)).toBe(0);
    expect(holdMinutesLeft(START, START + 40 * MINUTE)).toBe(0);
  });

  it("reads a clock behind the hold's start as the start", () => {
    expect(holdMinutesLeft(START, START - 5 * MINUTE)).toBe(15);
  });
});

describe("msUntilNextMinute", () => {
  it("wakes when the minutes shown change, and no more often than once a minute", () => {
    expect(msUntilNextMinute(START, START)).toBe(MINUTE);
    expect(msUntilNextMinute(START, START + 1_000)).toBe(59_000);
    expect(msUntilNextMinute(START, START + 14 * MINUTE + 30_000)).toBe(30_000);
    expect(msUntilNextMinute(START, START + 20 * MINUTE)).toBe(MINUTE);
  });
});

describe("isInWarning", () => {
  it("is from the five-minute warning's moment (10 minutes after the hold) until the release", () => {
    expect(WARNING_MINUTES_LEFT).toBe(5);
    expect(isInWarning(START, START + 10 * MINUTE - 1)).toBe(false);
    expect(isInWarning(START, START + 10 * MINUTE)).toBe(true);
    expect(isInWarning(START, START + 15 * MINUTE - 1)).toBe(true);
    expect(isInWarning(START, START + 15 * MINUTE)).toBe(false);
  });
});
