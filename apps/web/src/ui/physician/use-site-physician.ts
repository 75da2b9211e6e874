import { useEffect } from "react";
import { usePhysicianProfile } from "../../api/physician-profile.ts";
import { useAppSettings } from "../../settings/app-settings.tsx";

/**
 * The physician of a url title as this site sees them (its facilities, program, site type and session
 * seed), for the pages that open on one doctor (profile, booking); a failed call is logged.
 */
export function useSitePhysician(urlTitle: string, pageName: string) {
  const { settings, configuration } = useAppSettings();
  const query = usePhysicianProfile({
    urlTitle,
    coids: settings.facilityCoids,
    program: settings.program,
    siteType: settings.siteType,
    sessionId: settings.sessionId || configuration?.sessionId,
  });
  useEffect(() => {
    if (query.error) console.error(`Find a Doctor: the ${pageName}'s physician call failed`, query.error);
  }, [query.error, pageName]);
  return query;
}
