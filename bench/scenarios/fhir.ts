import { SPECIALTY_TAXONOMY } from "@fad/server/fhir/directory-codes";
import { type BenchSamples, cycle } from "../lib/bench-samples.ts";
import type { HttpScenario } from "./scenario.ts";

/**
 * Issue 35's FHIR directory searches (decision 140), each on values the network holds: a Practitioner
 * by the first four letters of a real last name, a PractitionerRole by a specialty's NUCC code at a
 * location where it is practised with the practitioners included, and a Location by city.
 */
export const fhirPractitionerNameScenario: HttpScenario = {
  kind: "http",
  name: "FHIR Practitioner?name (4 letters)",
  requests: (samples: BenchSamples) => {
    const name = cycle(samples.lastNames.map((last) => last.slice(0, 4)));
    return () => ({ method: "GET", path: `/fhir/Practitioner?name=${encodeURIComponent(name())}` });
  },
};

export const fhirRoleSpecialtyLocationScenario: HttpScenario = {
  kind: "http",
  name: "FHIR PractitionerRole?specialty&location&_include",
  requests: (samples: BenchSamples) => {
    const pair = cycle(samples.specialtyLocations.filter((one) => SPECIALTY_TAXONOMY[one.specialty]));
    return () => {
      const { specialty, locationId } = pair();
      const code = SPECIALTY_TAXONOMY[specialty] as string;
      return {
        method: "GET",
        path: `/fhir/PractitionerRole?specialty=${code}&location=${encodeURIComponent(locationId)}&_include=PractitionerRole:practitioner`,
      };
    };
  },
};

export const fhirLocationCityScenario: HttpScenario = {
  kind: "http",
  name: "FHIR Location?address-city",
  requests: (samples: BenchSamples) => {
    const city = cycle(samples.cities);
    return () => ({ method: "GET", path: `/fhir/Location?address-city=${encodeURIComponent(city())}` });
  },
};

/** A chained search (decision 198): the roles at locations in a city, their practitioners included. */
export const fhirRoleLocationCityChainScenario: HttpScenario = {
  kind: "http",
  name: "FHIR PractitionerRole?location.address-city&_include",
  requests: (samples: BenchSamples) => {
    const city = cycle(samples.cities);
    return () => ({
      method: "GET",
      path: `/fhir/PractitionerRole?location.address-city=${encodeURIComponent(city())}&_include=PractitionerRole:practitioner`,
    });
  },
};

export const FHIR_SCENARIOS = {
  "fhir-practitioner-name": fhirPractitionerNameScenario,
  "fhir-role-specialty-location": fhirRoleSpecialtyLocationScenario,
  "fhir-location-city": fhirLocationCityScenario,
  "fhir-role-location-city-chain": fhirRoleLocationCityChainScenario,
};
