/**
 * Insurers and their plans offered in the patient form ('No Insurance' is added by the insurance call),
 * with the share of demo locations accepting each (decision 67): the national plans almost everywhere,
 * the marketplace and military plans at fewer clinics, as in a real network.
 */
export const INSURER_CATALOG: { payorName: string; plans: string[]; shareOfLocations: number }[] = [
  {
    payorName: "Aetna",
    plans: ["Aetna Choice POS II", "Aetna Open Access HMO", "Aetna Medicare Advantage"],
    shareOfLocations: 0.75,
  },
  {
    payorName: "Blue Cross Blue Shield",
    plans: ["BlueCard PPO", "Blue Advantage HMO", "BlueMedicare"],
    shareOfLocations: 0.85,
  },
  {
    payorName: "Cigna",
    plans: ["Cigna Open Access Plus", "Cigna LocalPlus", "Cigna Connect"],
    shareOfLocations: 0.65,
  },
  { payorName: "Humana", plans: ["Humana Gold Plus HMO", "Humana ChoiceCare PPO"], shareOfLocations: 0.55 },
  {
    payorName: "UnitedHealthcare",
    plans: ["UHC Choice Plus", "UHC Navigate", "AARP Medicare Advantage"],
    shareOfLocations: 0.75,
  },
  { payorName: "Medicare", plans: ["Medicare Part B"], shareOfLocations: 0.9 },
  { payorName: "Medicaid", plans: ["State Medicaid", "Medicaid Managed Care"], shareOfLocations: 0.5 },
  { payorName: "Tricare", plans: ["Tricare Prime", "Tricare Select"], shareOfLocations: 0.35 },
  { payorName: "Ambetter", plans: ["Ambetter Balanced Care", "Ambetter Essential Care"], shareOfLocations: 0.3 },
  { payorName: "Oscar Health", plans: ["Oscar Classic", "Oscar Simple"], shareOfLocations: 0.25 },
];

/** An accepted insurer's plans are each taken with this chance (at least one always is). */
export const SHARE_OF_PLANS_ACCEPTED = 0.75;
