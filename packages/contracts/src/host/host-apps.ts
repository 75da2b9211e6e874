/**
 * Host applications the product is embedded in (spec discovery §1). The spec names mho, mhonative
 * and proofs; the content-management host's value is not shown, so it is "cms" (docs/decisions.md).
 */
export const HOST_APPS = ["cms", "mho", "mhonative", "proofs"] as const;
export type HostApp = (typeof HOST_APPS)[number];

/** The group-practice site type. Every other value is a non-psg site. */
export const PSG_SITE_TYPE = "psg";

/**
 * Fallback configuration when the page supplies no settings (spec discovery §2 Start-up): a default
 * facility COID list, the web program and the Hospital Operations site type. The values are not shown
 * in the spec; these are ours (docs/decisions.md).
 */
export const FALLBACK_CONFIGURATION = {
  facilityCoids: "09001;09002;09003;09004;09005;09006",
  program: "web",
  siteType: "hospitalOperations",
} as const;

export function isPsgSite(siteType: string | undefined | null): boolean {
  return siteType === PSG_SITE_TYPE;
}
