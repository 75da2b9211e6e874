/**
 * The code systems the directory's own words are published in (Plan-Net binds specialty to the NUCC
 * provider taxonomy, role to its ProviderRoleCS, language to BCP-47). A word with no code here is
 * published as text only, never given a guessed code.
 */
export const NUCC = "http://nucc.org/provider-taxonomy";
export const PROVIDER_ROLE_CS = "http://hl7.org/fhir/us/davinci-pdex-plan-net/CodeSystem/ProviderRoleCS";
export const ORG_TYPE_CS = "http://hl7.org/fhir/us/davinci-pdex-plan-net/CodeSystem/OrgTypeCS";
export const ACCEPTING_PATIENTS_CS = "http://hl7.org/fhir/us/davinci-pdex-plan-net/CodeSystem/AcceptingPatientsCS";
export const NPI_SYSTEM = "http://hl7.org/fhir/sid/us-npi";
export const BCP47 = "urn:ietf:bcp:47";
export const DEGREE_CS = "http://terminology.hl7.org/CodeSystem/v2-0360|2.7";

/**
 * Our specialty names → NUCC taxonomy code and its display (each checked against the NUCC file in
 * shared/interop/nppes by fhir/directory-codes.test.ts). Where NUCC has no exact specialization
 * (Bariatric Surgery) the nearest broader classification is given.
 */
export const SPECIALTY_TAXONOMY: Record<string, string> = {
  "Allergy and Immunology": "207K00000X",
  Anesthesiology: "207L00000X",
  Audiology: "231H00000X",
  "Bariatric Surgery": "208600000X",
  Cardiology: "207RC0000X",
  "Cardiothoracic Surgery": "208G00000X",
  Chiropractic: "111N00000X",
  "Clinical Pharmacy": "183500000X",
  "Colon and Rectal Surgery": "208C00000X",
  Dermatology: "207N00000X",
  "Emergency Medicine": "207P00000X",
  Endocrinology: "207RE0101X",
  "Family Medicine": "207Q00000X",
  Gastroenterology: "207RG0100X",
  "General Dentistry": "1223G0001X",
  "General Surgery": "208600000X",
  "Geriatric Medicine": "207RG0300X",
  "Gynecologic Oncology": "207VX0201X",
  "Hand Surgery": "2086S0105X",
  Hematology: "207RH0000X",
  "Hospital Medicine": "208M00000X",
  "Infectious Disease": "207RI0200X",
  "Internal Medicine": "207R00000X",
  "Interventional Radiology": "2085R0204X",
  "Maternal-Fetal Medicine": "207VM0101X",
  "Medical Oncology": "207RX0202X",
  "Naturopathic Medicine": "175F00000X",
  Neonatology: "2080N0001X",
  Nephrology: "207RN0300X",
  Neurology: "2084N0400X",
  Neurosurgery: "207T00000X",
  "Obstetrics and Gynecology": "207V00000X",
  Ophthalmology: "207W00000X",
  Optometry: "152W00000X",
  "Oral and Maxillofacial Surgery": "1223S0112X",
  "Orthopedic Surgery": "207X00000X",
  Otolaryngology: "207Y00000X",
  "Pain Medicine": "207LP2900X",
  Pediatrics: "208000000X",
  "Physical Medicine and Rehabilitation": "208100000X",
  "Physical Therapy": "225100000X",
  "Plastic Surgery": "208200000X",
  Podiatry: "213E00000X",
  Psychiatry: "2084P0800X",
  Psychology: "103T00000X",
  Pulmonology: "207RP1001X",
  "Radiation Oncology": "2085R0001X",
  Rheumatology: "207RR0500X",
  "Sleep Medicine": "207QS1201X",
  "Sports Medicine": "207QS0010X",
  Urology: "208800000X",
  "Vascular Surgery": "2086S0129X",
};

/** The specialty names a NUCC code stands for (two of ours share General Surgery's code). */
export function specialtiesOfTaxonomy(code: string): string[] {
  return Object.entries(SPECIALTY_TAXONOMY)
    .filter(([, taxonomy]) => taxonomy === code)
    .map(([name]) => name);
}

/** Credentials of a designation → the Plan-Net provider role (ProviderRoleCS); an earlier line wins. */
const ROLE_BY_CREDENTIAL: [RegExp, string, string][] = [
  [/^(MD|DO)$/, "ph", "Physician"],
  [/^(DDS|DMD)$/, "de", "Dentist"],
  [/^DPM$/, "po", "Podiatrist"],
  [/^OD$/, "oo", "Optometrist"],
  [/^(PHD|PSYD)$/, "py", "Psychologist"],
  [/^(PT|DPT)$/, "pt", "Physical Therapist"],
  [/^DC$/, "ch", "Chiropractor"],
  [/^(ND|NMD)$/, "na", "Naturopath"],
  [/^PHARMD$/, "rx", "Pharmacy Service Providers"],
  [/^AUD$/, "au", "Audiologist"],
  [/^PA(-C)?$/, "pa", "Physician Assistant"],
  [/^(NP|APRN|FNP|CRNP)$/, "crnp", "Certified Registered Nurse Practitioner"],
];

const CREDENTIAL_SEPARATOR = "(^|[,;[:space:]])";
const CREDENTIAL_END = "($|[,;[:space:]])";

/**
 * The same rule as providerRoleOf as two PostgreSQL regular expressions over the designation (upper
 * case, dots removed): a role is given when one of its credentials is there and none of a role listed
 * before it (providerRoleOf tries each credential in order, so "DDS, MD" reads as a dentist; here the
 * earlier pattern wins). Null for a code no designation gives.
 */
export function roleCredentialPattern(code: string): { matches: string; notEarlier: string } | null {
  const index = ROLE_BY_CREDENTIAL.findIndex(([, roleCode]) => roleCode === code);
  if (index < 0) return null;
  const alternatives = (pattern: RegExp) => pattern.source.replace(/^\^|\$$/g, "");
  const of = (patterns: RegExp[]) =>
    patterns.length === 0 ? "$^" : `${CREDENTIAL_SEPARATOR}(${patterns.map(alternatives).join("|")})${CREDENTIAL_END}`;
  return {
    matches: of([ROLE_BY_CREDENTIAL[index]?.[0] as RegExp]),
    notEarlier: of(ROLE_BY_CREDENTIAL.slice(0, index).map(([pattern]) => pattern)),
  };
}

export function credentialsOf(designation: string): string[] {
  return designation
    .split(/[,;\s]+/)
    .map((part) => part.replace(/\./g, "").toUpperCase())
    .filter((part) => part.length > 0);
}

/** The first role (in ROLE_BY_CREDENTIAL's order) one of the designation's credentials gives. */
export function providerRoleOf(designation: string): { code: string; display: string } | null {
  const credentials = credentialsOf(designation);
  for (const [pattern, code, display] of ROLE_BY_CREDENTIAL) {
    if (credentials.some((credential) => pattern.test(credential))) return { code, display };
  }
  return null;
}

/** Language names as the directory stores them → BCP-47. */
export const LANGUAGE_CODES: Record<string, string> = {
  English: "en",
  Spanish: "es",
  French: "fr",
  German: "de",
  Italian: "it",
  Portuguese: "pt",
  Russian: "ru",
  Polish: "pl",
  Ukrainian: "uk",
  Greek: "el",
  Arabic: "ar",
  Hebrew: "he",
  Persian: "fa",
  Farsi: "fa",
  Urdu: "ur",
  Hindi: "hi",
  Gujarati: "gu",
  Punjabi: "pa",
  Bengali: "bn",
  Tamil: "ta",
  Telugu: "te",
  Chinese: "zh",
  Mandarin: "zh",
  Cantonese: "yue",
  Japanese: "ja",
  Korean: "ko",
  Vietnamese: "vi",
  Tagalog: "tl",
  Hmong: "hmn",
  Somali: "so",
  Amharic: "am",
  "Haitian Creole": "ht",
  Navajo: "nv",
  "American Sign Language": "ase",
  Turkish: "tr",
  Thai: "th",
  Swahili: "sw",
};
