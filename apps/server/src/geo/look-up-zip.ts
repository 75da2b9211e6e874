import zipcodes, { type ZipCode } from "zipcodes";

/** A US postal code's place: the offline `zipcodes` data set, so no maps service or key is needed. */
export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

const ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/;

/** The place of a 5-digit or ZIP+4 code (the +4 part is ignored); null when unknown or malformed. */
export function lookUpZip(zip: string): ZipPlace | null {
  const match = ZIP_PATTERN.exec(zip.trim());
  if (!match?.[1]) return null;
  const place = zipcodes.lookup(match[1]);
  if (!place || place.country !== "US") return null;
  return toZipPlace(place);
}

export function toZipPlace(place: ZipCode): ZipPlace {
  return {
    zip: place.zip,
    city: place.city,
    state: place.state,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
