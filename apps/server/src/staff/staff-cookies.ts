import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The staff cookies (decision 161). Both carry only random tokens whose hashes key database rows.
 *
 * The session cookie is HttpOnly, SameSite=Strict and always Secure, with the __Host- prefix (Path=/, no
 * Domain, so no other subdomain can set or read it). Secure holds on http://localhost and
 * http://127.0.0.1 too: browsers treat loopback as a secure context and keep Secure cookies there, so
 * development runs with the same cookie as production rather than a weaker one.
 *
 * The sign-in cookie carries the OIDC state across the round trip to the provider. The return from the
 * provider is a cross-site navigation, on which a Strict cookie is not sent: it is Lax, lives ten
 * minutes, and is cleared by the callback.
 */
export const STAFF_SESSION_COOKIE = "__Host-fad-staff";
export const STAFF_SIGN_IN_COOKIE = "__Host-fad-staff-sign-in";
export const SIGN_IN_COOKIE_SECONDS = 600;

export function cookieValueOf(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const pair of header.split(";")) {
    const [key, ...rest] = pair.trim().split("=");
    if (key === name) {
      const value = rest.join("=");
      return /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
    }
  }
  return null;
}

function appendCookie(reply: FastifyReply, cookie: string): void {
  const existing = reply.getHeader("set-cookie");
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header("set-cookie", [...list, cookie]);
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  appendCookie(reply, `${STAFF_SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict`);
}

export function clearSessionCookie(reply: FastifyReply): void {
  appendCookie(reply, `${STAFF_SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`);
}

export function setSignInCookie(reply: FastifyReply, state: string): void {
  appendCookie(
    reply,
    `${STAFF_SIGN_IN_COOKIE}=${state}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${SIGN_IN_COOKIE_SECONDS}`,
  );
}

export function clearSignInCookie(reply: FastifyReply): void {
  appendCookie(reply, `${STAFF_SIGN_IN_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`);
}
