import { type Coordinates, distanceInMiles } from "@fad/contracts/geo/distance-miles";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { useState } from "react";
import { useZipPlace } from "../../api/look-up-zip.ts";
import { pageOrigin } from "../../settings/page-origin.ts";
import { useText } from "../../ui/i18n/use-text.ts";
import { ProfileCalendar } from "./profile-calendar.tsx";
import { ProfileHeader } from "./profile-header.tsx";
import { ProfileLocation } from "./profile-location.tsx";
import { ProfileSections } from "./profile-sections.tsx";
import "./profile.css";

export interface PhysicianProfileProps {
  physician: Physician;
  isPsg: boolean;
  /** The zip of the search the visitor came from ("" for none): the address shows the distance from it. */
  visitorZip?: string;
}

/**
 * The profile of one physician: header, the shown location with its actions, its availability (the
 * shared calendar, 14 days), then the sections. The calendar fetches its own days: the profile form of
 * the search asks for none (spec §7).
 */
export function PhysicianProfile({ physician, isPsg, visitorZip = "" }: PhysicianProfileProps) {
  const t = useText();
  const [locationId, setLocationId] = useState<string | null>(null);
  const location =
    physician.providerLocations.find((candidate) => candidate.id === locationId) ??
    physician.displayLocation ??
    physician.providerLocations[0] ??
    null;
  const select = (chosen: ProviderLocation) => setLocationId(chosen.id);
  const visitor = useZipPlace(visitorZip, visitorZip !== "").data ?? null;
  const shown = location ? withDistanceFrom(location, visitor) : null;
  return (
    <article className="page profile">
      <div className="profile-top">
        <ProfileHeader physician={physician} location={location} />
        {shown ? <ProfileLocation physician={physician} location={shown} onSelectLocation={select} /> : null}
      </div>
      {location ? (
        <section className="profile-availability" aria-labelledby="profile-availability-title">
          <h2 className="profile-section__title" id="profile-availability-title">
            {t("profile.availabilityLabel")}
          </h2>
          <ProfileCalendar physician={physician} location={location} isPsg={isPsg} />
        </section>
      ) : null}
      <ProfileSections physician={physician} isPsg={isPsg} origin={pageOrigin()} />
    </article>
  );
}

/**
 * The location with its distance from the visitor's zip (spec §2: "distance in mi when greater than 0").
 * The profile call carries no zip (spec §7), so the answer's distance is 0; the zip's point and the
 * clinic's give it here, by the same great-circle rule the search uses.
 */
export function withDistanceFrom(location: ProviderLocation, visitor: Coordinates | null): ProviderLocation {
  if (!visitor || (location.distance ?? 0) > 0) return location;
  return { ...location, distance: distanceInMiles(visitor, location) };
}
