import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import { FACILITY_MAP_KEY } from "@fad/contracts/session/session-keys";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { providerSummariesQueryOptions, searchProvidersQueryOptions } from "../../api/search-providers.ts";
import { storeDisclosureAgreement } from "../../search-model/disclosure.ts";
import { listingUrl } from "../../search-model/listing-url.ts";
import { hasKeyword, hasLocation, type SearchCriteria } from "../../search-model/search-criteria.ts";
import { buildSearchRequest, todayDay } from "../../search-model/search-request.ts";
import type { SiteContext } from "../../search-model/site-context.ts";
import { hasAgreedToDisclosure } from "../../search-model/stored-disclosure-agreement.ts";
import { writeLocalValue } from "../../ui/browser-storage.ts";

export type LandingSearchState =
  | { status: "idle" }
  | { status: "loading" }
  /** Spec §4: an empty answer; the tips depend on what was entered. */
  | { status: "empty"; hadLocation: boolean; hadKeyword: boolean }
  /** The failed call's error: the banner words a rate-limit refusal differently. */
  | { status: "error"; error: unknown };

export interface LandingSearch {
  state: LandingSearchState;
  /** The disclosure modal is open, holding a search until agreement. */
  awaitingDisclosure: boolean;
  /** Runs the search, behind the disclosure gate on non-psg sites. */
  run: (criteria: SearchCriteria, specialtyName?: string | null) => void;
  agree: () => void;
  /** The pending search is dropped. */
  cancel: () => void;
}

/**
 * The landing's search (spec discovery §2 "Search landing", §4): behind the disclosure gate on non-psg
 * sites; results lead to the results route built from the criteria, whose page reads the same answer
 * from the query cache (same body, same key); an empty answer or a failure stays on the landing.
 */
export function useLandingSearch(site: SiteContext, specialties: readonly SpecialtyEntry[]): LandingSearch {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<LandingSearchState>({ status: "idle" });
  const [pending, setPending] = useState<{ criteria: SearchCriteria; specialtyName?: string | null } | null>(null);
  const latest = useRef(0);

  const execute = useCallback(
    async (criteria: SearchCriteria, specialtyName?: string | null) => {
      const run = ++latest.current;
      setState({ status: "loading" });
      const body = buildSearchRequest(criteria, site, todayDay());
      try {
        // The results page's own call (psg: the list as summaries, decision 119), so it reads this answer.
        const result = site.isPsg
          ? await queryClient.fetchQuery(providerSummariesQueryOptions(body))
          : await queryClient.fetchQuery(searchProvidersQueryOptions(body));
        if (run !== latest.current) return;
        if (result.providerList.length === 0) {
          setState({ status: "empty", hadLocation: hasLocation(criteria), hadKeyword: hasKeyword(criteria) });
          return;
        }
        writeLocalValue(FACILITY_MAP_KEY, JSON.stringify(result.facilityMap));
        setState({ status: "idle" });
        navigate(listingUrl(criteria, specialties, true, specialtyName));
      } catch (error) {
        if (run !== latest.current) return;
        console.error("Find a Doctor: provider search failed", error);
        setState({ status: "error", error });
      }
    },
    [navigate, queryClient, site, specialties],
  );

  const run = useCallback(
    (criteria: SearchCriteria, specialtyName?: string | null) => {
      if (!site.isPsg && !hasAgreedToDisclosure()) {
        setPending({ criteria, specialtyName });
        return;
      }
      void execute(criteria, specialtyName);
    },
    [execute, site.isPsg],
  );

  const agree = useCallback(() => {
    storeDisclosureAgreement();
    const held = pending;
    setPending(null);
    if (held) void execute(held.criteria, held.specialtyName);
  }, [execute, pending]);

  const cancel = useCallback(() => setPending(null), []);

  return { state, awaitingDisclosure: pending !== null, run, agree, cancel };
}
