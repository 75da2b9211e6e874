import type { CityPoint } from "./geography-types.ts";

export interface ScreenPoint {
  x: number;
  y: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface CityLabelRequest {
  /** Cities of the states drawn, in any order. */
  cities: readonly CityPoint[];
  /** The map's projection of a point to its container's pixels (Leaflet's latLngToContainerPoint). */
  toScreen: (latitude: number, longitude: number) => ScreenPoint;
  width: number;
  height: number;
  /** Where the location pins stand (their tip): labels keep clear of them. */
  pins: readonly ScreenPoint[];
  /** At most this many; default: one per 20,000 square pixels, 3 to 12. */
  limit?: number;
}

export interface CityLabel {
  name: string;
  latitude: number;
  longitude: number;
}

/** Label metrics of location-map.css (.base-map__city): 12 px bold text after a 6 px dot. */
const CHARACTER_WIDTH = 7;
const LABEL_HEIGHT = 16;
const DOT_SPACE = 8;
const EDGE = 4;
/** A pin is drawn 32 px wide and 40 px tall above its tip (location-map.tsx letterIcon). */
const PIN_HALF_WIDTH = 18;
const PIN_HEIGHT = 42;

const labelBox = (point: ScreenPoint, name: string): Box => ({
  left: point.x - 4,
  top: point.y - LABEL_HEIGHT / 2,
  right: point.x + DOT_SPACE + name.length * CHARACTER_WIDTH,
  bottom: point.y + LABEL_HEIGHT / 2,
});

const pinBox = (tip: ScreenPoint): Box => ({
  left: tip.x - PIN_HALF_WIDTH,
  top: tip.y - PIN_HEIGHT,
  right: tip.x + PIN_HALF_WIDTH,
  bottom: tip.y + 2,
});

const intersects = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Which city names to write on the map: the largest cities (most ZIP codes) whose label fits wholly
 * inside the map, without covering another label or a location pin. Greedy, largest first, so the
 * names a visitor knows win and a dense metro does not turn into a pile of text.
 */
export function chooseCityLabels({ cities, toScreen, width, height, pins, limit }: CityLabelRequest): CityLabel[] {
  const most = limit ?? Math.max(3, Math.min(12, Math.floor((width * height) / 20_000)));
  const taken: Box[] = pins.map(pinBox);
  const chosen: CityLabel[] = [];
  const candidates = [...cities].sort((a, b) => b[3] - a[3] || a[0].localeCompare(b[0]));
  for (const [name, latitude, longitude] of candidates) {
    if (chosen.length >= most) break;
    const box = labelBox(toScreen(latitude, longitude), name);
    if (box.left < EDGE || box.top < EDGE || box.right > width - EDGE || box.bottom > height - EDGE) continue;
    if (taken.some((other) => intersects(box, other))) continue;
    taken.push(box);
    chosen.push({ name, latitude, longitude });
  }
  return chosen;
}
