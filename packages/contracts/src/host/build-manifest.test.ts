import { describe, expect, it } from "vitest";
import { type BuildManifest, chunkFiles } from "./build-manifest.ts";

const manifest: BuildManifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared.js", css: ["assets/shared.css"] },
  "src/page.tsx": { file: "assets/page.js", imports: ["_shared.js", "_widget.js"], css: ["assets/page.css"] },
  "_widget.js": { file: "assets/widget.js", css: ["assets/widget.css"] },
};

describe("chunkFiles", () => {
  it("lists a chunk's file before its imports' and its stylesheets after theirs (Vite's loader order)", () => {
    expect(chunkFiles(manifest, ["src/page.tsx"])).toEqual({
      modules: ["/assets/page.js", "/assets/shared.js", "/assets/widget.js"],
      stylesheets: ["/assets/shared.css", "/assets/widget.css", "/assets/page.css"],
    });
  });

  it("leaves out what is already loaded, and keys the manifest lacks", () => {
    expect(chunkFiles(manifest, ["src/page.tsx", "src/missing.tsx"], ["index.html"])).toEqual({
      modules: ["/assets/page.js", "/assets/widget.js"],
      stylesheets: ["/assets/widget.css", "/assets/page.css"],
    });
  });
});
