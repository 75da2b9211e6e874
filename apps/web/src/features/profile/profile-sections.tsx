import { PROCEDURES_SECTION_ID } from "@fad/contracts/messages/profile-texts";
import type { Physician } from "@fad/contracts/provider/search-providers";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useAppSettings } from "../../settings/app-settings.tsx";
import { useSpecialtyName, useText, yesNo } from "../../ui/i18n/use-text.ts";
import { BiographySection } from "./biography-section.tsx";
import { InsuranceSection } from "./insurance-section.tsx";
import { groupMedia, hasMediaSection, MediaList, MediaSection } from "./media-section.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { TrackedExternalLink } from "./tracked-external-link.tsx";
import { websiteUrl } from "./website-url.ts";

/** Keywords once each, in their first order, compared without case or surrounding space. */
export function uniqueKeywords(entries: Physician["proceduresAndConditions"]): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const { keyword } of entries) {
    const trimmed = keyword.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    keywords.push(trimmed);
  }
  return keywords;
}

/** The credential kinds the catalog names (profile.credentialType), by the directory's English name. */
const CREDENTIAL_KINDS: Readonly<Record<string, string>> = {
  "medical school": "medicalSchool",
  "dental school": "dentalSchool",
  "optometry school": "optometrySchool",
  "pharmacy school": "pharmacySchool",
  "podiatric medical school": "podiatricSchool",
  "naturopathic medical school": "naturopathicSchool",
  "chiropractic college": "chiropracticCollege",
  "doctoral program": "doctoralProgram",
  residency: "residency",
  fellowship: "fellowship",
  internship: "internship",
  "board certification": "boardCertification",
};

/** A credential's kind as the catalog's select names it; "other" shows the directory's own words. */
export function credentialKind(type: string): string {
  return CREDENTIAL_KINDS[type.trim().toLowerCase()] ?? "other";
}

const NO_VIDEO_HOSTS: readonly string[] = [];

export interface ProfileSectionsProps {
  physician: Physician;
  isPsg: boolean;
  /** The page's origin, to read media addresses against (window.location.origin). */
  origin: string;
}

/** Spec §2: each section of the profile, shown only when its data exists. */
export function ProfileSections({ physician, isPsg, origin }: ProfileSectionsProps) {
  const t = useText();
  const specialtyName = useSpecialtyName();
  const bio = physician.physicianBio?.trim();
  const philosophy = physician.physicianCarePhilosophy?.trim();
  const keywords = uniqueKeywords(physician.proceduresAndConditions);
  const website = physician.website?.trim();
  // The video hosts the CSP allows (FAD_VIDEO_HOSTS); until the configuration arrives, none.
  const videoHosts = useAppSettings().configuration?.videoHosts ?? NO_VIDEO_HOSTS;
  const media = groupMedia(physician.fadMediaList, origin, videoHosts);
  // A link to a section (the card's See All and its insurers' +n more) lands on it once the sections show.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: "start" });
  }, [hash]);
  return (
    <div className="profile-sections">
      {bio ? <BiographySection bio={bio} /> : null}
      {philosophy ? (
        <ProfileSection title={t("profile.section.carePhilosophy")}>
          <p>{philosophy}</p>
        </ProfileSection>
      ) : null}
      {keywords.length > 0 ? (
        <ProfileSection title={t("profile.section.proceduresAndConditions")} id={PROCEDURES_SECTION_ID}>
          <ul className="profile-columns">
            {keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}
      <InsuranceSection physician={physician} />
      {physician.specialties.length > 0 ? (
        <ProfileSection title={t("profile.section.specialties")}>
          <ul className="profile-list">
            {physician.specialties.map((specialty) => (
              <li key={specialty.providerSpecialtyId}>
                {t("profile.specialtyBoardCertified", {
                  specialty: specialtyName(specialty.specialty),
                  boardCertified: yesNo(specialty.boardCertified),
                })}
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}
      {physician.affiliations.length > 0 ? (
        <ProfileSection title={t("profile.section.affiliations")}>
          <ul className="profile-list">
            {physician.affiliations.map((affiliation) => (
              <li key={affiliation.locationId}>{affiliation.locationName}</li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}
      {website && !isPsg ? (
        <ProfileSection title={t("profile.section.clinicWebsite")}>
          <p>
            <TrackedExternalLink href={websiteUrl(website)} context="clinic website">
              {website}
            </TrackedExternalLink>
          </p>
        </ProfileSection>
      ) : null}
      {physician.credentialsAndAccreditations.length > 0 ? (
        <ProfileSection title={t("profile.section.credentials")}>
          <ul className="profile-credentials">
            {physician.credentialsAndAccreditations.map((credential) => (
              <li key={credential.credentialOrAccreditationId}>
                <span className="profile-credentials__school">{credential.organizationOrSchool}</span>
                <span>
                  {[
                    credential.type
                      ? t("profile.credentialType", { kind: credentialKind(credential.type), type: credential.type })
                      : null,
                    credential.yearReceived === null ? null : String(credential.yearReceived),
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </span>
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}
      {hasMediaSection(media) ? <MediaSection groups={media} /> : null}
      {media.links.length > 0 ? (
        <ProfileSection title={t("profile.section.otherLinks")}>
          <MediaList items={media.links} context="other link" />
        </ProfileSection>
      ) : null}
    </div>
  );
}
