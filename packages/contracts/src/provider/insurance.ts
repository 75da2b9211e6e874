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
  insurancePayorName: z.string(),
  insurancePlans: z.array(insurancePlanSchema),
});
export type Insurer = z.infer<typeof insurerSchema>;

export const insuranceResponseSchema = envelopeSchema(z.array(insurerSchema));
export type InsuranceResponse = z.infer<typeof insuranceResponseSchema>;
