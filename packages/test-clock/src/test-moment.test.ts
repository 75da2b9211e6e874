import { describe, expect, it } from "vitest";
import { parseTestMoment, TestMomentError, testClockOffset } from "./test-moment.ts";

describe("parseTestMoment", () => {
  it("reads an instant with its zone", () => {
    expect(parseTestMoment("2027-03-13T23:30:00-06:00")).toBe(Date.UTC(2027, 2, 14, 5, 30));
    expect(parseTestMoment("2028-02-29T12:00Z")).toBe(Date.UTC(2028, 1, 29, 12, 0));
  });

  it("refuses a moment whose zone is not said, or that is no date", () => {
    for (const text of ["2027-03-13T23:30:00", "2027-03-13", "tomorrow", "", "2027-02-30T10:00:00Z"]) {
      expect(() => parseTestMoment(text), text).toThrow(TestMomentError);
    }
  });
});

describe("testClockOffset", () => {
  it("is null without a moment and sets no anchor", () => {
    const env: NodeJS.ProcessEnv = {};
    expect(testClockOffset(env, 1_000)).toBeNull();
    expect(env.FAD_TEST_CLOCK_ANCHOR).toBeUndefined();
  });

  it("anchors the moment at the first process's real time, which later processes inherit", () => {
    const env: NodeJS.ProcessEnv = { FAD_TEST_NOW: "2027-01-01T00:00:00Z" };
    const moment = Date.UTC(2027, 0, 1);
    expect(testClockOffset(env, 5_000)).toBe(moment - 5_000);
    expect(env.FAD_TEST_CLOCK_ANCHOR).toBe("5000");
    // A process started 3 s later keeps the first one's anchor: both clocks read the same time.
    expect(testClockOffset({ ...env }, 8_000)).toBe(moment - 5_000);
  });
});
