import { DISCLOSURE_AGREEMENT_KEY } from "@fad/contracts/session/session-keys";
import { afterEach, describe, expect, it } from "vitest";
import { DISCLOSURE_AGREED_ATTRIBUTE, markStoredDisclosureAgreement } from "./stored-disclosure-agreement.ts";

describe("markStoredDisclosureAgreement", () => {
  afterEach(() => window.sessionStorage.clear());

  it("marks the root when this tab has agreed, and only then", () => {
    const root = document.createElement("div");
    markStoredDisclosureAgreement(root);
    expect(root.hasAttribute(DISCLOSURE_AGREED_ATTRIBUTE)).toBe(false);
    window.sessionStorage.setItem(DISCLOSURE_AGREEMENT_KEY, "true");
    markStoredDisclosureAgreement(root);
    expect(root.hasAttribute(DISCLOSURE_AGREED_ATTRIBUTE)).toBe(true);
  });
});
