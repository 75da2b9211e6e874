import { FALLBACK_CONFIGURATION } from "@fad/contracts/host/host-apps";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPageSettings } from "./read-page-settings.ts";

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument("host");
  if (json !== null) {
    const script = doc.createElement("script");
    script.type = "application/json";
    script.id = "fad-settings";
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe("readPageSettings", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads valid settings from the host page", () => {
    const read = readPageSettings(
      pageWith(JSON.stringify({ hostApp: "mho", siteType: "psg", facilityCoids: "09001" })),
    );
    expect(read.fromHost).toBe(true);
    expect(read.settings).toMatchObject({ hostApp: "mho", siteType: "psg", facilityCoids: "09001", program: "web" });
  });

  it("uses the fallback configuration when the page gives none", () => {
    expect(readPageSettings(pageWith(null))).toEqual({ settings: { ...FALLBACK_CONFIGURATION }, fromHost: false });
    expect(readPageSettings(pageWith("   ")).fromHost).toBe(false);
  });

  it("uses the fallback configuration, and warns, on bad JSON or settings that break their schema", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(readPageSettings(pageWith("{not json")).settings).toEqual({ ...FALLBACK_CONFIGURATION });
    expect(readPageSettings(pageWith(JSON.stringify({ physiciansCount: "many" }))).fromHost).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("treats JSON that is not a settings object as invalid", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const json of ["null", "[]", '"cms"', "42"]) {
      expect(readPageSettings(pageWith(json)), json).toEqual({
        settings: { ...FALLBACK_CONFIGURATION },
        fromHost: false,
      });
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it("keeps the host's settings and fills only the missing facility, program and site type", () => {
    const read = readPageSettings(
      pageWith(
        JSON.stringify({ hostApp: "cms", basePath: "/variants/cms", texting: { routeData: { urlTitle: "x" } } }),
      ),
    );
    expect(read).toEqual({
      fromHost: true,
      settings: {
        hostApp: "cms",
        basePath: "/variants/cms",
        texting: { routeData: { urlTitle: "x" } },
        ...FALLBACK_CONFIGURATION,
      },
    });
  });

  it("reads the block the server writes, with its escaped characters", () => {
    const read = readPageSettings(pageWith('{"facilityName":"A \\u003c B \\u0026 C"}'));
    expect(read.settings.facilityName).toBe("A < B & C");
  });
});
