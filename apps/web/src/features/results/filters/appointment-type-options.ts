import { FILTER_TEXTS } from "@fad/contracts/messages/results-texts";
import { type AppType, compareAppTypes } from "@fad/contracts/provider/app-type";

export type PatientTypeChoice = "New" | "Current";

/**
 * The patient-type list of a specialty (spec §4): app types of type New/Current give both entries;
 * otherwise each New or Current app type gives its own. Current is listed first, as the spec lists it.
 */
export function patientTypeOptions(appTypes: readonly AppType[]): { value: PatientTypeChoice; label: string }[] {
  const hasBoth = appTypes.some((type) => type.patientType === "New/Current");
  const hasCurrent = hasBoth || appTypes.some((type) => type.patientType === "Current");
  const hasNew = hasBoth || appTypes.some((type) => type.patientType === "New");
  return [
    ...(hasCurrent ? [{ value: "Current" as const, label: FILTER_TEXTS.currentPatient }] : []),
    ...(hasNew ? [{ value: "New" as const, label: FILTER_TEXTS.newPatient }] : []),
  ];
}

/**
 * The appointment-type list: sorted by friendlyName2 (spec §9), one entry per code, and with a patient
 * type chosen only the types open to that patient type.
 */
export function appointmentTypeOptions(
  appTypes: readonly AppType[],
  patientType: "" | PatientTypeChoice,
): { value: string; label: string }[] {
  const seen = new Set<string>();
  return [...appTypes]
    .filter((type) => patientType === "" || type.patientType === patientType || type.patientType === "New/Current")
    .sort(compareAppTypes)
    .filter((type) => {
      if (seen.has(type.code)) return false;
      seen.add(type.code);
      return true;
    })
    .map((type) => ({ value: type.code, label: type.friendlyName2 }));
}
