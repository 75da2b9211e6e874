import { STATE_INDEX } from "virtual:us-geography";
import { describe, expect, it } from "vitest";
import { statesInView } from "./states-in-view.ts";

const fipsOf = (abbreviation: string) => STATE_INDEX.find((state) => state.abbreviation === abbreviation)?.fips;

describe("statesInView", () => {
  it("picks only the state of a view well inside it (Nashville's metro)", () => {
    expect(statesInView(STATE_INDEX, [-87.1, 35.9, -86.5, 36.3])).toEqual([fipsOf("TN")]);
  });

  it("picks both states of a view across a state line (Kansas City)", () => {
    const picked = statesInView(STATE_INDEX, [-94.8, 38.9, -94.4, 39.2]);
    expect(picked).toEqual(expect.arrayContaining([fipsOf("KS"), fipsOf("MO")]));
  });

  it("picks nothing for a view out at sea", () => {
    expect(statesInView(STATE_INDEX, [-40, 30, -39, 31])).toEqual([]);
  });

  it("indexes every state and DC with bounds in the right order", () => {
    expect(STATE_INDEX).toHaveLength(51);
    for (const { bounds } of STATE_INDEX) {
      expect(bounds[0]).toBeLessThan(bounds[2]);
      expect(bounds[1]).toBeLessThan(bounds[3]);
    }
  });
});
