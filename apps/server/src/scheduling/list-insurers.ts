import { type Insurer, NO_INSURANCE } from "@fad/contracts/provider/insurance";
import type { Database } from "../database/create-database.ts";

/**
 * The insurance list (spec booking §3 "Insurer"): 'No Insurance' first, then every insurer by name
 * with its plans by name.
 */
export async function listInsurers(options: { db: Database }): Promise<Insurer[]> {
  const rows = await options.db
    .selectFrom("insurers as i")
    .leftJoin("insurance_plans as p", "p.insurer_id", "i.id")
    .select(["i.id as insurerId", "i.payor_name as payorName", "p.id as planId", "p.plan_name as planName"])
    .execute();
  const byInsurer = new Map<number, Insurer>();
  for (const row of rows) {
    let insurer = byInsurer.get(row.insurerId);
    if (!insurer) {
      insurer = { insurerId: row.insurerId, insurancePayorName: row.payorName, insurancePlans: [] };
      byInsurer.set(row.insurerId, insurer);
    }
    if (row.planId !== null && row.planName !== null) {
      insurer.insurancePlans.push({ insurancePlanId: row.planId, insurancePlanName: row.planName });
    }
  }
  const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });
  const insurers = [...byInsurer.values()]
    .filter((insurer) => insurer.insurancePayorName !== NO_INSURANCE)
    .sort((a, b) => byName(a.insurancePayorName, b.insurancePayorName));
  for (const insurer of insurers) {
    insurer.insurancePlans.sort((a, b) => byName(a.insurancePlanName, b.insurancePlanName));
  }
  return [{ insurancePayorName: NO_INSURANCE, insurancePlans: [] }, ...insurers];
}
