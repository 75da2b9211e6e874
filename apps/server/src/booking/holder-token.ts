import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { HOLDER_TOKEN_HEADER, HOLDER_TOKEN_PATTERN } from "@fad/contracts/appointments/holder";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";

/**
 * The visitor's holder token (decision 90): every hold belongs to one. POST /fadmaa/appointment/holder
 * makes it: a random part and the server's tag on it (an HMAC under a key derived from the patient-data
 * key, so every process that shares that key accepts it, and a token nobody was given is refused).
 * It travels in an HttpOnly cookie on same-site pages and in the X-Fad-Holder header where cookies do
 * not (embedded on another site). It names no one and carries no patient data. The cookie is scoped to
 * the API path; Lax keeps it off cross-site subrequests; Secure whenever the request came over https.
 */
export const HOLDER_COOKIE_NAME = "fad_holder";
const RANDOM_BYTES = 16;
const TAG_BYTES = 16;

function holderKey(key: Buffer): Buffer {
  return createHmac("sha256", key).update("fad holder token").digest();
}

function tagOf(key: Buffer, random: string): Buffer {
  return createHmac("sha256", holderKey(key)).update(random).digest().subarray(0, TAG_BYTES);
}

export function newHolderToken(keyring: PatientKeyring): string {
  const random = randomBytes(RANDOM_BYTES).toString("base64url");
  return `${random}.${tagOf(keyring.current.key, random).toString("base64url")}`;
}

/** Whether the server made this token (under the current key or one still readable). */
export function isHolderToken(keyring: PatientKeyring, token: string): boolean {
  if (!HOLDER_TOKEN_PATTERN.test(token)) return false;
  const [random = "", tag = ""] = token.split(".");
  const sent = Buffer.from(tag, "base64url");
  return keyring.readable.some((key) => {
    const expected = tagOf(key.key, random);
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  });
}

/** The request's holder: the X-Fad-Holder header's token, else the cookie's, when the server made it. */
export function holderTokenOf(request: FastifyRequest, keyring: PatientKeyring): string | null {
  const header = request.headers[HOLDER_TOKEN_HEADER];
  if (typeof header === "string" && isHolderToken(keyring, header)) return header;
  const cookie = cookieTokenOf(request.headers.cookie);
  return cookie !== null && isHolderToken(keyring, cookie) ? cookie : null;
}

function cookieTokenOf(header: string | undefined): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const [name, ...rest] = pair.trim().split("=");
    if (name === HOLDER_COOKIE_NAME) return rest.join("=");
  }
  return null;
}

export function setHolderCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === "https" ? "; Secure" : "";
  reply.header("set-cookie", `${HOLDER_COOKIE_NAME}=${token}; Path=/fadmaa; HttpOnly; SameSite=Lax${secure}`);
}
