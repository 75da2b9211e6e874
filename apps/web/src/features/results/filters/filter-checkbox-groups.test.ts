import { describe, expect, it } from "vitest";
import { toggledItem } from "./filter-checkbox-groups.tsx";

describe("a checkbox group's list", () => {
  it("adds a checked item at the end, once", () => {
    expect(toggledItem(["English"], "Spanish", true)).toEqual(["English", "Spanish"]);
    expect(toggledItem(["Spanish", "English"], "Spanish", true)).toEqual(["English", "Spanish"]);
  });

  it("removes an unchecked item", () => {
    expect(toggledItem(["English", "Spanish"], "English", false)).toEqual(["Spanish"]);
    expect(toggledItem(["English"], "French", false)).toEqual(["English"]);
  });
});
