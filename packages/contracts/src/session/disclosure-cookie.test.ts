import { describe, expect, it } from "vitest";
import { disclosureAgreedInCookies, disclosureAgreementCookie } from "./disclosure-cookie.ts";

describe("the disclosure agreement's cookie (decision 180)", () => {
  it("is read among other cookies, only with its exact value", () => {
    expect(disclosureAgreedInCookies("a=1; fad_disclosure=agreed; b=2")).toBe(true);
    expect(disclosureAgreedInCookies("fad_disclosure=agreed")).toBe(true);
    expect(disclosureAgreedInCookies("fad_disclosure=no; x_fad_disclosure=agreed")).toBe(false);
    expect(disclosureAgreedInCookies("")).toBe(false);
    expect(disclosureAgreedInCookies(undefined)).toBe(false);
  });

  it("is a session cookie (no expiry) for the whole site, Secure on https", () => {
    expect(disclosureAgreementCookie(false)).toBe("fad_disclosure=agreed; Path=/; SameSite=Lax");
    expect(disclosureAgreementCookie(true)).toBe("fad_disclosure=agreed; Path=/; SameSite=Lax; Secure");
    expect(disclosureAgreementCookie(true)).not.toMatch(/Expires|Max-Age/i);
  });
});
