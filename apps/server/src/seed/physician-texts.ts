import type { Faker } from "@faker-js/faker";
import { EDUCATION_PATHS } from "./education-catalog.ts";
import type { CredentialDraft } from "./generate-credentials.ts";
import type { SpecialtyEntry } from "./specialty-entry.ts";

const PHILOSOPHIES = [
  "I believe the best care starts with listening. I take the time to understand each patient's goals and build a plan together.",
  "My approach is to treat the whole person, not just the condition, and to make sure every patient leaves knowing the next step.",
  "Good medicine is a partnership. I explain the options clearly, respect my patients' choices and stay with them for the long run.",
  "Prevention comes first. I help my patients stay well, and when they are ill I work to get them back to the life they enjoy.",
  "Every patient deserves compassionate, evidence-based care delivered with dignity and without hurry.",
  "I want my patients to feel heard. Questions are always welcome, and no concern is too small to talk about.",
  "Health is more than the absence of disease. I look at sleep, stress, nutrition and family life as much as at test results.",
  "I practice the kind of medicine I would want for my own family: honest, unhurried and grounded in the best evidence.",
];

const INTERESTS = [
  "hiking",
  "cooking for friends",
  "coaching youth soccer",
  "playing guitar",
  "gardening",
  "running half marathons",
  "cycling",
  "travelling with family",
  "reading history",
  "fly fishing",
];

export interface ClinicianFacts {
  firstName: string;
  lastName: string;
  gender: "Male" | "Female";
  specialties: SpecialtyEntry[];
  languages: string[];
  credentials: CredentialDraft[];
}

/**
 * A profile biography in the voice of a real network's directory. About one in seven has none, and
 * about half run past the 500 characters the profile shows before "View Full Bio".
 */
export function biographyFor(faker: Faker, clinician: ClinicianFacts): string | null {
  if (faker.datatype.boolean(0.15)) return null;
  const [primary] = clinician.specialties as [SpecialtyEntry];
  const she = clinician.gender === "Female" ? "She" : "He";
  const her = clinician.gender === "Female" ? "her" : "his";
  const doctor = `Dr. ${clinician.lastName}`;
  const [degree, training] = clinician.credentials;
  const conditions = faker.helpers.arrayElements(primary.conditions, Math.min(3, primary.conditions.length));

  const opening = [
    `${doctor} practices ${primary.name.toLowerCase()}, caring for ${primary.patients} with ${listOf(conditions.map(asKeyword))}.`,
    `${she} earned ${her} ${EDUCATION_PATHS[primary.training].degreeNoun} at ${(degree as CredentialDraft).organization_or_school}`,
  ].join(" ");
  const paragraphs = [
    training && training.type !== "Fellowship" && training.type !== "Board Certification"
      ? `${opening} and completed ${her} ${training.type.toLowerCase()} at ${training.organization_or_school}.`
      : `${opening}.`,
  ];
  const second = clinician.specialties[1];
  if (second) {
    paragraphs.push(
      `In addition to ${primary.name.toLowerCase()}, ${doctor} sees patients for ${second.name.toLowerCase()}, including ${asKeyword(faker.helpers.arrayElement(second.conditions))}.`,
    );
  }
  if (faker.datatype.boolean(0.5)) {
    paragraphs.push(
      `${she} has a special interest in ${asKeyword(faker.helpers.arrayElement(primary.procedures))} and in helping patients understand their options before any treatment. ${she} takes part in quality programs that shorten waits and make visits easier for patients and their families, and teaches students and residents.`,
      `Outside the clinic, ${doctor} enjoys ${faker.helpers.arrayElement(INTERESTS)} and volunteers at a community health clinic.${spokenLanguages(doctor, clinician.languages)}`,
    );
  }
  return paragraphs.join("\n\n");
}

export function carePhilosophyFor(faker: Faker): string | null {
  return faker.datatype.boolean(0.5) ? faker.helpers.arrayElement(PHILOSOPHIES) : null;
}

function spokenLanguages(doctor: string, languages: string[]): string {
  return languages.length > 1 ? ` ${doctor} sees patients in ${listOf(languages)}.` : "";
}

/** Names that keep their capital in running text. */
const PROPER_WORDS = new Set(["Botox"]);

/**
 * Keywords in running text: "Atrial Fibrillation" → "atrial fibrillation", while acronyms ("HIV") and
 * eponyms ("Crohn's Disease" → "Crohn's disease") keep their capitals.
 */
export function asKeyword(keyword: string): string {
  return keyword
    .split(" ")
    .map((word) =>
      /^[A-Z][a-z]*(-[A-Za-z][a-z]*)*,?$/.test(word) && !PROPER_WORDS.has(word) ? word.toLowerCase() : word,
    )
    .join(" ");
}

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
