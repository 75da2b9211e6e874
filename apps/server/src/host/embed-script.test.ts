import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { EMBED_ENTRY_KEY, embedFilesFromManifest, renderEmbedScript } from "./embed-script.ts";

const MANIFEST = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_styles-2.js"] },
  [EMBED_ENTRY_KEY]: { file: "assets/embed-3.js", isEntry: true, imports: ["_styles-2.js", "_letter-4.js"] },
  "_styles-2.js": { file: "assets/styles-2.js", css: ["assets/styles-5.css"], imports: ["_letter-4.js"] },
  "_letter-4.js": { file: "assets/letter-4.js" },
  "src/map.tsx": { file: "assets/map-6.js", isDynamicEntry: true, css: ["assets/map-7.css"] },
};

describe("embedFilesFromManifest", () => {
  it("names the embed entry, its static imports once each and their CSS, not lazy chunks", () => {
    expect(embedFilesFromManifest(MANIFEST)).toEqual({
      entry: "/assets/embed-3.js",
      modules: ["/assets/styles-2.js", "/assets/letter-4.js"],
      stylesheets: ["/assets/styles-5.css"],
    });
  });

  it("is null for a build without the embed entry", () => {
    expect(embedFilesFromManifest({ "index.html": MANIFEST["index.html"] })).toBeNull();
  });
});

describe("renderEmbedScript", () => {
  it("loads our files from the origin of its own src, whatever page runs it", () => {
    const files = embedFilesFromManifest(MANIFEST);
    if (!files) throw new Error("no files");
    const links: { rel: string; href: string; crossOrigin: string }[] = [];
    const imported: string[] = [];
    const window: Record<string, unknown> = {};
    const document = {
      currentScript: { src: "https://fad.example.org/fadmaa/embed.js" },
      querySelector: () => null,
      createElement: () => ({ rel: "", href: "", crossOrigin: "" }),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    };
    // The loader's dynamic import() is swapped for a recorder: node cannot import over https here.
    const code = renderEmbedScript(files).replace("import(", "__import(");
    const context = {
      window,
      document,
      URL,
      console,
      __import: (url: string) => {
        imported.push(url);
        return Promise.resolve();
      },
    };
    runInNewContext(code, context);
    runInNewContext(code, context);
    expect(links.map(({ rel, href, crossOrigin }) => `${rel} ${href} ${crossOrigin}`)).toEqual([
      "stylesheet https://fad.example.org/assets/styles-5.css anonymous",
      "modulepreload https://fad.example.org/assets/styles-2.js anonymous",
      "modulepreload https://fad.example.org/assets/letter-4.js anonymous",
    ]);
    expect(imported).toEqual(["https://fad.example.org/assets/embed-3.js"]);
  });
});

describe("GET /fadmaa/embed.js on the real app", () => {
  const HOST = "http://127.0.0.1:8212";
  let distDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), "fad-embed-dist-"));
    mkdirSync(path.join(distDir, ".vite"));
    mkdirSync(path.join(distDir, "assets"));
    writeFileSync(path.join(distDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    writeFileSync(path.join(distDir, "index.html"), "<!doctype html><html><head><!--fad-head--></head></html>");
    writeFileSync(path.join(distDir, "assets", "embed-3.js"), "export {};");
    testApp = await buildTestApp("pglite", { webDistDir: distDir, embedOrigins: [HOST] });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it("serves the loader as a script any page may load", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/fadmaa/embed.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.body).toContain('"entry":"/assets/embed-3.js"');
  });

  it("lets the configured host load the entry module (a CORS request) and call the API with credentials", async () => {
    const module = await testApp.app.inject({ method: "GET", url: "/assets/embed-3.js", headers: { origin: HOST } });
    expect(module.statusCode).toBe(200);
    expect(module.headers["access-control-allow-origin"]).toBe(HOST);
    expect(module.headers["cross-origin-resource-policy"]).toBe("cross-origin");

    const preflight = await testApp.app.inject({
      method: "OPTIONS",
      url: "/fadmaa/appointments/hold",
      headers: {
        origin: HOST,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-credentials"]).toBe("true");

    const config = await testApp.app.inject({ method: "GET", url: "/fadmaa/api/config", headers: { origin: HOST } });
    expect(config.statusCode).toBe(200);
    expect(config.headers["access-control-allow-origin"]).toBe(HOST);
    expect(String(config.headers.vary)).toContain("Origin");
    // Our own pages keep their CSP as it is.
    const page = await testApp.app.inject({ method: "GET", url: "/physicians" });
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("answers 404 when the web app is not built", async () => {
    const unbuilt = await buildTestApp("pglite");
    try {
      const response = await unbuilt.app.inject({ method: "GET", url: "/fadmaa/embed.js" });
      expect(response.statusCode).toBe(404);
    } finally {
      await unbuilt.close();
    }
  });
});
