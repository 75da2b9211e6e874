import { displayPhoneNumber } from "@fad/contracts/patient/phone-number";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { Link } from "react-router";
import { useText } from "../../ui/i18n/use-text.ts";
import { LocationMapModal } from "../../ui/location-map/location-map-modal.tsx";
import { LocationAddress } from "../../ui/physician/location-address.tsx";
import { PhoneLink } from "../../ui/physician/phone-link.tsx";
import { SelfPayNote } from "../../ui/physician/self-pay-note.tsx";
import { profileMainAction } from "./profile-main-action.ts";
import { TrackedExternalLink } from "./tracked-external-link.tsx";
import { websiteUrl } from "./website-url.ts";

export interface ProfileLocationProps {
  physician: Physician;
  location: ProviderLocation;
  onSelectLocation: (location: ProviderLocation) => void;
}

/**
 * Spec §2: the address block of the shown location (its name linked to the clinic website when it
 * has one), Choose Different Location (N), the main button and the self-pay note.
 */
export function ProfileLocation({ physician, location, onSelectLocation }: ProfileLocationProps) {
  const t = useText();
  const action = profileMainAction(physician, location);
  const name = location.website ? (
    <TrackedExternalLink href={websiteUrl(location.website)} context="location website">
      {location.name}
    </TrackedExternalLink>
  ) : undefined;
  return (
    <section className="profile-location" aria-label={t("profile.locationHeading")}>
      <LocationAddress location={location} name={name} />
      <LocationMapModal
        physician={physician}
        selectedLocationId={location.id}
        onSelect={onSelectLocation}
        triggerText="choose"
        triggerClassName="button-link-plain profile-location__choose"
      />
      {action.kind === "book" ? (
        <Link className="button profile-location__action" to={action.to}>
          {t("profile.bookAppointment")}
        </Link>
      ) : action.kind === "call" ? (
        <PhoneLink phone={action.phone} className="button profile-location__action">
          <span aria-hidden="true" className="profile-location__phone-icon">
            ☎
          </span>
          {t("physician.call", { phone: displayPhoneNumber(action.phone) })}
        </PhoneLink>
      ) : null}
      <SelfPayNote variant="profile" className="profile-location__note" />
    </section>
  );
}
