import { searchProvidersRequestSchema } from "@fad/contracts/provider/search-providers";
import { describe, expect, it } from "vitest";
import { EMPTY_CRITERIA } from "./search-criteria.ts";
import { buildSearchRequest, pageTimesRequest, todayDay } from "./search-request.ts";
import { siteContextOf } from "./site-context.ts";

const cms = siteContextOf({
  facilityCoids: "09001;09002",
  program: "web",
  siteType: "hospitalOperations",
  sessionId: "s-1",
});
const psg = siteContextOf({
  facilityCoids: "09001",
  program: "psg",
  siteType: "psg",
  hostApp: "cms",
  sessionId: "s-2",
});

describe("buildSearchRequest", () => {
  it("asks non-psg sites for a page of 10 in a shuffle seeded by the session id, 89 days from today", () => {
    const body = buildSearchRequest({ ...EMPTY_CRITERIA, page: 3 }, cms, "20260301");
    expect(body).toEqual({
      coids: "09001;09002",
      program: "web",
      siteType: "hospitalOperations",
      source: "cms",
      startDate: "20260301",
      numberDaysOut: 89,
      meta: { page: 3, pageSize: 10 },
      randomize: true,
      randomizerSeed: "s-1",
    });
    expect(searchProvidersRequestSchema.safeParse(body).success).toBe(true);
  });

  it("carries the insurance filter as insurerId and insurancePlanId, a plan only with its insurer", () => {
    const both = buildSearchRequest({ ...EMPTY_CRITERIA, insurerId: 3, insurancePlanId: 12 }, cms, "20260301");
    expect(both).toMatchObject({ insurerId: 3, insurancePlanId: 12 });
    expect(searchProvidersRequestSchema.safeParse(both).success).toBe(true);
    const orphan = buildSearchRequest({ ...EMPTY_CRITERIA, insurancePlanId: 12 }, cms, "20260301");
    expect(orphan).not.toHaveProperty("insurancePlanId");
    expect(buildSearchRequest(EMPTY_CRITERIA, cms, "20260301")).not.toHaveProperty("insurerId");
  });

  it("sends a portal patient's preferred hospital, so the server puts its physicians first (decision 108)", () => {
    const portal = siteContextOf({
      hostApp: "mho",
      facilityCoids: "09001;09002",
      patientUser: { preferredFacility: { displayName: "Cumberland Valley Medical Center", coid: "09001" } },
    });
    const body = buildSearchRequest(EMPTY_CRITERIA, portal, "20260301");
    expect(body).toMatchObject({
      preferredFacilityCoid: "09001",
      preferredFacilityName: "Cumberland Valley Medical Center",
    });
    expect(searchProvidersRequestSchema.safeParse(body).success).toBe(true);
    const nameOnly = siteContextOf({ hostApp: "mhonative", patientUser: { preferredFacility: { displayName: "X" } } });
    const named = buildSearchRequest(EMPTY_CRITERIA, nameOnly, "20260301");
    expect(named.preferredFacilityName).toBe("X");
    expect(named).not.toHaveProperty("preferredFacilityCoid");
    const unnamed = buildSearchRequest(EMPTY_CRITERIA, siteContextOf({ hostApp: "mho" }), "20260301");
    expect(unnamed).not.toHaveProperty("preferredFacilityName");
    expect(unnamed).not.toHaveProperty("preferredFacilityCoid");
  });

  it("asks psg sites for all 750 at once, without the shuffle or times, whatever the page", () => {
    const body = buildSearchRequest({ ...EMPTY_CRITERIA, page: 4 }, psg, "20260301");
    expect(body.meta).toEqual({ page: 1, pageSize: 750 });
    expect(body).not.toHaveProperty("randomize");
    expect(body).not.toHaveProperty("randomizerSeed");
    expect(body).not.toHaveProperty("numberDaysOut");
    expect(body.startDate).toBe("20260301");
  });

  it("asks psg's visible page's times as the same search limited to its doctors, 89 days (decision 73)", () => {
    const list = buildSearchRequest({ ...EMPTY_CRITERIA, keyword: "heart", page: 2 }, psg, "20260301");
    const times = pageTimesRequest(list, ["1234567890", "1234567891"]);
    expect(times).toEqual({
      ...list,
      numberDaysOut: 89,
      withinNpis: "1234567890;1234567891",
      meta: { page: 1, pageSize: 2 },
    });
  });

  it("carries every criterion under its field name, languages joined by semicolons", () => {
    const body = buildSearchRequest(
      {
        ...EMPTY_CRITERIA,
        keyword: " heart ",
        keywordExact: "Cardiology",
        zip: "37203",
        gender: "Female",
        languages: ["Spanish", "English"],
        acceptingNewPatientsOnly: true,
        telemedicine: true,
        facilityCoid: "09002",
        locationUrlTitle: "centennial-clinic",
        specialtyId: 5,
        appointmentTypeId: "NEWPT",
        startDate: "20260410",
        sortType: "Distance",
      },
      psg,
      "20260301",
    );
    expect(body).toMatchObject({
      keyword: "heart",
      keywordsExact: "Cardiology",
      zip: "37203",
      gender: "Female",
      languages: "English;Spanish",
      showAcceptingNewPatientsOnly: true,
      teleMedicineFlg: true,
      facilityCoid: "09002",
      locationUrlTitle: "centennial-clinic",
      specialtyId: 5,
      appointmentTypeId: "NEWPT",
      startDate: "20260410",
      sortType: "Distance",
    });
    expect(searchProvidersRequestSchema.safeParse(body).success).toBe(true);
  });

  it("makes equal bodies from equal criteria and sends no seed without a session id", () => {
    const site = siteContextOf({});
    expect(buildSearchRequest(EMPTY_CRITERIA, site, "20260301")).toEqual(
      buildSearchRequest({ ...EMPTY_CRITERIA }, site, "20260301"),
    );
    expect(buildSearchRequest(EMPTY_CRITERIA, site, "20260301")).not.toHaveProperty("randomizerSeed");
  });
});

describe("buildSearchRequest: the host's search settings", () => {
  it("sends the host's distance as the radius only with a zip", () => {
    const site = siteContextOf({ distance: "25" });
    expect(buildSearchRequest({ ...EMPTY_CRITERIA, zip: "37203" }, site, "20260301")).toMatchObject({
      zip: "37203",
      distance: 25,
    });
    expect(buildSearchRequest(EMPTY_CRITERIA, site, "20260301")).not.toHaveProperty("distance");
    expect(buildSearchRequest({ ...EMPTY_CRITERIA, zip: "37203" }, cms, "20260301")).not.toHaveProperty("distance");
  });

  it("limits every search to the host's physicians when it lists any", () => {
    const site = siteContextOf({ physiciansList: ["1000000001", "1000000002"] });
    const body = buildSearchRequest({ ...EMPTY_CRITERIA, keyword: "heart" }, site, "20260301");
    expect(body).toMatchObject({ keyword: "heart", withinNpis: "1000000001;1000000002" });
    expect(body).not.toHaveProperty("npis");
    expect(searchProvidersRequestSchema.safeParse(body).success).toBe(true);
    expect(buildSearchRequest(EMPTY_CRITERIA, cms, "20260301")).not.toHaveProperty("withinNpis");
  });
});

describe("siteContextOf", () => {
  it("falls back to the fallback configuration and the content host", () => {
    expect(siteContextOf({})).toEqual({
      coids: "09001;09002;09003;09004;09005;09006",
      program: "web",
      siteType: "hospitalOperations",
      hostApp: "cms",
      sessionId: "",
      isPsg: false,
      distance: null,
      withinNpis: [],
      preferredFacility: null,
    });
    expect(psg.isPsg).toBe(true);
  });

  it("reads a portal patient's preferred hospital, and only on portal hosts (spec §1)", () => {
    const patientUser = { preferredFacility: { displayName: " Cumberland Valley Medical Center ", coid: "09001" } };
    for (const hostApp of ["mho", "mhonative"]) {
      expect(siteContextOf({ hostApp, patientUser }).preferredFacility).toEqual({
        displayName: "Cumberland Valley Medical Center",
        coid: "09001",
      });
    }
    expect(siteContextOf({ hostApp: "cms", patientUser }).preferredFacility).toBeNull();
    // A portal profile's odd parts are left out, never sent.
    expect(
      siteContextOf({ hostApp: "mho", patientUser: { preferredFacility: { displayName: 7, coid: "09 001" } } })
        .preferredFacility,
    ).toEqual({ displayName: "", coid: null });
    expect(siteContextOf({ hostApp: "mho" }).preferredFacility).toEqual({ displayName: "", coid: null });
  });
});

describe("todayDay", () => {
  it("is the visitor's own calendar day", () => {
    expect(todayDay(new Date(2026, 0, 5, 23, 59))).toBe("20260105");
  });
});
