import type { ProviderLocation } from "@fad/contracts/provider/search-providers";

/** The marker letter: the server's mapMarkerLabel (A–Z in list order), else the letter of its place. */
export function locationLetter(location: Pick<ProviderLocation, "mapMarkerLabel">, index: number): string {
  return location.mapMarkerLabel || String.fromCharCode(65 + (index % 26));
}
