import type { StaffRole } from "@fad/contracts/staff/staff-console";

/**
 * Roles and locations from the identity provider's claims (decision 162). The roles claim's values go
 * through the configured mapping (FAD_STAFF_ROLE_MAP; by default the console's own names), so a
 * provider's group or app-role names (Entra app roles, Okta groups, Keycloak client roles mapped to a
 * claim) need not change. Values not in the mapping give nothing: nobody gets a role by accident.
 * The locations claim carries location ids as they are in the directory (locations.id).
 */
export interface StaffGrant {
  roles: StaffRole[];
  locations: string[];
}

/** A claim as a list of strings: a single string is one value; anything else is nothing. */
function claimValues(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return [];
}

const LOCATION_ID = /^[A-Za-z0-9_.:-]{1,40}$/;

export function staffGrantOf(
  claims: Record<string, unknown>,
  mapping: { rolesClaim: string; locationsClaim: string; roleMap: Record<string, StaffRole> },
): StaffGrant {
  const roles = new Set<StaffRole>();
  for (const value of claimValues(claims[mapping.rolesClaim])) {
    const role = Object.hasOwn(mapping.roleMap, value) ? mapping.roleMap[value] : undefined;
    if (role) roles.add(role);
  }
  const locations = [...new Set(claimValues(claims[mapping.locationsClaim]).filter((id) => LOCATION_ID.test(id)))];
  return { roles: [...roles], locations };
}
