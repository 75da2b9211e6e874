import { describe, expect, it } from "vitest";
import { modalAfterCheck, msUntilNextCheck, sessionTimerPhase } from "./session-timer-rules.ts";

const minutes = (value: number) => value * 60_000;

describe("sessionTimerPhase (spec booking §4: over 9 and under 11 → warning; 14 or more → expired)", () => {
  it.each([
    [0, "running"],
    [minutes(5), "running"],
    [minutes(9), "running"],
    [minutes(9) + 1, "warning"],
    [minutes(10), "warning"],
    [minutes(11) - 1, "warning"],
    [minutes(11), "running"],
    [minutes(14) - 1, "running"],
    [minutes(14), "expired"],
    [minutes(15), "expired"],
    [minutes(60), "expired"],
  ])("%i ms elapsed → %s", (elapsed, phase) => {
    expect(sessionTimerPhase(elapsed)).toBe(phase);
  });
});

describe("msUntilNextCheck: every 5 minutes counted from the hold", () => {
  it.each([
    [0, minutes(5)],
    [minutes(1), minutes(4)],
    [minutes(5), minutes(5)],
    [minutes(7), minutes(3)],
    [-1000, minutes(5)],
  ])("%i ms after the hold → next check in %i ms", (elapsed, wait) => {
    expect(msUntilNextCheck(1_000_000, 1_000_000 + elapsed)).toBe(wait);
  });
});

describe("modalAfterCheck", () => {
  it.each([
    ["none", "running", "none"],
    ["none", "warning", "warning"],
    ["warning", "warning", "warning"],
    ["warning", "expired", "expired"],
    ["none", "expired", "expired"],
    ["warning", "running", "warning"],
  ] as const)("%s + %s → %s", (current, phase, next) => {
    expect(modalAfterCheck(current, phase)).toBe(next);
  });
});
