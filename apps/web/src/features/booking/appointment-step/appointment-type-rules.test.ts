import type { AppType, PatientType } from "@fad/contracts/provider/app-type";
import { describe, expect, it } from "vitest";
import { availableAppTypes, isTelehealth, keepsHold, resolvedAppType } from "./appointment-type-rules.ts";

const type = (code: string, friendlyName2: string, patientType: PatientType): AppType => ({
  code,
  friendlyName2,
  abbreviation: code,
  mhdAppointmentTypeName: friendlyName2,
  patientType,
});

const newOnly = type("NEW", "New Patient Visit", "New");
const currentOnly = type("FOLLOW", "Follow Up", "Current");
const both = type("SICK", "Sick Visit", "New/Current");
const erPrivate = type("ERP", "ER Private", "New/Current");
const all = [newOnly, currentOnly, both, erPrivate];
const codes = (types: AppType[]) => types.map((entry) => entry.code);

describe("availableAppTypes", () => {
  it.each([
    { answer: null, texting: false, expected: [] },
    { answer: "No", texting: false, expected: ["NEW", "SICK"] },
    { answer: "Yes", texting: false, expected: ["FOLLOW", "SICK"] },
    { answer: "No", texting: true, expected: ["ERP", "NEW", "SICK"] },
    { answer: "Yes", texting: true, expected: ["ERP", "FOLLOW", "SICK"] },
  ] as const)("answer $answer, texting $texting → $expected", ({ answer, texting, expected }) => {
    expect(codes(availableAppTypes(all, answer, texting))).toEqual(expected);
  });

  it("sorts by friendlyName2 without case", () => {
    const types = [type("B", "sick visit", "New"), type("A", "Annual", "New"), type("C", "Physical", "New")];
    expect(codes(availableAppTypes(types, "No", false))).toEqual(["A", "C", "B"]);
  });

  it("offers nothing for an answer the doctor takes no types for", () => {
    expect(availableAppTypes([currentOnly], "No", false)).toEqual([]);
    expect(availableAppTypes([newOnly, erPrivate], "Yes", false)).toEqual([]);
  });
});

describe("resolvedAppType", () => {
  it.each([
    { name: "keeps a stored type still offered", stored: both, available: [newOnly, both], expected: "SICK" },
    {
      name: "drops a stored type whose name changed",
      stored: { ...both, friendlyName2: "Sick" },
      available: [newOnly, both],
      expected: null,
    },
    { name: "drops a stored type no longer offered", stored: currentOnly, available: [newOnly, both], expected: null },
    { name: "preselects the only type", stored: null, available: [both], expected: "SICK" },
    { name: "replaces a stale stored type by the only one", stored: currentOnly, available: [both], expected: "SICK" },
    { name: "leaves Select Below with several", stored: null, available: [newOnly, both], expected: null },
    { name: "leaves Select Below with none", stored: null, available: [], expected: null },
  ])("$name", ({ stored, available, expected }) => {
    expect(resolvedAppType(stored, available)?.code ?? null).toBe(expected);
  });
});

describe("keepsHold", () => {
  const hold = { appointmentTypeCode: "SICK", calendarId: "CAL-1" };
  it.each([
    { name: "the held type on its calendar", held: hold, chosen: both, calendar: "CAL-1", expected: true },
    { name: "another type", held: hold, chosen: newOnly, calendar: "CAL-1", expected: false },
    { name: "another calendar", held: hold, chosen: both, calendar: "CAL-2", expected: false },
    { name: "no hold", held: null, chosen: both, calendar: "CAL-1", expected: false },
    { name: "Select Below", held: hold, chosen: null, calendar: "CAL-1", expected: false },
  ])("$name → $expected", ({ held, chosen, calendar, expected }) => {
    expect(keepsHold(held, chosen, calendar)).toBe(expected);
  });
});

describe("isTelehealth", () => {
  it.each([
    ["Telehealth", true],
    ["TELEHEALTH", true],
    [" telehealth ", true],
    ["Telehealth Follow Up", false],
    ["Sick Visit", false],
  ])("%s → %s", (friendlyName2, expected) => {
    expect(isTelehealth(type("T", friendlyName2, "New/Current"))).toBe(expected);
  });
  it("is false for Select Below", () => expect(isTelehealth(null)).toBe(false));
});
