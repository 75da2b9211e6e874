import { disclosureAgreedInCookies } from "@fad/contracts/session/disclosure-cookie";
import { DISCLOSURE_AGREEMENT_KEY } from "@fad/contracts/session/session-keys";
import { readSessionValue } from "../ui/browser-storage.ts";

/**
 * Spec discovery §2 Disclosure modal: agreeing stores 'true' for the session. The agreement's session
 * cookie (decision 180), which the server reads to render results with their doctors, counts too: it
 * was written by an agreement of this browser session.
 */
export function hasAgreedToDisclosure(): boolean {
  return readSessionValue(DISCLOSURE_AGREEMENT_KEY) === "true" || agreedInCookie();
}

/** The agreement's cookie, as this page can read it (false where there is no document, or no cookie access). */
export function agreedInCookie(): boolean {
  try {
    return typeof document !== "undefined" && disclosureAgreedInCookies(document.cookie);
  } catch {
    return false;
  }
}

/** Set on the app's root before the first paint when this tab has agreed (decision 59). */
export const DISCLOSURE_AGREED_ATTRIBUTE = "data-disclosure-agreed";

/**
 * The server renders a non-psg results page with the disclosure open, since only the tab knows of an
 * agreement; the page's entry marks the root at once so that a visitor who agreed and reloads does
 * not see the disclosure until the app takes over (disclosure-modal.css hides it). No React here: the
 * entry runs this before any of the app's code is fetched.
 */
export function markStoredDisclosureAgreement(root: HTMLElement): void {
  if (hasAgreedToDisclosure()) root.setAttribute(DISCLOSURE_AGREED_ATTRIBUTE, "");
}
