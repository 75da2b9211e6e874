import type { AppType, PatientType } from "@fad/contracts/provider/app-type";
import { describe, expect, it } from "vitest";
import { appointmentTypeOptions, patientTypeOptions } from "./appointment-type-options.ts";

const appType = (code: string, friendlyName2: string, patientType: PatientType): AppType => ({
  code,
  friendlyName2,
  abbreviation: code,
  mhdAppointmentTypeName: friendlyName2,
  patientType,
});

const CURRENT = "Current Patient (visited within 3 years)";

describe("patientTypeOptions", () => {
  it("gives both entries for New/Current app types", () => {
    expect(patientTypeOptions([appType("A", "Annual", "New/Current")]).map((option) => option.label)).toEqual([
      CURRENT,
      "New Patient",
    ]);
  });

  it("gives New Patient for New entries and the current label for Current entries", () => {
    expect(patientTypeOptions([appType("N", "New visit", "New")])).toEqual([{ value: "New", label: "New Patient" }]);
    expect(patientTypeOptions([appType("C", "Follow up", "Current")])).toEqual([{ value: "Current", label: CURRENT }]);
    expect(
      patientTypeOptions([appType("N", "New visit", "New"), appType("C", "Follow up", "Current")]).map(
        (option) => option.value,
      ),
    ).toEqual(["Current", "New"]);
  });

  it("gives nothing without app types", () => {
    expect(patientTypeOptions([])).toEqual([]);
  });
});

describe("appointmentTypeOptions", () => {
  const types = [
    appType("FU", "follow up", "Current"),
    appType("NP", "New Patient Visit", "New"),
    appType("AN", "Annual Physical", "New/Current"),
    appType("AN", "Annual Physical", "New/Current"),
  ];

  it("sorts by friendlyName2 and lists each code once", () => {
    expect(appointmentTypeOptions(types, "")).toEqual([
      { value: "AN", label: "Annual Physical" },
      { value: "FU", label: "follow up" },
      { value: "NP", label: "New Patient Visit" },
    ]);
  });

  it("keeps only the types open to the chosen patient type", () => {
    expect(appointmentTypeOptions(types, "New").map((option) => option.value)).toEqual(["AN", "NP"]);
    expect(appointmentTypeOptions(types, "Current").map((option) => option.value)).toEqual(["AN", "FU"]);
  });
});
