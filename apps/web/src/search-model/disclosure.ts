import { DISCLOSURE_AGREEMENT_KEY } from "@fad/contracts/session/session-keys";
import { readSessionValue, writeSessionValue } from "../ui/browser-storage.ts";

/** Spec discovery §2 Disclosure modal: agreeing stores 'true' for the session. */
export function hasAgreedToDisclosure(): boolean {
  return readSessionValue(DISCLOSURE_AGREEMENT_KEY) === "true";
}

export function storeDisclosureAgreement(): void {
  writeSessionValue(DISCLOSURE_AGREEMENT_KEY, "true");
}

/** Non-psg sites show results only after agreement; psg sites skip the gate. */
export function needsDisclosure(isPsg: boolean): boolean {
  return !isPsg && !hasAgreedToDisclosure();
}
