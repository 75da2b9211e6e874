import { readFileSync } from "node:fs";
import path from "node:path";
import type { BuildManifest } from "@fad/contracts/host/build-manifest";
import { describe, expect, it } from "vitest";
import { APP_MODULE, DISCLOSURE_MODAL_MODULE, LAZY_PAGE_MODULES, lazyModulesOf, pageAssets } from "./page-assets.ts";

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
      // Vite's loader order: a chunk's stylesheets after those of the chunks it imports (the cascade).
      stylesheets: ["/assets/calendar-1.css", "/assets/profile-page-1.css"],
      modules: ["/assets/profile-page-1.js", "/assets/calendar-1.js"],
    });
  });
  it("gives the stylesheets in the order Vite's loader adds them, checked against a real build's preload list", () => {
    const built: BuildManifest = {
      "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_preload-helper-1.js"] },
      "_preload-helper-1.js": { file: "assets/preload-helper-1.js" },
      [APP_MODULE]: { file: "assets/mount-app-1.js", imports: ["_mount-app-2.js"] },
      "_mount-app-2.js": {
        file: "assets/mount-app-2.js",
        imports: ["_search-request-1.js", "_preload-helper-1.js", "_snackbar-1.js"],
        css: ["assets/mount-app-2.css"],
      },
      "_search-request-1.js": { file: "assets/search-request-1.js", css: ["assets/search-request-1.css"] },
      "_snackbar-1.js": { file: "assets/snackbar-1.js", css: ["assets/snackbar-1.css"] },
    };
    expect(pageAssets(built, [APP_MODULE])).toEqual({
      stylesheets: ["/assets/search-request-1.css", "/assets/snackbar-1.css", "/assets/mount-app-2.css"],
      modules: [
        "/assets/mount-app-1.js",
        "/assets/mount-app-2.js",
        "/assets/search-request-1.js",
        "/assets/snackbar-1.js",
      ],
    });
  });
  it("names nothing for a module the manifest does not have (no build beside the entry)", () => {
    expect(pageAssets({}, [LAZY_PAGE_MODULES.results])).toEqual({ stylesheets: [], modules: [] });
  });
});

describe("lazyModulesOf", () => {
  it("names the modules each server-rendered route shows beyond the first download", () => {
    const none = new URLSearchParams();
    const results = [APP_MODULE, LAZY_PAGE_MODULES.results, DISCLOSURE_MODAL_MODULE];
    expect(lazyModulesOf("landing", none)).toEqual([APP_MODULE]);
    expect(lazyModulesOf("landing", new URLSearchParams("urlTitle=jane-doe-md"))).toEqual([
      APP_MODULE,
      LAZY_PAGE_MODULES.booking,
    ]);
    expect(lazyModulesOf("profile", none)).toEqual([APP_MODULE, LAZY_PAGE_MODULES.profile]);
    expect(lazyModulesOf("listing", none)).toEqual(results);
    expect(lazyModulesOf("locationSpecialtyListing", none)).toEqual(results);
  });

  it("names the module the entry (main.tsx) fetches the app from", () => {
    const main = readFileSync(path.join(import.meta.dirname, "../main.tsx"), "utf8");
    expect(main).toContain(`import("./${APP_MODULE.replace(/^src\//, "")}")`);
  });

  it("lists exactly the page modules the route table loads on demand", () => {
    const routes = readFileSync(path.join(import.meta.dirname, "../app/app-routes.tsx"), "utf8");
    const imported = new Set(
      [...routes.matchAll(/import\("\.\.\/(features\/[^"]+)"\)/g)].map((match) => `src/${match[1]}`),
    );
    expect(imported).toEqual(new Set(Object.values(LAZY_PAGE_MODULES)));
  });
});
