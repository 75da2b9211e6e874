import type { ProviderLocation } from "@fad/contracts/provider/search-providers";
import type { ReactNode } from "react";
import { useText } from "../i18n/use-text.ts";
import { formatDistance } from "./physician-format.ts";
import "./physician.css";

export interface LocationAddressProps {
  location: Pick<ProviderLocation, "name" | "street" | "city" | "state" | "zip" | "distance">;
  /** Show "N.N mi" (when greater than 0); e.g. only when the visitor's location is known. Default true. */
  showDistance?: boolean;
  /** Replaces the plain location name (e.g. a link to the clinic website or the location's doctors). */
  name?: ReactNode;
}

/** Spec §2 address block: location name, street, city, state, zip, and the distance in mi when > 0. */
export function LocationAddress({ location, showDistance = true, name }: LocationAddressProps) {
  const t = useText();
  const distance = showDistance ? formatDistance(location.distance) : null;
  return (
    <address className="location-address">
      <span className="location-address__name">{name ?? location.name}</span>
      <span>{location.street}</span>
      <span>{`${location.city}, ${location.state} ${location.zip}`}</span>
      {distance ? (
        <span className="location-address__distance">
          <span className="visually-hidden">{`${t("physician.distanceLabel")}: `}</span>
          {distance}
        </span>
      ) : null}
    </address>
  );
}
