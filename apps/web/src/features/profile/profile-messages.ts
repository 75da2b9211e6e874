/**
 * The profile's analytics names (not shown to patients, so never translated). Every text a patient
 * reads is in the catalog (packages/contracts/src/i18n/catalog/profile-catalog.ts).
 */
export const PROFILE_ANALYTICS = {
  category: "Physician Profile",
  externalLink: "External Link",
  videoProgress: "Video Progress",
} as const;
