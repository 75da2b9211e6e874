import { profilePath } from "@fad/contracts/routes/app-routes";
import { lookUpProviders } from "../api/search-providers.ts";
import type { SiteContext } from "./site-context.ts";

/**
 * A chosen provider suggestion (spec discovery §2 type-ahead, §7 npis form): the look-up of its NPI;
 * the profile path when exactly one provider answers, else null (the caller only logs it, spec §8).
 */
export async function profilePathOfSuggestion(npi: string, site: SiteContext): Promise<string | null> {
  const result = await lookUpProviders({ npis: [npi], coids: site.coids, program: site.program });
  const [provider] = result.providerList;
  if (result.totalProvidersCount !== 1 || !provider) return null;
  return profilePath(provider.urlTitle);
}

/** Opens the profile of a chosen provider suggestion; a suggestion naming no single provider is only logged. */
export function openProviderSuggestion(npi: string, site: SiteContext, navigate: (path: string) => void): void {
  profilePathOfSuggestion(npi, site)
    .then((path) => {
      if (path) navigate(path);
      else console.error("Find a Doctor: the suggestion names no single provider", npi);
    })
    .catch((error: unknown) => console.error("Find a Doctor: provider look-up failed", error));
}
