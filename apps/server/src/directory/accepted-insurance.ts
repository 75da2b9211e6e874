import type { AcceptedInsurer } from "@fad/contracts/provider/insurance";

/** One accepted plan as the details statement reads it: insurer id and name, plan id and name. */
export type AcceptedPlanTuple = [number, string, number, string];

/** The same order as the insurance call's list: by name, case and accents aside (one collator: a
 * localeCompare with options builds a collator per call, which cost a results page milliseconds). */
const byName = new Intl.Collator("en", { sensitivity: "base" }).compare;

/** A location's accepted plans grouped by insurer, insurers and their plans by name (decision 67). */
export function groupAcceptedInsurance(plans: readonly AcceptedPlanTuple[]): AcceptedInsurer[] {
  const byInsurer = new Map<number, AcceptedInsurer>();
  for (const [insurerId, payorName, planId, planName] of plans) {
    let insurer = byInsurer.get(insurerId);
    if (!insurer) {
      insurer = { insurerId, insurancePayorName: payorName, insurancePlans: [] };
      byInsurer.set(insurerId, insurer);
    }
    insurer.insurancePlans.push({ insurancePlanId: planId, insurancePlanName: planName });
  }
  const insurers = [...byInsurer.values()].sort(
    (a, b) => byName(a.insurancePayorName, b.insurancePayorName) || a.insurerId - b.insurerId,
  );
  for (const insurer of insurers) {
    insurer.insurancePlans.sort(
      (a, b) => byName(a.insurancePlanName, b.insurancePlanName) || a.insurancePlanId - b.insurancePlanId,
    );
  }
  return insurers;
}
