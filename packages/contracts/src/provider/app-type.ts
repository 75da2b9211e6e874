import { z } from "zod";

/** The App type entity of spec discovery §3 / booking §3, shared by the specialty and appointment-type calls. */
export const PATIENT_TYPES = ["New", "Current", "New/Current"] as const;
export type PatientType = (typeof PATIENT_TYPES)[number];

export const appTypeSchema = z.object({
  code: z.string(),
  friendlyName2: z.string(),
  abbreviation: z.string(),
  mhdAppointmentTypeName: z.string(),
  patientType: z.enum(PATIENT_TYPES),
});
export type AppType = z.infer<typeof appTypeSchema>;

/** The type only the texting flow offers (spec booking §3). */
export const ER_PRIVATE_FRIENDLY_NAME = "ER Private";

/** Spec discovery §9: app types are sorted by friendlyName2. */
export function compareAppTypes(a: Pick<AppType, "friendlyName2">, b: Pick<AppType, "friendlyName2">): number {
  return a.friendlyName2.localeCompare(b.friendlyName2, "en", { sensitivity: "base" });
}
