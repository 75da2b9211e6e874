import L from "leaflet";
import { useEffect } from "react";
import { useMap } from "react-leaflet";
import { CITY_LABEL_FONT, chooseCityLabels, type ScreenBox } from "./city-labels.ts";
import type { StateGeography } from "./geography-types.ts";
import { statesInView } from "./states-in-view.ts";

/** Below Leaflet's overlay (400) and marker (600) panes; the labels between them, under the pins. */
const SHAPE_PANE = "fad-base-map";
const LABEL_PANE = "fad-base-labels";
/** Read by the e2e journey and the report: from the map's start to the last state drawn. */
export const BASE_MAP_MEASURE = "fad:offline-base-map";

const STATE_STYLE: L.PathOptions = {
  className: "base-map__state",
  color: "#8696a4",
  weight: 1.5,
  fillColor: "#f6f4ee",
  fillOpacity: 1,
  interactive: false,
};
const COUNTY_STYLE: L.PathOptions = {
  className: "base-map__county",
  color: "#b9c3cc",
  weight: 1,
  dashArray: "4 3",
  fill: false,
  interactive: false,
};

/** A pane hidden from screen readers: the drawing only repeats what the list says in words. */
function decorativePane(map: L.Map, name: string, zIndex: number): void {
  const pane = map.getPane(name) ?? map.createPane(name);
  pane.style.zIndex = String(zIndex);
  pane.setAttribute("aria-hidden", "true");
}

function cityLabelIcon(name: string): L.DivIcon {
  const label = document.createElement("span");
  label.className = "base-map__city-name";
  label.textContent = name;
  return L.divIcon({ className: "base-map__city", html: label, iconSize: [0, 0] });
}

/** Measures names in the labels' own font, so a label chosen to fit does fit; an estimate without canvas. */
function labelTextWidth(): ((name: string) => number) | undefined {
  const context = typeof OffscreenCanvas === "function" ? new OffscreenCanvas(1, 1).getContext("2d") : null;
  if (!context) return undefined;
  context.font = CITY_LABEL_FONT;
  return (name) => Math.ceil(context.measureText(name).width);
}

/** The map's own controls (zoom buttons) in its container's pixels, with a little room around them. */
function controlBoxes(map: L.Map): ScreenBox[] {
  const container = map.getContainer();
  const origin = container.getBoundingClientRect();
  return [...container.querySelectorAll(".leaflet-control")].map((control) => {
    const box = control.getBoundingClientRect();
    return {
      left: box.left - origin.left - 4,
      top: box.top - origin.top - 4,
      right: box.right - origin.left + 4,
      bottom: box.bottom - origin.top + 4,
    };
  });
}

interface OfflineBaseMapProps {
  /** The pins' points, so city names keep clear of them. */
  pins: readonly [number, number][];
}

/**
 * The map's background when no tile server is configured (issue 21 item 10, docs/decisions.md 106 and
 * 107): state and county lines and the names of the largest nearby cities, drawn by Leaflet itself in
 * the map's own projection (Web Mercator, as the pins), so they stay aligned through every zoom and
 * pan. Only the states the view touches are fetched, each a lazy chunk from our own origin; moving the
 * map fetches the states that come into view. Decorative for screen readers.
 */
export function OfflineBaseMap({ pins }: OfflineBaseMapProps) {
  const map = useMap();
  useEffect(() => {
    const started = performance.now();
    decorativePane(map, SHAPE_PANE, 250);
    decorativePane(map, LABEL_PANE, 450);
    const renderer = L.svg({ pane: SHAPE_PANE, padding: 0.5 });
    const shapes = L.layerGroup().addTo(map);
    const labels = L.layerGroup().addTo(map);
    const drawn: StateGeography[] = [];
    const requested = new Set<string>();
    let pending = 0;
    let disposed = false;
    const textWidth = labelTextWidth();

    const relabel = () => {
      labels.clearLayers();
      const size = map.getSize();
      const chosen = chooseCityLabels({
        cities: drawn.flatMap((state) => state.cities),
        toScreen: (latitude, longitude) => map.latLngToContainerPoint([latitude, longitude]),
        width: size.x,
        height: size.y,
        pins: pins.map((pin) => map.latLngToContainerPoint(pin)),
        keepClear: controlBoxes(map),
        textWidth,
      });
      for (const city of chosen) {
        L.marker([city.latitude, city.longitude], {
          icon: cityLabelIcon(city.name),
          pane: LABEL_PANE,
          interactive: false,
          keyboard: false,
        }).addTo(labels);
      }
    };

    // Leaflet hands a GeoJSON layer's options to the paths it makes (its types leave renderer out).
    const inShapePane = (style: L.PathOptions): L.GeoJSONOptions => ({ style, renderer }) as L.GeoJSONOptions;
    const draw = (state: StateGeography) => {
      const outline = L.geoJSON(state.outline, inShapePane(STATE_STYLE)).addTo(shapes);
      outline.eachLayer((layer) => (layer as L.Path).getElement()?.setAttribute("data-state", state.abbreviation));
      L.geoJSON(state.countyLines, inShapePane(COUNTY_STYLE)).addTo(shapes);
      drawn.push(state);
    };

    // The index is a chunk of its own, fetched as the map opens: the map and its pins need not wait.
    const geography = import("virtual:us-geography");
    const fetchStatesInView = async () => {
      const { STATE_INDEX, loadStateGeography } = await geography;
      if (disposed) return;
      const view = map.getBounds().pad(0.25);
      const wanted = statesInView(STATE_INDEX, [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()]);
      for (const fips of wanted.filter((fips) => !requested.has(fips))) {
        requested.add(fips);
        pending += 1;
        loadStateGeography(fips)
          .then((state) => {
            if (disposed) return;
            draw(state);
            relabel();
          })
          // A chunk that cannot load leaves that state blank; the pins and the list still work.
          .catch(() => undefined)
          .finally(() => {
            pending -= 1;
            if (pending === 0 && !disposed) performance.measure(BASE_MAP_MEASURE, { start: started });
          });
      }
      relabel();
    };

    // A view the index cannot load for leaves the map as it is: the pins and the list still work.
    const fetchQuietly = () => void fetchStatesInView().catch(() => undefined);
    map.whenReady(fetchQuietly);
    map.on("moveend", fetchQuietly);
    // The modal may settle after the map is made (SizeWhenShown): labels must fit the final size.
    map.on("resize", relabel);
    return () => {
      disposed = true;
      map.off("moveend", fetchQuietly);
      map.off("resize", relabel);
      shapes.remove();
      labels.remove();
    };
  }, [map, pins]);
  return null;
}
