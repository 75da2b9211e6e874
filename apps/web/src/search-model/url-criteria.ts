import { PATIENT_TYPES } from "@fad/contracts/provider/app-type";
import { insuranceIdSchema } from "@fad/contracts/provider/insurance";
import { SORT_TYPES, type SortType } from "@fad/contracts/provider/search-providers";
import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import { DEFAULT_VISIT, parseVisit, visitSchema } from "@fad/contracts/provider/visit";
import { routeParamToSpecialty } from "@fad/contracts/routes/app-routes";
import { isRealDay } from "@fad/contracts/scheduling/day-format";
import { isKnownLanguage } from "@fad/contracts/search/known-languages";
import {
  COID_PATTERN,
  flagSchema,
  genderSchema,
  languagesSchema,
  URL_KEYWORD_PATTERN,
  ZIP_PATTERN,
} from "@fad/contracts/search/search-field-rules";
import { EMPTY_CRITERIA, type SearchCriteria } from "./search-criteria.ts";
import { normalizeLanguages } from "./search-languages.ts";

/**
 * The URL of a search (spec discovery §2 "Listing query parameters", §5 "URL parameters are checked
 * before use"). Query parameters of the spec: zip, keywords, keywordExact, gender, language,
 * acceptingNewPatientsOnly, telemedicineFlag, facilityCoid, location, specialty. Ours, so that paging,
 * sorting and the psg filters survive a reload or the back button: page, sort, appointmentType,
 * patientType, date; insurer and insurancePlan, the "Accepts my insurance" filter (decision 67); and
 * visit, the visit said before the times (decision 129).
 */
export const LISTING_QUERY_PARAMETERS = [
  "zip",
  "keywords",
  "keywordExact",
  "gender",
  "language",
  "acceptingNewPatientsOnly",
  "telemedicineFlag",
  "facilityCoid",
  "location",
  "specialty",
] as const;

export const LOCATION_URL_TITLE_PATTERN = /^[A-Za-z0-9-]{1,200}$/;
const APPOINTMENT_TYPE_PATTERN = /^[A-Za-z0-9 _-]{1,40}$/;

export interface RouteParameters {
  specialty?: string;
  location?: string;
}

export interface UrlCriteria {
  criteria: SearchCriteria;
  /** Names of the parameters that broke their rule and were ignored. */
  invalid: string[];
  /** A listing query parameter is present: a URL-parameter search (listing suffix rule). */
  fromUrlParameters: boolean;
}

/** A specialty by id (digits) or by name, hyphens read as spaces, case-insensitively. */
export function findSpecialty(specialties: readonly SpecialtyEntry[], text: string): SpecialtyEntry | undefined {
  const wanted = text.trim();
  if (/^\d+$/.test(wanted)) return specialties.find((entry) => entry.speciality.id === Number(wanted));
  const name = routeParamToSpecialty(wanted).toLowerCase();
  return specialties.find((entry) => entry.speciality.name.toLowerCase() === name);
}

/** Reads and validates the criteria of a URL; invalid values are left out (and named). */
export function criteriaFromUrl(
  search: string | URLSearchParams,
  route: RouteParameters,
  specialties: readonly SpecialtyEntry[],
): UrlCriteria {
  const query = typeof search === "string" ? new URLSearchParams(search) : search;
  const criteria: SearchCriteria = { ...EMPTY_CRITERIA };
  const invalid: string[] = [];
  const read = (name: string, apply: (value: string) => boolean) => {
    const value = query.get(name)?.trim();
    if (!value) return;
    if (!apply(value)) invalid.push(name);
  };

  read("zip", (value) => ZIP_PATTERN.test(value) && assign(criteria, { zip: value }));
  read("keywords", (value) => URL_KEYWORD_PATTERN.test(value) && assign(criteria, { keyword: value }));
  read("keywordExact", (value) => URL_KEYWORD_PATTERN.test(value) && assign(criteria, { keywordExact: value }));
  read("gender", (value) => {
    const gender = genderSchema.safeParse(value);
    return gender.success && assign(criteria, { gender: gender.data });
  });
  read("language", (value) => {
    const languages = languagesSchema.safeParse(value);
    // A name that is no language ("Klingon") is refused, not offered as a checkbox.
    if (!languages.success || !languages.data.every(isKnownLanguage)) return false;
    return assign(criteria, { languages: normalizeLanguages(languages.data) });
  });
  read("acceptingNewPatientsOnly", (value) =>
    readFlag(value, (flag) => assign(criteria, { acceptingNewPatientsOnly: flag })),
  );
  read("telemedicineFlag", (value) => readFlag(value, (flag) => assign(criteria, { telemedicine: flag })));
  read("facilityCoid", (value) => COID_PATTERN.test(value) && assign(criteria, { facilityCoid: value }));
  read(
    "appointmentType",
    (value) => APPOINTMENT_TYPE_PATTERN.test(value) && assign(criteria, { appointmentTypeId: value }),
  );
  read("patientType", (value) => isPatientType(value) && assign(criteria, { patientType: value }));
  read("date", (value) => isRealDay(value) && assign(criteria, { startDate: value }));
  read("insurer", (value) => readInsuranceId(value, (insurerId) => assign(criteria, { insurerId })));
  read("insurancePlan", (value) => readInsuranceId(value, (insurancePlanId) => assign(criteria, { insurancePlanId })));
  read("sort", (value) => isSortType(value) && assign(criteria, { sortType: value }));
  read("visit", (value) => visitSchema.safeParse(value).success && assign(criteria, { visit: parseVisit(value) }));
  read("page", (value) => /^[1-9]\d{0,4}$/.test(value) && assign(criteria, { page: Number(value) }));

  const location = route.location ?? query.get("location")?.trim();
  if (location) {
    if (LOCATION_URL_TITLE_PATTERN.test(location)) criteria.locationUrlTitle = location.toLowerCase();
    else invalid.push("location");
  }
  const specialty = route.specialty ?? query.get("specialty")?.trim();
  if (specialty) {
    const entry = findSpecialty(specialties, specialty);
    if (entry) criteria.specialtyId = entry.speciality.id;
    else invalid.push("specialty");
  }
  // A plan means nothing without its insurer (the search would refuse it).
  if (criteria.insurancePlanId !== null && criteria.insurerId === null) {
    criteria.insurancePlanId = null;
    invalid.push("insurancePlan");
  }
  if (criteria.sortType === "Distance" && !criteria.zip) {
    criteria.sortType = null;
    invalid.push("sort");
  }

  const fromUrlParameters = LISTING_QUERY_PARAMETERS.some((name) => (query.get(name)?.trim() ?? "") !== "");
  return { criteria, invalid, fromUrlParameters };
}

/** The query string of the criteria (specialty and location travel in the path: listing-url.ts). */
export function criteriaToQuery(criteria: SearchCriteria): URLSearchParams {
  const query = new URLSearchParams();
  const put = (name: string, value: string | null | false) => {
    if (value) query.set(name, value);
  };
  put("zip", criteria.zip);
  put("keywords", criteria.keyword.trim());
  put("keywordExact", criteria.keywordExact.trim());
  put("gender", criteria.gender);
  put("language", normalizeLanguages(criteria.languages).join(";"));
  put("acceptingNewPatientsOnly", criteria.acceptingNewPatientsOnly && "true");
  put("telemedicineFlag", criteria.telemedicine && "true");
  put("facilityCoid", criteria.facilityCoid);
  put("insurer", criteria.insurerId !== null && String(criteria.insurerId));
  put(
    "insurancePlan",
    criteria.insurerId !== null && criteria.insurancePlanId !== null && String(criteria.insurancePlanId),
  );
  put("appointmentType", criteria.appointmentTypeId);
  put("patientType", criteria.patientType);
  put("date", criteria.startDate);
  put("sort", criteria.sortType);
  put("page", criteria.page > 1 && String(criteria.page));
  // A new patient's visit is the default and is never written (decision 129).
  put("visit", criteria.visit !== DEFAULT_VISIT && criteria.visit);
  return query;
}

function assign(criteria: SearchCriteria, values: Partial<SearchCriteria>): true {
  Object.assign(criteria, values);
  return true;
}

function readFlag(value: string, apply: (flag: boolean) => true): boolean {
  const flag = flagSchema.safeParse(value);
  return flag.success && apply(flag.data);
}

function readInsuranceId(value: string, apply: (id: number) => true): boolean {
  const id = insuranceIdSchema.safeParse(value);
  return id.success && apply(id.data);
}

function isPatientType(value: string): boolean {
  return (PATIENT_TYPES as readonly string[]).includes(value);
}

function isSortType(value: string): value is SortType {
  return (SORT_TYPES as readonly string[]).includes(value);
}
