import { type StaffRole, staffRoleSchema } from "@fad/contracts/staff/staff-console";
import { z } from "zod";

/**
 * The staff sign-in's settings (docs/operations.md's configuration table, docs/operations.md "Staff sign-in"),
 * checked at start: a bad value stops the server with a message naming the variable.
 *
 * With no issuer configured and NODE_ENV not production, the development OpenID Provider starts beside
 * the server (dev-provider.ts) on FAD_STAFF_DEV_PROVIDER_PORT and the console signs in there with the
 * demo staff accounts. In production without an issuer the console says sign-in is not configured.
 */
export interface StaffSignInConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claim (a string or an array of strings) naming the person's roles at the provider. */
  rolesClaim: string;
  /** The claim (a string or an array of strings) naming the location ids the person serves. */
  locationsClaim: string;
  /** Provider role value → console role (decision 162); values not listed give no role. */
  roleMap: Record<string, StaffRole>;
  /** Minutes without a call after which the session ends (idle logoff). */
  idleMinutes: number;
  /** Hours after sign-in after which the session ends whatever the activity. */
  absoluteHours: number;
  /** Plain http to the issuer: only the development provider on loopback. */
  allowHttp: boolean;
}

export interface StaffConfig {
  signIn: StaffSignInConfig | null;
  /** The development provider to start beside the server, when no issuer is configured outside production. */
  devProvider: {
    port: number /** FAD_STAFF_DEV_PROVIDER_PORT given: a busy port stops the start. */;
    explicit: boolean;
  } | null;
}

/** The development provider's client: known to both sides, and only ever on loopback. */
export const DEV_PROVIDER_CLIENT = {
  clientId: "fad-staff-console-dev",
  clientSecret: "dev-only-secret-not-for-production-use",
} as const;

/** The demo accounts' claims use the console's own role names: the default mapping is the identity. */
export const DEFAULT_ROLE_MAP: Record<string, StaffRole> = {
  "front-desk": "front-desk",
  "scheduling-admin": "scheduling-admin",
  auditor: "auditor",
};

export const STAFF_SESSION_DEFAULTS = { idleMinutes: 15, absoluteHours: 10 } as const;

const claimName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:/-]{1,200}$/, "must be a claim name (letters, digits and _ . : / -)");

/** "provider-value=console-role,…", e.g. "FAD.FrontDesk=front-desk,FAD.Audit=auditor". */
const roleMapText = z
  .string()
  .trim()
  .transform((text, context) => {
    const map: Record<string, StaffRole> = {};
    for (const pair of text
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [from, to, ...rest] = pair.split("=").map((part) => part.trim());
      const role = staffRoleSchema.safeParse(to);
      if (!from || rest.length > 0 || !role.success) {
        context.addIssue({
          code: "custom",
          message: `"${pair}" must be provider-value=role, role one of ${staffRoleSchema.options.join(", ")}`,
        });
        return z.NEVER;
      }
      map[from] = role.data;
    }
    return map;
  });

export const staffEnvironmentSchema = z.object({
  FAD_STAFF_OIDC_ISSUER: z
    .string()
    .trim()
    .url("must be the issuer's URL, e.g. https://login.example.org/realms/clinic")
    .optional(),
  FAD_STAFF_OIDC_CLIENT_ID: z.string().trim().min(1).max(500).optional(),
  FAD_STAFF_OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  FAD_STAFF_ROLES_CLAIM: claimName.default("fad_roles"),
  FAD_STAFF_LOCATIONS_CLAIM: claimName.default("fad_locations"),
  FAD_STAFF_ROLE_MAP: roleMapText.optional(),
  FAD_STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(STAFF_SESSION_DEFAULTS.idleMinutes),
  FAD_STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(72).default(STAFF_SESSION_DEFAULTS.absoluteHours),
  // 0: any port free when it binds (test servers started side by side: no port probed early and taken meanwhile).
  FAD_STAFF_DEV_PROVIDER_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
});

/** Messages of the checks across variables (each names the variables). */
export const STAFF_CONFIG_MESSAGES = {
  partialClient:
    "FAD_STAFF_OIDC_CLIENT_ID and FAD_STAFF_OIDC_CLIENT_SECRET are both required with FAD_STAFF_OIDC_ISSUER",
  clientWithoutIssuer: "FAD_STAFF_OIDC_CLIENT_ID/SECRET are set but FAD_STAFF_OIDC_ISSUER is not",
  httpIssuer:
    "FAD_STAFF_OIDC_ISSUER must be https:// (plain http only to a provider on this machine, outside production)",
  idleOverLifetime: "FAD_STAFF_IDLE_MINUTES must be shorter than FAD_STAFF_SESSION_HOURS",
} as const;

/** Issues found, as "VARIABLE: message" lines; empty when the settings hold together. */
export function staffConfigOf(environment: NodeJS.ProcessEnv): { config: StaffConfig } | { problems: string[] } {
  const parsed = staffEnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) };
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  const problems: string[] = [];
  const hasClient = env.FAD_STAFF_OIDC_CLIENT_ID !== undefined || env.FAD_STAFF_OIDC_CLIENT_SECRET !== undefined;
  if (env.FAD_STAFF_IDLE_MINUTES >= env.FAD_STAFF_SESSION_HOURS * 60)
    problems.push(STAFF_CONFIG_MESSAGES.idleOverLifetime);
  const session = {
    rolesClaim: env.FAD_STAFF_ROLES_CLAIM,
    locationsClaim: env.FAD_STAFF_LOCATIONS_CLAIM,
    roleMap: env.FAD_STAFF_ROLE_MAP ?? DEFAULT_ROLE_MAP,
    idleMinutes: env.FAD_STAFF_IDLE_MINUTES,
    absoluteHours: env.FAD_STAFF_SESSION_HOURS,
  };
  if (!env.FAD_STAFF_OIDC_ISSUER) {
    if (hasClient) problems.push(STAFF_CONFIG_MESSAGES.clientWithoutIssuer);
    if (problems.length > 0) return { problems };
    if (production) return { config: { signIn: null, devProvider: null } };
    const port = env.FAD_STAFF_DEV_PROVIDER_PORT ?? devProviderPortFor(env.PORT);
    return {
      config: {
        signIn: { issuer: devIssuerOf(port), ...DEV_PROVIDER_CLIENT, ...session, allowHttp: true },
        devProvider: { port, explicit: env.FAD_STAFF_DEV_PROVIDER_PORT !== undefined },
      },
    };
  }
  if (!env.FAD_STAFF_OIDC_CLIENT_ID || !env.FAD_STAFF_OIDC_CLIENT_SECRET)
    problems.push(STAFF_CONFIG_MESSAGES.partialClient);
  const issuer = new URL(env.FAD_STAFF_OIDC_ISSUER);
  const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
  const allowHttp = issuer.protocol === "http:";
  if (issuer.protocol !== "https:" && !(allowHttp && loopback && !production))
    problems.push(STAFF_CONFIG_MESSAGES.httpIssuer);
  if (problems.length > 0) return { problems };
  return {
    config: {
      signIn: {
        issuer: env.FAD_STAFF_OIDC_ISSUER.replace(/\/$/, ""),
        clientId: env.FAD_STAFF_OIDC_CLIENT_ID as string,
        clientSecret: env.FAD_STAFF_OIDC_CLIENT_SECRET as string,
        ...session,
        allowHttp,
      },
      devProvider: null,
    },
  };
}

/** The development provider listens next to the server: PORT + 3 (PORT + 1 and + 2 are the e2e embed hosts). */
export function devProviderPortFor(serverPort: number): number {
  return serverPort === 0 ? 0 : serverPort + 3;
}

/** 127.0.0.1, not localhost: Node may resolve localhost to ::1 while the provider listens on IPv4. */
export function devIssuerOf(port: number): string {
  return `http://127.0.0.1:${port}`;
}
