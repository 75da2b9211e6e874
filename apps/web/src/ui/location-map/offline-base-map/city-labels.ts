import type { CityPoint } from "./geography-types.ts";

export interface ScreenPoint {
  x: number;
  y: number;
}

export interface ScreenBox {
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
  /** Other things drawn over the map (its zoom buttons): labels keep clear of them too. */
  keepClear?: readonly ScreenBox[];
  /** At most this many; default: one per 20,000 square pixels, 3 to 12. */
  limit?: number;
  /** The width of a name as drawn; default: an estimate of 8 px a character. */
  textWidth?: (name: string) => number;
}

export interface CityLabel {
  name: string;
  latitude: number;
  longitude: number;
}

/** Label metrics of location-map.css (.base-map__city): 12 px semi-bold text 6 px right of a dot. */
export const CITY_LABEL_FONT = "600 12px system-ui, sans-serif";
const CHARACTER_WIDTH = 8;
const LABEL_HEIGHT = 16;
const DOT_SPACE = 6;
const EDGE = 4;
/** A pin is drawn 32 px wide and 40 px tall above its tip (location-map.tsx letterIcon). */
const PIN_HALF_WIDTH = 18;
const PIN_HEIGHT = 42;

const estimateWidth = (name: string): number => name.length * CHARACTER_WIDTH;

const labelBox = (point: ScreenPoint, width: number): ScreenBox => ({
  left: point.x - 4,
  top: point.y - LABEL_HEIGHT / 2,
  right: point.x + DOT_SPACE + width,
  bottom: point.y + LABEL_HEIGHT / 2,
});

const pinBox = (tip: ScreenPoint): ScreenBox => ({
  left: tip.x - PIN_HALF_WIDTH,
  top: tip.y - PIN_HEIGHT,
  right: tip.x + PIN_HALF_WIDTH,
  bottom: tip.y + 2,
});

const intersects = (a: ScreenBox, b: ScreenBox): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Which city names to write on the map: the largest cities (most ZIP codes) whose label fits wholly
 * inside the map, without covering another label, a location pin or a map control. Greedy, largest first, so the
 * names a visitor knows win and a dense metro does not turn into a pile of text.
 */
export function chooseCityLabels({
  cities,
  toScreen,
  width,
  height,
  pins,
  keepClear = [],
  limit,
  textWidth = estimateWidth,
}: CityLabelRequest): CityLabel[] {
  const most = limit ?? Math.max(3, Math.min(12, Math.floor((width * height) / 20_000)));
  const taken: ScreenBox[] = [...pins.map(pinBox), ...keepClear];
  const chosen: CityLabel[] = [];
  const candidates = [...cities].sort((a, b) => b[3] - a[3] || a[0].localeCompare(b[0]));
  for (const [name, latitude, longitude] of candidates) {
    if (chosen.length >= most) break;
    const point = toScreen(latitude, longitude);
    // Cheap test first: most cities of a state are far outside the view.
    if (point.x < 0 || point.y < 0 || point.x > width || point.y > height) continue;
    const box = labelBox(point, textWidth(name));
    if (box.left < EDGE || box.top < EDGE || box.right > width - EDGE || box.bottom > height - EDGE) continue;
    if (taken.some((other) => intersects(box, other))) continue;
    taken.push(box);
    chosen.push({ name, latitude, longitude });
  }
  return chosen;
}
