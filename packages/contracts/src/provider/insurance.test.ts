import { describe, expect, it } from "vitest";
import {
  findInsuranceChoice,
  INSURANCE_FILTER_MESSAGES,
  type Insurer,
  insuranceChoiceSchema,
  insurerSchema,
  NO_INSURANCE,
} from "./insurance.ts";
import { providerLocationSchema, searchProvidersRequestSchema } from "./search-providers.ts";

const LIST: Insurer[] = [
  { insurancePayorName: NO_INSURANCE, insurancePlans: [] },
  {
    insurerId: 1,
    insurancePayorName: "Aetna",
    insurancePlans: [
      { insurancePlanId: 11, insurancePlanName: "Aetna HMO" },
      { insurancePlanId: 12, insurancePlanName: "Aetna PPO" },
    ],
  },
  { insurerId: 2, insurancePayorName: "Cigna", insurancePlans: [{ insurancePlanId: 21, insurancePlanName: "Cigna" }] },
];

describe("the search body's insurance fields", () => {
  const parse = (body: unknown) => searchProvidersRequestSchema.safeParse(body);

  it("take whole numbers from 1, as numbers or text, and leave blanks out", () => {
    expect(parse({ insurerId: 3, insurancePlanId: "17" }).data).toMatchObject({ insurerId: 3, insurancePlanId: 17 });
    expect(parse({ insurerId: "", insurancePlanId: null }).data).toMatchObject({ insurerId: undefined });
    expect(parse({}).data?.insurerId).toBeUndefined();
  });

  it.each([0, -2, 1.5, "1.5", "abc", "01", 2_147_483_648, "99999999999", true, [1], { id: 1 }])(
    "refuse %j naming insurerId",
    (insurerId) => {
      const result = parse({ insurerId });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["insurerId"]);
    },
  );

  it("refuse a plan without its insurer", () => {
    const result = parse({ insurancePlanId: 12 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["insurancePlanId"], message: INSURANCE_FILTER_MESSAGES.planNeedsInsurer }),
    ]);
  });
});

describe("insuranceChoiceSchema", () => {
  const check = (choice: { insurerId?: number; insurancePlanId?: number }) =>
    insuranceChoiceSchema(LIST).safeParse(choice);

  it("accepts an insurer of the list, alone or with one of its plans, and no choice", () => {
    expect(check({ insurerId: 1 }).success).toBe(true);
    expect(check({ insurerId: 1, insurancePlanId: 12 }).success).toBe(true);
    expect(check({}).success).toBe(true);
  });

  it("refuses an unknown insurer and a plan of another insurer, naming the field", () => {
    expect(check({ insurerId: 9 }).error?.issues).toEqual([
      expect.objectContaining({ path: ["insurerId"], message: INSURANCE_FILTER_MESSAGES.unknownInsurer }),
    ]);
    expect(check({ insurerId: 2, insurancePlanId: 12 }).error?.issues).toEqual([
      expect.objectContaining({ path: ["insurancePlanId"], message: INSURANCE_FILTER_MESSAGES.planOfAnotherInsurer }),
    ]);
  });
});

describe("findInsuranceChoice", () => {
  it("names the insurer and plan, or nothing when the list lacks them", () => {
    expect(findInsuranceChoice(LIST, { insurerId: 1, insurancePlanId: 12 })).toEqual({
      insurer: LIST[1],
      plan: { insurancePlanId: 12, insurancePlanName: "Aetna PPO" },
    });
    expect(findInsuranceChoice(LIST, { insurerId: 2 })).toEqual({ insurer: LIST[2], plan: null });
    expect(findInsuranceChoice(LIST, { insurerId: 2, insurancePlanId: 12 })).toBeNull();
    expect(findInsuranceChoice(LIST, { insurerId: 7 })).toBeNull();
    expect(findInsuranceChoice(LIST, {})).toBeNull();
  });
});

describe("answers", () => {
  it("the insurance call's No Insurance has no id; a location's accepted insurers must have one", () => {
    expect(insurerSchema.safeParse(LIST[0]).success).toBe(true);
    const location = providerLocationSchema.shape.acceptedInsurance;
    expect(location.safeParse([LIST[1]]).success).toBe(true);
    expect(location.safeParse([LIST[0]]).success).toBe(false);
  });
});
