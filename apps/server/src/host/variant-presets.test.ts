import { describe, expect, it } from "vitest";
import { resolveVariantPath } from "./variant-presets.ts";

describe("resolveVariantPath", () => {
  it("reads the variant and app path from /variants/{name}/…", () => {
    expect(resolveVariantPath("/variants/psg/physicians/listing", "cms")).toEqual({
      variant: "psg",
      basePath: "/variants/psg",
      appPath: "/physicians/listing",
    });
    expect(resolveVariantPath("/variants/mho/", "cms")).toEqual({
      variant: "mho",
      basePath: "/variants/mho",
      appPath: "/",
    });
  });

  it("uses the default variant for every other path, including unknown variant names", () => {
    expect(resolveVariantPath("/physicians", "proofs")).toEqual({
      variant: "proofs",
      basePath: "/",
      appPath: "/physicians",
    });
    expect(resolveVariantPath("/variants/nope/physicians", "cms").variant).toBe("cms");
  });
});
