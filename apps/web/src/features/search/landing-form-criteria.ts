import type { Place } from "@fad/contracts/geo/place";
import { ZIP_PATTERN } from "@fad/contracts/search/search-field-rules";
import type { SearchCriteria } from "../../search-model/search-criteria.ts";

export interface LandingForm {
  keyword: string;
  locationText: string;
  place: Place | null;
}

/**
 * The criteria of the landing's two boxes over those its address brought (facility, gender…): an
 * untouched exact keyword of a direct link stays exact; the location is the chosen place's zip, or a
 * zip typed in the box.
 */
export function criteriaOfLandingForm(base: SearchCriteria, form: LandingForm): SearchCriteria {
  const keyword = form.keyword.trim();
  const keepsExact = base.keywordExact !== "" && keyword === base.keywordExact;
  const typed = form.locationText.trim();
  const zip = form.place?.zip ?? (ZIP_PATTERN.test(typed) ? typed : "");
  return {
    ...base,
    keyword: keepsExact ? "" : keyword,
    keywordExact: keepsExact ? base.keywordExact : "",
    zip: typed === "" ? "" : zip,
    page: 1,
  };
}
