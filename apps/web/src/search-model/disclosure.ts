import { DISCLOSURE_AGREEMENT_KEY } from "@fad/contracts/session/session-keys";
import { useSyncExternalStore } from "react";
import { writeSessionValue } from "../ui/browser-storage.ts";
import { noChanges } from "../ui/use-before-hydration.ts";
import { hasAgreedToDisclosure } from "./stored-disclosure-agreement.ts";

/** Spec discovery §2 Disclosure modal: agreeing stores 'true' for the session. */
export function storeDisclosureAgreement(): void {
  writeSessionValue(DISCLOSURE_AGREEMENT_KEY, "true");
}

/** Non-psg sites show results only after agreement; psg sites skip the gate. */
export function needsDisclosure(isPsg: boolean): boolean {
  return !isPsg && !hasAgreedToDisclosure();
}

/**
 * hasAgreedToDisclosure for a render. The server cannot read the session, so a server-rendered page
 * is built as not agreed; while hydrating, the app reads the same, then renders again with the
 * session's answer (decision 57). A page the browser renders alone reads the session at once.
 */
export function useDisclosureAgreed(): boolean {
  // The stored agreement does not change behind the page's back (storage events come from other tabs).
  return useSyncExternalStore(noChanges, hasAgreedToDisclosure, () => false);
}
