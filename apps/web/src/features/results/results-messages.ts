/** The results page's own wording (spec texts are in packages/contracts/src/messages/*-texts.ts). */
export const RESULTS_MESSAGES = {
  /** Spec §1: portal hosts favour the preferred hospital, which only the portal profile can change. */
  preferredHospital: (hospital: string) =>
    `Results favor your preferred hospital, ${hospital}. You can change your preferred hospital only in your patient portal profile.`,
  preferredHospitalUnnamed:
    "Results favor your preferred hospital. You can change your preferred hospital only in your patient portal profile.",
} as const;
