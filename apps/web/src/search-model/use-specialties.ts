import { type SpecialtyEntry, specialtyEntrySchema } from "@fad/contracts/provider/speciality-app-types";
import { useMemo } from "react";
import { z } from "zod";
import { useSpecialityAppTypes } from "../api/speciality-app-types.ts";
import { useAppSettings } from "../settings/app-settings.tsx";
import { useSiteContext } from "./site-context.ts";

export interface Specialties {
  /** Alphabetical (spec §9); empty until known. */
  list: SpecialtyEntry[];
  isLoading: boolean;
  isError: boolean;
  /** The page configured them (settings.specialties) rather than the call. */
  preloaded: boolean;
}

const preloadedSchema = z.array(specialtyEntrySchema).min(1);
/** One empty list, so that "not known yet" does not change identity on every render. */
const NONE: SpecialtyEntry[] = [];

/**
 * The specialty entries: the page's own list when it supplies one, else GET
 * /provider/specilityAppTypes/ (spec discovery §7 "called when specialties are not preloaded").
 */
export function useSpecialties(): Specialties {
  const { settings } = useAppSettings();
  const site = useSiteContext();
  const preloaded = useMemo(() => {
    const parsed = preloadedSchema.safeParse(settings.specialties);
    return parsed.success ? sortSpecialties(parsed.data) : null;
  }, [settings.specialties]);
  const query = useSpecialityAppTypes(
    { facilityCOIDs: site.coids, program: site.program, siteType: site.siteType },
    { enabled: preloaded === null },
  );
  if (preloaded) return { list: preloaded, isLoading: false, isError: false, preloaded: true };
  return { list: query.data ?? NONE, isLoading: query.isPending, isError: query.isError, preloaded: false };
}

function sortSpecialties(list: SpecialtyEntry[]): SpecialtyEntry[] {
  return [...list].sort((a, b) => a.speciality.name.localeCompare(b.speciality.name, "en", { sensitivity: "base" }));
}
