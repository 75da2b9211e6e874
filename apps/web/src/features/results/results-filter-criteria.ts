import type { Place } from "@fad/contracts/geo/place";
import { DEFAULT_LANGUAGE } from "@fad/contracts/messages/results-texts";
import { ZIP_PATTERN } from "@fad/contracts/search/search-field-rules";
import { EMPTY_CRITERIA, type SearchCriteria } from "../../search-model/search-criteria.ts";
import { normalizeLanguages } from "../../search-model/search-languages.ts";
import { type FilterValues, genderFilter } from "./filters/filter-values.ts";

/** The filter panel's values for the criteria of the address (the location box shows the zip). */
export function filterValuesOf(criteria: SearchCriteria, place: Place | null = null): FilterValues {
  const languages = normalizeLanguages(criteria.languages);
  return {
    keyword: criteria.keywordExact || criteria.keyword,
    location: place?.zip === criteria.zip && criteria.zip ? place.label : criteria.zip,
    place: place?.zip === criteria.zip && criteria.zip ? place : null,
    genders: criteria.gender ? [criteria.gender] : [],
    languages: languages.length > 0 ? languages : [DEFAULT_LANGUAGE],
    acceptingNewPatientsOnly: criteria.acceptingNewPatientsOnly,
    telemedicine: criteria.telemedicine,
    facilityCoid: criteria.facilityCoid,
    insurerId: criteria.insurerId,
    insurancePlanId: criteria.insurerId !== null ? criteria.insurancePlanId : null,
    patientType: criteria.patientType === "New" || criteria.patientType === "Current" ? criteria.patientType : "",
    appointmentTypeId: criteria.appointmentTypeId,
    startDate: criteria.startDate,
  };
}

/**
 * The criteria of an Apply: the panel's values over the route's own filters (specialty, location),
 * back on page 1; an untouched exact keyword stays exact; a distance sort needs a location still.
 */
export function criteriaOfFilters(values: FilterValues, current: SearchCriteria): SearchCriteria {
  const keyword = values.keyword.trim();
  const keepsExact = current.keywordExact !== "" && keyword === current.keywordExact;
  const typed = values.location.trim();
  const zip = typed === "" ? "" : (values.place?.zip ?? (ZIP_PATTERN.test(typed) ? typed : ""));
  const sortType = current.sortType === "Distance" && !zip ? null : current.sortType;
  return {
    ...EMPTY_CRITERIA,
    specialtyId: current.specialtyId,
    locationUrlTitle: current.locationUrlTitle,
    keyword: keepsExact ? "" : keyword,
    keywordExact: keepsExact ? current.keywordExact : "",
    zip,
    gender: genderFilter(values.genders),
    languages: normalizeLanguages(values.languages),
    acceptingNewPatientsOnly: values.acceptingNewPatientsOnly,
    telemedicine: values.telemedicine,
    facilityCoid: values.facilityCoid,
    insurerId: values.insurerId,
    insurancePlanId: values.insurerId !== null ? values.insurancePlanId : null,
    patientType: values.patientType,
    appointmentTypeId: values.appointmentTypeId,
    startDate: values.startDate,
    sortType: sortType === "FirstAvailable" && !values.appointmentTypeId ? null : sortType,
    page: 1,
    // The visit is said beside the cards, not in the panel: an Apply keeps it (decision 129).
    visit: current.visit,
  };
}

/**
 * The criteria of a specialty chosen in the keyword box: the panel's values under the new specialty. Spec
 * §4: changing the specialty resets the patient type and appointment type to Select Below (the old type
 * belongs to the old specialty's list and would otherwise apply unseen), and with them a First Available
 * sort, which needs a type.
 */
export function criteriaForSpecialty(
  values: FilterValues,
  current: SearchCriteria,
  specialtyId: number,
): SearchCriteria {
  const next = { ...criteriaOfFilters(values, current), keyword: "", keywordExact: "", specialtyId };
  if (specialtyId === current.specialtyId) return next;
  return {
    ...next,
    patientType: "",
    appointmentTypeId: "",
    sortType: next.sortType === "FirstAvailable" ? null : next.sortType,
  };
}
