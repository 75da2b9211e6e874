import { INSURANCE_SECTION_ID } from "@fad/contracts/messages/insurance-texts";
import type { Physician } from "@fad/contracts/provider/search-providers";
import { useText } from "../../ui/i18n/use-text.ts";
import { ProfileSection } from "./profile-section.tsx";

/**
 * Every insurer and plan each of the physician's locations accepts (decision 67), location by location
 * (named when there are several); the card's "+n more" opens here.
 */
export function InsuranceSection({ physician }: { physician: Physician }) {
  const t = useText();
  const locations = physician.providerLocations;
  // Like every section, shown only with data; a location listing none then says to call.
  if (!locations.some((location) => location.acceptedInsurance.length > 0)) return null;
  const several = locations.length > 1;
  return (
    <ProfileSection title={t("profile.insuranceHeading")} id={INSURANCE_SECTION_ID}>
      {locations.map((location) => (
        <div className="profile-insurance" key={location.id}>
          {several ? <h3 className="profile-insurance__place">{location.name}</h3> : null}
          {location.acceptedInsurance.length === 0 ? (
            <p>{t("profile.insuranceNone")}</p>
          ) : (
            <ul className="profile-insurance__list">
              {location.acceptedInsurance.map((insurer) => (
                <li key={insurer.insurerId}>
                  <span className="profile-insurance__insurer">{insurer.insurancePayorName}</span>
                  {insurer.insurancePlans.length > 0 ? (
                    <span>
                      <span className="visually-hidden">: </span>
                      {insurer.insurancePlans.map((plan) => plan.insurancePlanName).join(", ")}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </ProfileSection>
  );
}
