import { LOCATION_MAP } from "@fad/contracts/messages/physician-texts";
import type { ProviderLocation } from "@fad/contracts/provider/search-providers";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useMemo } from "react";
import { MapContainer, Marker, TileLayer, useMap } from "react-leaflet";
import { locationLetter } from "./location-letter.ts";
import "./location-map.css";
import { OfflineBaseMap } from "./offline-base-map/offline-base-map.tsx";

export interface LocationMapProps {
  locations: ProviderLocation[];
  selectedLocationId: string | null;
  /**
   * Tile URL template from the configuration; null draws the offline base map under the markers: state
   * and county lines and city names from data we serve ourselves (no network beyond our origin).
   */
  tileUrl: string | null;
  isMobile: boolean;
  label: string;
  onSelect: (location: ProviderLocation) => void;
}

/** A pin's drawn width and height: it stands above its point, its tip (the anchor) on it. */
const PIN_SIZE = { width: 32, height: 40 } as const;

/**
 * The spec's fit padding (§9), with room for the drawn pins where it is smaller than they are (decision
 * 118): a pin stands its height above its point and half its width each side, so on a phone (padding 10)
 * the top pin was cut. On a desktop (padding 100) the spec's padding already holds them.
 */
export function pinFitOptions(padding: number): L.FitBoundsOptions {
  const side = Math.max(padding, PIN_SIZE.width / 2 + LOCATION_MAP.paddingMobile);
  const top = Math.max(padding, PIN_SIZE.height + LOCATION_MAP.paddingMobile);
  return { paddingTopLeft: [side, top], paddingBottomRight: [side, padding], maxZoom: LOCATION_MAP.zoom };
}

/** A lettered marker drawn in CSS, so no image file or network is needed. */
function letterIcon(letter: string, isCurrent: boolean): L.DivIcon {
  // The label is data put into HTML: keep letters and digits only.
  const safeLetter = letter.replace(/[^A-Za-z0-9]/g, "");
  return L.divIcon({
    className: "location-marker-anchor",
    html: `<span class="location-marker${isCurrent ? " location-marker--current" : ""}"><span class="location-marker__letter">${safeLetter}</span></span>`,
    iconSize: [PIN_SIZE.width, PIN_SIZE.height],
    iconAnchor: [PIN_SIZE.width / 2, PIN_SIZE.height],
  });
}

/**
 * Leaflet measures its box at creation; the modal may still be settling, so measure again and fit the
 * pins to the box as it now is (once, when shown: a later zoom or drag is the visitor's).
 */
function SizeWhenShown({ bounds, fit }: { bounds: L.LatLngBounds; fit: L.FitBoundsOptions }) {
  const map = useMap();
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitted once when shown, not on every render.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      map.invalidateSize();
      map.fitBounds(bounds, { ...fit, animate: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [map]);
  return null;
}

/**
 * The locations on a Leaflet map (spec §9: zoom 12, fit padding 10 on mobile and 100 on desktop).
 * Markers are mouse shortcuts only; the list beside the map is the keyboard and screen-reader path,
 * so markers stay out of the tab order. Loaded lazily: the landing route does not carry Leaflet.
 */
export default function LocationMap({
  locations,
  selectedLocationId,
  tileUrl,
  isMobile,
  label,
  onSelect,
}: LocationMapProps) {
  const padding = isMobile ? LOCATION_MAP.paddingMobile : LOCATION_MAP.paddingDesktop;
  const points = useMemo(
    () => locations.map((location) => [location.latitude, location.longitude] as [number, number]),
    [locations],
  );
  const bounds = useMemo(() => L.latLngBounds(points), [points]);
  const fit = useMemo(() => pinFitOptions(padding), [padding]);
  return (
    <section className="location-map" aria-label={label}>
      <MapContainer
        className={`location-map__canvas${tileUrl ? "" : " location-map__canvas--plain"}`}
        bounds={bounds}
        boundsOptions={fit}
        maxZoom={18}
        keyboard={false}
        scrollWheelZoom={false}
        attributionControl={Boolean(tileUrl)}
      >
        <SizeWhenShown bounds={bounds} fit={fit} />
        {tileUrl ? <TileLayer url={tileUrl} /> : <OfflineBaseMap pins={points} />}
        {locations.map((location, index) => {
          const letter = locationLetter(location, index);
          return (
            <Marker
              key={location.id}
              position={[location.latitude, location.longitude]}
              icon={letterIcon(letter, location.id === selectedLocationId)}
              keyboard={false}
              title={`${letter}: ${location.name}`}
              eventHandlers={{ click: () => onSelect(location) }}
            />
          );
        })}
      </MapContainer>
    </section>
  );
}
