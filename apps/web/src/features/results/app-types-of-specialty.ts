import type { AppType } from "@fad/contracts/provider/app-type";
import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";

/** psg's appointment types to choose from: the chosen specialty's, or every specialty's when none is chosen. */
export function appTypesOf(specialties: readonly SpecialtyEntry[], specialtyId: number | null): readonly AppType[] {
  const chosen = specialties.find((entry) => entry.speciality.id === specialtyId);
  return chosen ? chosen.appTypes : specialties.flatMap((entry) => entry.appTypes);
}
