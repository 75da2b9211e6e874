import { isPsgSite } from "@fad/contracts/host/host-apps";
import type { Physician, SearchProvidersRequest } from "@fad/contracts/provider/search-providers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { searchProviders } from "./search-providers.ts";

/** What the profile form of POST /fadmaa/provider/search/ needs (spec discovery §7). */
export interface PhysicianProfileParams {
  urlTitle: string;
  /** The host's facilities, semicolon-separated. */
  coids: string | null | undefined;
  program: string | null | undefined;
  siteType: string | null | undefined;
  /** The session id: the randomizer seed of non-psg sites. */
  sessionId: string | null | undefined;
}

/** The profile body: coids, program, urlTitle; non-psg sites add randomize=true and the session id as seed. */
export function physicianProfileRequest(params: PhysicianProfileParams): SearchProvidersRequest {
  const body: SearchProvidersRequest = {
    coids: params.coids ?? "",
    program: params.program ?? "",
    urlTitle: params.urlTitle,
  };
  if (isPsgSite(params.siteType)) return body;
  return { ...body, randomize: true, randomizerSeed: params.sessionId ?? "" };
}

/** The physician of that url title, or null when the answer lists none (the not-found view). */
export async function fetchPhysicianProfile(
  params: PhysicianProfileParams,
  signal?: AbortSignal,
): Promise<Physician | null> {
  const result = await searchProviders(physicianProfileRequest(params), signal);
  return result.providerList[0] ?? null;
}

export function physicianProfileQueryOptions(params: PhysicianProfileParams) {
  return queryOptions({
    // The seed cannot change which single physician answers, so it is left out of the key: the
    // configuration's session id arriving later must not fetch the profile a second time.
    queryKey: ["physician-profile", params.urlTitle, params.coids, params.program, params.siteType],
    queryFn: ({ signal }) => fetchPhysicianProfile(params, signal),
    retry: false,
  });
}

export function usePhysicianProfile(params: PhysicianProfileParams) {
  return useQuery(physicianProfileQueryOptions(params));
}
