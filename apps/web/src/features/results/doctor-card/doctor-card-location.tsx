import { displayPhoneNumber } from "@fad/contracts/patient/phone-number";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { Link } from "react-router";
import { useText } from "../../../ui/i18n/use-text.ts";
import { LocationMapModal } from "../../../ui/location-map/location-map-modal.tsx";
import { LocationAddress } from "../../../ui/physician/location-address.tsx";
import { locationPhone, PhoneLink } from "../../../ui/physician/phone-link.tsx";
import { CardInsurance } from "./card-insurance.tsx";
import { locationPath } from "./doctor-card-links.ts";

export interface DoctorCardLocationProps {
  physician: Physician;
  location: ProviderLocation;
  /** The formatted name (the insurance list names the doctor). */
  name: string;
  /** A user location exists (distance shown). */
  hasUserLocation: boolean;
  /** The insurer the search filters by (decision 67). */
  chosenInsurerId: number | null;
  /** Another of the doctor's locations was chosen on the map. */
  onChooseLocation: (location: ProviderLocation) => void;
}

/**
 * The location shown: its address (named with a link when it is the doctor's only one), the map to
 * choose another, its phone and the insurance accepted there.
 */
export function DoctorCardLocation({ physician, location, name, ...props }: DoctorCardLocationProps) {
  const phone = locationPhone(location);
  const t = useText();
  const hasSeveralLocations = physician.providerLocations.length > 1;
  return (
    <div className="doctor-card__location">
      <LocationAddress
        location={location}
        showDistance={props.hasUserLocation}
        name={hasSeveralLocations ? undefined : <Link to={locationPath(location.urlTitle)}>{location.name}</Link>}
      />
      <LocationMapModal
        physician={physician}
        selectedLocationId={location.id}
        onSelect={props.onChooseLocation}
        triggerText="change"
        showDistance={props.hasUserLocation}
        triggerClassName="button-link-plain doctor-card__change-location"
      />
      {phone ? (
        <PhoneLink phone={phone} className="doctor-card__phone">
          <span aria-hidden="true">☎</span>
          <span>{t("physician.call", { phone: displayPhoneNumber(phone) })}</span>
        </PhoneLink>
      ) : null}
      <CardInsurance physician={physician} location={location} name={name} chosenInsurerId={props.chosenInsurerId} />
    </div>
  );
}
