import type { PageSettings } from "@fad/contracts/host/page-settings";
import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import { hostSearchParameters } from "../../search-model/host-search-settings.ts";
import type { SearchCriteria } from "../../search-model/search-criteria.ts";
import { criteriaFromUrl } from "../../search-model/url-criteria.ts";

export interface DirectLink {
  criteria: SearchCriteria;
  /** Spec §2: a direct link carrying keywordExact, keywords or facilityCoid runs the search at once. */
  runsSearch: boolean;
}

/**
 * The criteria a landing address brings: its query parameters, else the host's url-prefixed settings,
 * both validated by the URL rules (spec §5); invalid values are dropped and logged.
 */
export function directLinkCriteria(
  search: string,
  settings: PageSettings,
  specialties: readonly SpecialtyEntry[],
): DirectLink {
  const query = new URLSearchParams(search);
  for (const [parameter, value] of hostSearchParameters(settings)) {
    if (!query.get(parameter)?.trim()) query.set(parameter, value);
  }
  const { criteria, invalid } = criteriaFromUrl(query, {}, specialties);
  if (invalid.length > 0) console.warn("Find a Doctor: ignored invalid search parameters", invalid);
  return {
    criteria,
    runsSearch: criteria.keywordExact !== "" || criteria.keyword !== "" || criteria.facilityCoid !== "",
  };
}
