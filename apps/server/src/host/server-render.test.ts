import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  SERVER_RENDER_STATE_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  type ServerRenderViewport,
} from "@fad/contracts/host/server-render";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppConfig } from "../app.ts";
import type { Clock } from "../clock.ts";
import { seedDemoNetwork } from "../seed/seed-demo-network.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { SERVER_RENDER_ENTRY, viewportOf } from "./server-render.ts";

/*
 * The server renders pages with the web app's own server-render entry (decision 57). A web build
 * takes a while, so this test gives the server a build folder whose entry re-exports the entry's
 * source: the server loads and calls it exactly as it loads a real build's.
 */

const WEB_ENTRY_SOURCE = path.resolve(import.meta.dirname, "../../../web/src/server-render/render-page.tsx");
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><!--fad-head--><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
/** Now, stood still 20 s into its minute: the limits count per minute of the app's clock. */
const MID_MINUTE = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 20_000);
const PHONE = "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36";

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "fad-server-render-"));
  writeFileSync(path.join(dir, "index.html"), INDEX_HTML);
  mkdirSync(path.join(dir, path.dirname(SERVER_RENDER_ENTRY)), { recursive: true });
  writeFileSync(
    path.join(dir, SERVER_RENDER_ENTRY),
    `export * from ${JSON.stringify(pathToFileURL(WEB_ENTRY_SOURCE).href)};\n`,
  );
  return dir;
}

interface ServedState {
  queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[];
}

function servedState(html: string): ServedState | null {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${SERVER_RENDER_STATE_ELEMENT_ID}">(.*?)</script>`),
  );
  return match?.[1] ? (JSON.parse(match[1]) as ServedState) : null;
}

/** As React writes text into HTML (an apostrophe in a name is &#x27;). */
function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll("<", "&lt;");
}

function servedViewport(html: string): string | null {
  return html.match(new RegExp(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="(\\w+)">`))?.[1] ?? null;
}

describe("server rendering of app pages", () => {
  let webDist: string;
  let testApp: TestApp;
  let bookable: { urlTitle: string; name: string };

  const start = async (config: Partial<AppConfig> = {}, clock?: Clock) => {
    testApp = await buildTestApp("pglite", { webDistDir: webDist, ...config }, clock);
    await seedDemoNetwork(testApp.database.db, { physicians: 12, seed: 7 });
  };

  beforeAll(async () => {
    webDist = fakeWebBuild();
    await start();
    const row = await testApp.database.db
      .selectFrom("physicians")
      .innerJoin("provider_locations", "provider_locations.physician_npi", "physicians.npi")
      .innerJoin("calendars", "calendars.provider_location_id", "provider_locations.id")
      .select(["physicians.url_title", "physicians.last_name"])
      .where("physicians.mhd_participant", "=", true)
      .orderBy("physicians.npi")
      .limit(1)
      .executeTakeFirstOrThrow();
    bookable = { urlTitle: row.url_title, name: row.last_name };
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: "GET", url, headers });

  it("writes the landing's HTML into the root, laid out for the screen the request suggests", async () => {
    const desktop = await get("/physicians");
    expect(desktop.statusCode).toBe(200);
    expect(servedViewport(desktop.body)).toBe("desktop");
    expect(desktop.body).toMatch(/<h1[^>]*>Find a Doctor<\/h1>/);
    expect(desktop.body).toContain('<label id="landing-keyword-label"');
    // The answers the HTML was built from come with it, for the app to hydrate without asking again.
    const keys = servedState(desktop.body)?.queries.map((query) => query.queryKey[0]);
    expect(keys).toContain("configuration");
    expect(servedState(desktop.body)?.queries.every((query) => query.state.status === "success")).toBe(true);

    const phone = await get("/physicians", { "user-agent": PHONE });
    expect(servedViewport(phone.body)).toBe("mobile");
  });

  it("renders a profile with the physician and the calendar's times from the database", async () => {
    const page = await get(`/physicians/profile/${bookable.urlTitle}`);
    expect(page.statusCode).toBe(200);
    expect(servedViewport(page.body)).toBe("desktop");
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>[^<]*${escapeHtml(bookable.name)}`));
    const keys = servedState(page.body)?.queries.map((query) => query.queryKey[0]);
    // The profile asks the calendar's types first, then its times for the visit's type (decision 129).
    expect(keys).toEqual(expect.arrayContaining(["physician-profile", "app-types", "search-slots"]));
    // The calendar's region is in the HTML, with its time buttons.
    expect(page.body).toContain('aria-label="Available appointment times"');
  });

  it("renders booking step 1 (the physician and the times) without any hold", async () => {
    const page = await get(`/physicians?urlTitle=${bookable.urlTitle}`);
    expect(servedViewport(page.body)).toBe("desktop");
    expect(page.body).toContain(escapeHtml(bookable.name));
  });

  it("renders a non-psg results page with the disclosure open in the page, and no results before agreement", async () => {
    const page = await get("/physicians/listing");
    expect(servedViewport(page.body)).toBe("desktop");
    // In the page, not in a portal (decision 59): the modal's markup with its header, text and buttons.
    expect(page.body).toMatch(/<div class="modal-overlay disclosure-overlay modal-overlay--server-html">/);
    expect(page.body).toContain('role="alertdialog"');
    expect(page.body).toContain("You must select &quot;I Understand&quot; to see results");
    expect(page.body).toContain('class="disclosure-text"');
    expect(page.body).toContain(">I Understand</span>");
    expect(page.body).not.toContain('class="doctor-card');
  });

  it("renders a psg listing's first page with only the answers it shows (decision 119)", async () => {
    const page = await get("/variants/psg/physicians/listing");
    expect(page.statusCode).toBe(200);
    const queries = servedState(page.body)?.queries ?? [];
    const searches = queries.filter((query) => query.queryKey[0] === "provider-search");
    const bodies = searches.map((query) => query.queryKey[1] as { summary?: boolean; withinNpis?: string });
    // The group's whole list as summaries, and the visible page in full with its times.
    expect(bodies.map((body) => Boolean(body.summary))).toEqual([true, false]);
    const list =
      (searches[0]?.state.data as { providerList: Record<string, unknown>[] } | undefined)?.providerList ?? [];
    const shown = list.slice(0, 10).map((entry) => entry.physicianNpi);
    expect(shown.length).toBeGreaterThan(1);
    expect(list.every((entry) => !("providerLocations" in entry))).toBe(true);
    expect(bodies[1]?.withinNpis?.split(";")).toEqual(shown);
    expect(page.body.match(/<h2 class="doctor-card__name"/g)).toHaveLength(shown.length);
    // The cards' calendars show the days their records came with: no calendar asks for its own (when the
    // list carried whole records, the first pass rendered cards without days whose calendars asked).
    expect(queries.map((query) => query.queryKey[0])).not.toContain("load-more-slots");
  });

  it("leaves to the browser what it cannot render as the browser would", async () => {
    // Hash routing: the route is after '#', which never reaches the server.
    expect(servedViewport((await get("/variants/mho/physicians")).body)).toBeNull();
    // Pages built from the tab's booking session.
    expect(servedViewport((await get("/physicians/confirmation")).body)).toBeNull();
    // The not-found page.
    const missing = await get("/no-such-page");
    expect(missing.statusCode).toBe(404);
    expect(servedViewport(missing.body)).toBeNull();
  });

  it("renders an unknown physician's profile as the not-found view", async () => {
    const unknown = await get("/physicians/profile/no-such-doctor-md");
    expect(unknown.statusCode).toBe(200);
    expect(servedViewport(unknown.body)).toBe("desktop");
    expect(unknown.body).toContain('class="page physician-not-found"');
  });

  it("counts its calls against the visitor's own limits (the calls carry the visitor's address)", async () => {
    await testApp.close();
    // A clock standing mid-minute: on the wall clock the two pages could fall in two minutes' windows.
    await start({ rateLimits: { searchPerMinute: 1, typeAheadPerMinute: 1_000 } }, () => MID_MINUTE);
    // The profile's physician call is a search: the first page uses the visitor's one search.
    const visitor = { remoteAddress: "203.0.113.9" };
    const first = await testApp.app.inject({
      method: "GET",
      url: `/physicians/profile/${bookable.urlTitle}`,
      ...visitor,
    });
    expect(servedViewport(first.body)).toBe("desktop");
    const second = await testApp.app.inject({
      method: "GET",
      url: `/physicians/profile/${bookable.urlTitle}`,
      ...visitor,
    });
    expect(second.statusCode).toBe(200);
    expect(servedViewport(second.body)).toBeNull();
    // Another visitor is not affected.
    const other = await testApp.app.inject({
      method: "GET",
      url: `/physicians/profile/${bookable.urlTitle}`,
      remoteAddress: "203.0.113.10",
    });
    expect(servedViewport(other.body)).toBe("desktop");
  });

  it("renders at most the configured number of pages at once, and sends the others for the browser", async () => {
    await testApp.close();
    await start({ serverRenderConcurrency: 2 });
    const pages = await Promise.all(Array.from({ length: 8 }, () => get(`/physicians/profile/${bookable.urlTitle}`)));
    expect(pages.every((page) => page.statusCode === 200)).toBe(true);
    // All eight arrive before the first render is done: two are rendered. (Half is the bound checked,
    // so a slow machine finishing a render early cannot fail it; without the limit all eight are.)
    const rendered = pages.filter((page) => servedViewport(page.body) !== null).length;
    expect(rendered).toBeGreaterThanOrEqual(1);
    expect(rendered).toBeLessThanOrEqual(4);
    // Once those are done, the next page is rendered again.
    expect(servedViewport((await get(`/physicians/profile/${bookable.urlTitle}`)).body)).toBe("desktop");
  });

  it("sends the page for the browser to render when rendering takes too long, or is turned off", async () => {
    await testApp.close();
    await start({ serverRenderTimeoutMs: 1 });
    const late = await get(`/physicians/profile/${bookable.urlTitle}`);
    expect(late.statusCode).toBe(200);
    expect(servedViewport(late.body)).toBeNull();
    expect(late.body).toContain('<div id="root"></div>');

    await testApp.close();
    await start({ serverRender: false });
    expect(servedViewport((await get("/physicians")).body)).toBeNull();
  });
});

describe("viewportOf", () => {
  const of = (headers: Record<string, string>): ServerRenderViewport => viewportOf({ headers });
  it("takes the Sec-CH-UA-Mobile hint first, then the user agent", () => {
    expect(of({ "sec-ch-ua-mobile": "?1" })).toBe("mobile");
    expect(of({ "sec-ch-ua-mobile": "?0", "user-agent": PHONE })).toBe("desktop");
    expect(of({ "user-agent": PHONE })).toBe("mobile");
    expect(of({ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)" })).toBe("mobile");
    expect(of({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36" })).toBe("desktop");
    expect(of({})).toBe("desktop");
  });
});
