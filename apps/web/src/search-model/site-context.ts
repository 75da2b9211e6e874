import { FALLBACK_CONFIGURATION, isPsgSite } from "@fad/contracts/host/host-apps";
import type { PageSettings } from "@fad/contracts/host/page-settings";
import { COID_PATTERN } from "@fad/contracts/search/search-field-rules";
import { useMemo } from "react";
import { useAppSettings } from "../settings/app-settings.tsx";
import { hostSearchLimits, reportHostSearchProblems } from "./host-search-settings.ts";

/** What a search needs to know about the site it runs on (spec discovery §1, §2 Start-up). */
export interface SiteContext {
  /** Semicolon-separated facility COIDs. */
  coids: string;
  program: string;
  siteType: string;
  /** cms when the page names no host (the content-management host). */
  hostApp: string;
  sessionId: string;
  isPsg: boolean;
  /** The host's default radius in miles, sent with a zip; null for the server's default. */
  distance: number | null;
  /** The host's own physicians (physiciansList): searches find no one else. Empty: no limit. */
  withinNpis: string[];
  /** Portal hosts: the patient's preferred hospital, whose physicians the search puts first (spec §1). */
  preferredFacility: PreferredFacility | null;
}

/** settings.patientUser.preferredFacility: the display name (spec §3 Patient user), and a COID when given. */
export interface PreferredFacility {
  /** "" when the portal gave none. */
  displayName: string;
  coid: string | null;
}

/**
 * Read from the page settings only (never from the configuration call, which answers later): the
 * request must be the same at the landing and on the results page for their searches to be one.
 */
export function siteContextOf(settings: PageSettings): SiteContext {
  const siteType = settings.siteType?.trim() || FALLBACK_CONFIGURATION.siteType;
  const limits = hostSearchLimits(settings);
  reportHostSearchProblems(settings, limits.problems);
  return {
    coids: settings.facilityCoids?.trim() || FALLBACK_CONFIGURATION.facilityCoids,
    program: settings.program?.trim() || FALLBACK_CONFIGURATION.program,
    siteType,
    hostApp: settings.hostApp?.trim() || "cms",
    sessionId: settings.sessionId?.trim() || "",
    isPsg: isPsgSite(siteType),
    distance: limits.distance,
    withinNpis: limits.withinNpis,
    preferredFacility: isPortalHost(settings.hostApp ?? "") ? preferredFacilityOf(settings.patientUser) : null,
  };
}

export function useSiteContext(): SiteContext {
  const { settings } = useAppSettings();
  return useMemo(() => siteContextOf(settings), [settings]);
}

/** Portal hosts favour the patient's preferred hospital and hide the facility filter (spec §1, §2). */
export function isPortalHost(hostApp: string): boolean {
  return hostApp === "mho" || hostApp === "mhonative";
}

/** Portal profiles are the host's data: anything but text (or a COID's letters and digits) is left out. */
function preferredFacilityOf(patientUser: PageSettings["patientUser"]): PreferredFacility {
  const facility = patientUser?.preferredFacility as { displayName?: unknown; coid?: unknown } | undefined;
  const displayName = typeof facility?.displayName === "string" ? facility.displayName.trim().slice(0, 200) : "";
  const coid = typeof facility?.coid === "string" && COID_PATTERN.test(facility.coid) ? facility.coid : null;
  return { displayName, coid };
}
