import type { Insertable } from "kysely";
import type { InsurancePlansTable, LocationInsurancePlansTable } from "../database/database-schema.ts";
import { INSURER_CATALOG, SHARE_OF_PLANS_ACCEPTED } from "./insurer-catalog.ts";

type PlanRow = Insertable<InsurancePlansTable>;

/**
 * The plans each demo location accepts (decision 67): per insurer, a location takes it with the
 * catalogue's share, then each of its plans with SHARE_OF_PLANS_ACCEPTED (one at least). Drawn from a
 * generator of its own, seeded by the seed and the location id, so the rest of the network (drawn from
 * the seed's shared faker) is the same as without insurance, and a location's answer does not depend on
 * how many others there are.
 */
export function generateLocationInsurance(
  locationIds: readonly string[],
  plans: readonly PlanRow[],
  seed: number,
): Insertable<LocationInsurancePlansTable>[] {
  const plansByInsurer = new Map<number, number[]>();
  for (const plan of plans) {
    if (plan.id === undefined) throw new Error("seeded plans carry their ids");
    plansByInsurer.set(plan.insurer_id, [...(plansByInsurer.get(plan.insurer_id) ?? []), plan.id]);
  }
  const rows: Insertable<LocationInsurancePlansTable>[] = [];
  for (const locationId of locationIds) {
    const random = seededRandom(`${seed}:${locationId}:insurance`);
    INSURER_CATALOG.forEach((insurer, index) => {
      const accepted = random() < insurer.shareOfLocations;
      const planIds = plansByInsurer.get(index + 1) ?? [];
      // Drawn even when not accepted, so each insurer's draws stay in step across locations.
      const taken = planIds.filter(() => random() < SHARE_OF_PLANS_ACCEPTED);
      if (!accepted || planIds.length === 0) return;
      const chosen = taken.length > 0 ? taken : [planIds[Math.floor(random() * planIds.length)] as number];
      for (const planId of chosen) rows.push({ location_id: locationId, insurance_plan_id: planId });
    });
  }
  return rows;
}

/** mulberry32 seeded by the FNV-1a hash of a text: small, fast and the same on every machine. */
function seededRandom(text: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    state ^= text.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
