import { STAFF_CSRF_HEADER, STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import type { AppConfig } from "../app.ts";
import { DEV_PROVIDER_CLIENT, STAFF_SESSION_DEFAULTS } from "../config/staff-sign-in-config.ts";
import type { Database } from "../database/create-database.ts";
import { DEMO_STAFF_PASSWORD } from "../identity/staff-sign-in/demo-staff-accounts.ts";
import { type DevProvider, type DevProviderOptions, startDevProvider } from "../identity/staff-sign-in/dev-provider.ts";
import { STAFF_SESSION_COOKIE, STAFF_SIGN_IN_COOKIE } from "../staff/staff-cookies.ts";
import { type BookingTestAppOptions, startBookingTestApp, TEST_PATIENT_KEY } from "./booking-fixtures.ts";
import type { TestDatabaseKind } from "./test-database.ts";

/**
 * Test helpers of the staff console (not used by the server): the real development provider on a free
 * loopback port, and a sign-in that walks the same redirects a browser does (no mocked sign-in).
 */

/** fastify.inject's requests come to http://localhost (its default Host), so the console returns there. */
export const INJECT_ORIGIN = "http://localhost";

/** The patient-data key of the tests (the staff audit's keyed address hashes and encrypted reasons). */
export const STAFF_TEST_PATIENT_DATA = {
  patientData: { key: TEST_PATIENT_KEY, keyFile: "/nonexistent", previousKeys: [] },
} satisfies Partial<AppConfig>;

export const TEST_CLAIMS = { rolesClaim: "fad_roles", locationsClaim: "fad_locations" } as const;

export async function startTestProvider(options: Partial<DevProviderOptions> = {}): Promise<DevProvider> {
  return startDevProvider({
    port: 0,
    redirectUris: [`${INJECT_ORIGIN}${STAFF_PATHS.callback}`],
    postLogoutRedirectUris: [`${INJECT_ORIGIN}${STAFF_PATHS.page}`],
    ...TEST_CLAIMS,
    environment: {},
    ...options,
  });
}

export function staffConfigFor(
  issuer: string,
  overrides: Partial<NonNullable<NonNullable<AppConfig["staff"]>["signIn"]>> = {},
): NonNullable<AppConfig["staff"]> {
  return {
    signIn: {
      issuer,
      ...DEV_PROVIDER_CLIENT,
      ...TEST_CLAIMS,
      roleMap: { "front-desk": "front-desk", "scheduling-admin": "scheduling-admin", auditor: "auditor" },
      ...STAFF_SESSION_DEFAULTS,
      allowHttp: true,
      ...overrides,
    },
    devProvider: null,
  };
}

/** A tiny cookie jar for the provider's own cookies. */
class Jar {
  #cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...rest] = pair.split("=");
      this.#cookies.set(name.trim(), rest.join("="));
    }
  }
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

function cookieFrom(setCookie: string | string[] | undefined, name: string): string | null {
  const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  for (const line of lines) {
    const [pair = ""] = line.split(";");
    const [key, ...rest] = pair.split("=");
    if (key === name && rest.join("=") !== "") return rest.join("=");
  }
  return null;
}

export interface SignInWalk {
  /** The callback's answer (the app's): 303 to /staff with the session cookie, or a problem page. */
  callback: Awaited<ReturnType<FastifyInstance["inject"]>>;
  /** `name=value` of the session cookie, when one was set. */
  sessionCookie: string | null;
  signInCookie: string;
  callbackUrl: URL;
}

/**
 * Starts the sign-in on the app, signs in at the provider with the demo account's form, and brings the
 * provider's answer back to the app's callback (or hands it to `beforeCallback` to tamper with first).
 */
export async function walkSignIn(
  app: FastifyInstance,
  username: string,
  options: {
    password?: string;
    beforeCallback?: (url: URL) => URL;
    callbackCookie?: (cookie: string) => string;
    /** A sign-in already started on the app (its answer), to finish rather than start a new one. */
    resumeFrom?: Awaited<ReturnType<FastifyInstance["inject"]>>;
  } = {},
): Promise<SignInWalk> {
  const start = options.resumeFrom ?? (await app.inject({ method: "GET", url: STAFF_PATHS.signIn }));
  expect(start.statusCode, start.body).toBe(303);
  const signInCookie = cookieFrom(start.headers["set-cookie"], STAFF_SIGN_IN_COOKIE);
  expect(signInCookie).not.toBeNull();
  const jar = new Jar();
  let location = new URL(String(start.headers.location));
  for (let step = 0; step < 10 && !location.href.startsWith(`${INJECT_ORIGIN}/`); step += 1) {
    const response = await fetch(location, { redirect: "manual", headers: { cookie: jar.header() } });
    jar.take(response);
    if (response.status === 200 && location.pathname.startsWith("/interaction/")) {
      const login = await fetch(new URL(`${location.pathname}/login`, location), {
        method: "POST",
        redirect: "manual",
        headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username, password: options.password ?? DEMO_STAFF_PASSWORD }).toString(),
      });
      jar.take(login);
      if (login.status !== 303 && login.status !== 302) throw new Error(`provider login answered ${login.status}`);
      location = new URL(String(login.headers.get("location")), location);
      continue;
    }
    if (response.status !== 302 && response.status !== 303) {
      throw new Error(`provider answered ${response.status} at ${location.pathname}: ${await response.text()}`);
    }
    location = new URL(String(response.headers.get("location")), location);
  }
  const callbackUrl = options.beforeCallback ? options.beforeCallback(location) : location;
  const cookie = `${STAFF_SIGN_IN_COOKIE}=${signInCookie}`;
  const callback = await app.inject({
    method: "GET",
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: { cookie: options.callbackCookie ? options.callbackCookie(cookie) : cookie },
  });
  const session = cookieFrom(callback.headers["set-cookie"], STAFF_SESSION_COOKIE);
  return {
    callback,
    sessionCookie: session ? `${STAFF_SESSION_COOKIE}=${session}` : null,
    signInCookie: signInCookie as string,
    callbackUrl,
  };
}

/** Signs in and returns the session cookie and the session's CSRF token. */
export async function signInAs(app: FastifyInstance, username: string): Promise<{ cookie: string; csrf: string }> {
  const walk = await walkSignIn(app, username);
  expect(walk.callback.statusCode, walk.callback.body).toBe(303);
  expect(walk.sessionCookie).not.toBeNull();
  const cookie = walk.sessionCookie as string;
  const session = await app.inject({ method: "GET", url: STAFF_PATHS.session, headers: { cookie } });
  expect(session.statusCode, session.body).toBe(200);
  return { cookie, csrf: session.json().result.csrfToken };
}

/** A signed-in person: the session cookie and the session's CSRF token. */
export interface SignedInStaff {
  cookie: string;
  csrf: string;
}

/**
 * The staff route tests' one setup: the development provider for the suite, the booking test app
 * configured to sign in through it, and the calls the tests make (GET with the session; POST with the
 * session and, unless told otherwise, the CSRF header). Call inside a `describe`.
 */
export function startStaffTestApp(kind: TestDatabaseKind, options: Omit<BookingTestAppOptions, "staff"> = {}) {
  let provider: DevProvider | undefined;
  beforeAll(async () => {
    provider = await startTestProvider();
  });
  afterAll(async () => {
    await provider?.close();
  });
  const test = startBookingTestApp(kind, {
    ...options,
    staff: () => staffConfigFor((provider as DevProvider).issuer),
  });
  const get = (staff: SignedInStaff, url: string) =>
    test.app.inject({ method: "GET", url, headers: { cookie: staff.cookie } });
  const post = (staff: SignedInStaff, url: string, payload: object, csrf = true) =>
    test.app.inject({
      method: "POST",
      url,
      headers: { cookie: staff.cookie, ...(csrf ? { [STAFF_CSRF_HEADER]: staff.csrf } : {}) },
      payload,
    });
  return { test, get, post, signInAs: (username: string) => signInAs(test.app, username) };
}

/** The location a calendar's bookings belong to, and another location of the network (the first by id). */
export async function locationsOf(db: Database, calendarId: string): Promise<{ own: string; other: string }> {
  const own = await db
    .selectFrom("calendars as c")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .select("pl.location_id")
    .where("c.id", "=", calendarId)
    .executeTakeFirstOrThrow();
  const other = await db
    .selectFrom("locations")
    .select("id")
    .where("id", "!=", own.location_id)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return { own: own.location_id, other: other.id };
}

/** 20261124 → 2026-11-24. */
export const isoDay = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
