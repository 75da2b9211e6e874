import { describe, expect, it } from "vitest";
import { HOST_HEAD_MARKER, jsonForScriptElement, renderHostPage } from "./render-host-page.ts";

describe("renderHostPage", () => {
  it("puts the title, robots hint and settings where the marker is", () => {
    const html = renderHostPage({
      template: `<head>${HOST_HEAD_MARKER}</head>`,
      settings: { hostApp: "cms" },
      robots: "noindex, follow",
      title: "Find a Doctor",
    });
    expect(html).toBe(
      '<head><title>Find a Doctor</title><meta name="robots" content="noindex, follow">' +
        '<script type="application/json" id="fad-settings">{"hostApp":"cms"}</script></head>',
    );
  });

  it("keeps settings inside their script element whatever they contain", () => {
    const hostile = { facilityName: "</script><script>alert(1)</script>&\u2028" };
    const json = jsonForScriptElement(hostile);
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
