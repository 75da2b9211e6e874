/**
 * The disclosure agreement's mirror where the server can read it (issue 39, problem 5; decision 180):
 * a session cookie (no expiry: it ends with the browser's session, as the spec's agreement lasts the
 * session) set when the visitor agrees, so the first page of results is rendered with its doctors.
 * It says only "agreed": no patient data, no identifier.
 */
export const DISCLOSURE_AGREEMENT_COOKIE = "fad_disclosure";
export const DISCLOSURE_AGREEMENT_COOKIE_VALUE = "agreed";

/** Whether a Cookie header (or document.cookie) carries the agreement. */
export function disclosureAgreedInCookies(cookies: string | null | undefined): boolean {
  if (!cookies) return false;
  return cookies
    .split(";")
    .some((pair) => pair.trim() === `${DISCLOSURE_AGREEMENT_COOKIE}=${DISCLOSURE_AGREEMENT_COOKIE_VALUE}`);
}

/** The Set-Cookie text the browser writes (document.cookie): a session cookie for the whole site. */
export function disclosureAgreementCookie(secure: boolean): string {
  const attributes = ["Path=/", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  return `${DISCLOSURE_AGREEMENT_COOKIE}=${DISCLOSURE_AGREEMENT_COOKIE_VALUE}; ${attributes.join("; ")}`;
}
