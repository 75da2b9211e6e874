import type { Faker } from "@faker-js/faker";
import { EDUCATION_PATHS, OSTEOPATHIC_SCHOOLS, physicianBoardFor, TRAINING_HOSPITALS } from "./education-catalog.ts";
import type { SpecialtyEntry } from "./specialty-entry.ts";

export interface CredentialDraft {
  organization_or_school: string;
  type: string;
  year_received: number;
}

/** Graduation years are fixed, not counted back from today, so the rows never depend on the date. */
const FIRST_GRADUATION = 1978;
const LAST_GRADUATION = 2019;

/**
 * Education in the order a profile lists it: degree, residency or internship, fellowship, board
 * certification. The board appears exactly when the primary specialty is marked board certified.
 */
export function credentialsFor(
  faker: Faker,
  clinician: { primary: SpecialtyEntry; designation: string; boardCertified: boolean },
): CredentialDraft[] {
  const { primary } = clinician;
  const path = EDUCATION_PATHS[primary.training];
  const osteopathic = clinician.designation.startsWith("DO");
  const graduated = faker.number.int({ min: FIRST_GRADUATION, max: LAST_GRADUATION });
  const credentials: CredentialDraft[] = [
    {
      organization_or_school: faker.helpers.arrayElement(osteopathic ? OSTEOPATHIC_SCHOOLS : path.schools),
      type: path.degreeType,
      year_received: graduated,
    },
  ];
  let trained = graduated;
  if (path.training) {
    const years = primary.training === "physician" && primary.kind === "surgical" ? 5 : path.training.years;
    trained += years;
    credentials.push({
      organization_or_school: faker.helpers.arrayElement(path.training.places),
      type: path.training.type,
      year_received: trained,
    });
  }
  if (primary.training === "physician" && primary.kind !== "primary" && faker.datatype.boolean(0.65)) {
    trained += faker.helpers.arrayElement([1, 2, 3]);
    credentials.push({
      organization_or_school: faker.helpers.arrayElement(TRAINING_HOSPITALS),
      type: "Fellowship",
      year_received: trained,
    });
  }
  const board = primary.training === "physician" ? physicianBoardFor(primary.name) : path.board;
  if (clinician.boardCertified && board) {
    credentials.push({ organization_or_school: board, type: "Board Certification", year_received: trained + 1 });
  }
  return credentials;
}

/** Whether a clinician of this specialty can be board certified at all (chiropractors, for one, cannot). */
export function hasBoard(specialty: SpecialtyEntry): boolean {
  return specialty.training === "physician" || Boolean(EDUCATION_PATHS[specialty.training].board);
}
