import { type Configuration, GET_CONFIG_PATH, getConfigResponseSchema } from "@fad/contracts/config/get-config";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiCredentials } from "../api/api-origin.ts";
import { apiFetch } from "../api/api-transport.ts";
import { apiUrl } from "../api/request-envelope.ts";

export async function fetchConfiguration(signal?: AbortSignal): Promise<Configuration> {
  const response = await apiFetch(apiUrl(GET_CONFIG_PATH), {
    signal,
    credentials: apiCredentials(),
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`configuration call answered ${response.status}`);
  return getConfigResponseSchema.parse(await response.json()).result;
}

export const configurationQuery = {
  queryKey: ["configuration"],
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchConfiguration(signal),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
} as const;

/** GET /fadmaa/api/config once at start-up; a failure is only logged (spec discovery §8). */
export function useConfiguration(): Configuration | undefined {
  const query = useQuery(configurationQuery);
  useEffect(() => {
    if (query.error) console.error("Find a Doctor: configuration call failed", query.error);
  }, [query.error]);
  return query.data;
}
