import { describe, expect, it } from "vitest";
import { type Manifest, routeFiles } from "./route-bundles.ts";

const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_shared.js"],
    dynamicImports: [
      "src/app/mount-app.tsx",
      "src/features/results/results-page.tsx",
      "src/features/profile/profile-page.tsx",
    ],
    css: ["assets/index.css"],
  },
  "src/app/mount-app.tsx": { file: "assets/app.js", imports: ["_shared.js"], css: ["assets/app.css"] },
  "_shared.js": { file: "assets/shared.js", css: ["assets/index.css", "assets/shared.css"] },
  "_calendar.js": { file: "assets/calendar.js", imports: ["_shared.js"], css: ["assets/calendar.css"] },
  "src/features/results/results-page.tsx": {
    file: "assets/results.js",
    imports: ["_shared.js", "_calendar.js"],
    dynamicImports: ["src/ui/location-map/location-map.tsx", "src/features/profile/profile-page.tsx"],
  },
  "src/features/profile/profile-page.tsx": { file: "assets/profile.js", imports: ["_calendar.js"] },
  "src/ui/location-map/location-map.tsx": {
    file: "assets/map.js",
    imports: ["_shared.js", "_leaflet.js"],
    css: ["assets/map.css"],
  },
  "_leaflet.js": { file: "assets/leaflet.js" },
};

describe("route files", () => {
  it("counts the entry, the app it fetches at once and their static imports for the landing, each file once", () => {
    expect(routeFiles(manifest, { name: "landing", page: null })).toEqual({
      scripts: ["assets/index.js", "assets/shared.js", "assets/app.js"],
      stylesheets: ["assets/index.css", "assets/shared.css", "assets/app.css"],
      onDemand: [],
    });
  });

  it("adds a lazy page's chunk and its static imports, and lists its other lazy chunks apart", () => {
    const results = routeFiles(manifest, { name: "results", page: "src/features/results/results-page.tsx" });
    expect(results.scripts).toEqual([
      "assets/index.js",
      "assets/shared.js",
      "assets/app.js",
      "assets/results.js",
      "assets/calendar.js",
    ]);
    expect(results.stylesheets).toEqual([
      "assets/index.css",
      "assets/shared.css",
      "assets/app.css",
      "assets/calendar.css",
    ]);
    expect(results.onDemand).toEqual(["assets/map.js", "assets/leaflet.js"]);
  });

  it("throws when a page is not in the manifest, rather than reporting a smaller route", () => {
    expect(() => routeFiles(manifest, { name: "booking", page: "src/features/booking/booking-page.tsx" })).toThrow(
      /no src\/features\/booking/,
    );
  });
});
