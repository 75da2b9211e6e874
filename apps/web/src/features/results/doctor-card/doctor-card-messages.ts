/** App wording of the doctor card that the spec does not give (spec texts: contracts physician-texts). */
export const DOCTOR_CARD_MESSAGES = {
  proceduresHeading: "Procedures and Conditions",
  /** Visually hidden endings that tell repeated card links apart for screen-reader users. */
  forPhysician: (name: string) => ` for ${name}`,
  proceduresOf: (name: string) => ` procedures and conditions for ${name}`,
  call: "Call",
  analyticsCategory: "Doctor Card",
} as const;
