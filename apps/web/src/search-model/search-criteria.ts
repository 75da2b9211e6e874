import type { SortType } from "@fad/contracts/provider/search-providers";
import type { Visit } from "@fad/contracts/provider/visit";
import type { Gender } from "@fad/contracts/search/search-field-rules";

/**
 * What a search asks for, shared by the landing and the results page. The URL holds it (url-criteria.ts)
 * and the POST /provider/search/ body is built from it (search-request.ts), so the same criteria always
 * make the same request (and the same TanStack Query key).
 */
export interface SearchCriteria {
  /** Free text from the keyword box (query parameter keywords). */
  keyword: string;
  /** An exact term from a direct link (keywordExact). */
  keywordExact: string;
  /** The search point: a 5-digit or 5+4 zip (zip). */
  zip: string;
  gender: Gender | null;
  /** Languages besides English; English alone is the default and never written. */
  languages: string[];
  acceptingNewPatientsOnly: boolean;
  telemedicine: boolean;
  facilityCoid: string;
  /** A location's url title (location routes). */
  locationUrlTitle: string;
  specialtyId: number | null;
  /** "Accepts my insurance" (decision 67): an insurer's id of the insurance list, and optionally a plan of it. */
  insurerId: number | null;
  insurancePlanId: number | null;
  /** psg filters: appointment type code, patient type, first day (yyyymmdd). */
  appointmentTypeId: string;
  patientType: string;
  startDate: string;
  sortType: SortType | null;
  page: number;
  /** The visit the patient said before the times (decision 129): the cards' times are for it. */
  visit: Visit;
}

export const EMPTY_CRITERIA: SearchCriteria = {
  keyword: "",
  keywordExact: "",
  zip: "",
  gender: null,
  languages: [],
  acceptingNewPatientsOnly: false,
  telemedicine: false,
  facilityCoid: "",
  locationUrlTitle: "",
  specialtyId: null,
  insurerId: null,
  insurancePlanId: null,
  appointmentTypeId: "",
  patientType: "",
  startDate: "",
  sortType: null,
  page: 1,
  visit: "new",
};

/**
 * The visit the cards' times are for (decision 129): psg's patient type filter says it when it says
 * Current; else the visit the patient chose beside the cards.
 */
export function visitOfCriteria(criteria: Pick<SearchCriteria, "visit" | "patientType">): Visit {
  return criteria.patientType === "Current" ? "returning" : criteria.visit;
}

export function hasKeyword(criteria: SearchCriteria): boolean {
  return criteria.keyword.trim() !== "" || criteria.keywordExact.trim() !== "";
}

export function hasLocation(criteria: SearchCriteria): boolean {
  return criteria.zip !== "" || criteria.locationUrlTitle !== "";
}
