import L from "leaflet";
import { describe, expect, it } from "vitest";
import { type CityLabel, chooseCityLabels, type ScreenPoint } from "./city-labels.ts";
import type { CityPoint } from "./geography-types.ts";

/** Leaflet's own Web Mercator, as the map uses it: a 600 × 420 view of Nashville at zoom 10. */
const WIDTH = 600;
const HEIGHT = 420;
const ZOOM = 10;
const centre = L.CRS.EPSG3857.latLngToPoint(L.latLng(36.05, -86.7), ZOOM);
const projector =
  (width: number, height: number) =>
  (latitude: number, longitude: number): ScreenPoint => {
    const point = L.CRS.EPSG3857.latLngToPoint(L.latLng(latitude, longitude), ZOOM);
    return { x: point.x - centre.x + width / 2, y: point.y - centre.y + height / 2 };
  };
const toScreen = projector(WIDTH, HEIGHT);

const CITIES: CityPoint[] = [
  ["Smyrna", 35.98, -86.52, 1],
  ["Nashville", 36.166, -86.786, 39],
  ["Franklin", 35.925, -86.869, 3],
  ["Brentwood", 36.033, -86.783, 2],
  ["Memphis", 35.159, -89.971, 63], // far outside the view
  ["Madison", 36.26, -86.71, 2],
  ["Antioch", 36.06, -86.67, 2],
];

const boxOf = (label: CityLabel) => {
  const point = toScreen(label.latitude, label.longitude);
  return { left: point.x - 4, right: point.x + 6 + label.name.length * 8, top: point.y - 8, bottom: point.y + 8 };
};

describe("chooseCityLabels", () => {
  it("names the largest cities in view first and leaves out cities outside it", () => {
    const labels = chooseCityLabels({ cities: CITIES, toScreen, width: WIDTH, height: HEIGHT, pins: [] });
    const names = labels.map((label) => label.name);
    expect(names[0]).toBe("Nashville");
    expect(names).not.toContain("Memphis");
    expect(names).toEqual(expect.arrayContaining(["Franklin", "Smyrna"]));
  });

  it("never lets two labels overlap, nor a label cover a pin", () => {
    const pin = toScreen(36.06, -86.67); // on Antioch
    const labels = chooseCityLabels({ cities: CITIES, toScreen, width: WIDTH, height: HEIGHT, pins: [pin] });
    expect(labels.map((label) => label.name)).not.toContain("Antioch");
    const boxes = labels.map(boxOf);
    boxes.forEach((a, i) => {
      for (const b of boxes.slice(i + 1)) {
        expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
      }
      // The pin stands 40 px tall above its tip.
      expect(a.left < pin.x + 18 && pin.x - 18 < a.right && a.top < pin.y + 2 && pin.y - 42 < a.bottom).toBe(false);
    });
  });

  it("keeps clear of what is drawn over the map (its zoom buttons)", () => {
    const franklin = toScreen(35.925, -86.869);
    const zoomButtons = {
      left: franklin.x - 10,
      top: franklin.y - 10,
      right: franklin.x + 30,
      bottom: franklin.y + 30,
    };
    const labels = chooseCityLabels({
      cities: CITIES,
      toScreen,
      width: WIDTH,
      height: HEIGHT,
      pins: [],
      keepClear: [zoomButtons],
    });
    expect(labels.map((label) => label.name)).not.toContain("Franklin");
    expect(labels.map((label) => label.name)).toContain("Nashville");
  });

  it("keeps labels wholly inside the map and stops at the limit", () => {
    const narrow = chooseCityLabels({ cities: CITIES, toScreen, width: WIDTH, height: HEIGHT, pins: [], limit: 2 });
    expect(narrow.map((label) => label.name)).toEqual(["Nashville", "Franklin"]);
    for (const label of chooseCityLabels({ cities: CITIES, toScreen, width: WIDTH, height: HEIGHT, pins: [] })) {
      const box = boxOf(label);
      expect(box.left).toBeGreaterThanOrEqual(4);
      expect(box.right).toBeLessThanOrEqual(WIDTH - 4);
    }
  });

  it("writes fewer names on a phone's small map", () => {
    const many: CityPoint[] = Array.from({ length: 40 }, (_, i) => [
      `Town ${i}`,
      35.9 + (i % 8) * 0.04,
      -86.95 + Math.floor(i / 8) * 0.12,
      1,
    ]);
    const phone = chooseCityLabels({ cities: many, toScreen: projector(343, 220), width: 343, height: 220, pins: [] });
    const desktop = chooseCityLabels({ cities: many, toScreen, width: WIDTH, height: HEIGHT, pins: [] });
    expect(phone.length).toBe(3);
    expect(desktop.length).toBeGreaterThan(phone.length);
  });
});
