import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";

/** GET /fadmaa/provider/insurance/: insurers with their plans for the insurance list (spec booking §3, §7). */
export const INSURANCE_PATH = "/provider/insurance/";

/** The option for patients without insurance (spec booking §3); the call lists it first, with no plans. */
export const NO_INSURANCE = "No Insurance";

/** The Insurer entity of spec booking §3. */
export const insurancePlanSchema = z.object({
  insurancePlanId: z.number().int(),
  insurancePlanName: z.string(),
});
export const insurerSchema = z.object({
  /** Ours: the id the search's insurerId filter takes (decision 67); absent on 'No Insurance'. */
  insurerId: z.number().int().optional(),
  insurancePayorName: z.string(),
  insurancePlans: z.array(insurancePlanSchema),
});
export type Insurer = z.infer<typeof insurerSchema>;
export type InsurancePlan = z.infer<typeof insurancePlanSchema>;

export const insuranceResponseSchema = envelopeSchema(z.array(insurerSchema));
export type InsuranceResponse = z.infer<typeof insuranceResponseSchema>;

/** Ours: an insurer a location accepts, with the plans of it accepted there (search results, decision 67). */
export const acceptedInsurerSchema = insurerSchema.extend({ insurerId: z.number().int() });
export type AcceptedInsurer = z.infer<typeof acceptedInsurerSchema>;

/** The largest id the search's insurance fields take (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;
/** An insurer or plan id as the search body or a URL carries it: a positive whole number. */
export const INSURANCE_ID_PATTERN = /^[1-9]\d{0,9}$/;

export const INSURANCE_FILTER_MESSAGES = {
  planNeedsInsurer: "insurancePlanId needs the insurerId of its insurer",
  unknownInsurer: "is not an insurer of the insurance list (GET /fadmaa/provider/insurance/)",
  planOfAnotherInsurer: "is not a plan of the insurer insurerId",
} as const;

/** An id field of the search body: a whole number from 1, or a text holding one. */
export const insuranceIdSchema = z
  .union([z.number(), z.string().max(12).regex(INSURANCE_ID_PATTERN, "must be a whole number from 1")])
  .transform(Number)
  .pipe(z.number().int("must be a whole number from 1").min(1, "must be a whole number from 1").max(MAX_ID));

/** The insurance choice of a search, as the search body carries it. */
export interface InsuranceChoice {
  insurerId?: number | undefined;
  insurancePlanId?: number | undefined;
}

/**
 * The choice checked against the insurance list (the server's, read from the database): the insurer
 * must be on it and the plan one of that insurer's. Its issues name the body field, as the request
 * schema's do.
 */
export function insuranceChoiceSchema(insurers: readonly Insurer[]) {
  return z
    .object({ insurerId: z.number().int().optional(), insurancePlanId: z.number().int().optional() })
    .superRefine((choice, context) => {
      if (choice.insurerId === undefined) return;
      const insurer = insurers.find((entry) => entry.insurerId === choice.insurerId);
      if (!insurer) {
        context.addIssue({ code: "custom", path: ["insurerId"], message: INSURANCE_FILTER_MESSAGES.unknownInsurer });
        return;
      }
      const plans = insurer.insurancePlans;
      if (
        choice.insurancePlanId !== undefined &&
        !plans.some((plan) => plan.insurancePlanId === choice.insurancePlanId)
      ) {
        context.addIssue({
          code: "custom",
          path: ["insurancePlanId"],
          message: INSURANCE_FILTER_MESSAGES.planOfAnotherInsurer,
        });
      }
    });
}

/** The insurer and plan of a choice, looked up in the list; null when the list does not hold them. */
export function findInsuranceChoice(
  insurers: readonly Insurer[],
  choice: InsuranceChoice,
): { insurer: Insurer; plan: InsurancePlan | null } | null {
  const insurer = insurers.find((entry) => entry.insurerId !== undefined && entry.insurerId === choice.insurerId);
  if (!insurer) return null;
  if (choice.insurancePlanId === undefined) return { insurer, plan: null };
  const plan = insurer.insurancePlans.find((entry) => entry.insurancePlanId === choice.insurancePlanId);
  return plan ? { insurer, plan } : null;
}
