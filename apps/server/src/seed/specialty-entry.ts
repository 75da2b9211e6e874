/**
 * Real specialty names with the conditions they treat and the procedures they perform: the source of
 * the spec's "Procedures and Conditions" keywords and of the keyword type-ahead.
 */
export type SpecialtyKind = "primary" | "medical" | "surgical";

/** The degree path behind a specialty; it decides designations, schools and board names. */
export type Training =
  | "physician"
  | "dentist"
  | "oral-surgeon"
  | "podiatrist"
  | "optometrist"
  | "psychologist"
  | "audiologist"
  | "physical-therapist"
  | "chiropractor"
  | "naturopath"
  | "pharmacist";

export interface SpecialtyEntry {
  name: string;
  /** Primary care offers annual and sick visits; surgical specialties consultations and post-op checks. */
  kind: SpecialtyKind;
  training: Training;
  /** Relative share of the network's clinicians: primary care is the largest group, as in real networks. */
  weight: number;
  /** Who the specialty sees, as a bio would say it ("adults", "children and teens"). */
  patients: string;
  /** Specialties a clinician of this one also lists as a second specialty. */
  related: string[];
  conditions: string[];
  procedures: string[];
}

export type SpecialtyInput = Omit<SpecialtyEntry, "training" | "related"> &
  Partial<Pick<SpecialtyEntry, "training" | "related">>;

export function specialty(input: SpecialtyInput): SpecialtyEntry {
  return { training: "physician", related: [], ...input };
}
