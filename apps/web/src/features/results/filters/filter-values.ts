import type { Place } from "@fad/contracts/geo/place";
import { DEFAULT_LANGUAGE } from "@fad/contracts/messages/results-texts";
import type { Facility } from "@fad/contracts/provider/search-providers";
import { type Gender, TYPE_AHEAD_INPUT_PATTERN } from "@fad/contracts/search/search-field-rules";

/** What the filter panel shows; the page turns it into search criteria on Apply. */
export interface FilterValues {
  /** Text in the keyword box. */
  keyword: string;
  /** Text in the location box. */
  location: string;
  /** The place chosen or resolved in the location box; null while none is. */
  place: Place | null;
  /** The checked gender boxes; none or both means any gender (see genderFilter). */
  genders: Gender[];
  /** The checked languages; English alone is the default (spec §9). */
  languages: string[];
  /** "New Patient Online Booking". */
  acceptingNewPatientsOnly: boolean;
  /** "Telemedicine Available". */
  telemedicine: boolean;
  /** "" is All Facility. */
  facilityCoid: string;
  /** "Accepts my insurance": an insurer's id (null: any), then optionally one of its plans. */
  insurerId: number | null;
  insurancePlanId: number | null;
  /** psg: "" is Select Below. */
  patientType: "" | "New" | "Current";
  /** psg: an app type code; "" is Select Below. */
  appointmentTypeId: string;
  /** psg: the first day, yyyymmdd; "" for none. */
  startDate: string;
}

export const DEFAULT_FILTER_VALUES: FilterValues = {
  keyword: "",
  location: "",
  place: null,
  genders: [],
  languages: [DEFAULT_LANGUAGE],
  acceptingNewPatientsOnly: false,
  telemedicine: false,
  facilityCoid: "",
  insurerId: null,
  insurancePlanId: null,
  patientType: "",
  appointmentTypeId: "",
  startDate: "",
};

/** The search's single gender: one box checked narrows, none or both do not. */
export function genderFilter(genders: readonly Gender[]): Gender | null {
  return genders.length === 1 ? (genders[0] ?? null) : null;
}

/** A keyword or location text holds only the allowed characters (spec §5); an empty one is valid. */
export function isValidTypeAheadText(text: string): boolean {
  return text.trim() === "" || TYPE_AHEAD_INPUT_PATTERN.test(text);
}

/** Whether any filter is set (spec §2: Apply is disabled when none is). English alone is the default, not a filter. */
export function hasActiveFilter(values: FilterValues): boolean {
  return (
    values.keyword.trim() !== "" ||
    values.location.trim() !== "" ||
    values.place !== null ||
    values.genders.length > 0 ||
    values.languages.some((language) => language !== DEFAULT_LANGUAGE) ||
    values.acceptingNewPatientsOnly ||
    values.telemedicine ||
    values.facilityCoid !== "" ||
    values.insurerId !== null ||
    values.patientType !== "" ||
    values.appointmentTypeId !== "" ||
    values.startDate !== ""
  );
}

/** Spec §2: English first, the rest sorted; languages already checked stay listed. */
export function languageOptions(filteredLanguages: readonly string[], checked: readonly string[] = []): string[] {
  const others = [...new Set([...filteredLanguages, ...checked])]
    .filter((language) => language.trim() !== "" && language !== DEFAULT_LANGUAGE)
    .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
  return [DEFAULT_LANGUAGE, ...others];
}

/** The facility dropdown's entries after All Facility: one per COID, keeping a chosen COID the answer lacks. */
export function facilityOptions(
  facilityMap: readonly Facility[],
  chosenCoid: string,
): { coid: string; title: string }[] {
  const options = new Map<string, string>();
  for (const facility of facilityMap) if (!options.has(facility.coid)) options.set(facility.coid, facility.title);
  if (chosenCoid !== "" && !options.has(chosenCoid)) options.set(chosenCoid, chosenCoid);
  return [...options].map(([coid, title]) => ({ coid, title }));
}
