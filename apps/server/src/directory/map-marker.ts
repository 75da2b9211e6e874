import { API_BASE_PATH } from "@fad/contracts/api/envelope";

/** GET /fadmaa/media/markers/{label}.svg: a map pin carrying a location's letter (ours). */
export const MAP_MARKER_PATH = "/media/markers/:label";
export const MAP_MARKER_LABEL_PATTERN = /^[A-Z]{1,2}$/;

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A, B, … Z, then AA, AB, … as spreadsheets count (a physician with more than 26 locations). */
export function mapMarkerLabel(index: number): string {
  const first = LETTERS[index % 26] as string;
  return index < 26 ? first : `${LETTERS[Math.floor(index / 26 - 1) % 26] as string}${first}`;
}

/** The marker's local URL; the server draws it, so the map needs no outside image. */
export function mapMarkerIconPath(label: string): string {
  return `${API_BASE_PATH}/media/markers/${label}.svg`;
}

/** A 28×40 pin in the brand's dark blue with the label in white. */
export function renderMapMarkerSvg(label: string): string {
  const size = label.length > 1 ? 11 : 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" role="img" aria-label="Location ${label}">
<path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="#03173e"/>
<text x="14" y="19" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="bold" fill="#ffffff">${label}</text>
</svg>`;
}
