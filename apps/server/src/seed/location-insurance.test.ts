import { describe, expect, it } from "vitest";
import { INSURER_CATALOG } from "./insurer-catalog.ts";
import { generateLocationInsurance } from "./location-insurance.ts";
import { buildReferenceRows } from "./reference-data.ts";

const plans = buildReferenceRows().rows.insurance_plans;
const locationIds = Array.from({ length: 3000 }, (_, index) => `LOC-${index + 1}`);

describe("generateLocationInsurance", () => {
  const rows = generateLocationInsurance(locationIds, plans, 20261122);

  it("gives each insurer about its catalogue share of locations, with at least one of its plans", () => {
    INSURER_CATALOG.forEach((insurer, index) => {
      const planIds = new Set(plans.filter((plan) => plan.insurer_id === index + 1).map((plan) => plan.id));
      const locations = new Set(rows.filter((row) => planIds.has(row.insurance_plan_id)).map((row) => row.location_id));
      expect(locations.size / locationIds.length, insurer.payorName).toBeCloseTo(insurer.shareOfLocations, 1);
    });
  });

  it("accepts some but not always all of an insurer's plans", () => {
    const perLocationPlan = new Set(rows.map((row) => `${row.location_id}/${row.insurance_plan_id}`));
    expect(perLocationPlan.size).toBe(rows.length);
    const aetnaPlans = plans.filter((plan) => plan.insurer_id === 1).map((plan) => plan.id);
    const aetnaCounts = locationIds.map(
      (id) => aetnaPlans.filter((planId) => perLocationPlan.has(`${id}/${planId}`)).length,
    );
    expect(new Set(aetnaCounts)).toEqual(new Set([0, 1, 2, 3]));
  });

  it("is the same for the same seed, whatever other locations there are, and differs for another seed", () => {
    const again = generateLocationInsurance(locationIds.slice(0, 10), plans, 20261122);
    expect(again).toEqual(rows.filter((row) => locationIds.slice(0, 10).includes(row.location_id)));
    expect(generateLocationInsurance(locationIds.slice(0, 10), plans, 7)).not.toEqual(again);
  });
});
