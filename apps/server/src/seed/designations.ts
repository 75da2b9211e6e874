import type { Designation } from "@fad/contracts/provider/designations";
import type { SpecialtyEntry } from "./specialty-entry.ts";

/** The spec's credential list (packages/contracts, decision 109): the seed draws only from it. */
export { DESIGNATIONS, type Designation } from "@fad/contracts/provider/designations";

type Weighted = { value: Designation; weight: number };

/** Any MD or DO: most clinicians hold the plain degree, a few a second degree. */
const PHYSICIAN_DEGREES: Weighted[] = [
  { value: "MD", weight: 70 },
  { value: "DO", weight: 16 },
  { value: "MD, PhD", weight: 2 },
  { value: "MD, MPH", weight: 1.5 },
  { value: "MD, MBA", weight: 1 },
  { value: "DO, MPH", weight: 0.5 },
];

const INTERNAL_MEDICINE_FAMILY = [
  "Internal Medicine",
  "Hospital Medicine",
  "Geriatric Medicine",
  "Infectious Disease",
  "Nephrology",
  "Rheumatology",
  "Hematology",
  "Medical Oncology",
  "Endocrinology",
  "Gastroenterology",
  "Pulmonology",
];

/** College fellowships, each earned in particular specialties only. */
const FELLOWSHIPS: { designations: Weighted[]; specialties: string[] }[] = [
  {
    designations: [
      { value: "MD, FACP", weight: 6 },
      { value: "DO, FACOI", weight: 2 },
      { value: "FACP", weight: 0.5 },
    ],
    specialties: INTERNAL_MEDICINE_FAMILY,
  },
  { designations: [{ value: "MD, FACC", weight: 10 }], specialties: ["Cardiology"] },
  { designations: [{ value: "MD, FAAP", weight: 8 }], specialties: ["Pediatrics", "Neonatology"] },
  {
    designations: [
      { value: "MD, FACOG", weight: 8 },
      { value: "DO, FACOG", weight: 2 },
    ],
    specialties: ["Obstetrics and Gynecology", "Maternal-Fetal Medicine", "Gynecologic Oncology"],
  },
  {
    designations: [
      { value: "MD, FAAFP", weight: 6 },
      { value: "DO, FAAFP", weight: 3 },
    ],
    specialties: ["Family Medicine"],
  },
  { designations: [{ value: "MD, FACE", weight: 8 }], specialties: ["Endocrinology"] },
  { designations: [{ value: "MD, FCCP", weight: 8 }], specialties: ["Pulmonology", "Sleep Medicine"] },
  { designations: [{ value: "MD, FAAOS", weight: 8 }], specialties: ["Orthopedic Surgery", "Hand Surgery"] },
  { designations: [{ value: "MD, FACEP", weight: 8 }], specialties: ["Emergency Medicine"] },
];

/** Clinicians outside medicine carry their own degrees. */
const ALLIED_DEGREES: Record<Exclude<SpecialtyEntry["training"], "physician">, Weighted[]> = {
  dentist: [
    { value: "DDS", weight: 6 },
    { value: "DMD", weight: 4 },
  ],
  "oral-surgeon": [
    { value: "DDS", weight: 4 },
    { value: "DMD", weight: 3 },
    { value: "DDS, MD", weight: 3 },
  ],
  podiatrist: [
    { value: "DPM", weight: 8 },
    { value: "DPM, FACFAS", weight: 2 },
  ],
  optometrist: [
    { value: "OD", weight: 8 },
    { value: "OD, FAAO", weight: 2 },
  ],
  psychologist: [
    { value: "PhD", weight: 5 },
    { value: "PsyD", weight: 5 },
    { value: "PhD, ABPP", weight: 1 },
  ],
  audiologist: [{ value: "AuD", weight: 1 }],
  "physical-therapist": [{ value: "DPT", weight: 1 }],
  chiropractor: [{ value: "DC", weight: 1 }],
  naturopath: [{ value: "ND", weight: 1 }],
  pharmacist: [{ value: "PharmD", weight: 1 }],
};

/** The designations a clinician whose primary specialty is this one may carry, weighted. */
export function designationsFor(primary: SpecialtyEntry): Weighted[] {
  if (primary.training !== "physician") return ALLIED_DEGREES[primary.training];
  const surgical: Weighted[] = primary.kind === "surgical" ? [{ value: "MD, FACS", weight: 8 }] : [];
  const fellowships = FELLOWSHIPS.filter((fellowship) => fellowship.specialties.includes(primary.name)).flatMap(
    (fellowship) => fellowship.designations,
  );
  return [...PHYSICIAN_DEGREES, ...surgical, ...fellowships];
}
