import { describe, expect, it } from "vitest";
import { chooseLocale, fromAcceptLanguage } from "./choose-locale.ts";

describe("chooseLocale", () => {
  it("takes the link's ?lang before the cookie and the cookie before Accept-Language", () => {
    expect(chooseLocale({ query: "es", cookieHeader: "fad_lang=en", acceptLanguage: "en-US" })).toBe("es-US");
    expect(chooseLocale({ query: null, cookieHeader: "a=1; fad_lang=es", acceptLanguage: "en-US" })).toBe("es-US");
    expect(chooseLocale({ query: null, cookieHeader: "fad_lang=en", acceptLanguage: "es-MX" })).toBe("en-US");
    expect(chooseLocale({ query: null, cookieHeader: undefined, acceptLanguage: "es-MX,es;q=0.9" })).toBe("es-US");
  });

  it("ignores a language it does not have and falls through", () => {
    expect(chooseLocale({ query: "fr", cookieHeader: "fad_lang=zz", acceptLanguage: "es" })).toBe("es-US");
    expect(chooseLocale({ query: "", cookieHeader: "", acceptLanguage: "" })).toBe("en-US");
  });
});

describe("fromAcceptLanguage", () => {
  it("honours q weights and the header's order", () => {
    expect(fromAcceptLanguage("fr-FR,en;q=0.5,es;q=0.8")).toBe("es-US");
    expect(fromAcceptLanguage("fr-FR,en-GB,es")).toBe("en-US");
    expect(fromAcceptLanguage("es;q=0,en;q=0.1")).toBe("en-US");
    expect(fromAcceptLanguage("de, vi")).toBe("en-US");
    expect(fromAcceptLanguage("es;q=abc, en")).toBe("en-US");
  });
});
