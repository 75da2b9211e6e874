import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

/**
 * Issue 21 item 10: with no tile URL configured (the e2e server has none), the location map draws state
 * and county lines and nearby city names under its pins, from chunks our own server serves, only for
 * the states in view, and the pins stand inside their own state's drawn area before and after a zoom.
 * The desktop project plays the three desktop widths, the mobile project the 375 px phone.
 */
const WIDTHS: Record<string, number[]> = { desktop: [1024, 1280, 1440], mobile: [375] };
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? "test-results/location-map-offline";
const PSG = "/variants/psg";

interface ApiLocation {
  id: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
}
interface ApiPhysician {
  physicianFirstName: string;
  physicianLastName: string;
  providerLocations: ApiLocation[];
}

/**
 * psg physicians with several locations in one state and a last name no one else has, one per state
 * (the small e2e network may have fewer states than the journey has widths: then states come again).
 */
async function physiciansInDifferentStates(page: Page, count: number): Promise<ApiPhysician[]> {
  await page.goto(`${PSG}/physicians`);
  const settings = JSON.parse((await page.locator("#fad-settings").textContent()) ?? "{}");
  const response = await page.request.post("/fadmaa/provider/search/", {
    data: {
      coids: settings.facilityCoids,
      program: settings.program,
      siteType: settings.siteType,
      meta: { page: 1, pageSize: 750 },
    },
  });
  expect(response.ok()).toBe(true);
  const physicians: ApiPhysician[] = (await response.json()).result.providerList;
  const lastNames = physicians.map((physician) => physician.physicianLastName);
  const byState = new Map<string, ApiPhysician>();
  for (const physician of physicians) {
    const states = new Set(physician.providerLocations.map((location) => location.state));
    const [state] = states;
    if (
      physician.providerLocations.length > 1 &&
      states.size === 1 &&
      state &&
      !byState.has(state) &&
      /^[A-Za-z]+$/.test(physician.physicianLastName) &&
      lastNames.filter((name) => name === physician.physicianLastName).length === 1
    ) {
      byState.set(state, physician);
    }
  }
  const chosen = [...byState.values()];
  expect(chosen.length, "psg physicians with several locations in one state").toBeGreaterThan(0);
  return Array.from({ length: count }, (_, index) => chosen[index % chosen.length] as ApiPhysician);
}

interface MapReading {
  /** Per pin: its title, its state, and whether its tip is inside that state's drawn area. */
  pins: {
    title: string;
    state: string;
    insideStateFill: boolean;
    insideStateBox: boolean;
    insideMap: boolean;
    /** The whole drawn pin, not only its tip, lies inside the map. */
    wholeInMap: boolean;
  }[];
  countyLines: number;
  cities: { name: string; left: number; top: number; right: number; bottom: number }[];
  map: { left: number; top: number; right: number; bottom: number };
}

/**
 * The drawn map as the browser lays it out. A pin's tip is the bottom middle of its icon (its anchor);
 * isPointInFill asks the browser whether that screen point falls inside the state's filled path.
 * Script text: the journeys are typed without the DOM library.
 */
const READ_MAP = `((statesByName) => {
  const dialog = document.querySelector('[role="dialog"]');
  const map = dialog.querySelector(".location-map__canvas").getBoundingClientRect();
  const pins = [...dialog.querySelectorAll(".leaflet-marker-icon.location-marker-anchor")].map((pin) => {
    const box = pin.getBoundingClientRect();
    const tip = { x: box.left + box.width / 2, y: box.bottom };
    // A pin's title is "<letter>: <location name>" (location-map.tsx).
    const title = pin.getAttribute("title");
    const state = statesByName[title.slice(title.indexOf(": ") + 2)];
    const shape = dialog.querySelector('path.base-map__state[data-state="' + state + '"]');
    let insideStateFill = false;
    let insideStateBox = false;
    if (shape) {
      const local = new DOMPoint(tip.x, tip.y).matrixTransform(shape.getScreenCTM().inverse());
      insideStateFill = shape.isPointInFill(local);
      const area = shape.getBoundingClientRect();
      insideStateBox = tip.x >= area.left && tip.x <= area.right && tip.y >= area.top && tip.y <= area.bottom;
    }
    const insideMap = tip.x >= map.left && tip.x <= map.right && tip.y >= map.top && tip.y <= map.bottom;
    const wholeInMap = box.left >= map.left && box.right <= map.right && box.top >= map.top && box.bottom <= map.bottom;
    return { title, state, insideStateFill, insideStateBox, insideMap, wholeInMap };
  });
  const cities = [...dialog.querySelectorAll(".base-map__city-name")].map((label) => {
    const box = label.getBoundingClientRect();
    return { name: label.textContent, left: box.left, top: box.top, right: box.right, bottom: box.bottom };
  });
  return {
    pins,
    countyLines: dialog.querySelectorAll("path.base-map__county").length,
    cities,
    map: { left: map.left, top: map.top, right: map.right, bottom: map.bottom },
  };
})`;

function expectDrawnAroundPins(reading: MapReading, where: string): void {
  expect(reading.countyLines, `county lines drawn ${where}`).toBeGreaterThan(0);
  const shown = reading.pins.filter((pin) => pin.insideMap);
  expect(shown.length, `pins in view ${where}`).toBeGreaterThan(0);
  for (const pin of shown) {
    expect(pin, `${pin.title} ${where}`).toMatchObject({ insideStateBox: true, insideStateFill: true });
  }
  expect(reading.cities.length, `city names ${where}`).toBeGreaterThan(0);
  for (const city of reading.cities) {
    expect(city.name?.trim(), `a city name ${where}`).not.toBe("");
    // Wholly inside the map: a name cut by its edge would be no help.
    expect(city.left, `${city.name} ${where}`).toBeGreaterThanOrEqual(reading.map.left);
    expect(city.right, `${city.name} ${where}`).toBeLessThanOrEqual(reading.map.right);
  }
}

test("the map without tiles draws state and county lines and city names, with the pins inside their state", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  test.setTimeout(240_000);
  const widths = WIDTHS[testInfo.project.name] ?? [];
  const physicians = await physiciansInDifferentStates(page, widths.length);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const appOrigin = new URL(page.url()).origin;

  for (const [index, width] of widths.entries()) {
    const physician = physicians[index] as ApiPhysician;
    const state = physician.providerLocations[0]?.state ?? "";
    const where = `at ${width} px (${state})`;
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto(`${PSG}/physicians/listing?keywords=${physician.physicianLastName}`);
    const card = page.getByRole("article", { name: new RegExp(physician.physicianLastName) });
    const change = card.getByRole("button", { name: `Change Location (${physician.providerLocations.length})` });
    await expect(change).toBeVisible();
    requested.length = 0;

    await change.click();
    const dialog = page.getByRole("dialog", { name: "Choose a Location" });
    await expect(dialog.locator(".location-marker")).toHaveCount(physician.providerLocations.length);
    await expect(dialog.locator(`path.base-map__state[data-state="${state}"]`)).toHaveCount(1);
    await expect(dialog.locator(".base-map__city-name").first()).toBeVisible();

    // The drawing is decorative: screen readers get the pins' names and the list, not the lines.
    await expect(dialog.locator(".leaflet-fad-base-map-pane")).toHaveAttribute("aria-hidden", "true");
    await expect(dialog.locator(".leaflet-fad-base-labels-pane")).toHaveAttribute("aria-hidden", "true");

    const statesByName = Object.fromEntries(
      physician.providerLocations.map((location) => [location.name, location.state]),
    );
    const readMap = async (): Promise<MapReading> => page.evaluate(`${READ_MAP}(${JSON.stringify(statesByName)})`);
    const opened = await readMap();
    expectDrawnAroundPins(opened, where);
    // As the map opens every pin is seen whole: the fit keeps the spec's padding around the drawn pins.
    for (const pin of opened.pins) expect(pin.wholeInMap, `${pin.title} whole in view ${where}`).toBe(true);

    // Only the states in view were fetched, each from our own server, never the whole country.
    const stateChunks = requested.filter((url) => /\/assets\/_?us-state-\d{2}-/.test(url));
    expect(stateChunks.length, `state chunks ${where}`).toBeGreaterThan(0);
    expect(stateChunks.length, `state chunks ${where}: ${stateChunks.join(", ")}`).toBeLessThanOrEqual(4);
    expect(requested.filter((url) => !url.startsWith(`${appOrigin}/`))).toEqual([]);
    const drawTime = await page.evaluate(() =>
      performance.getEntriesByName("fad:offline-base-map").map((entry) => Math.round(entry.duration)),
    );
    testInfo.annotations.push({ type: "offline base map", description: `${where}: drawn in ${drawTime} ms` });

    await page.screenshot({ path: `${SHOTS}/map-modal-${width}.png` });
    await checkAccessibility();

    // Zoomed out, zoomed back in and dragged, the lines are drawn again in the map's projection: the
    // pins stay inside their state. (Zooming in past the first view can leave every pin outside it.)
    const zoomOut = dialog.getByRole("button", { name: "Zoom out" });
    await zoomOut.click();
    await zoomOut.click();
    await page.waitForTimeout(400); // Leaflet's zoom animation (0.25 s) ends in moveend, which redraws.
    expectDrawnAroundPins(await readMap(), `${where} after zooming out`);
    await page.screenshot({ path: `${SHOTS}/map-modal-${width}-zoomed-out.png` });
    await dialog.getByRole("button", { name: "Zoom in" }).click();
    await page.waitForTimeout(400);
    const canvas = await dialog.locator(".location-map__canvas").boundingBox();
    if (!canvas) throw new Error("the map has no box");
    await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
    await page.mouse.down();
    await page.mouse.move(canvas.x + canvas.width / 2 - 40, canvas.y + canvas.height / 2 + 25, { steps: 5 });
    await page.mouse.up();
    await page.waitForTimeout(400);
    expectDrawnAroundPins(await readMap(), `${where} after zooming in and dragging`);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});
