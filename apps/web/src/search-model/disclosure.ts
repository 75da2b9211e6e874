import { disclosureAgreementCookie } from "@fad/contracts/session/disclosure-cookie";
import { DISCLOSURE_AGREEMENT_KEY } from "@fad/contracts/session/session-keys";
import { useSyncExternalStore } from "react";
import { writeSessionValue } from "../ui/browser-storage.ts";
import { noChanges } from "../ui/use-before-hydration.ts";
import { hasAgreedToDisclosure } from "./stored-disclosure-agreement.ts";

/**
 * Spec discovery §2 Disclosure modal: agreeing stores 'true' for the session; and mirrors it in a
 * session cookie the server reads (decision 180), so the next results page arrives with its doctors.
 */
export function storeDisclosureAgreement(): void {
  writeSessionValue(DISCLOSURE_AGREEMENT_KEY, "true");
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the app supports (Firefox)
    document.cookie = disclosureAgreementCookie(window.location.protocol === "https:");
  } catch {
    // Cookies refused (a sandboxed embed): the tab's own agreement still holds; only the server render is without it.
  }
}

/**
 * What a server render assumes of the agreement: the request's cookie on the server, set per render;
 * in the browser, the same cookie, read before hydrating, so the first render matches the server's HTML.
 */
let renderedAgreed = false;

export function setServerRenderDisclosureAgreed(agreed: boolean): void {
  renderedAgreed = agreed;
}

/** Non-psg sites show results only after agreement; psg sites skip the gate. */
export function needsDisclosure(isPsg: boolean): boolean {
  return !isPsg && !hasAgreedToDisclosure();
}

/**
 * hasAgreedToDisclosure for a render. The server cannot read the tab's session storage: it reads the
 * agreement's session cookie (decision 180), and a page without it is built as not agreed; while
 * hydrating, the app reads the same, then renders again with the session's answer (decision 57). A page
 * the browser renders alone reads the session at once.
 */
export function useDisclosureAgreed(): boolean {
  // The stored agreement does not change behind the page's back (storage events come from other tabs).
  return useSyncExternalStore(noChanges, hasAgreedToDisclosure, () => renderedAgreed);
}
