import { PROFILE_NUMBER_DAYS_OUT } from "@fad/contracts/messages/profile-texts";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { useState } from "react";
import { pageOrigin } from "../../app/page-origin.ts";
import { AvailabilityCalendar } from "../availability/availability-calendar.tsx";
import { ProfileHeader } from "./profile-header.tsx";
import { ProfileLocation } from "./profile-location.tsx";
import { PROFILE_MESSAGES } from "./profile-messages.ts";
import { ProfileSections } from "./profile-sections.tsx";
import "./profile.css";

export interface PhysicianProfileProps {
  physician: Physician;
  isPsg: boolean;
}

/**
 * The profile of one physician: header, the shown location with its actions, its availability (the
 * shared calendar, 14 days), then the sections. The calendar fetches its own days: the profile form of
 * the search asks for none (spec §7).
 */
export function PhysicianProfile({ physician, isPsg }: PhysicianProfileProps) {
  const [locationId, setLocationId] = useState<string | null>(null);
  const location =
    physician.providerLocations.find((candidate) => candidate.id === locationId) ??
    physician.displayLocation ??
    physician.providerLocations[0] ??
    null;
  const select = (chosen: ProviderLocation) => setLocationId(chosen.id);
  return (
    <article className="page profile">
      <div className="profile-top">
        <ProfileHeader physician={physician} location={location} />
        {location ? <ProfileLocation physician={physician} location={location} onSelectLocation={select} /> : null}
      </div>
      {location ? (
        <section className="profile-availability" aria-labelledby="profile-availability-title">
          <h2 className="profile-section__title" id="profile-availability-title">
            {PROFILE_MESSAGES.availabilityLabel}
          </h2>
          <AvailabilityCalendar
            physician={physician}
            location={location}
            numberDaysOut={PROFILE_NUMBER_DAYS_OUT}
            origin="profile"
            isPsg={isPsg}
          />
        </section>
      ) : null}
      <ProfileSections physician={physician} isPsg={isPsg} origin={pageOrigin()} />
    </article>
  );
}
