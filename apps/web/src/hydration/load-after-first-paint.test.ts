import { SERVER_RENDER_MODULES_ELEMENT_ID } from "@fad/contracts/host/server-render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint, preloadServedModules, readServedModules } from "./load-after-first-paint.ts";

/** The test page (its address resolves the links) with the server's list in its head. */
function pageListing(json: string): Document {
  const doc = document;
  doc.head.replaceChildren();
  const block = doc.createElement("script");
  block.type = "application/json";
  block.id = SERVER_RENDER_MODULES_ELEMENT_ID;
  block.textContent = json;
  doc.head.append(block);
  return doc;
}

describe("readServedModules", () => {
  it("reads the server's list of the page's code files", () => {
    expect(readServedModules(pageListing('["/assets/mount-app-1.js","/assets/profile-page-2.js"]'))).toEqual([
      "/assets/mount-app-1.js",
      "/assets/profile-page-2.js",
    ]);
  });

  it("keeps only root-relative script addresses, and reads nothing from a missing or broken list", () => {
    const hostile = '["//evil.example/x.js","https://evil.example/x.js","javascript:alert(1)","/a b.js",7,"/ok.js"]';
    expect(readServedModules(pageListing(hostile))).toEqual(["/ok.js"]);
    expect(readServedModules(pageListing("{not json"))).toEqual([]);
    expect(readServedModules(pageListing('{"a":1}'))).toEqual([]);
    document.head.replaceChildren();
    expect(readServedModules(document)).toEqual([]);
  });
});

describe("preloadServedModules", () => {
  it("adds a module preload per listed file to the head, a few per task", async () => {
    const doc = pageListing('["/assets/a.js","/assets/b.js","/assets/c.js","/assets/d.js","/assets/e.js"]');
    const adding = preloadServedModules(doc);
    expect(doc.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(4);
    await adding;
    const links = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/assets/a.js",
      "/assets/b.js",
      "/assets/c.js",
      "/assets/d.js",
      "/assets/e.js",
    ]);
    expect(links.every((link) => link.crossOrigin === "")).toBe(true);
  });

  it("skips a file already being preloaded", async () => {
    const doc = pageListing('["/assets/a.js","/assets/b.js"]');
    const earlier = doc.createElement("link");
    earlier.rel = "modulepreload";
    earlier.href = new URL("/assets/a.js", doc.baseURI).href; // Vite's loader links absolute addresses
    doc.head.append(earlier);
    await preloadServedModules(doc);
    const hrefs = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);
    expect(hrefs.map((href) => new URL(href).pathname)).toEqual(["/assets/a.js", "/assets/b.js"]);
  });
});

describe("afterFirstPaint", () => {
  afterEach(() => vi.useRealTimers());

  it("resolves after the next frame's paint, not before the frame", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const frames: FrameRequestCallback[] = [];
    const clock = {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout,
      clearTimeout,
    };
    let resolved = false;
    void afterFirstPaint(clock).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved).toBe(false);
    for (const frame of frames.splice(0)) frame(100);
    // The frame callback runs before the paint; the code may start once the timer after it has run.
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it("does not wait for ever where no frame comes (a tab opened in the background)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const frameless = { requestAnimationFrame: () => 0, setTimeout, clearTimeout };
    let resolved = false;
    void afterFirstPaint(frameless).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(249);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
