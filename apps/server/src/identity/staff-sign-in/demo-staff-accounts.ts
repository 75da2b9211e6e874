import { timingSafeEqual } from "node:crypto";
import type { StaffRole } from "@fad/contracts/staff/staff-console";

/**
 * The development provider's demo staff accounts (README "Staff console"). Only the development
 * provider knows them, and it never starts with NODE_ENV=production (dev-provider.ts).
 *
 * Every location of the demo network has its own front desk and scheduling administrator, named by the
 * location's id, so a newcomer can sign in as the desk of whichever clinic a booking went to:
 *   desk.LOC-00001     front desk of LOC-00001
 *   admin.LOC-00001    scheduling administrator (and front desk) of LOC-00001
 *   auditor.LOC-00001  auditor of LOC-00001: its rows of the audit and the network-wide ones (decision 201)
 *   auditor            auditor of no location: the network-wide rows of the audit only
 * All with the password DEMO_STAFF_PASSWORD.
 */
export const DEMO_STAFF_PASSWORD = "demo-staff-only";

export interface DemoStaffAccount {
  username: string;
  name: string;
  roles: StaffRole[];
  locations: string[];
}

/** Location ids as the demo network writes them (seed/generate-network-places.ts) and tests use. */
const LOCATION_ID = /^[A-Za-z0-9-]{1,40}$/;

export function demoStaffAccount(username: string): DemoStaffAccount | null {
  const trimmed = username.trim();
  if (trimmed === "auditor") return { username: trimmed, name: "Avery Auditor", roles: ["auditor"], locations: [] };
  const match = /^(desk|admin|auditor)\.(.+)$/.exec(trimmed);
  if (!match?.[2] || !LOCATION_ID.test(match[2])) return null;
  const location = match[2];
  if (match[1] === "auditor") {
    return { username: trimmed, name: `Auditor ${location}`, roles: ["auditor"], locations: [location] };
  }
  return match[1] === "desk"
    ? { username: trimmed, name: `Front Desk ${location}`, roles: ["front-desk"], locations: [location] }
    : {
        username: trimmed,
        name: `Scheduling Admin ${location}`,
        roles: ["scheduling-admin", "front-desk"],
        locations: [location],
      };
}

/** The account when the password is right; constant-time on the password. */
export function checkDemoStaffLogin(username: string, password: string): DemoStaffAccount | null {
  const account = demoStaffAccount(username);
  const given = Buffer.from(password);
  const expected = Buffer.from(DEMO_STAFF_PASSWORD);
  const same = given.length === expected.length && timingSafeEqual(given, expected);
  return account && same ? account : null;
}
