import { z } from "zod";
import { type AppType, appTypeSchema, compareAppTypes, type PatientType } from "./app-type.ts";

/**
 * The visit a patient says before picking a time (issue 39, problem 2; decision 129): new to the
 * doctor, or seen within the last 3 years (the spec's step 1 question, asked earlier). Ours: the spec
 * asks it only on booking step 1, after the time.
 */
export const VISITS = ["new", "returning"] as const;
export type Visit = (typeof VISITS)[number];
export const visitSchema = z.enum(VISITS);

/** The visit when none is said: a new patient, as the cards and profile showed before (decision 86). */
export const DEFAULT_VISIT: Visit = "new";

/** Spec booking §4: the step 1 answer a visit stands for ("Yes": seen within 3 years). */
export function answerOfVisit(visit: Visit): "Yes" | "No" {
  return visit === "returning" ? "Yes" : "No";
}

export function visitOfAnswer(answer: "Yes" | "No"): Visit {
  return answer === "Yes" ? "returning" : "new";
}

/** Spec booking §4's exclusion: a new patient books no Current type, a returning one no New type. */
export function typeFitsVisit(patientType: PatientType, visit: Visit): boolean {
  return patientType !== (visit === "new" ? "Current" : "New");
}

/** Reads a visit from an address parameter; anything else is the default. */
export function parseVisit(value: string | null | undefined): Visit {
  return value === "returning" ? "returning" : DEFAULT_VISIT;
}

/** Ours: the type a location's shown times are for, so a card and the profile can say it. */
export const shownAppTypeSchema = appTypeSchema.pick({ code: true, friendlyName2: true, patientType: true });
export type ShownAppType = Pick<AppType, "code" | "friendlyName2" | "patientType">;

/**
 * The types a calendar offers the visit, as booking step 1 would (spec booking §4: by patient type,
 * sorted by friendlyName2; decision 125: a new patient is offered nothing where the location takes no
 * new patients), texting-only types left out. The first is the one the server shows by default.
 */
export function typesForVisit<T extends AppType>(
  types: readonly T[],
  visit: Visit,
  location: { acceptsNewPatients: boolean },
  isTextingOnly: (type: T) => boolean,
): T[] {
  if (visit === "new" && !location.acceptsNewPatients) return [];
  return types.filter((type) => typeFitsVisit(type.patientType, visit) && !isTextingOnly(type)).sort(compareAppTypes);
}
