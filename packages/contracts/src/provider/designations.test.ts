import { describe, expect, it } from "vitest";
import { CREDENTIALS, DESIGNATIONS, isListedDesignation, shownDesignation } from "./designations.ts";

describe("the spec's credential list", () => {
  it("holds the spec's named credentials and about 35 designations, each made of listed credentials", () => {
    for (const named of [
      "MD",
      "DO",
      "DDS",
      "DMD",
      "DPM",
      "OD",
      "PhD",
      "PsyD",
      "AuD",
      "PharmD",
      "DPT",
      "ND",
      "DC",
      "FACP",
    ]) {
      expect(CREDENTIALS).toContain(named);
      expect(DESIGNATIONS).toContain(named);
    }
    expect(DESIGNATIONS.length).toBeGreaterThanOrEqual(30);
    expect(DESIGNATIONS.length).toBeLessThanOrEqual(40);
    expect(new Set(DESIGNATIONS).size).toBe(DESIGNATIONS.length);
    for (const designation of DESIGNATIONS) expect(shownDesignation(designation)).toBe(designation);
    // Every credential is used by some designation of the list.
    const used = new Set(DESIGNATIONS.flatMap((designation) => designation.split(", ")));
    expect([...used].sort()).toEqual([...CREDENTIALS].sort());
  });

  it("shows a designation in the list's spelling, whatever the source's case and separators", () => {
    expect(shownDesignation("md;facp")).toBe("MD, FACP");
    expect(shownDesignation("  MD   PhD ")).toBe("MD, PhD");
    expect(shownDesignation("M.D., F.A.C.S.")).toBe("MD, FACS");
    expect(shownDesignation("pharmd")).toBe("PharmD");
    expect(shownDesignation("MD, MD")).toBe("MD");
  });

  it("leaves out credentials not on the list, and shows nothing when none is", () => {
    expect(shownDesignation("MD, XYZ")).toBe("MD");
    expect(shownDesignation("Esq")).toBe("");
    expect(shownDesignation("<script>")).toBe("");
    expect(shownDesignation("")).toBe("");
  });

  it("tells stored data that is exactly a designation of the list", () => {
    expect(isListedDesignation("MD, FACP")).toBe(true);
    expect(isListedDesignation("md, facp")).toBe(false);
    expect(isListedDesignation("DO, FACS")).toBe(false);
  });
});
