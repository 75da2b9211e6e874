/**
 * Ours: the words of "Accepts my insurance" (decisions 67, 68) on the results filter, the doctor card and
 * the profile; the spec gives none. The self-pay note stays the spec's (physician-texts.ts).
 */
export const INSURANCE_TEXTS = {
  filterLegend: "Accepts my insurance",
  insurerLabel: "Insurance",
  anyInsurer: "Any insurance",
  loadingInsurers: "Loading insurance…",
  /** A chosen insurer (from a link) that the list does not hold (any more). */
  unlistedInsurer: "Insurer not on the list",
  planLabel: "Plan",
  anyPlan: (payorName: string) => `Any ${payorName} plan`,
  /** Under the filter: paying yourself is arranged by phone, not filtered for. */
  selfPayHint: "Paying for your visit yourself? Leave Any insurance chosen and call the office.",
  /** The card's line: "Accepts Aetna, Cigna, Medicare +4 more". */
  cardLabel: "Accepts",
  cardMore: (count: number) => `+${count} more`,
  cardMoreOf: (name: string) => ` insurers accepted by ${name}`,
  /** The profile's section, one list per location. */
  profileHeading: "Insurance Accepted",
  profileNone: "Please call this location to ask which insurance it accepts.",
} as const;

/** The card names this many accepted insurers, then "+n more". */
export const CARD_INSURER_COUNT = 3;

/** The profile section's id, which the card's "+n more" links to. */
export const INSURANCE_SECTION_ID = "insurance";
