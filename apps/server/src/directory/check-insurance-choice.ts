import { insuranceChoiceSchema } from "@fad/contracts/provider/insurance";
import type { SearchProvidersQuery } from "@fad/contracts/provider/search-providers";
import type { Database } from "../database/create-database.ts";
import { listInsurers } from "../scheduling/list-insurers.ts";

/** A search's insurance filter that the insurance list does not hold: a 400 naming the field. */
export class InsuranceChoiceError extends Error {
  readonly statusCode = 400;
  constructor(details: string) {
    super(details);
    this.name = "InsuranceChoiceError";
  }
}

/**
 * The search's insurance filter checked against the insurance list as the database holds it now (the
 * request schema has checked the ids' form; which ids exist is data): an unknown insurer, or a plan of
 * another insurer, is refused with the contracts' messages, never searched for.
 */
export async function checkInsuranceChoice(
  db: Database,
  query: Pick<SearchProvidersQuery, "insurerId" | "insurancePlanId">,
): Promise<{ insurerId: number; planId: number | null } | null> {
  if (query.insurerId === undefined) return null;
  const choice = { insurerId: query.insurerId, insurancePlanId: query.insurancePlanId };
  const checked = insuranceChoiceSchema(await listInsurers({ db })).safeParse(choice);
  if (!checked.success) {
    const details = checked.error.issues.map((issue) => `body.${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new InsuranceChoiceError(details);
  }
  return { insurerId: query.insurerId, planId: query.insurancePlanId ?? null };
}
