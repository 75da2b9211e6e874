/**
 * The credentials shown after a clinician's name (spec discovery §2 "Doctor card": "Designations shown
 * come from a list of about 35 credentials, including MD, DO, DDS, DMD, DPM, OD, PhD, PsyD, AuD,
 * PharmD, DPT, ND, DC, FACP and combinations"). The spec lists only its first fourteen; the rest are
 * ours: the fellowships, boards and second degrees of the network's combinations (decision 109).
 */
/** The credentials the spec names, each also a designation on its own. */
const SPEC_NAMED_CREDENTIALS = [
  "MD",
  "DO",
  "DDS",
  "DMD",
  "DPM",
  "OD",
  "PhD",
  "PsyD",
  "AuD",
  "PharmD",
  "DPT",
  "ND",
  "DC",
  "FACP",
] as const;

export const CREDENTIALS = [
  ...SPEC_NAMED_CREDENTIALS,
  "FACS",
  "FACC",
  "FAAP",
  "FACOG",
  "FAAFP",
  "FACE",
  "FCCP",
  "FAAOS",
  "FACEP",
  "FACOI",
  "FACFAS",
  "FAAO",
  "ABPP",
  "MPH",
  "MBA",
] as const;
export type Credential = (typeof CREDENTIALS)[number];

/** The designations of the list: the credentials alone and the combinations a clinician holds. */
export const DESIGNATIONS = [
  ...SPEC_NAMED_CREDENTIALS,
  "MD, FACP",
  "MD, FACS",
  "MD, FACC",
  "MD, FAAP",
  "MD, FACOG",
  "MD, FAAFP",
  "MD, FACE",
  "MD, FCCP",
  "MD, FAAOS",
  "MD, FACEP",
  "MD, PhD",
  "MD, MPH",
  "MD, MBA",
  "DO, FACOI",
  "DO, FAAFP",
  "DO, FACOG",
  "DO, MPH",
  "DDS, MD",
  "DPM, FACFAS",
  "OD, FAAO",
  "PhD, ABPP",
] as const;
export type Designation = (typeof DESIGNATIONS)[number];

const CREDENTIAL_BY_KEY = new Map<string, Credential>(
  CREDENTIALS.map((credential) => [credential.toUpperCase(), credential]),
);

/**
 * The designation as shown (decision 109): its listed credentials in the list's spelling and the
 * source's order, comma-separated, whatever the source's case or separators ("md;facp", "MD FACP" →
 * "MD, FACP"). A credential not on the list is left out, never shown: "MD, XYZ" shows "MD", and a
 * designation with none listed shows nothing after the name.
 */
export function shownDesignation(designation: string): string {
  const shown: Credential[] = [];
  for (const part of designation.split(/[,;\s]+/)) {
    const credential = CREDENTIAL_BY_KEY.get(part.replace(/\./g, "").toUpperCase());
    if (credential && !shown.includes(credential)) shown.push(credential);
  }
  return shown.join(", ");
}

/** Whether the designation is exactly one of the list, as stored data must be (the seed's test). */
export function isListedDesignation(designation: string): designation is Designation {
  return (DESIGNATIONS as readonly string[]).includes(designation);
}
