import { INSURER_CATALOG } from "@fad/server/seed/insurer-catalog";
import { type BenchSamples, cycle } from "../lib/bench-samples.ts";
import type { BenchRequest } from "../lib/run-http-load.ts";
import type { HttpScenario } from "./scenario.ts";

const today = () => new Date().toISOString().slice(0, 10).replaceAll("-", "");

/**
 * Issue 3's search: a keyword (a specialty), a zip with its radius, two filters (gender and
 * new-patient online booking), the first page of 10, and 89 days of availability per location.
 */
export const searchScenario: HttpScenario = {
  kind: "http",
  name: "search: keyword+zip+2 filters, 10 with 89 days",
  floor: true,
  requests: (samples) => searchRequests(samples, 89),
};

/** The same search without availability: how much of the search's cost is the slots. */
export const searchWithoutSlotsScenario: HttpScenario = {
  kind: "http",
  name: "search: the same, without availability",
  floor: true,
  requests: (samples) => searchRequests(samples, null),
};

/**
 * The same search with "Accepts my insurance" (decision 67): an insurer of the demo catalogue, or one of
 * its plans, in turn (the seed numbers them in catalogue order from 1).
 */
export const searchInsuranceScenario: HttpScenario = {
  kind: "http",
  name: "search: the same + an insurer or a plan",
  requests: (samples) => searchRequests(samples, 89, cycle(insuranceChoices())),
};

function insuranceChoices(): { insurerId: number; insurancePlanId?: number }[] {
  const choices: { insurerId: number; insurancePlanId?: number }[] = [];
  let planId = 0;
  INSURER_CATALOG.forEach((insurer, index) => {
    choices.push({ insurerId: index + 1 });
    for (let plan = 0; plan < insurer.plans.length; plan++) {
      choices.push({ insurerId: index + 1, insurancePlanId: ++planId });
    }
  });
  return choices;
}

function searchRequests(
  samples: BenchSamples,
  numberDaysOut: number | null,
  insurance: () => Record<string, number> = () => ({}),
): () => BenchRequest {
  const keyword = cycle(samples.specialties);
  const zip = cycle(samples.zips);
  const gender = cycle(["Female", "Male"]);
  return () => ({
    method: "POST",
    path: "/fadmaa/provider/search/",
    body: {
      ...insurance(),
      keyword: keyword(),
      zip: zip(),
      gender: gender(),
      showAcceptingNewPatientsOnly: true,
      ...(numberDaysOut === null ? {} : { startDate: today(), numberDaysOut }),
      meta: { page: 1, pageSize: 10 },
      sortType: "Distance",
    },
  });
}

/** Type-ahead on prefixes of real last names, specialties and conditions (3 to 6 characters). */
export const typeAheadScenario: HttpScenario = {
  kind: "http",
  name: "type-ahead (autocomplete)",
  requests: (samples) => {
    const terms = [...samples.lastNames, ...samples.specialties, ...samples.keywords]
      .map((term, index) => term.slice(0, 3 + (index % 4)).trim())
      .filter((term) => term.length >= 3 && /^[A-Za-z0-9 ()\-',./&]+$/.test(term));
    const input = cycle(terms);
    return () => ({
      method: "GET",
      path: `/fadmaa/api/providercache/terms/autocomplete?input=${encodeURIComponent(input())}&program=web`,
    });
  },
};

/** The profile form of the search call, for a different physician each time. */
export const profileScenario: HttpScenario = {
  kind: "http",
  name: "profile (search by urlTitle)",
  requests: (samples) => {
    const urlTitle = cycle(samples.urlTitles);
    return () => ({
      method: "POST",
      path: "/fadmaa/provider/search/",
      body: { urlTitle: urlTitle(), program: "web", randomize: true, randomizerSeed: "bench" },
    });
  },
};

/**
 * The profile page itself, rendered on the server (decision 57): the profile call, the calendar's
 * slot call and the render, for a different physician each time, half as a phone. Beside "profile
 * (search by urlTitle)" it shows what the server's render adds to the call it is built on.
 */
export const profilePageScenario: HttpScenario = {
  kind: "http",
  name: "profile page, server-rendered",
  needsWebBuild: true,
  requests: (samples) => {
    const urlTitle = cycle(samples.urlTitles);
    const agent = cycle(["Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36", "Mozilla/5.0 (X11; Linux x86_64)"]);
    return () => ({
      method: "GET",
      path: `/physicians/profile/${encodeURIComponent(urlTitle())}`,
      headers: { "user-agent": agent() },
    });
  },
};
