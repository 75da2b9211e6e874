import { describe, expect, it } from "vitest";
import { makeLocation, makePhysician } from "../../testing/physician-fixtures.ts";
import { showsBreadcrumbs } from "../../ui/breadcrumbs.tsx";
import { profileBreadcrumbs } from "../../ui/physician-breadcrumbs.ts";
import { biographyPreview } from "./biography-section.tsx";
import { withDistanceFrom } from "./physician-profile.tsx";
import { profileMainAction } from "./profile-main-action.ts";
import { uniqueKeywords } from "./profile-sections.tsx";
import { websiteUrl } from "./website-url.ts";

describe("website address", () => {
  it.each([
    ["www.clinic.example.org", "http://www.clinic.example.org"],
    ["clinic.example.org/about", "http://clinic.example.org/about"],
    ["http://clinic.example.org", "http://clinic.example.org"],
    ["https://clinic.example.org", "https://clinic.example.org"],
    ["HTTPS://clinic.example.org", "HTTPS://clinic.example.org"],
    ["  www.clinic.example.org ", "http://www.clinic.example.org"],
  ])("%s → %s", (website, expected) => {
    expect(websiteUrl(website)).toBe(expected);
  });
});

describe("main button rule", () => {
  const physician = makePhysician({ urlTitle: "maria-j-lopez" });
  it.each([
    ["online booking, calendar, new patients", {}, { mhdParticipant: true }, "book"],
    ["no online booking flag", {}, { mhdParticipant: false }, "call:512-555-0142"],
    ["no calendar at the location", { mhdCalendarId: null }, { mhdParticipant: true }, "call:512-555-0142"],
    ["not accepting new patients", { acceptsNewPatients: false }, { mhdParticipant: true }, "call:512-555-0142"],
    ["no location phone: the contact centre", { mhdCalendarId: null, phone: null }, {}, "call:512-555-0100"],
    ["no phone at all", { mhdCalendarId: null, phone: null, relatedContactCenterPhoneNumber: null }, {}, "none"],
  ] as const)("%s", (_case, locationOverrides, physicianOverrides, expected) => {
    const action = profileMainAction({ ...physician, ...physicianOverrides }, makeLocation(locationOverrides));
    const shown = action.kind === "call" ? `call:${action.phone}` : action.kind;
    expect(shown).toBe(expected);
    if (action.kind === "book") expect(action.to).toBe("/physicians?urlTitle=maria-j-lopez");
  });

  it("offers nothing to book without a location", () => {
    expect(profileMainAction(physician, null)).toEqual({ kind: "none" });
  });
});

describe("breadcrumbs", () => {
  const labels = (options: { isPsg: boolean; disclosureAgreed: boolean }) =>
    profileBreadcrumbs({ physicianName: "Maria J. Lopez", ...options }).map((crumb) => crumb.label);

  it("shows the results crumb on psg sites or once the disclosure is agreed", () => {
    expect(labels({ isPsg: true, disclosureAgreed: false })).toEqual([
      "Home",
      "Doctors",
      "Doctors Results",
      "Maria J. Lopez",
    ]);
    expect(labels({ isPsg: false, disclosureAgreed: true })).toEqual([
      "Home",
      "Doctors",
      "Doctors Results",
      "Maria J. Lopez",
    ]);
  });

  it("leaves the results crumb out on non-psg sites without the agreement", () => {
    expect(labels({ isPsg: false, disclosureAgreed: false })).toEqual(["Home", "Doctors", "Maria J. Lopez"]);
  });

  it("links Doctors to the landing and Doctors Results to the listing", () => {
    const crumbs = profileBreadcrumbs({ physicianName: "X", isPsg: true, disclosureAgreed: false });
    expect(crumbs[1]?.to).toBe("/physicians");
    expect(crumbs[2]?.to).toBe("/physicians/listing");
  });

  it("links Doctors Results to the visitor's own search when the profile was opened from one", () => {
    const resultsPath = "/physicians/specialty/cardiology/listing?zip=37203";
    const crumbs = profileBreadcrumbs({ physicianName: "X", isPsg: true, disclosureAgreed: false, resultsPath });
    expect(crumbs[2]?.to).toBe(resultsPath);
  });

  it("are shown on desktop for the content-management host only", () => {
    expect(showsBreadcrumbs("cms", false)).toBe(true);
    expect(showsBreadcrumbs(undefined, false)).toBe(true);
    expect(showsBreadcrumbs("cms", true)).toBe(false);
    expect(showsBreadcrumbs("mho", false)).toBe(false);
  });
});

describe("section contents", () => {
  it("deduplicates procedures and conditions, ignoring case and blanks", () => {
    const keywords = ["Asthma", "asthma ", "Diabetes", "", "Asthma"].map((keyword) => ({ keyword }));
    expect(uniqueKeywords(keywords)).toEqual(["Asthma", "Diabetes"]);
  });

  it("previews the first 500 characters of a longer biography", () => {
    const words = "word ".repeat(200).trim();
    const preview = biographyPreview(words);
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(501);
    expect(preview.length).toBeGreaterThan(460);
    expect(biographyPreview("Short bio.")).toBe("Short bio.");
    const unbroken = "x".repeat(600);
    expect(biographyPreview(unbroken)).toBe(`${"x".repeat(500)}…`);
  });
});

describe("distance from the visitor's zip", () => {
  const nashville = { latitude: 36.1627, longitude: -86.7816 };
  it("is worked out from the zip's point when the answer has none (the profile call has no zip)", () => {
    const location = makeLocation({ distance: 0, latitude: 36.1627, longitude: -86.5 });
    expect(withDistanceFrom(location, nashville).distance).toBe(15.7);
    expect(withDistanceFrom({ ...location, distance: null }, nashville).distance).toBe(15.7);
  });

  it("keeps the answer's distance, and none without a zip", () => {
    const location = makeLocation({ distance: 3.2, latitude: 36.1627, longitude: -86.5 });
    expect(withDistanceFrom(location, nashville).distance).toBe(3.2);
    expect(withDistanceFrom({ ...location, distance: 0 }, null).distance).toBe(0);
  });
});
