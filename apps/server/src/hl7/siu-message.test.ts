import { Hl7Message } from "@medplum/core";
import { describe, expect, it } from "vitest";
import { siuProblems } from "../testing/siu-structure.ts";
import { escapeHl7, hl7Date, hl7DateTime, unescapeHl7 } from "./hl7-text.ts";
import { buildSiuMessage, type SiuFacts } from "./siu-message.ts";

const FACTS: SiuFacts = {
  event: "S12",
  controlId: "0123456789ABCDEF0123",
  createdAt: new Date("2026-11-23T14:05:09Z"),
  bookingId: "BK7Q2M4X",
  appointmentId: "6f1c1d1e-0000-4000-8000-000000000001",
  calendarId: "CAL-17",
  start: new Date("2026-11-30T15:30:00Z"),
  end: new Date("2026-11-30T15:50:00Z"),
  timeZone: "America/Chicago",
  appointmentType: { code: "NP", name: "New Patient" },
  physician: { npi: "1234567893", firstName: "Ada", middleInitial: "B", lastName: "Lovelace", designation: "MD" },
  location: {
    id: "LOC-9",
    name: "Midtown Clinic",
    facilityCoid: "COID-55",
    street: "1 Main St",
    city: "Nashville",
    state: "TN",
    zip: "37203",
  },
  patient: {
    firstName: "Zebulonia",
    middleName: null,
    lastName: "Quasarwright",
    dateOfBirth: "03/14/1961",
    gender: "Female",
    phoneNumber: "615-555-0177",
    email: "zebulonia.quasar@example.org",
    address: { address1: "7717 Marmalade Lane", address2: null, city: "Nashville", state: "TN", zip: "37203" },
    reasonForVisit: "Twinge in the left pinky toe",
    language: "en",
  },
};

describe("PID-15", () => {
  it("says the language the patient booked in, so the clinic calls in it", () => {
    const message = roundTrip({ ...FACTS, patient: { ...FACTS.patient, language: "es" } });
    expect(message.getSegment("PID")?.getField(15)?.toString()).toBe("es^Spanish^ISO639");
  });
});

/** The message as an engine reads it: serialised, then parsed back. */
function roundTrip(facts: SiuFacts): Hl7Message {
  return Hl7Message.parse(buildSiuMessage(facts).toString());
}

describe("the SIU message of a booking change", () => {
  it("is a valid v2.5.1 SIU_S12 with every segment the feed promises", () => {
    const message = roundTrip(FACTS);
    expect(siuProblems(message)).toEqual([]);
    expect(message.segments.map((segment) => segment.name)).toEqual([
      "MSH",
      "SCH",
      "TQ1",
      "PID",
      "PV1",
      "RGS",
      "AIS",
      "AIG",
      "AIL",
      "AIP",
    ]);
  });

  it("carries the header, the booking, its time in the clinic's zone, the patient, the NPI, the location and the type", () => {
    const message = roundTrip(FACTS);
    const field = (segment: string, index: number) => message.getSegment(segment)?.getField(index)?.toString();
    const component = (segment: string, index: number, part: number) =>
      message.getSegment(segment)?.getComponent(index, part);
    expect(field("MSH", 3)).toBe("FIND_A_DOCTOR");
    expect(field("MSH", 7)).toBe("20261123140509+0000");
    expect(field("MSH", 9)).toBe("SIU^S12^SIU_S12");
    expect(field("MSH", 10)).toBe(FACTS.controlId);
    expect(field("MSH", 18)).toBe("UNICODE UTF-8");
    expect(field("SCH", 1)).toBe("BK7Q2M4X^FIND_A_DOCTOR");
    expect(component("SCH", 6, 1)).toBe("BOOKED");
    expect(component("SCH", 7, 2)).toBe("Twinge in the left pinky toe");
    expect(field("SCH", 8)).toBe("NP^New Patient^FIND_A_DOCTOR");
    expect(field("SCH", 9)).toBe("20");
    expect(field("SCH", 10)).toBe("min");
    // 15:30 UTC is 09:30 in Chicago in November (CST, -0600).
    expect(field("SCH", 11)).toBe("^^M20^20261130093000-0600^20261130095000-0600");
    expect(component("SCH", 25, 1)).toBe("Booked");
    expect(field("TQ1", 7)).toBe("20261130093000-0600");
    expect(field("PID", 3)).toBe("BK7Q2M4X^^^FIND_A_DOCTOR^PT");
    expect(field("PID", 5)).toBe("Quasarwright^Zebulonia");
    expect(field("PID", 7)).toBe("19610314");
    expect(field("PID", 8)).toBe("F");
    expect(field("PID", 11)).toBe("7717 Marmalade Lane^^Nashville^TN^37203^USA^H");
    expect(field("PID", 13)).toBe("^PRN^PH^^1^615^5550177~^NET^Internet^zebulonia.quasar@example.org");
    expect(field("PID", 15)).toBe("en^English^ISO639");
    expect(field("PV1", 2)).toBe("O");
    expect(field("PV1", 3)).toBe("LOC-9^^^COID-55^^^^^Midtown Clinic");
    expect(field("PV1", 7)).toBe("1234567893^Lovelace^Ada^B^^^MD^^CMS&2.16.840.1.113883.4.6&ISO^L^^^NPI");
    expect(field("AIS", 3)).toBe("NP^New Patient^FIND_A_DOCTOR");
    expect(field("AIS", 4)).toBe("20261130093000-0600");
    expect(field("AIS", 7)).toBe("20");
    expect(field("AIG", 3)).toBe("1234567893^Ada B Lovelace MD^NPI");
    expect(field("AIL", 3)).toBe("LOC-9^^^COID-55^^^^^Midtown Clinic");
    expect(component("AIP", 3, 1)).toBe("1234567893");
    expect(component("AIP", 3, 13)).toBe("NPI");
  });

  it("says rescheduled (S13) and cancelled (S15) in the header, the event reason and the filler status", () => {
    const moved = roundTrip({ ...FACTS, event: "S13" });
    expect(siuProblems(moved)).toEqual([]);
    expect(moved.getSegment("MSH")?.getField(9)?.toString()).toBe("SIU^S13^SIU_S12");
    expect(moved.getSegment("SCH")?.getComponent(6, 1)).toBe("RESCHEDULED");
    expect(moved.getSegment("SCH")?.getComponent(25, 1)).toBe("Booked");
    const cancelled = roundTrip({ ...FACTS, event: "S15" });
    expect(siuProblems(cancelled)).toEqual([]);
    expect(cancelled.getSegment("MSH")?.getField(9)?.toString()).toBe("SIU^S15^SIU_S12");
    expect(cancelled.getSegment("SCH")?.getComponent(6, 1)).toBe("CANCELLED");
    for (const segment of ["SCH", "AIS"]) {
      const index = segment === "SCH" ? 25 : 10;
      expect(cancelled.getSegment(segment)?.getComponent(index, 1)).toBe("Cancelled");
    }
  });

  it("names who cancelled or moved: the patient by default, the clinic when its staff did", () => {
    expect(
      roundTrip({ ...FACTS, event: "S15" })
        .getSegment("SCH")
        ?.getComponent(6, 2),
    ).toBe("Cancelled by the patient");
    const byClinic = roundTrip({ ...FACTS, event: "S15", changedBy: "clinic" });
    expect(siuProblems(byClinic)).toEqual([]);
    expect(byClinic.getSegment("SCH")?.getComponent(6, 1)).toBe("CANCELLED");
    expect(byClinic.getSegment("SCH")?.getComponent(6, 2)).toBe("Cancelled by the clinic");
    const movedByClinic = roundTrip({ ...FACTS, event: "S13", changedBy: "clinic" });
    expect(movedByClinic.getSegment("SCH")?.getComponent(6, 2)).toBe("Rescheduled by the clinic");
  });

  it("says no-show (S26) in the header, the event reason and the filler status", () => {
    const noShow = roundTrip({ ...FACTS, event: "S26" });
    expect(siuProblems(noShow)).toEqual([]);
    expect(noShow.getSegment("MSH")?.getField(9)?.toString()).toBe("SIU^S26^SIU_S12");
    expect(noShow.getSegment("SCH")?.getComponent(6, 1)).toBe("NOSHOW");
    expect(noShow.getSegment("SCH")?.getComponent(25, 1)).toBe("Noshow");
    expect(noShow.getSegment("AIS")?.getComponent(10, 1)).toBe("Noshow");
  });

  it("escapes what a patient typed, so a delimiter or a line break cannot shift or end a field", () => {
    const typed = "O'Brien | Smith^Jr & Co ~ back\\slash\r\nPID|1||INJECTED";
    const message = roundTrip({
      ...FACTS,
      patient: { ...FACTS.patient, lastName: typed, reasonForVisit: typed },
    });
    expect(siuProblems(message)).toEqual([]);
    expect(message.segments.map((segment) => segment.name).filter((name) => name === "PID")).toHaveLength(1);
    const lastName = message.getSegment("PID")?.getComponent(5, 1) ?? "";
    expect(unescapeHl7(lastName)).toBe("O'Brien | Smith^Jr & Co ~ back\\slash PID|1||INJECTED");
    expect(message.getSegment("PID")?.getComponent(5, 2)).toBe("Zebulonia");
    expect(unescapeHl7(message.getSegment("SCH")?.getComponent(7, 2) ?? "")).toContain("Smith^Jr");
  });

  it("leaves out what it does not know rather than guessing", () => {
    const message = roundTrip({
      ...FACTS,
      patient: {
        ...FACTS.patient,
        dateOfBirth: "1961-03-14",
        gender: null,
        phoneNumber: null,
        email: null,
        address: null,
      },
      location: { ...FACTS.location, facilityCoid: null },
    });
    expect(siuProblems(message)).toEqual([]);
    expect(message.getSegment("PID")?.getField(7)?.toString()).toBe("");
    expect(message.getSegment("PID")?.getField(8)?.toString()).toBe("U");
    expect(message.getSegment("PID")?.getField(11)?.toString()).toBe("");
    expect(message.getSegment("PID")?.getField(13)?.toString()).toBe("");
    expect(message.getSegment("AIL")?.getField(3)?.toString()).toBe("LOC-9^^^^^^^^Midtown Clinic");
  });
});

describe("HL7 value encoding", () => {
  it("escapes the five delimiters and turns control characters into spaces", () => {
    expect(escapeHl7("a|b^c&d~e\\f")).toBe("a\\F\\b\\S\\c\\T\\d\\R\\e\\E\\f");
    expect(escapeHl7("line\r\nbreak\ttab")).toBe("line break tab");
    expect(unescapeHl7(escapeHl7("a|b^c&d~e\\f"))).toBe("a|b^c&d~e\\f");
    expect(escapeHl7(null)).toBe("");
  });

  it("writes instants in the clinic's zone with the offset of that day (daylight saving included)", () => {
    expect(hl7DateTime(new Date("2026-07-01T15:30:00Z"), "America/Chicago")).toBe("20260701103000-0500");
    expect(hl7DateTime(new Date("2026-12-01T15:30:00Z"), "America/Chicago")).toBe("20261201093000-0600");
    expect(hl7DateTime(new Date("2026-12-01T15:30:00Z"), "Asia/Kolkata")).toBe("20261201210000+0530");
    expect(hl7DateTime(new Date("2026-12-01T15:30:00Z"), "UTC")).toBe("20261201153000+0000");
  });

  it("writes a date of birth as YYYYMMDD only when it is a real MM/DD/YYYY day", () => {
    expect(hl7Date("03/14/1961")).toBe("19610314");
    expect(hl7Date("02/30/1961")).toBe("");
    expect(hl7Date("3/14/61")).toBe("");
    expect(hl7Date(null)).toBe("");
  });
});
