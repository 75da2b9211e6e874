import { DISPLAY_DECIMALS, PHYSICIAN_TEXTS } from "@fad/contracts/messages/physician-texts";
import { shownDesignation } from "@fad/contracts/provider/designations";
import type { Physician } from "@fad/contracts/provider/search-providers";

type NameParts = Pick<Physician, "physicianFirstName" | "physicianMiddleInitial" | "physicianLastName">;

/** Spec §2 profile: first name, the middle initial with a period when there is one, last name. */
export function formatPhysicianName(physician: NameParts): string {
  const initial = physician.physicianMiddleInitial?.replace(/[.\s]/g, "").charAt(0).toUpperCase();
  return [physician.physicianFirstName, initial ? `${initial}.` : "", physician.physicianLastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
}

/**
 * Credentials comma-separated ("MD, FACP"), whatever separator the source used; only those of the
 * spec's credential list (decision 109).
 */
export function formatDesignation(designation: string): string {
  return shownDesignation(designation);
}

/** "John A. Smith, MD, FACP": the name as a heading shows it. */
export function formatNameWithDesignation(physician: NameParts & Pick<Physician, "physicianDesignation">): string {
  const designation = formatDesignation(physician.physicianDesignation);
  const name = formatPhysicianName(physician);
  return designation ? `${name}, ${designation}` : name;
}

/** Spec §9: one decimal, in miles; null (nothing shown) unless greater than 0. */
export function formatDistance(distance: number | null | undefined): string | null {
  if (distance === null || distance === undefined || !Number.isFinite(distance) || distance <= 0) return null;
  return `${distance.toFixed(DISPLAY_DECIMALS)} ${PHYSICIAN_TEXTS.milesUnit}`;
}

/** Spec §9: ratings to one decimal ("4.0"). */
export function formatRating(rating: number): string {
  return rating.toFixed(DISPLAY_DECIMALS);
}

/** The names of the primary specialties (all of them when none is marked primary). */
export function primarySpecialtyNames(physician: Pick<Physician, "specialties">): string[] {
  const primary = physician.specialties.filter((specialty) => specialty.primary);
  return (primary.length > 0 ? primary : physician.specialties).map((specialty) => specialty.specialty);
}
