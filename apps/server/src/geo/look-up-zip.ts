import type { Place } from "@fad/contracts/geo/place";
import { usPlaces } from "./us-places.ts";

/** The place of a 5-digit or ZIP+4 code (the +4 part is ignored); null when unknown or malformed. */
export function lookUpZip(zip: string): Place | null {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim());
  if (!match?.[1]) return null;
  return usPlaces().byZip.get(match[1]) ?? null;
}
