import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import type { SearchTerm } from "@fad/contracts/terms/autocomplete";
import type { NavigateFunction } from "react-router";
import { listingUrl } from "../../search-model/listing-url.ts";
import { openProviderSuggestion } from "../../search-model/provider-suggestion.ts";
import type { SearchCriteria } from "../../search-model/search-criteria.ts";
import type { SiteContext } from "../../search-model/site-context.ts";
import type { TypedSearchPlace } from "../../search-model/typed-place.ts";
import { criteriaOfLandingForm } from "./landing-form-criteria.ts";
import type { LandingFormState } from "./use-landing-form.ts";

export interface LandingTermContext {
  form: LandingFormState;
  /** The criteria the landing's address brought. */
  directCriteria: SearchCriteria;
  specialties: readonly SpecialtyEntry[];
  site: SiteContext;
  navigate: NavigateFunction;
}

/**
 * A keyword suggestion chosen on the landing: a provider opens the profile, a specialty or location
 * its listing (with the location box's place), any other term just fills the box.
 */
export function chooseLandingTerm(
  term: SearchTerm,
  { form, directCriteria, specialties, site, navigate }: LandingTermContext,
) {
  const base = (typed: TypedSearchPlace) => ({
    ...criteriaOfLandingForm(directCriteria, typed),
    keyword: "",
    keywordExact: "",
  });
  // The chosen term replaces the keyword; only the location box's place is read.
  const locationOnly = { keyword: "", locationText: form.locationText, place: form.place };
  if (term.type === "provider") {
    openProviderSuggestion(term.reference, site, navigate);
  } else if (term.type === "specialty") {
    void form.withTypedPlace(locationOnly, (typed) =>
      navigate(listingUrl({ ...base(typed), specialtyId: Number(term.reference) }, specialties, true, term.value)),
    );
  } else if (term.type === "location") {
    void form.withTypedPlace(locationOnly, (typed) =>
      navigate(listingUrl({ ...base(typed), locationUrlTitle: term.reference }, specialties, true)),
    );
  } else {
    form.setKeyword(term.value);
  }
}
