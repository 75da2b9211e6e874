import { DISCLOSURE_AGREEMENT_COOKIE, disclosureAgreedInCookies } from "@fad/contracts/session/disclosure-cookie";
import { DISCLOSURE_AGREEMENT_KEY } from "@fad/contracts/session/session-keys";
import { afterEach, describe, expect, it, vi } from "vitest";
import { needsDisclosure, storeDisclosureAgreement } from "./disclosure.ts";
import { normalizeLanguages } from "./search-languages.ts";
import { hasAgreedToDisclosure } from "./stored-disclosure-agreement.ts";

afterEach(() => {
  window.sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, as the app writes it
  document.cookie = `${DISCLOSURE_AGREEMENT_COOKIE}=; Path=/; Max-Age=0`;
  vi.restoreAllMocks();
});

describe("the disclosure agreement", () => {
  it("stores 'true' in session storage under the agreement key", () => {
    expect(hasAgreedToDisclosure()).toBe(false);
    expect(needsDisclosure(false)).toBe(true);
    storeDisclosureAgreement();
    expect(window.sessionStorage.getItem(DISCLOSURE_AGREEMENT_KEY)).toBe("true");
    expect(hasAgreedToDisclosure()).toBe(true);
    expect(needsDisclosure(false)).toBe(false);
  });

  it("mirrors the agreement in a session cookie the server reads, which counts as agreed (decision 180)", () => {
    storeDisclosureAgreement();
    expect(disclosureAgreedInCookies(document.cookie)).toBe(true);
    window.sessionStorage.clear();
    expect(hasAgreedToDisclosure()).toBe(true);
  });

  it("is never needed on psg sites", () => {
    expect(needsDisclosure(true)).toBe(false);
  });

  it("counts only the value 'true', and reads blocked storage as not agreed", () => {
    window.sessionStorage.setItem(DISCLOSURE_AGREEMENT_KEY, "yes");
    expect(hasAgreedToDisclosure()).toBe(false);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    expect(hasAgreedToDisclosure()).toBe(false);
  });
});

describe("normalizeLanguages", () => {
  it("treats English alone as no choice and keeps English first", () => {
    expect(normalizeLanguages(["English"])).toEqual([]);
    expect(normalizeLanguages([])).toEqual([]);
    expect(normalizeLanguages(["Spanish", "English", "Spanish"])).toEqual(["English", "Spanish"]);
    expect(normalizeLanguages(["Arabic"])).toEqual(["Arabic"]);
  });
});
