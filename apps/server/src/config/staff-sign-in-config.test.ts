import { describe, expect, it } from "vitest";
import { DEV_PROVIDER_REFUSAL, startDevProvider } from "../identity/staff-sign-in/dev-provider.ts";
import { startDevProviderBeside } from "../identity/staff-sign-in/dev-provider-beside.ts";
import { staffGrantOf } from "../staff/staff-roles.ts";
import { DEFAULT_ROLE_MAP, STAFF_CONFIG_MESSAGES, staffConfigOf } from "./staff-sign-in-config.ts";

const REAL = {
  FAD_STAFF_OIDC_ISSUER: "https://login.example.org/realms/clinic",
  FAD_STAFF_OIDC_CLIENT_ID: "find-a-doctor-console",
  FAD_STAFF_OIDC_CLIENT_SECRET: "s3cret",
};

describe("the staff sign-in's configuration", () => {
  it("starts the development provider beside the server when no issuer is set, outside production", () => {
    const result = staffConfigOf({ PORT: "9000" });
    expect(result).toMatchObject({
      config: {
        devProvider: { port: 9003, explicit: false },
        signIn: { issuer: "http://127.0.0.1:9003", idleMinutes: 15 },
      },
    });
  });

  it("takes port 0 for the development provider: any port free when it binds, the issuer then naming it", async () => {
    const result = staffConfigOf({ PORT: "9000", FAD_STAFF_DEV_PROVIDER_PORT: "0" });
    expect(result).toMatchObject({ config: { devProvider: { port: 0, explicit: true } } });
    if (!("config" in result)) throw new Error("no configuration");
    const env = { ...process.env };
    const { config, provider } = await startDevProviderBeside({
      staff: result.config,
      port: 9000,
      mail: { publicUrl: "http://127.0.0.1:9000" },
    } as Parameters<typeof startDevProviderBeside>[0]);
    try {
      const port = Number(new URL(provider?.issuer ?? "").port);
      expect(port).toBeGreaterThan(0);
      expect(config.staff.signIn?.issuer).toBe(`http://127.0.0.1:${port}`);
      const discovery = await fetch(`${provider?.issuer}/.well-known/openid-configuration`);
      expect(discovery.status).toBe(200);
    } finally {
      await provider?.close();
      process.env = env;
    }
  });

  it("has no sign-in and no development provider in production without an issuer", () => {
    expect(staffConfigOf({ NODE_ENV: "production" })).toEqual({ config: { signIn: null, devProvider: null } });
  });

  it("takes a real provider's settings, its claim names and role mapping", () => {
    const result = staffConfigOf({
      ...REAL,
      NODE_ENV: "production",
      FAD_STAFF_ROLES_CLAIM: "roles",
      FAD_STAFF_ROLE_MAP: "FAD.FrontDesk=front-desk, FAD.Audit=auditor",
      FAD_STAFF_IDLE_MINUTES: "10",
    });
    expect(result).toMatchObject({
      config: {
        devProvider: null,
        signIn: {
          issuer: REAL.FAD_STAFF_OIDC_ISSUER,
          rolesClaim: "roles",
          roleMap: { "FAD.FrontDesk": "front-desk", "FAD.Audit": "auditor" },
          idleMinutes: 10,
          allowHttp: false,
        },
      },
    });
  });

  it("stops the start with a message naming the variable on settings that do not hold together", () => {
    const problems = (environment: NodeJS.ProcessEnv) => {
      const result = staffConfigOf(environment);
      return "problems" in result ? result.problems.join("\n") : "";
    };
    expect(problems({ FAD_STAFF_OIDC_ISSUER: REAL.FAD_STAFF_OIDC_ISSUER })).toContain(
      STAFF_CONFIG_MESSAGES.partialClient,
    );
    expect(problems({ FAD_STAFF_OIDC_CLIENT_ID: "x" })).toContain(STAFF_CONFIG_MESSAGES.clientWithoutIssuer);
    expect(problems({ ...REAL, FAD_STAFF_OIDC_ISSUER: "http://login.example.org" })).toContain(
      STAFF_CONFIG_MESSAGES.httpIssuer,
    );
    expect(problems({ ...REAL, NODE_ENV: "production", FAD_STAFF_OIDC_ISSUER: "http://127.0.0.1:9" })).toContain(
      STAFF_CONFIG_MESSAGES.httpIssuer,
    );
    expect(problems({ ...REAL, FAD_STAFF_OIDC_ISSUER: "not a url" })).toContain("FAD_STAFF_OIDC_ISSUER");
    expect(problems({ ...REAL, FAD_STAFF_ROLE_MAP: "Desk=receptionist" })).toContain("FAD_STAFF_ROLE_MAP");
    expect(problems({ FAD_STAFF_IDLE_MINUTES: "600", FAD_STAFF_SESSION_HOURS: "10" })).toContain(
      STAFF_CONFIG_MESSAGES.idleOverLifetime,
    );
  });

  it("refuses to start the development provider with NODE_ENV=production", async () => {
    await expect(
      startDevProvider({
        port: 0,
        redirectUris: ["http://localhost/staff/sign-in/callback"],
        postLogoutRedirectUris: [],
        rolesClaim: "fad_roles",
        locationsClaim: "fad_locations",
        environment: { NODE_ENV: "production" },
      }),
    ).rejects.toThrow(DEV_PROVIDER_REFUSAL);
  });
});

describe("roles and locations from claims", () => {
  const mapping = { rolesClaim: "roles", locationsClaim: "locations", roleMap: { "FAD.Desk": "front-desk" as const } };

  it("maps only the listed role values, and takes a single string as one value", () => {
    expect(staffGrantOf({ roles: ["FAD.Desk", "Admin", "front-desk"], locations: "LOC-00001" }, mapping)).toEqual({
      roles: ["front-desk"],
      locations: ["LOC-00001"],
    });
    expect(staffGrantOf({ roles: "FAD.Desk" }, mapping)).toEqual({ roles: ["front-desk"], locations: [] });
  });

  it("gives nothing for claims of the wrong shape or prototype names", () => {
    expect(staffGrantOf({ roles: { a: 1 }, locations: [1, "LOC-1", "bad id; drop"] }, mapping)).toEqual({
      roles: [],
      locations: ["LOC-1"],
    });
    expect(
      staffGrantOf(
        { fad_roles: ["constructor", "toString"] },
        { ...mapping, rolesClaim: "fad_roles", roleMap: DEFAULT_ROLE_MAP },
      ).roles,
    ).toEqual([]);
  });
});
