import { describe, expect, it } from "vitest";
import { mapLocation, mapOrganization } from "./map-location.ts";
import { mapPractitioner } from "./map-practitioner.ts";
import { mapPractitionerRole, parsePractitionerRoleId, weeklyAvailableTimes } from "./map-practitioner-role.ts";
import { planNetIssues, withoutKnownFalsePositives } from "./plan-net-validator.ts";

const AT = new Date("2026-11-20T10:00:00.123Z");

const practitioner = {
  npi: "1234567893",
  first_name: "Ana",
  middle_initial: "B",
  last_name: "Cruz",
  designation: "MD, FACP",
  gender: "Female" as const,
  languages: ["English", "Spanish", "Klingon"],
  updated_at: AT,
  credentials: [{ organization_or_school: "Vanderbilt University", type: "Residency", year_received: 2001 }],
};

const role = {
  npi: "1234567893",
  location_id: "L-7",
  first_name: "Ana",
  last_name: "Cruz",
  designation: "MD",
  location_name: "Heart Clinic",
  facility_coid: "09001",
  facility_title: "Centennial",
  phone: "615-555-0100",
  accepts_new_patients: false,
  updated_at: AT,
  specialties: ["Cardiology", "A Specialty Without Code"],
  weeklyHours: [
    { weekday: 3, start_time: "08:00:00", end_time: "12:00:00" },
    { weekday: 1, start_time: "08:00:00", end_time: "12:00:00" },
    { weekday: 5, start_time: "13:00:00", end_time: "17:00:00" },
  ],
};

describe("the Plan-Net mappers", () => {
  it("map a physician to a valid Plan-Net Practitioner: NPI, name, degrees and credentials, languages", () => {
    const resource = mapPractitioner(practitioner);
    expect(resource).toMatchObject({
      id: "1234567893",
      meta: { lastUpdated: "2026-11-20T10:00:00.123Z" },
      name: [{ family: "Cruz", given: ["Ana", "B"], suffix: ["MD", "FACP"], text: "Ana B Cruz, MD, FACP" }],
      qualification: [
        { code: { text: "MD" } },
        { code: { text: "FACP" } },
        { code: { text: "Residency" }, issuer: { display: "Vanderbilt University" }, period: { start: "2001" } },
      ],
      communication: [
        { coding: [{ system: "urn:ietf:bcp:47", code: "en" }] },
        { coding: [{ system: "urn:ietf:bcp:47", code: "es" }] },
        { text: "Klingon" },
      ],
    });
    expect(resource.communication?.[2]?.coding).toBeUndefined();
    expect(planNetIssues(resource, "plannet-Practitioner")).toEqual([]);
  });

  it("map a physician at a location to a valid Plan-Net PractitionerRole, hours grouped by day", () => {
    const resource = mapPractitionerRole(role);
    expect(resource.id).toBe("1234567893-L-7");
    expect(parsePractitionerRoleId("1234567893-L-7")).toEqual({ npi: "1234567893", locationId: "L-7" });
    expect(parsePractitionerRoleId("12345-L-7")).toBeNull();
    expect(resource.specialty).toEqual([
      {
        coding: [{ system: "http://nucc.org/provider-taxonomy", code: "207RC0000X", display: "Cardiology" }],
        text: "Cardiology",
      },
      { text: "A Specialty Without Code" },
    ]);
    expect(resource.extension?.[0]?.extension?.[0]?.valueCodeableConcept?.coding?.[0]?.code).toBe("nopt");
    expect(resource.availableTime).toEqual([
      { daysOfWeek: ["mon", "wed"], availableStartTime: "08:00:00", availableEndTime: "12:00:00" },
      { daysOfWeek: ["fri"], availableStartTime: "13:00:00", availableEndTime: "17:00:00" },
    ]);
    expect(withoutKnownFalsePositives(resource, planNetIssues(resource, "plannet-PractitionerRole"))).toEqual([]);
    expect(weeklyAvailableTimes([])).toEqual([]);
  });

  it("set aside only the validator's known newpatients false positive, nothing else", () => {
    const resource = mapPractitionerRole(role);
    const issues = planNetIssues(resource, "plannet-PractitionerRole");
    // The false positive is there (README of shared/interop) and is the only thing set aside...
    expect(issues.length).toBeGreaterThan(0);
    // ...while a real defect still fails: a telecom without its value.
    const broken = { ...resource, telecom: [{ system: "phone" as const }] };
    expect(
      withoutKnownFalsePositives(broken, planNetIssues(broken, "plannet-PractitionerRole")).length,
    ).toBeGreaterThan(0);
    // Without the extension the role has no issue at all.
    const { extension: _extension, ...plain } = resource;
    expect(planNetIssues(plain, "plannet-PractitionerRole")).toEqual([]);
  });

  it("map a location and a facility to valid Plan-Net Location and Organization", () => {
    const location = mapLocation({
      id: "L-7",
      facility_coid: "09001",
      facility_title: "Centennial",
      name: "Heart Clinic",
      street: "1 Main Street",
      city: "Nashville",
      state: "TN",
      zip: "37203",
      phone: null,
      website: "https://heart.example.org",
      latitude: 36.15,
      longitude: -86.81,
      updated_at: AT,
    });
    expect(location).toMatchObject({
      address: { line: ["1 Main Street"], city: "Nashville", state: "TN", postalCode: "37203" },
      position: { latitude: 36.15, longitude: -86.81 },
      managingOrganization: { reference: "Organization/09001" },
      telecom: [{ system: "url", value: "https://heart.example.org" }],
    });
    expect(planNetIssues(location, "plannet-Location")).toEqual([]);
    const organization = mapOrganization({
      coid: "09001",
      title: "Centennial",
      city: "Nashville",
      state: "TN",
      updated_at: AT,
    });
    expect(planNetIssues(organization, "plannet-Organization")).toEqual([]);
    // The validator is not a rubber stamp: an Organization without its required name and address fails.
    const { name: _name, address: _address, ...nameless } = organization;
    expect(planNetIssues(nameless, "plannet-Organization").length).toBeGreaterThan(0);
  });
});
