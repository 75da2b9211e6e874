import { createServer } from "node:net";
import { Writable } from "node:stream";
import { STAFF_CSRF_HEADER, STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppConfig, buildApp } from "../../app.ts";
import { STAFF_SESSION_COOKIE } from "../../staff/staff-cookies.ts";
import { hashToken } from "../../staff/staff-sessions.ts";
import { settableClock } from "../../testing/booking-fixtures.ts";
import { buildTestApp, TEST_APP_CONFIG, type TestApp } from "../../testing/build-test-app.ts";
import {
  STAFF_TEST_PATIENT_DATA,
  signInAs,
  staffConfigFor,
  startTestProvider,
  walkSignIn,
} from "../../testing/staff-fixtures.ts";
import { testDatabaseKinds } from "../../testing/test-database.ts";
import type { DevProvider } from "./dev-provider.ts";
import { SIGN_IN_PAGE_TEXTS } from "./staff-pages.ts";

/** A loopback port nothing listens on: the provider "down". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(testDatabaseKinds())("staff sign-in through the development provider on %s", (kind) => {
  let provider: DevProvider;
  let test: TestApp;
  const time = settableClock();

  beforeAll(async () => {
    provider = await startTestProvider();
    test = await buildTestApp(kind, { staff: staffConfigFor(provider.issuer), ...STAFF_TEST_PATIENT_DATA }, time.clock);
  });
  afterAll(async () => {
    await test?.close();
    await provider?.close();
  });

  it("signs in with authorization code and PKCE, and keeps the session in the database, not in the cookie", async () => {
    const start = await test.app.inject({ method: "GET", url: STAFF_PATHS.signIn });
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get("nonce")).toBeTruthy();
    expect(authorize.searchParams.get("state")).toBeTruthy();

    const walk = await walkSignIn(test.app, "desk.LOC-00001");
    expect(walk.callback.statusCode, walk.callback.body).toBe(303);
    expect(walk.callback.headers.location).toBe(STAFF_PATHS.page);
    const setCookies = [walk.callback.headers["set-cookie"]].flat().join("\n");
    const sessionLine = setCookies.split("\n").find((line) => line.startsWith(`${STAFF_SESSION_COOKIE}=`)) ?? "";
    expect(sessionLine).toMatch(/; HttpOnly/);
    expect(sessionLine).toMatch(/; Secure/);
    expect(sessionLine).toMatch(/; SameSite=Strict/);
    expect(sessionLine).toMatch(/; Path=\//);
    const token = String(walk.sessionCookie).split("=")[1] ?? "";
    const rows = await test.database.db.selectFrom("staff_sessions").selectAll().execute();
    expect(rows.some((row) => row.token_hash === hashToken(token))).toBe(true);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);

    const session = await test.app.inject({
      method: "GET",
      url: STAFF_PATHS.session,
      headers: { cookie: String(walk.sessionCookie) },
    });
    expect(session.statusCode).toBe(200);
    expect(session.headers["cache-control"]).toBe("no-store");
    expect(session.json().result).toMatchObject({
      name: "Front Desk LOC-00001",
      roles: ["front-desk"],
      idleMinutes: 15,
    });
  });

  it("refuses a callback whose state is not the one this browser's cookie carries (login CSRF), and a replayed one", async () => {
    const other = await walkSignIn(test.app, "desk.LOC-00001", {
      callbackCookie: (cookie) => cookie.replace(/=.*/, "=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
    });
    expect(other.callback.statusCode).toBe(400);
    expect(other.callback.body).toContain(SIGN_IN_PAGE_TEXTS.notStartedHere.title);
    expect(other.sessionCookie).toBeNull();

    const walk = await walkSignIn(test.app, "desk.LOC-00001");
    expect(walk.callback.statusCode).toBe(303);
    const replay = await test.app.inject({
      method: "GET",
      url: `${walk.callbackUrl.pathname}${walk.callbackUrl.search}`,
      headers: { cookie: `__Host-fad-staff-sign-in=${walk.signInCookie}` },
    });
    expect(replay.statusCode).toBe(400);
    expect(String(replay.headers["set-cookie"] ?? "")).not.toContain(`${STAFF_SESSION_COOKIE}=`);
  });

  it("answers 401 with a clear page when the id token's nonce was changed at our side", async () => {
    const start = await test.app.inject({ method: "GET", url: STAFF_PATHS.signIn });
    const state = new URL(String(start.headers.location)).searchParams.get("state") ?? "";
    await test.database.db
      .updateTable("staff_sign_ins")
      .set({ nonce: "a-different-nonce-than-the-token-carries" })
      .where("state_hash", "=", hashToken(state))
      .execute();
    // Finish that very sign-in at the provider and come back with its code.
    const walk = await walkSignIn(test.app, "desk.LOC-00001", { resumeFrom: start });
    expect(walk.callback.statusCode).toBe(401);
    expect(walk.callback.body).toContain(SIGN_IN_PAGE_TEXTS.refused.title);
    expect(walk.sessionCookie).toBeNull();
    const refused = await test.database.db
      .selectFrom("staff_audit")
      .select(["outcome"])
      .where("action", "=", "sign-in-refused")
      .execute();
    expect(refused.length).toBeGreaterThan(0);
  });

  it("ends a session left idle past the idle limit, and one past its absolute lifetime however busy", async () => {
    const idle = await signInAs(test.app, "desk.LOC-00001");
    time.advanceMinutes(14);
    expect((await session(idle.cookie)).statusCode).toBe(200);
    time.advanceMinutes(14);
    expect((await session(idle.cookie)).statusCode).toBe(200);
    time.advanceMinutes(16);
    const ended = await session(idle.cookie);
    expect(ended.statusCode).toBe(401);
    expect(String(ended.headers["set-cookie"])).toContain("Max-Age=0");
    const row = await test.database.db
      .selectFrom("staff_sessions")
      .select(["ended_why"])
      .where("token_hash", "=", hashToken(idle.cookie.split("=")[1] ?? ""))
      .executeTakeFirstOrThrow();
    expect(row.ended_why).toBe("idle");

    const busy = await signInAs(test.app, "desk.LOC-00001");
    for (let minutes = 0; minutes < 10 * 60 - 10; minutes += 10) {
      time.advanceMinutes(10);
      expect((await session(busy.cookie)).statusCode).toBe(200);
    }
    time.advanceMinutes(10);
    expect((await session(busy.cookie)).statusCode).toBe(401);
  });

  it("signs out only with the session's CSRF token, ends the session, and sends the person to the provider's end session", async () => {
    const { cookie, csrf } = await signInAs(test.app, "desk.LOC-00001");
    const post = (headers: Record<string, string>) =>
      test.app.inject({ method: "POST", url: STAFF_PATHS.signOut, headers: { cookie, ...headers }, payload: {} });
    expect((await post({})).statusCode).toBe(403);
    expect((await post({ [STAFF_CSRF_HEADER]: `${csrf.slice(0, -1)}x` })).statusCode).toBe(403);
    expect((await session(cookie)).statusCode).toBe(200);
    const out = await post({ [STAFF_CSRF_HEADER]: csrf });
    expect(out.statusCode, out.body).toBe(200);
    const endSession = new URL(out.json().result.endSessionUrl);
    expect(endSession.origin).toBe(provider.issuer);
    expect(endSession.searchParams.get("post_logout_redirect_uri")).toBe("http://localhost/staff");
    expect(endSession.searchParams.get("id_token_hint")).toBeTruthy();
    expect((await session(cookie)).statusCode).toBe(401);
    // The provider ends its own session for it (a browser signed in there is asked to confirm first).
    const page = await fetch(endSession);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("/session/end/confirm");
  });

  it("gives an account whose claims map to no role no session", async () => {
    const noRoles = await otherApp({ staff: staffConfigFor(provider.issuer, { roleMap: {} }) });
    try {
      const walk = await walkSignIn(noRoles, "desk.LOC-00001");
      expect(walk.callback.statusCode).toBe(403);
      expect(walk.callback.body).toContain(SIGN_IN_PAGE_TEXTS.noRole.title);
      expect(walk.sessionCookie).toBeNull();
    } finally {
      await noRoles.close();
    }
  });

  it("answers a clear page, not a 500, when the provider does not answer, and retries on the next sign-in", async () => {
    const port = await closedPort();
    const down = await otherApp({ staff: staffConfigFor(`http://127.0.0.1:${port}`) });
    try {
      const response = await down.inject({ method: "GET", url: STAFF_PATHS.signIn });
      expect(response.statusCode).toBe(503);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toContain(SIGN_IN_PAGE_TEXTS.providerDown.title);
      expect((await down.inject({ method: "GET", url: STAFF_PATHS.signIn })).statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });

  it("says sign-in is not configured when the server has no provider (production without an issuer)", async () => {
    const none = await otherApp({ staff: { signIn: null, devProvider: null } });
    try {
      const response = await none.inject({ method: "GET", url: STAFF_PATHS.signIn });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(SIGN_IN_PAGE_TEXTS.notConfigured.title);
      expect((await none.inject({ method: "GET", url: STAFF_PATHS.session })).statusCode).toBe(401);
    } finally {
      await none.close();
    }
  });

  /** Another app on the suite's database (a fresh database per app would cost a migration each). */
  async function otherApp(config: Partial<AppConfig>) {
    const app = await buildApp({
      db: test.database.db,
      config: { ...TEST_APP_CONFIG, ...STAFF_TEST_PATIENT_DATA, ...config },
      clock: time.clock,
      logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
    });
    await app.ready();
    return app;
  }

  function session(cookie: string) {
    return test.app.inject({ method: "GET", url: STAFF_PATHS.session, headers: { cookie } });
  }
});
