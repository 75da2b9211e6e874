import { describe, expect, it } from "vitest";
import type { AppType, PatientType } from "./app-type.ts";
import { answerOfVisit, parseVisit, typeFitsVisit, typesForVisit, visitOfAnswer } from "./visit.ts";

const type = (code: string, friendlyName2: string, patientType: PatientType): AppType => ({
  code,
  friendlyName2,
  abbreviation: code,
  mhdAppointmentTypeName: friendlyName2,
  patientType,
});
const TYPES = [
  type("SICK", "Sick Visit", "New/Current"),
  type("NEWPT", "New Patient Visit", "New"),
  type("FOLLOW", "Follow-Up Visit", "Current"),
  type("ERPRIV", "ER Private", "New/Current"),
];
const texting = (candidate: AppType) => candidate.code === "ERPRIV";

describe("the visit said before the time (decision 129)", () => {
  it("stands for step 1's answer, both ways", () => {
    expect(answerOfVisit("returning")).toBe("Yes");
    expect(answerOfVisit("new")).toBe("No");
    expect(visitOfAnswer("Yes")).toBe("returning");
    expect(visitOfAnswer("No")).toBe("new");
  });

  it("takes a type by the spec's exclusion", () => {
    expect(typeFitsVisit("New", "new")).toBe(true);
    expect(typeFitsVisit("Current", "new")).toBe(false);
    expect(typeFitsVisit("New", "returning")).toBe(false);
    expect(typeFitsVisit("Current", "returning")).toBe(true);
    expect(typeFitsVisit("New/Current", "new")).toBe(true);
    expect(typeFitsVisit("New/Current", "returning")).toBe(true);
  });

  it("reads only 'returning' from an address, anything else is a new patient's", () => {
    expect(parseVisit("returning")).toBe("returning");
    expect(parseVisit("new")).toBe("new");
    expect(parseVisit("RETURNING")).toBe("new");
    expect(parseVisit(null)).toBe("new");
  });

  it("offers the visit's types by friendlyName2, texting-only ones left out, none to a new patient where none are taken", () => {
    const open = { acceptsNewPatients: true };
    expect(typesForVisit(TYPES, "new", open, texting).map((each) => each.code)).toEqual(["NEWPT", "SICK"]);
    expect(typesForVisit(TYPES, "returning", open, texting).map((each) => each.code)).toEqual(["FOLLOW", "SICK"]);
    const closed = { acceptsNewPatients: false };
    expect(typesForVisit(TYPES, "new", closed, texting)).toEqual([]);
    expect(typesForVisit(TYPES, "returning", closed, texting).map((each) => each.code)).toEqual(["FOLLOW", "SICK"]);
  });
});
