import { languageDisplayName } from "@fad/contracts/i18n/language-names";
import { isLocale } from "@fad/contracts/i18n/locales";
import { PROFILE_PHOTO_SIZE } from "@fad/contracts/messages/physician-texts";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { usePageIntl, useSpecialtyName, useText } from "../../ui/i18n/use-text.ts";
import { PageHeading } from "../../ui/page-heading.tsx";
import { locationPhone, PhoneLink } from "../../ui/physician/phone-link.tsx";
import { PhysicianBadges } from "../../ui/physician/physician-badges.tsx";
import { formatDesignation, formatPhysicianName, primarySpecialtyNames } from "../../ui/physician/physician-format.ts";
import { PhysicianPhoto } from "../../ui/physician/physician-photo.tsx";
import { StarRating } from "../../ui/physician/star-rating.tsx";

export interface ProfileHeaderProps {
  physician: Physician;
  /** The location shown now: its phone and new-patient badge. */
  location: ProviderLocation | null;
}

/** Spec §2 profile header: photo, name and designation, specialties, rating, gender, languages, phone, badges. */
export function ProfileHeader({ physician, location }: ProfileHeaderProps) {
  const name = formatPhysicianName(physician);
  const designation = formatDesignation(physician.physicianDesignation);
  const t = useText();
  const specialtyName = useSpecialtyName();
  const { locale } = usePageIntl();
  const languages = physician.languages.map((language) =>
    languageDisplayName(language, isLocale(locale) ? locale : "en-US"),
  );
  const specialties = primarySpecialtyNames(physician).map(specialtyName);
  const phone = locationPhone(location);
  return (
    <div className="profile-header">
      <PhysicianPhoto physician={physician} size={PROFILE_PHOTO_SIZE} className="profile-header__photo" />
      <div className="profile-header__text">
        <PageHeading title={name}>
          {name}
          {designation ? <span className="profile-header__designation">{`, ${designation}`}</span> : null}
        </PageHeading>
        {specialties.length > 0 ? (
          <p className="profile-header__specialties">
            <span className="visually-hidden">{`${t("profile.specialtiesLabel")}: `}</span>
            {specialties.join(", ")}
          </p>
        ) : null}
        <StarRating rating={physician.starRatings} count={physician.ratingCount} />
        <dl className="profile-facts">
          <div>
            <dt>{t("profile.genderLabel")}</dt>
            <dd>{t("profile.gender", { gender: physician.gender })}</dd>
          </div>
          {physician.languages.length > 0 ? (
            <div>
              <dt>{t("profile.languagesLabel")}</dt>
              <dd>{languages.join(", ")}</dd>
            </div>
          ) : null}
          {phone ? (
            <div>
              <dt>{t("profile.phoneLabel")}</dt>
              <dd>
                <PhoneLink phone={phone} />
              </dd>
            </div>
          ) : null}
        </dl>
        <PhysicianBadges physician={physician} location={location} />
      </div>
    </div>
  );
}
