import { portalPrefill, textingPrefill } from "@fad/contracts/patient/prefill";
import { en, en_US, Faker } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { generateNetworkPlaces } from "../seed/generate-network-places.ts";
import { DEMO_PORTAL_PREFERRED_FACILITY, resolveVariantPath, variantSettings } from "./variant-presets.ts";

const CONTEXT = { sessionId: "s-1", textingPhysicianUrlTitle: "jane-a-doe-md" };
const TODAY = { year: 2026, month: 11, day: 23 };

describe("portal presets (mho, mhonative)", () => {
  it.each(["mho", "mhonative"] as const)(
    "%s hands over a profile whose invalid parts the pre-fill drops",
    (variant) => {
      const settings = variantSettings(variant, `/variants/${variant}`, CONTEXT);
      expect(settings.hostApp).toBe(variant);
      expect(portalPrefill(settings.patientUser, settings.address, TODAY)).toEqual({
        firstName: "Alex",
        gender: "Female",
        email: "alex.rivera@example.com",
        phoneNumber: "615-555-0123",
        address1: "2300 Patterson St",
        address2: "Suite 4",
        city: "Nashville",
      });
      // Dropped: lastName 'Rivera2', dateOfBirth in 2999, state 'Tennessee', zip '3720'.
      expect(settings.patientUser).toMatchObject({ lastName: "Rivera2", dateOfBirth: "04/12/2999" });
      expect(settings.address).toMatchObject({ state: "Tennessee", zip: "3720" });
    },
  );
});

describe("the portal patient's preferred hospital", () => {
  it.each([
    [1500, 20261122],
    [120, 31],
  ])("is a facility of the demo network (%i physicians, seed %i) and of the portal site", (physicians, seed) => {
    const faker = new Faker({ locale: [en_US, en] });
    faker.seed(seed);
    const { facilities } = generateNetworkPlaces(faker, physicians);
    expect(facilities).toContainEqual(
      expect.objectContaining({
        coid: DEMO_PORTAL_PREFERRED_FACILITY.coid,
        title: DEMO_PORTAL_PREFERRED_FACILITY.displayName,
        city: "Nashville",
      }),
    );
    for (const variant of ["mho", "mhonative"] as const) {
      const settings = variantSettings(variant, `/variants/${variant}`, CONTEXT);
      expect(settings.patientUser?.preferredFacility).toEqual(DEMO_PORTAL_PREFERRED_FACILITY);
      expect(settings.facilityCoids?.split(";")).toContain(DEMO_PORTAL_PREFERRED_FACILITY.coid);
    }
  });
});

describe("texting preset", () => {
  it("names the texting physician and a case whose patient pre-fills completely", () => {
    const settings = variantSettings("texting", "/variants/texting", CONTEXT);
    expect(settings.texting).toMatchObject({
      routeData: { urlTitle: "jane-a-doe-md" },
      textingAppType: "ER Private",
      carelinkCaseId: "CASE-DEMO-0001",
    });
    expect(textingPrefill(settings.texting?.caseInfoResponse, TODAY)).toEqual({
      firstName: "Sam",
      lastName: "Taylor",
      dateOfBirth: "09/30/1979",
      gender: "Male",
      email: "sam.taylor@example.com",
      phoneNumber: "615-555-0188",
      address1: "100 Main St",
      city: "Nashville",
      state: "TN",
      zip: "37201",
      insuranceId: "Aetna",
      policyId: "AET-1234567",
    });
  });

  it("has no route data on an empty database (the app shows the texting error)", () => {
    const settings = variantSettings("texting", "/variants/texting", { ...CONTEXT, textingPhysicianUrlTitle: null });
    expect(settings.texting?.routeData).toBeNull();
  });
});

describe("resolveVariantPath", () => {
  it("reads the variant and app path from /variants/{name}/…", () => {
    expect(resolveVariantPath("/variants/psg/physicians/listing", "cms")).toEqual({
      variant: "psg",
      basePath: "/variants/psg",
      appPath: "/physicians/listing",
    });
    expect(resolveVariantPath("/variants/mho/", "cms")).toEqual({
      variant: "mho",
      basePath: "/variants/mho",
      appPath: "/",
    });
  });

  it("uses the default variant for every other path, including unknown variant names", () => {
    expect(resolveVariantPath("/physicians", "proofs")).toEqual({
      variant: "proofs",
      basePath: "/",
      appPath: "/physicians",
    });
    expect(resolveVariantPath("/variants/nope/physicians", "cms").variant).toBe("cms");
  });
});
