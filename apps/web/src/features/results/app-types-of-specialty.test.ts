import type { AppType } from "@fad/contracts/provider/app-type";
import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import { describe, expect, it } from "vitest";
import { appTypesOf } from "./app-types-of-specialty.ts";

function appType(code: string): AppType {
  return { code, friendlyName2: code, abbreviation: code, mhdAppointmentTypeName: code, patientType: "New" };
}

const SPECIALTIES: SpecialtyEntry[] = [
  { speciality: { id: 1, name: "Cardiology" }, appTypes: [appType("EKG")] },
  { speciality: { id: 2, name: "Dermatology" }, appTypes: [appType("SKN"), appType("MOL")] },
];

describe("psg's appointment types", () => {
  it("are the chosen specialty's", () => {
    expect(appTypesOf(SPECIALTIES, 2).map((type) => type.code)).toEqual(["SKN", "MOL"]);
  });

  it("are every specialty's when none is chosen or the chosen one is unknown", () => {
    expect(appTypesOf(SPECIALTIES, null).map((type) => type.code)).toEqual(["EKG", "SKN", "MOL"]);
    expect(appTypesOf(SPECIALTIES, 99).map((type) => type.code)).toEqual(["EKG", "SKN", "MOL"]);
  });
});
