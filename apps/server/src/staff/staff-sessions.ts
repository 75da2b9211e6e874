import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { type StaffRole, staffRoleSchema } from "@fad/contracts/staff/staff-console";
import { z } from "zod";
import type { Database } from "../database/create-database.ts";

/**
 * Staff sessions kept in the database (decision 161), so every server process sees the same sessions
 * and signing out or an idle logoff ends one everywhere at once. The cookie carries a random token;
 * the row is keyed by its SHA-256, so a copy of the table opens no session.
 */
export interface StaffSessionRow {
  tokenHash: string;
  subject: string;
  name: string;
  roles: StaffRole[];
  locations: string[];
  csrfToken: string;
  idToken: string | null;
}

export interface SessionLimits {
  idleMinutes: number;
  absoluteHours: number;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function createStaffSession(
  db: Database,
  session: Omit<StaffSessionRow, "tokenHash" | "csrfToken">,
  options: { now: Date; limits: SessionLimits },
): Promise<{ token: string; row: StaffSessionRow }> {
  const token = newToken();
  const row: StaffSessionRow = { ...session, tokenHash: hashToken(token), csrfToken: newToken() };
  await db
    .insertInto("staff_sessions")
    .values({
      token_hash: row.tokenHash,
      subject: row.subject,
      name: row.name,
      roles: JSON.stringify(row.roles),
      locations: JSON.stringify(row.locations),
      csrf_token: row.csrfToken,
      id_token: row.idToken,
      created_at: options.now,
      last_seen_at: options.now,
      expires_at: new Date(options.now.getTime() + options.limits.absoluteHours * 3_600_000),
    })
    .execute();
  return { token, row };
}

const rolesSchema = z.array(staffRoleSchema);
const locationsSchema = z.array(z.string());

/**
 * The live session of a cookie's token, its last-seen time moved to now; null when there is none or it
 * has ended. One UPDATE both checks the idle and absolute ends and touches the row, so two processes
 * cannot disagree; a session found past either end is marked ended with why.
 */
export async function openStaffSession(
  db: Database,
  token: string,
  options: { now: Date; limits: SessionLimits },
): Promise<StaffSessionRow | null> {
  const tokenHash = hashToken(token);
  const idleSince = new Date(options.now.getTime() - options.limits.idleMinutes * 60_000);
  const row = await db
    .updateTable("staff_sessions")
    .set({ last_seen_at: options.now })
    .where("token_hash", "=", tokenHash)
    .where("ended_at", "is", null)
    .where("expires_at", ">", options.now)
    .where("last_seen_at", ">", idleSince)
    .returning(["token_hash", "subject", "name", "roles", "locations", "csrf_token", "id_token"])
    .executeTakeFirst();
  if (!row) {
    await db
      .updateTable("staff_sessions")
      .set((eb) => ({
        ended_at: options.now,
        ended_why: eb.case().when("expires_at", "<=", options.now).then("lifetime").else("idle").end(),
      }))
      .where("token_hash", "=", tokenHash)
      .where("ended_at", "is", null)
      .execute();
    return null;
  }
  return {
    tokenHash: row.token_hash,
    subject: row.subject,
    name: row.name,
    roles: rolesSchema.parse(JSON.parse(row.roles)),
    locations: locationsSchema.parse(JSON.parse(row.locations)),
    csrfToken: row.csrf_token,
    idToken: row.id_token,
  };
}

/** Ends the session (sign-out): the id token kept for the provider's end-session hint goes too. */
export async function endStaffSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable("staff_sessions")
    .set({ ended_at: now, ended_why: "signed-out", id_token: null })
    .where("token_hash", "=", tokenHash)
    .where("ended_at", "is", null)
    .execute();
}

/** Constant-time comparison of the CSRF header with the session's token. */
export function csrfMatches(sent: unknown, expected: string): boolean {
  if (typeof sent !== "string") return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
