import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SPECIALTY_CATALOG } from "../seed/specialty-catalog.ts";
import { providerRoleOf, roleCredentialPattern, SPECIALTY_TAXONOMY, specialtiesOfTaxonomy } from "./directory-codes.ts";
import { SHARED_INTEROP } from "./plan-net-validator.ts";

/** The NUCC codes of the shared taxonomy file (its first column). */
function nuccCodes(): Set<string> {
  const text = readFileSync(path.join(SHARED_INTEROP, "nppes", "nucc_provider_taxonomy.csv"), "utf8");
  return new Set(
    text
      .split("\n")
      .map((line) => line.split(",")[0] ?? "")
      .filter((code) => /^[0-9A-Z]{9}X$/.test(code)),
  );
}

describe("the directory's codes", () => {
  it("gives every specialty of the demo catalogue a NUCC code that the NUCC file holds", () => {
    const codes = nuccCodes();
    for (const specialty of SPECIALTY_CATALOG) {
      const code = SPECIALTY_TAXONOMY[specialty.name];
      expect(code, specialty.name).toBeDefined();
      expect(codes.has(code as string), `${specialty.name}: ${code}`).toBe(true);
    }
    expect(specialtiesOfTaxonomy("208600000X").sort()).toEqual(["Bariatric Surgery", "General Surgery"]);
    expect(specialtiesOfTaxonomy("000000000X")).toEqual([]);
  });

  it("reads the provider role from the designation's credentials, the same in JavaScript and in SQL's patterns", () => {
    expect(providerRoleOf("MD, FACP")).toEqual({ code: "ph", display: "Physician" });
    expect(providerRoleOf("D.O.")).toEqual({ code: "ph", display: "Physician" });
    expect(providerRoleOf("DDS, MD")).toEqual({ code: "ph", display: "Physician" });
    expect(providerRoleOf("DPM, FACFAS")?.code).toBe("po");
    expect(providerRoleOf("PhD, ABPP")?.code).toBe("py");
    expect(providerRoleOf("FACP")).toBeNull();
    // The SQL patterns (POSIX classes) read the same way here with JavaScript's own classes.
    for (const [designation, code] of [
      ["MD, FACP", "ph"],
      ["DDS, MD", "ph"],
      ["DDS", "de"],
      ["OD, FAAO", "oo"],
    ] as const) {
      const pattern = roleCredentialPattern(code);
      const js = (source: string) => new RegExp(source.replaceAll("[:space:]", "\\s"));
      expect(js(pattern?.matches as string).test(designation), designation).toBe(true);
      expect(js(pattern?.notEarlier as string).test(designation), designation).toBe(false);
    }
    expect(roleCredentialPattern("zz")).toBeNull();
  });
});
