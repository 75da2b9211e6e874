import type { Physician } from "@fad/contracts/provider/search-providers";

/** Contract-shaped answer of POST /fadmaa/provider/search/ (profile form). Tests only. */
export function searchAnswer(providerList: Physician[]) {
  return {
    status: { code: "200", details: "OK" },
    result: { providerList, totalProvidersCount: providerList.length, facilityMap: [], filteredLanguages: [] },
  };
}
