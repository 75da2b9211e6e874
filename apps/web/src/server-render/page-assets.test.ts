import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type BuildManifest,
  DISCLOSURE_MODAL_MODULE,
  LAZY_PAGE_MODULES,
  lazyModulesOf,
  pageAssets,
} from "./page-assets.ts";

const manifest: BuildManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_shared-1.js"], css: ["assets/index-1.css"] },
  "_shared-1.js": { file: "assets/shared-1.js", css: ["assets/shared-1.css"] },
  "_calendar-1.js": { file: "assets/calendar-1.js", imports: ["_shared-1.js"], css: ["assets/calendar-1.css"] },
  "src/features/profile/profile-page.tsx": {
    file: "assets/profile-page-1.js",
    imports: ["_shared-1.js", "_calendar-1.js"],
    css: ["assets/profile-page-1.css"],
  },
};

describe("pageAssets", () => {
  it("names the page's own stylesheets and code, and none the entry page already links", () => {
    expect(pageAssets(manifest, [LAZY_PAGE_MODULES.profile])).toEqual({
      stylesheets: ["/assets/profile-page-1.css", "/assets/calendar-1.css"],
      modules: ["/assets/profile-page-1.js", "/assets/calendar-1.js"],
    });
  });
  it("names nothing for a module the manifest does not have (no build beside the entry)", () => {
    expect(pageAssets({}, [LAZY_PAGE_MODULES.results])).toEqual({ stylesheets: [], modules: [] });
  });
});

describe("lazyModulesOf", () => {
  it("names the modules each server-rendered route shows beyond the first download", () => {
    const none = new URLSearchParams();
    const results = [LAZY_PAGE_MODULES.results, DISCLOSURE_MODAL_MODULE];
    expect(lazyModulesOf("landing", none)).toEqual([]);
    expect(lazyModulesOf("landing", new URLSearchParams("urlTitle=jane-doe-md"))).toEqual([LAZY_PAGE_MODULES.booking]);
    expect(lazyModulesOf("profile", none)).toEqual([LAZY_PAGE_MODULES.profile]);
    expect(lazyModulesOf("listing", none)).toEqual(results);
    expect(lazyModulesOf("locationSpecialtyListing", none)).toEqual(results);
  });

  it("lists exactly the page modules the route table loads on demand", () => {
    const routes = readFileSync(path.join(import.meta.dirname, "../app/app-routes.tsx"), "utf8");
    const imported = new Set(
      [...routes.matchAll(/import\("\.\.\/(features\/[^"]+)"\)/g)].map((match) => `src/${match[1]}`),
    );
    expect(imported).toEqual(new Set(Object.values(LAZY_PAGE_MODULES)));
  });
});
