import { NPI_PATTERN } from "@fad/contracts/appointments/search-slots";
import type { PageSettings } from "@fad/contracts/host/page-settings";
import { MAX_NPIS } from "@fad/contracts/provider/search-providers";
import { flagSchema, MAX_SEARCH_RADIUS_MILES } from "@fad/contracts/search/search-field-rules";

/**
 * The host's search settings (spec discovery §2 Start-up) read into what a search uses. The spec names
 * these settings without giving them behaviour; docs/embedding.md describes the readings taken here.
 */

/** The host's url-prefixed search settings and the listing query parameter each stands for. */
export const HOST_SEARCH_PARAMETERS = [
  ["urlKeywords", "keywords"],
  ["urlKeywordsExact", "keywordExact"],
  ["urlGender", "gender"],
  ["urlZip", "zip"],
  ["urlLanguages", "language"],
  ["urlAcceptingNewPatientsOnly", "acceptingNewPatientsOnly"],
  ["urlTeleMedicineFlag", "telemedicineFlag"],
] as const;

/**
 * The host's url-prefixed settings as listing query parameters, in the order above; blank ones are left
 * out. Values are passed as they are: the page reading them validates them like any URL (spec §5).
 */
export function hostSearchParameters(settings: PageSettings): [parameter: string, value: string][] {
  return HOST_SEARCH_PARAMETERS.flatMap(([setting, parameter]) => {
    const value = settings[setting];
    if (value === null || value === undefined || String(value).trim() === "") return [];
    return [[parameter, String(value).trim()]];
  });
}

/** listingFlg: the host wants the results straight away. Read like the other host flags (true, "Y"…). */
export function wantsListing(settings: PageSettings): boolean {
  const flag = flagSchema.safeParse(settings.listingFlg);
  return flag.success && flag.data;
}

/** What the host's settings add to every search; problems are the settings ignored, for the host's console. */
export interface HostSearchLimits {
  /** distance: the default radius in miles around a zip; null to leave the server's default. */
  distance: number | null;
  /** physiciansList: the only physicians searches may find (NPIs); empty for no limit. */
  withinNpis: string[];
  problems: string[];
}

export function hostSearchLimits(settings: PageSettings): HostSearchLimits {
  const problems: string[] = [];
  const distance = readDistance(settings.distance);
  if (distance === "invalid")
    problems.push(
      `distance ${JSON.stringify(settings.distance)} is not a positive number of miles up to ${MAX_SEARCH_RADIUS_MILES}`,
    );

  const list = settings.physiciansList ?? [];
  const npis = [...new Set(list.map((entry) => entry.trim()).filter((entry) => NPI_PATTERN.test(entry)))];
  const others = list.filter((entry) => !NPI_PATTERN.test(entry.trim()));
  if (others.length > 0) problems.push(`physiciansList entries that are not 10-digit NPIs: ${others.join(", ")}`);
  if (npis.length > MAX_NPIS)
    problems.push(`physiciansList holds ${npis.length} NPIs; only the first ${MAX_NPIS} are used`);
  // physiciansCount is only the host's own statement of its list's length: a check, nothing more.
  const count = settings.physiciansCount;
  if (settings.physiciansList && typeof count === "number" && count !== npis.length) {
    problems.push(`physiciansCount is ${count} but physiciansList holds ${npis.length} valid NPIs`);
  }
  return {
    distance: distance === "invalid" ? null : distance,
    withinNpis: npis.slice(0, MAX_NPIS),
    problems,
  };
}

function readDistance(value: PageSettings["distance"]): number | null | "invalid" {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return null;
  const miles = typeof value === "number" ? value : /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isFinite(miles) && miles > 0 && miles <= MAX_SEARCH_RADIUS_MILES ? miles : "invalid";
}

const reported = new WeakSet<PageSettings>();

/**
 * Tells the host, once per settings object, which of these settings were ignored. Every page's site
 * context reads them, so without the guard each would log the same lines again.
 */
export function reportHostSearchProblems(settings: PageSettings, problems: string[]): void {
  if (problems.length === 0 || reported.has(settings)) return;
  reported.add(settings);
  console.warn("Find a Doctor: ignored invalid settings", problems);
}
