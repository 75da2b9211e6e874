import { describe, expect, it } from "vitest";
import { HOST_HEAD_MARKER, jsonForScriptElement, renderHostPage } from "./render-host-page.ts";

describe("renderHostPage", () => {
  it("puts the title, language, robots hint and settings where the marker is", () => {
    const html = renderHostPage({
      template: `<head>${HOST_HEAD_MARKER}</head>`,
      settings: { hostApp: "cms" },
      robots: "noindex, follow",
      title: "Find a Doctor",
    });
    expect(html).toBe(
      '<head><title>Find a Doctor</title><meta name="fad-locale" content="en-US"><meta name="robots" content="noindex, follow">' +
        '<script type="application/json" id="fad-settings">{"hostApp":"cms"}</script></head>',
    );
  });

  it("sets <html lang> and the app's starting language to the chosen one (decision 172)", () => {
    const html = renderHostPage({
      template: `<html lang="en"><head>${HOST_HEAD_MARKER}</head></html>`,
      settings: { hostApp: "cms" },
      robots: null,
      title: "Buscar un médico",
      locale: "es-US",
    });
    expect(html).toContain(
      '<html lang="es"><head><title>Buscar un médico</title><meta name="fad-locale" content="es-US">',
    );
  });

  it("keeps settings inside their script element whatever they contain", () => {
    const hostile = { facilityName: "</script><script>alert(1)</script>&\u2028" };
    const json = jsonForScriptElement(hostile);
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it("fills the empty root with a served page, links its stylesheets after the entry's own and lists its code", () => {
    const template = `<head>${HOST_HEAD_MARKER}<link rel="stylesheet" href="/assets/entry.css"></head><body><div id="root"></div></body>`;
    const html = renderHostPage({
      template,
      settings: { hostApp: "cms" },
      robots: null,
      title: "Find a Doctor",
      served: {
        viewport: "mobile",
        html: "<h1>Costs $& and $1</h1>",
        state: { queries: [{ queryKey: ["x"], state: { data: "</script>" } }] },
        assets: { stylesheets: ["/assets/page.css"], modules: ["/assets/page.js"] },
      },
    });
    expect(html).toContain('<div id="root" data-server-rendered="mobile"><h1>Costs $& and $1</h1></div>');
    const entryCss = html.indexOf("/assets/entry.css");
    expect(html.indexOf('<link rel="stylesheet" crossorigin href="/assets/page.css">')).toBeGreaterThan(entryCss);
    // Listed for the app to fetch after the first paint, not preloaded by the page (decision 58).
    expect(html).toContain('<script type="application/json" id="fad-page-modules">["/assets/page.js"]</script>');
    expect(html).not.toContain("modulepreload");
    expect(html).toMatch(
      /<script type="application\/json" id="fad-server-state">\{.*\\u003c\/script\\u003e.*\}<\/script><\/head>/,
    );
  });

  it("leaves the root alone without a served page, or where the template has no empty root", () => {
    const served = {
      viewport: "desktop" as const,
      html: "<p>x</p>",
      state: {},
      assets: { stylesheets: [], modules: [] },
    };
    const page = { settings: { hostApp: "cms" }, robots: null, title: "t" };
    expect(renderHostPage({ ...page, template: `<head>${HOST_HEAD_MARKER}</head><div id="root"></div>` })).toContain(
      '<div id="root"></div>',
    );
    const unbuilt = renderHostPage({
      ...page,
      template: `<head>${HOST_HEAD_MARKER}</head><main id="root"></main>`,
      served,
    });
    expect(unbuilt).not.toContain("fad-server-state");
    expect(unbuilt).not.toContain("<p>x</p>");
  });
});
