import {
  providerSummariesResponseSchema,
  type SearchProvidersRequest,
  searchProvidersResponseSchema,
} from "@fad/contracts/provider/search-providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookUpZip } from "../geo/look-up-zip.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { expectedMiles, insertTestDirectory, LOCATIONS, PHYSICIANS, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const { alice, robert, maria, david, zoe, franklin } = PHYSICIANS;
const ALL_BY_NAME = [zoe, maria, alice, robert, david, franklin].map((physician) => physician.npi);

describe.each(testDatabaseKinds())("POST /fadmaa/provider/search/ filters on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await insertTestDirectory(testApp.database.db);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function search(body: SearchProvidersRequest) {
    const response = await testApp.app.inject({ method: "POST", url: "/fadmaa/provider/search/", payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return searchProvidersResponseSchema.parse(response.json());
  }
  const npisOf = async (body: SearchProvidersRequest) =>
    (await search(body)).result.providerList.map((physician) => physician.physicianNpi);

  it("with no filter lists everyone A–Z, with every facility and language of the matches", async () => {
    const { status, result } = await search({});
    expect(status).toEqual({ code: "200", details: "OK" });
    expect(result.providerList.map((physician) => physician.physicianNpi)).toEqual(ALL_BY_NAME);
    expect(result.totalProvidersCount).toBe(6);
    expect(result.filteredLanguages).toEqual(["English", "French", "Spanish", "Vietnamese"]);
    expect(result.facilityMap).toEqual([
      { market: "Houston", coid: "09101", title: "Bayou City Hospital", city: "Houston", state: "TX" },
      { market: "Nashville", coid: "09001", title: "Centennial Medical Center", city: "Nashville", state: "TN" },
      { market: "Nashville", coid: "09002", title: "Southern Hills Medical Center", city: "Nashville", state: "TN" },
    ]);
  });

  it("keyword matches names, and a misspelled last name still finds them", async () => {
    expect(await npisOf({ keyword: "Johnson", sortType: "Ascending" })).toEqual([alice.npi, robert.npi]);
    expect(await npisOf({ keyword: "Jonhson", sortType: "Ascending" })).toEqual([alice.npi, robert.npi]);
    expect(await npisOf({ keyword: "Dr. Alice Jonson" })).toEqual([alice.npi]);
    expect(await npisOf({ keyword: "Xylophone" })).toEqual([]);
  });

  it("keyword matches specialties, conditions and procedures, facilities and locations, by word beginnings", async () => {
    expect(await npisOf({ keyword: "cardiology", sortType: "Ascending" })).toEqual([alice.npi, david.npi]);
    expect(await npisOf({ keyword: "Cardio", sortType: "Ascending" })).toEqual([alice.npi, david.npi]);
    expect(await npisOf({ keyword: "asthma", sortType: "Ascending" })).toEqual([maria.npi, robert.npi, franklin.npi]);
    expect(await npisOf({ keyword: "Echocardiogram", sortType: "Ascending" })).toEqual([alice.npi, david.npi]);
    expect(await npisOf({ keyword: "Bayou City Hospital", sortType: "Ascending" })).toEqual([maria.npi, franklin.npi]);
    expect(await npisOf({ keyword: "asthma houston", sortType: "Ascending" })).toEqual([maria.npi, franklin.npi]);
    expect(await npisOf({ keyword: "Murfreesboro", sortType: "Ascending" })).toEqual([zoe.npi, alice.npi]);
  });

  it("keyword results are ranked by relevance: a name before a place", async () => {
    // Franklin Young by name; Robert Johnson and David Smith practise in Franklin.
    expect(await npisOf({ keyword: "Franklin" })).toEqual([franklin.npi, robert.npi, david.npi]);
    expect(await npisOf({ keyword: "Franklin", sortType: "Ascending" })).toEqual([robert.npi, david.npi, franklin.npi]);
  });

  it("keywordsExact matches a whole term only", async () => {
    expect(await npisOf({ keywordsExact: "atrial fibrillation" })).toEqual([alice.npi]);
    expect(await npisOf({ keywordsExact: "Atrial" })).toEqual([]);
    expect(await npisOf({ keywordsExact: "Cardiology" })).toEqual([alice.npi, david.npi]);
    expect(await npisOf({ keywordsExact: "Alice  Johnson" })).toEqual([alice.npi]);
    expect(await npisOf({ keywordsExact: "Asthma", keyword: "Garcia" })).toEqual([maria.npi]);
  });

  it("zip limits to the radius (50 miles by default) and gives each location's distance by the spec's formula", async () => {
    const place = lookUpZip("37203");
    if (!place) throw new Error("zip data lacks 37203");
    const { result } = await search({ zip: "37203", sortType: "Ascending" });
    expect(result.providerList.map((physician) => physician.physicianNpi)).toEqual([
      zoe.npi,
      alice.npi,
      robert.npi,
      david.npi,
    ]);
    for (const physician of result.providerList) {
      for (const location of physician.providerLocations) {
        expect(location.distance).toBe(expectedMiles(place, location));
      }
      const distances = physician.providerLocations.map((location) => location.distance ?? 0);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(physician.displayLocation).toEqual(physician.providerLocations[0]);
    }
    const aliceResult = result.providerList.find((physician) => physician.physicianNpi === alice.npi);
    expect(aliceResult?.displayLocation?.id).toBe(LOCATIONS.centennial.id);
    expect(aliceResult?.providerLocations.map((location) => location.mapMarkerLabel)).toEqual(["A", "B"]);

    // Centennial (about 1.2 miles) is within 10 miles; Franklin (about 16) and Murfreesboro (about 25) are not.
    const near = await search({ zip: "37203", distance: 10, sortType: "Ascending" });
    expect(near.result.providerList.map((physician) => physician.physicianNpi)).toEqual([alice.npi, david.npi]);
    for (const physician of near.result.providerList) {
      expect(physician.providerLocations.map((location) => location.id)).toEqual([LOCATIONS.centennial.id]);
    }
    expect(near.result.facilityMap.map((facility) => facility.coid)).toEqual(["09001"]);
  });

  it("latitude and longitude work as a zip does; a zip wins over them", async () => {
    const houston = { latitude: LOCATIONS.houston.latitude, longitude: LOCATIONS.houston.longitude };
    const { result } = await search({ ...houston, distance: 5, sortType: "Ascending" });
    expect(result.providerList.map((physician) => physician.physicianNpi)).toEqual([maria.npi, franklin.npi]);
    expect(result.providerList[0]?.displayLocation?.distance).toBe(0);
    expect(await npisOf({ ...houston, zip: "37064", distance: 5 })).toEqual([robert.npi, david.npi]);
  });

  it("an unknown zip answers an empty result that says why", async () => {
    const { status, result } = await search({ zip: "00000" });
    expect(status.details).toBe("zip: 00000 is not a known US zip code");
    expect(result).toEqual({ providerList: [], totalProvidersCount: 0, facilityMap: [], filteredLanguages: [] });
  });

  it("specialtyId, locationUrlTitle, gender (any case), languages (all of them), telemedicine", async () => {
    expect(await npisOf({ specialtyId: 3 })).toEqual([maria.npi, franklin.npi]);
    expect(await npisOf({ specialtyId: "2" })).toEqual([zoe.npi, robert.npi, david.npi]);
    const franklinClinic = await search({ locationUrlTitle: LOCATIONS.franklin.urlTitle });
    expect(franklinClinic.result.providerList.map((physician) => physician.physicianNpi)).toEqual([
      robert.npi,
      david.npi,
    ]);
    expect(franklinClinic.result.providerList[1]?.providerLocations.map((location) => location.id)).toEqual([
      LOCATIONS.franklin.id,
    ]);
    expect(await npisOf({ gender: "female" })).toEqual([zoe.npi, maria.npi, alice.npi]);
    expect(await npisOf({ gender: "MALE" })).toEqual([robert.npi, david.npi, franklin.npi]);
    expect(await npisOf({ languages: "Spanish" })).toEqual([maria.npi, alice.npi]);
    expect(await npisOf({ languages: "spanish;Vietnamese" })).toEqual([maria.npi]);
    expect(await npisOf({ languages: ["French"] })).toEqual([zoe.npi]);
    const spanish = await search({ languages: "Spanish" });
    expect(spanish.result.filteredLanguages).toEqual(["English", "Spanish", "Vietnamese"]);
    expect(await npisOf({ teleMedicineFlg: true })).toEqual([maria.npi, alice.npi, franklin.npi]);
    expect(await npisOf({ teleMedicineFlg: "false" })).toEqual(ALL_BY_NAME);
  });

  it("showAcceptingNewPatientsOnly keeps online-booking physicians at locations taking new patients", async () => {
    const { result } = await search({ showAcceptingNewPatientsOnly: true });
    expect(result.providerList.map((physician) => physician.physicianNpi)).toEqual([
      zoe.npi,
      maria.npi,
      alice.npi,
      robert.npi,
    ]);
    const aliceResult = result.providerList.find((physician) => physician.physicianNpi === alice.npi);
    expect(aliceResult?.providerLocations.map((location) => location.id)).toEqual([LOCATIONS.centennial.id]);
    // Alice's only Murfreesboro location does not take new patients.
    expect(await npisOf({ showAcceptingNewPatientsOnly: true, coids: "09001", facilityCoid: "09001" })).toEqual([
      zoe.npi,
      alice.npi,
    ]);
    expect(await npisOf({ showAcceptingNewPatientsOnly: "Y", zip: "37130", distance: 3 })).toEqual([zoe.npi]);
  });

  it("facilityCoid and coids keep physicians at those facilities and list only their locations there", async () => {
    expect(await npisOf({ facilityCoid: "09002" })).toEqual([robert.npi, david.npi]);
    expect(await npisOf({ coids: "09101" })).toEqual([maria.npi, franklin.npi]);
    expect(await npisOf({ coids: ["09001", "09002"], facilityCoid: "09101" })).toEqual([]);
    const { result } = await search({ coids: "09001" });
    expect(result.providerList.map((physician) => physician.physicianNpi)).toEqual([zoe.npi, alice.npi, david.npi]);
    expect(result.providerList[1]?.providerLocations.map((location) => location.id)).toEqual([
      LOCATIONS.centennial.id,
      LOCATIONS.murfreesboro.id,
    ]);
    expect(result.providerList[2]?.providerLocations.map((location) => location.id)).toEqual([LOCATIONS.centennial.id]);
    expect(result.facilityMap.map((facility) => facility.coid)).toEqual(["09001"]);
    expect(await npisOf({ coids: "09001", locationUrlTitle: LOCATIONS.franklin.urlTitle })).toEqual([]);
  });

  it("summary lists the same physicians, in the same order, as npi, name and url title only (decision 119)", async () => {
    const asked: SearchProvidersRequest[] = [
      { zip: "37203", distance: 50, sortType: "Distance", startDate: "20261116", numberDaysOut: 14 },
      { keyword: "asthma", siteType: "psg", meta: { page: 1, pageSize: 750 } },
      { sortType: "Descending", meta: { page: 2, pageSize: 2 } },
    ];
    for (const body of asked) {
      const whole = (await search(body)).result;
      const response = await testApp.app.inject({
        method: "POST",
        url: "/fadmaa/provider/search/",
        payload: { ...body, summary: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      const raw = response.json().result.providerList as Record<string, unknown>[];
      expect(raw.every((entry) => !("providerLocations" in entry) && !("displayLocation" in entry))).toBe(true);
      const summaries = providerSummariesResponseSchema.parse(response.json()).result;
      expect(summaries.providerList).toEqual(
        whole.providerList.map((physician) => ({
          physicianNpi: physician.physicianNpi,
          physicianFirstName: physician.physicianFirstName,
          physicianMiddleInitial: physician.physicianMiddleInitial,
          physicianLastName: physician.physicianLastName,
          physicianDesignation: physician.physicianDesignation,
          urlTitle: physician.urlTitle,
        })),
      );
      expect(summaries.providerList.length).toBeGreaterThan(0);
      const { providerList: _whole, ...wholeRest } = whole;
      const { providerList: _summaries, ...summariesRest } = summaries;
      expect(summariesRest).toEqual(wholeRest);
    }
  });

  it("withinNpis limits the search to those physicians; every other criterion, the order and paging still apply", async () => {
    const within = [franklin.npi, alice.npi, maria.npi, "1999999999"];
    expect(await npisOf({ withinNpis: within })).toEqual([maria.npi, alice.npi, franklin.npi]);
    expect(await npisOf({ withinNpis: within.join(";"), sortType: "Descending" })).toEqual([
      franklin.npi,
      alice.npi,
      maria.npi,
    ]);
    expect(await npisOf({ withinNpis: within, gender: "female", meta: { page: 2, pageSize: 1 } })).toEqual([alice.npi]);
    expect(await npisOf({ withinNpis: within, keyword: "asthma", sortType: "Ascending" })).toEqual([
      maria.npi,
      franklin.npi,
    ]);
    const near = await search({ withinNpis: within, zip: "37203", distance: 10 });
    expect(near.result.providerList.map((physician) => physician.physicianNpi)).toEqual([alice.npi]);
    expect(near.result.totalProvidersCount).toBe(1);
    expect(near.result.facilityMap.map((facility) => facility.coid)).toEqual(["09001"]);
    expect(near.result.filteredLanguages).toEqual(["English", "Spanish"]);
  });

  it("withinNpis is part of the remembered search: another list is another answer", async () => {
    expect(await npisOf({ withinNpis: [zoe.npi] })).toEqual([zoe.npi]);
    expect(await npisOf({ withinNpis: [david.npi] })).toEqual([david.npi]);
    expect(await npisOf({ withinNpis: [robert.npi, zoe.npi] })).toEqual([zoe.npi, robert.npi]);
    expect(await npisOf({ withinNpis: "" })).toEqual(ALL_BY_NAME);
  });

  it("program, siteType and source are accepted; an empty field counts as absent", async () => {
    expect(await npisOf({ program: "web", siteType: "hospitalOperations", source: "cms" })).toEqual(ALL_BY_NAME);
    expect(await npisOf({ zip: "", keyword: "", gender: "", languages: "", coids: "", sortType: "" as never })).toEqual(
      ALL_BY_NAME,
    );
  });

  it("startDate and numberDaysOut add each calendar's days; appointmentTypeId picks the type", async () => {
    const { result } = await search({
      keyword: "Alice",
      appointmentTypeId: "NEWPT",
      startDate: "20261123",
      numberDaysOut: 14,
    });
    const [centennial, murfreesboro] = result.providerList[0]?.providerLocations ?? [];
    expect(centennial?.availableAppointments).toHaveLength(14);
    expect(centennial?.availableAppointments[0]?.day).toBe("20261123");
    // Mondays and Wednesdays 09:00–12:00 in 30-minute New Patient Visits; at 06:00 local nothing has passed.
    expect(centennial?.availableAppointments[0]?.timeSlots.map((slot) => slot.startTime)).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
    ]);
    expect(centennial?.firstAvailable).toBe("20261123 09:00");
    // Murfreesboro does not take new patients: no New Patient Visit times there (decision 125).
    expect(murfreesboro?.firstAvailable).toBeNull();
    expect(murfreesboro?.availableAppointments.flatMap((day) => day.timeSlots)).toEqual([]);

    const followUp = await search({
      keyword: "Alice",
      appointmentTypeId: "FOLLOW",
      startDate: "20261124",
      numberDaysOut: 2,
    });
    const days = followUp.result.providerList[0]?.providerLocations[0]?.availableAppointments ?? [];
    expect(days.map((day) => day.timeSlots.length)).toEqual([0, 9]);

    const noWindow = await search({ keyword: "Alice", appointmentTypeId: "NEWPT", startDate: "20261123" });
    expect(noWindow.result.providerList[0]?.providerLocations[0]?.availableAppointments).toEqual([]);
    expect(noWindow.result.providerList[0]?.providerLocations[0]?.firstAvailable).toBeNull();

    const offline = await search({ keyword: "Smith", startDate: "20261123", numberDaysOut: 14 });
    expect(offline.result.providerList[0]?.providerLocations.map((location) => location.mhdCalendarId)).toEqual([
      null,
      null,
    ]);
    expect(offline.result.providerList[0]?.displayLocation?.availableAppointments).toEqual([]);

    const unknownType = await search({
      keyword: "Alice",
      appointmentTypeId: "NOPE",
      startDate: "20261123",
      numberDaysOut: 3,
    });
    expect(
      unknownType.result.providerList[0]?.providerLocations[0]?.availableAppointments.map((day) => day.timeSlots),
    ).toEqual([[], [], []]);
  });

  it("every physician and location field of the spec is filled", async () => {
    const { result } = await search({ keyword: "Alice" });
    const physician = result.providerList[0];
    expect(physician).toMatchObject({
      physicianNpi: alice.npi,
      physicianFirstName: "Alice",
      physicianMiddleInitial: "M",
      physicianLastName: "Johnson",
      physicianDesignation: "MD",
      physicianPhotoUrl: `/fadmaa/media/avatars/${alice.npi}.svg`,
      gender: "Female",
      languages: ["English", "Spanish"],
      starRatings: 4.5,
      telehealthProvider: true,
      mhdParticipant: true,
      specialties: [{ providerSpecialtyId: 1, specialty: "Cardiology", primary: true, boardCertified: true }],
    });
    expect(physician?.displayLocation).toMatchObject({
      id: LOCATIONS.centennial.id,
      name: LOCATIONS.centennial.name,
      street: "100 Main Street",
      city: "Nashville",
      state: "TN",
      zip: "37203",
      phone: "615-555-0111",
      relatedContactCenterPhoneNumber: "615-555-0150",
      mhdCalendarId: "T-CAL-1",
      providerLocationCOID: "09001",
      distance: null,
      acceptsNewPatients: true,
      mapMarkerLabel: "A",
      mapMarkerIcon: "/fadmaa/media/markers/A.svg",
      latitude: LOCATIONS.centennial.latitude,
      longitude: LOCATIONS.centennial.longitude,
      urlTitle: LOCATIONS.centennial.urlTitle,
      timeZone: "America/Chicago",
    });
  });
});
