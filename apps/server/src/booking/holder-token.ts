import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The visitor's holder token: a random value in an HttpOnly cookie, set by the hold answer, that lets
 * the next hold release the previous one (spec "a visitor who holds a second slot releases the first").
 * It names no one and carries no patient data. Scoped to the API path; Lax keeps it off cross-site
 * subrequests; Secure whenever the request came over https (directly or through the proxy).
 */
export const HOLDER_COOKIE_NAME = "fad_holder";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newHolderToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The request's token when it carries a well-formed one. */
export function holderTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const pair of header.split(";")) {
    const [name, ...rest] = pair.trim().split("=");
    const value = rest.join("=");
    if (name === HOLDER_COOKIE_NAME && TOKEN_PATTERN.test(value)) return value;
  }
  return null;
}

export function setHolderCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === "https" ? "; Secure" : "";
  reply.header("set-cookie", `${HOLDER_COOKIE_NAME}=${token}; Path=/fadmaa; HttpOnly; SameSite=Lax${secure}`);
}
