/** The landing's own wording (the spec's texts are in packages/contracts/src/messages/search-texts.ts). */
export const LANDING_MESSAGES = {
  formLabel: "Find a doctor",
  keywordLabel: "Doctor, condition, or specialty",
  keywordLabelPsg: "Doctor, condition, or procedure",
  locationLabel: "Location",
  helpLinePrefix: "Need help finding a doctor? Call",
  helpLineCall: (number: string) => `Call ${number} for help finding a doctor`,
  tipsHeading: "Search tips",
} as const;
