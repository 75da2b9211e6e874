import type { PageSettings } from "@fad/contracts/host/page-settings";
import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import type { SearchCriteria } from "../../search-model/search-criteria.ts";
import { criteriaFromUrl } from "../../search-model/url-criteria.ts";

/** The host's url-prefixed search settings (spec §2 Start-up) and the query parameter each stands for. */
const SETTING_PARAMETERS = [
  ["urlKeywords", "keywords"],
  ["urlKeywordsExact", "keywordExact"],
  ["urlGender", "gender"],
  ["urlZip", "zip"],
  ["urlLanguages", "language"],
  ["urlAcceptingNewPatientsOnly", "acceptingNewPatientsOnly"],
  ["urlTeleMedicineFlag", "telemedicineFlag"],
] as const;

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
  for (const [setting, parameter] of SETTING_PARAMETERS) {
    const value = settings[setting];
    if (query.get(parameter)?.trim() || value === null || value === undefined || value === "") continue;
    query.set(parameter, String(value));
  }
  const { criteria, invalid } = criteriaFromUrl(query, {}, specialties);
  if (invalid.length > 0) console.warn("Find a Doctor: ignored invalid search parameters", invalid);
  return {
    criteria,
    runsSearch: criteria.keywordExact !== "" || criteria.keyword !== "" || criteria.facilityCoid !== "",
  };
}
