import { type SearchProvidersRequest, searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookUpZip } from "../geo/look-up-zip.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { expectedMiles, insertTestDirectory, LOCATIONS, PHYSICIANS, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const { alice, maria, david } = PHYSICIANS;

describe.each(testDatabaseKinds())("the profile and npis forms of the search on %s", (kind) => {
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

  it("urlTitle returns the one physician with every profile section", async () => {
    const { status, result } = await search({
      urlTitle: "alice-johnson-md-1",
      coids: "09001",
      program: "web",
      randomize: true,
      randomizerSeed: "s",
    });
    expect(status.details).toBe("OK");
    expect(result.totalProvidersCount).toBe(1);
    const [profile] = result.providerList;
    expect(profile).toMatchObject({
      physicianNpi: alice.npi,
      urlTitle: "alice-johnson-md-1",
      physicianBio: "Alice Johnson cares for patients.",
      physicianCarePhilosophy: "Listen first.",
      proceduresAndConditions: [{ keyword: "Atrial Fibrillation" }, { keyword: "Echocardiogram" }],
      specialties: [{ providerSpecialtyId: 1, specialty: "Cardiology", primary: true, boardCertified: true }],
      providerSpecialties: [{ providerSpecialtyId: 1, specialty: "Cardiology", primary: true, boardCertified: true }],
      affiliations: [{ locationId: "09001", locationName: "Centennial Medical Center" }],
      credentialsAndAccreditations: [
        {
          organizationOrSchool: "Vanderbilt University School of Medicine",
          type: "Medical School",
          yearReceived: 2005,
        },
      ],
      fadMediaList: [
        { type: "video", url: "https://example.org/v", name: "Welcome video", featured: true },
        { type: "link", url: "https://example.org/a", name: "Article", featured: false },
      ],
    });
    // The whole practice, in the physician's order, lettered for the map, with coordinates.
    expect(
      profile?.providerLocations.map((location) => [
        location.id,
        location.mapMarkerLabel,
        location.latitude,
        location.longitude,
      ]),
    ).toEqual([
      [LOCATIONS.centennial.id, "A", LOCATIONS.centennial.latitude, LOCATIONS.centennial.longitude],
      [LOCATIONS.murfreesboro.id, "B", LOCATIONS.murfreesboro.latitude, LOCATIONS.murfreesboro.longitude],
    ]);
    expect(profile?.displayLocation?.id).toBe(LOCATIONS.centennial.id);
    expect(result.facilityMap.map((facility) => facility.coid)).toEqual(["09001"]);
    expect(result.filteredLanguages).toEqual(["English", "Spanish"]);
  });

  it("with a zip the profile's locations are nearest first with distances; with a window, availability", async () => {
    const place = lookUpZip("37130");
    if (!place) throw new Error("zip data lacks 37130");
    const { result } = await search({
      urlTitle: "alice-johnson-md-1",
      zip: "37130",
      startDate: "20261123",
      numberDaysOut: 14,
    });
    const locations = result.providerList[0]?.providerLocations ?? [];
    expect(locations.map((location) => [location.id, location.mapMarkerLabel, location.distance])).toEqual([
      [LOCATIONS.murfreesboro.id, "A", expectedMiles(place, LOCATIONS.murfreesboro)],
      [LOCATIONS.centennial.id, "B", expectedMiles(place, LOCATIONS.centennial)],
    ]);
    expect(result.providerList[0]?.displayLocation?.id).toBe(LOCATIONS.murfreesboro.id);
    // Murfreesboro does not take new patients: the default (new-patient) type shows no times there (decision 125).
    expect(locations.map((location) => location.firstAvailable)).toEqual([null, "20261123 09:00"]);
    expect(locations[1]?.availableAppointments).toHaveLength(14);
  });

  it("an unknown urlTitle answers an empty list (the browser shows its not-found view)", async () => {
    const { status, result } = await search({ urlTitle: "nobody-at-all" });
    expect(status).toEqual({ code: "200", details: "OK" });
    expect(result).toEqual({ providerList: [], totalProvidersCount: 0, facilityMap: [], filteredLanguages: [] });
  });

  it("npis, as an array or a semicolon list, returns those providers in the order asked", async () => {
    const asArray = await search({ npis: [maria.npi, alice.npi], program: "web", coids: "09001" });
    expect(asArray.status.details).toBe("OK");
    expect(asArray.result.totalProvidersCount).toBe(2);
    expect(asArray.result.providerList.map((physician) => physician.physicianNpi)).toEqual([maria.npi, alice.npi]);
    const asText = await search({ npis: `${david.npi}; 1999999999;${maria.npi}` });
    expect(asText.result.providerList.map((physician) => physician.physicianNpi)).toEqual([david.npi, maria.npi]);
    expect(asText.result.totalProvidersCount).toBe(2);
    expect(asText.result.facilityMap.map((facility) => facility.coid)).toEqual(["09101", "09001", "09002"]);
  });

  it("a map marker icon is served as SVG; other names are 404", async () => {
    const marker = await testApp.app.inject({ method: "GET", url: "/fadmaa/media/markers/B.svg" });
    expect(marker.statusCode).toBe(200);
    expect(marker.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(marker.body).toContain(">B</text>");
    for (const name of ["b.svg", "ABC.svg", "A.png", "..%2Fx"]) {
      expect((await testApp.app.inject({ method: "GET", url: `/fadmaa/media/markers/${name}` })).statusCode).toBe(404);
    }
  });
});
