import { STAFF_PATHS, staffSignOutResponseSchema } from "@fad/contracts/staff/staff-console";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../../clock.ts";
import type { StaffSignInConfig } from "../../config/staff-sign-in-config.ts";
import type { Database } from "../../database/create-database.ts";
import { ownOrigin } from "../../http/cross-site-guard.ts";
import type { PatientKeyring } from "../../patient-data/patient-encryption.ts";
import { recordStaffAudit } from "../../staff/staff-audit.ts";
import {
  clearSessionCookie,
  clearSignInCookie,
  cookieValueOf,
  SIGN_IN_COOKIE_SECONDS,
  STAFF_SIGN_IN_COOKIE,
  setSessionCookie,
  setSignInCookie,
} from "../../staff/staff-cookies.ts";
import { requireStaff } from "../../staff/staff-guard.ts";
import { staffGrantOf } from "../../staff/staff-roles.ts";
import { createStaffSession, endStaffSession, hashToken } from "../../staff/staff-sessions.ts";
import { createOidcClient, isProviderUnreachable, type OidcClient, openid } from "./oidc-client.ts";
import { sendSignInProblem } from "./staff-pages.ts";

export interface SignInRouteOptions {
  db: Database;
  clock: Clock;
  keyring: PatientKeyring;
  /** Null: no provider configured (production without FAD_STAFF_OIDC_ISSUER). */
  signIn: StaffSignInConfig | null;
}

const SCOPE = "openid profile staff";

/**
 * Staff sign-in and sign-out (decisions 160, 161): the redirect to the provider with PKCE, state and
 * nonce; the callback that checks them and the id token and opens a database session; the sign-out
 * that ends it here and sends the person on to the provider's end-session page when it has one.
 */
export async function signInRoutes(app: FastifyInstance, options: SignInRouteOptions): Promise<void> {
  const { db, clock, keyring, signIn } = options;
  const oidc: OidcClient | null = signIn ? createOidcClient(signIn) : null;

  app.get(STAFF_PATHS.signIn, async (request, reply) => {
    if (!signIn || !oidc) return sendSignInProblem(reply, 404, "notConfigured");
    const origin = ownOrigin(request);
    if (!origin) return sendSignInProblem(reply, 400, "notStartedHere");
    let configuration: openid.Configuration;
    try {
      configuration = await oidc.configuration();
    } catch (error) {
      request.log.warn({ err: error }, "staff sign-in: identity provider not answering");
      return sendSignInProblem(reply, 503, "providerDown");
    }
    const state = openid.randomState();
    const nonce = openid.randomNonce();
    const verifier = openid.randomPKCECodeVerifier();
    const redirectUri = `${origin}${STAFF_PATHS.callback}`;
    const now = clock();
    await db
      .insertInto("staff_sign_ins")
      .values({
        state_hash: hashToken(state),
        code_verifier: verifier,
        nonce,
        redirect_uri: redirectUri,
        created_at: now,
        expires_at: new Date(now.getTime() + SIGN_IN_COOKIE_SECONDS * 1000),
      })
      .execute();
    // Sign-ins abandoned at the provider are cleared as new ones start.
    await db.deleteFrom("staff_sign_ins").where("expires_at", "<", now).execute();
    const url = openid.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      state,
      nonce,
      code_challenge: await openid.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
    });
    setSignInCookie(reply, state);
    return reply.header("cache-control", "no-store").redirect(url.href, 303);
  });

  app.get(STAFF_PATHS.callback, async (request, reply) => {
    if (!signIn || !oidc) return sendSignInProblem(reply, 404, "notConfigured");
    clearSignInCookie(reply);
    const query = new URL(`http://host.invalid${request.url}`).searchParams;
    const state = query.get("state") ?? "";
    const cookieState = cookieValueOf(request, STAFF_SIGN_IN_COOKIE);
    // The state must be the one this browser's cookie carries (login CSRF), and used once.
    if (!cookieState || cookieState !== state) return sendSignInProblem(reply, 400, "notStartedHere");
    const now = clock();
    const started = await db
      .deleteFrom("staff_sign_ins")
      .where("state_hash", "=", hashToken(state))
      .returning(["code_verifier", "nonce", "redirect_uri", "expires_at"])
      .executeTakeFirst();
    if (!started || new Date(started.expires_at).getTime() <= now.getTime()) {
      return sendSignInProblem(reply, 400, "notStartedHere");
    }
    let claims: Record<string, unknown>;
    let idToken: string | null;
    try {
      const configuration = await oidc.configuration();
      const tokens = await openid.authorizationCodeGrant(configuration, new URL(`${started.redirect_uri}?${query}`), {
        pkceCodeVerifier: started.code_verifier,
        expectedState: state,
        expectedNonce: started.nonce,
        idTokenExpected: true,
      });
      claims = (tokens.claims() ?? {}) as Record<string, unknown>;
      idToken = tokens.id_token ?? null;
    } catch (error) {
      if (isProviderUnreachable(error)) {
        request.log.warn({ err: error }, "staff sign-in: identity provider not answering");
        return sendSignInProblem(reply, 503, "providerDown");
      }
      request.log.warn({ err: error }, "staff sign-in refused");
      await recordStaffAudit(
        db,
        { request, keyring, now, actor: { subject: "unknown", name: "" } },
        {
          action: "sign-in-refused",
          outcome: errorCode(error),
        },
      );
      return sendSignInProblem(reply, 401, "refused");
    }
    const subject = typeof claims.sub === "string" ? claims.sub : "";
    const name = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : subject;
    const grant = staffGrantOf(claims, signIn);
    const actor = { subject, name };
    if (grant.roles.length === 0) {
      await recordStaffAudit(db, { request, keyring, now, actor }, { action: "sign-in-refused", outcome: "no-role" });
      return sendSignInProblem(reply, 403, "noRole");
    }
    const { token } = await createStaffSession(
      db,
      { subject, name, roles: grant.roles, locations: grant.locations, idToken },
      { now, limits: signIn },
    );
    await recordStaffAudit(db, { request, keyring, now, actor }, { action: "sign-in", outcome: "signed-in" });
    setSessionCookie(reply, token);
    return reply.header("cache-control", "no-store").redirect(STAFF_PATHS.page, 303);
  });

  app.post(STAFF_PATHS.signOut, async (request: FastifyRequest, reply: FastifyReply) => {
    const now = clock();
    const limits = signIn ?? { idleMinutes: 1, absoluteHours: 1 };
    const session = await requireStaff(request, reply, { db, now, limits, role: null, change: true });
    if (!session) return reply;
    await endStaffSession(db, session.tokenHash, now);
    await recordStaffAudit(
      db,
      { request, keyring, now, actor: session },
      { action: "sign-out", outcome: "signed-out" },
    );
    clearSessionCookie(reply);
    let endSessionUrl: string | null = null;
    const origin = ownOrigin(request);
    if (oidc && signIn && origin) {
      try {
        const configuration = await oidc.configuration();
        if (configuration.serverMetadata().end_session_endpoint) {
          endSessionUrl = openid.buildEndSessionUrl(configuration, {
            client_id: signIn.clientId,
            post_logout_redirect_uri: `${origin}${STAFF_PATHS.page}`,
            ...(session.idToken ? { id_token_hint: session.idToken } : {}),
          }).href;
        }
      } catch (error) {
        // Signed out here all the same; the provider's own session ends with its lifetime.
        request.log.warn({ err: error }, "staff sign-out: identity provider not answering");
      }
    }
    return staffSignOutResponseSchema.parse({ status: { code: "200", details: "OK" }, result: { endSessionUrl } });
  });
}

/** A short, fixed code of why a sign-in was refused, for the audit (never the token or the claims). */
function errorCode(error: unknown): string {
  if (error && typeof error === "object" && "code" in error && typeof error.code === "string") {
    return error.code.slice(0, 60);
  }
  return "refused";
}
