import type { SearchCriteria } from "./search-criteria.ts";

/** The insurer (and plan) the latest search asked for. */
export interface SearchInsuranceChoice {
  insurerId: number;
  insurancePlanId: number | null;
}

/**
 * "Accepts my insurance" carried to the booking form (decision 68): the results page notes the choice
 * of the search it shows, and the patient form's Insurance Carrier starts from it. In memory only, like
 * the booking session: never stored, and set from effects, so a server render shares nothing.
 */
let latest: SearchInsuranceChoice | null = null;
/** The carrier name the form was last given from a search, so a newer search can replace it (only it). */
let lastFilledCarrier: string | null = null;
/** The choice last offered to the form: offered once, so a carrier cleared on purpose stays cleared. */
let offeredKey: string | null = null;

export function rememberSearchInsurance(criteria: Pick<SearchCriteria, "insurerId" | "insurancePlanId">): void {
  latest =
    criteria.insurerId === null
      ? null
      : { insurerId: criteria.insurerId, insurancePlanId: criteria.insurancePlanId ?? null };
}

/**
 * The carrier the form should start from, given what it holds now: the search's insurer, once per
 * choice, when the field is empty or still holds what an earlier search put there; null when the
 * visitor's own choice (a carrier, or none after clearing it) stands or there is nothing to offer.
 */
export function carrierFromSearch(current: string, nameOfInsurer: (insurerId: number) => string | null): string | null {
  if (!latest) return null;
  const key = `${latest.insurerId}/${latest.insurancePlanId ?? ""}`;
  if (key === offeredKey) return null;
  if (current !== "" && current !== lastFilledCarrier) return null;
  const name = nameOfInsurer(latest.insurerId);
  if (name === null) return null;
  offeredKey = key;
  lastFilledCarrier = name;
  return name === current ? null : name;
}

/** Forgets the choice (tests, and a new visit). */
export function forgetSearchInsurance(): void {
  latest = null;
  lastFilledCarrier = null;
  offeredKey = null;
}
