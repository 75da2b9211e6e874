/** Insurers and their plans offered in the patient form ('No Insurance' is added by the insurance call). */
export const INSURER_CATALOG: { payorName: string; plans: string[] }[] = [
  { payorName: "Aetna", plans: ["Aetna Choice POS II", "Aetna Open Access HMO", "Aetna Medicare Advantage"] },
  { payorName: "Blue Cross Blue Shield", plans: ["BlueCard PPO", "Blue Advantage HMO", "BlueMedicare"] },
  { payorName: "Cigna", plans: ["Cigna Open Access Plus", "Cigna LocalPlus", "Cigna Connect"] },
  { payorName: "Humana", plans: ["Humana Gold Plus HMO", "Humana ChoiceCare PPO"] },
  { payorName: "UnitedHealthcare", plans: ["UHC Choice Plus", "UHC Navigate", "AARP Medicare Advantage"] },
  { payorName: "Medicare", plans: ["Medicare Part B"] },
  { payorName: "Medicaid", plans: ["State Medicaid", "Medicaid Managed Care"] },
  { payorName: "Tricare", plans: ["Tricare Prime", "Tricare Select"] },
  { payorName: "Ambetter", plans: ["Ambetter Balanced Care", "Ambetter Essential Care"] },
  { payorName: "Oscar Health", plans: ["Oscar Classic", "Oscar Simple"] },
];
