import { FALLBACK_CONFIGURATION } from "@fad/contracts/host/host-apps";
import type { PageSettings } from "@fad/contracts/host/page-settings";
import { describe, expect, it } from "vitest";
import { chooseStartRoute, startNavigation, stripBasePath } from "./start-route.ts";

const base: PageSettings = { ...FALLBACK_CONFIGURATION };
const start = (settings: PageSettings, pathname = "/", search = "") => chooseStartRoute({ settings, pathname, search });
const texting = (more: NonNullable<PageSettings["texting"]> = {}) => ({
  ...base,
  texting: { routeData: { urlTitle: "jane-a-doe-md" }, textingAppType: "ER Private", ...more },
});

describe("chooseStartRoute: default", () => {
  it("is /physicians, replacing the entry, under the fallback configuration and with no settings at all", () => {
    expect(start(base)).toEqual({ path: "/physicians", push: false });
    expect(start({}, "/find-a-doctor")).toEqual({ path: "/physicians", push: false });
    expect(start({}, "/physicians", "?keywords=heart")).toEqual({ path: "/physicians", push: false });
  });

  it("ignores blank settings", () => {
    expect(start({ ...base, physician: "  ", urlSpecialty: "", campaign: {} })).toEqual({
      path: "/physicians",
      push: false,
    });
    expect(start(base, "/", "?specialty=%20")).toEqual({ path: "/physicians", push: false });
  });
});

describe("chooseStartRoute: physician profile", () => {
  it("opens the profile of a physician given by the page, using its last path segment", () => {
    expect(start({ ...base, physician: "jane-a-doe-md" }).path).toBe("/physicians/profile/jane-a-doe-md");
    expect(start({ ...base, physician: " /doctors/physicians/profile/jane-a-doe-md/ " }).path).toBe(
      "/physicians/profile/jane-a-doe-md",
    );
    expect(start({ ...base, physician: "https://example.org/doctors/jane-a-doe-md?ref=x" }).path).toBe(
      "/physicians/profile/jane-a-doe-md",
    );
  });

  it("opens the profile when the page path contains physicians/profile", () => {
    expect(start(base, "/content/physicians/profile/john-smith-do").path).toBe("/physicians/profile/john-smith-do");
    expect(start(base, "/physicians/profile/john-smith-do/").path).toBe("/physicians/profile/john-smith-do");
  });

  it("prefers the physician of the settings over the page path, and escapes the segment", () => {
    expect(start({ ...base, physician: "given" }, "/physicians/profile/from-path").path).toBe(
      "/physicians/profile/given",
    );
    expect(start({ ...base, physician: "o'neil & co" }).path).toBe("/physicians/profile/o'neil%20%26%20co");
  });
});

describe("chooseStartRoute: specialty", () => {
  it("opens the specialty route from the settings, lower-cased with spaces to hyphens", () => {
    expect(start({ ...base, urlSpecialty: "Family Medicine" }).path).toBe("/physicians/specialty/family-medicine");
    expect(start({ ...base, urlSpecialty: " Obstetrics  and Gynecology " }).path).toBe(
      "/physicians/specialty/obstetrics-and-gynecology",
    );
  });

  it("opens the specialty route from the specialty query parameter", () => {
    expect(start(base, "/", "?specialty=Obstetrics%20and%20Gynecology").path).toBe(
      "/physicians/specialty/obstetrics-and-gynecology",
    );
    expect(start(base, "/physicians", "specialty=Cardiology&zip=37203").path).toBe("/physicians/specialty/cardiology");
  });

  it("prefers the settings over the query", () => {
    expect(start({ ...base, urlSpecialty: "Cardiology" }, "/", "?specialty=Urology").path).toBe(
      "/physicians/specialty/cardiology",
    );
  });
});

describe("chooseStartRoute: listing", () => {
  it("opens the listing when the page path is exactly the listing path", () => {
    expect(start(base, "/physicians/listing")).toEqual({ path: "/physicians/listing", push: false });
    expect(start(base, "/physicians/listing/").path).toBe("/physicians/listing");
    expect(start(base, "/physicians/listing/more").path).toBe("/physicians");
    expect(start(base, "/other/physicians/listing").path).toBe("/physicians");
  });

  it("reads the page path below the base path", () => {
    expect(start({ ...base, basePath: "/variants/cms/" }, "/variants/cms/physicians/listing").path).toBe(
      "/physicians/listing",
    );
  });
});

describe("chooseStartRoute: listingFlg", () => {
  it("opens the listing when the host's listingFlg is set, in any of the host flag spellings", () => {
    for (const listingFlg of [true, "true", "Y", "y"] as const) {
      expect(start({ ...base, listingFlg }), String(listingFlg)).toEqual({ path: "/physicians/listing", push: false });
    }
    for (const listingFlg of [false, "false", "N", "n", null] as const) {
      expect(start({ ...base, listingFlg }).path, String(listingFlg)).toBe("/physicians");
    }
  });

  it("carries the host's url-prefixed search settings as the listing's query parameters", () => {
    const settings: PageSettings = {
      ...base,
      listingFlg: "Y",
      urlKeywords: "heart",
      urlKeywordsExact: "Cardiology",
      urlGender: "female",
      urlZip: " 37203 ",
      urlLanguages: "Spanish;French",
      urlAcceptingNewPatientsOnly: true,
      urlTeleMedicineFlag: "Y",
    };
    expect(start(settings).path).toBe(
      "/physicians/listing?keywords=heart&keywordExact=Cardiology&gender=female&zip=37203&language=Spanish%3BFrench&acceptingNewPatientsOnly=true&telemedicineFlag=Y",
    );
    expect(start({ ...base, listingFlg: true, urlZip: "", urlKeywords: "  ", urlGender: null }).path).toBe(
      "/physicians/listing",
    );
  });

  it("gives the same query to a host page on the listing path", () => {
    expect(start({ ...base, urlZip: "37203" }, "/physicians/listing").path).toBe("/physicians/listing?zip=37203");
  });

  it("comes after texting, the physician and the specialty, and takes the campaign tags on index.dot pages", () => {
    const listing: PageSettings = { ...base, listingFlg: true, urlZip: "37203" };
    expect(start({ ...listing, texting: {} }).path).toBe("/texting/error");
    expect(start({ ...listing, physician: "jane" }).path).toBe("/physicians/profile/jane");
    expect(start({ ...listing, urlSpecialty: "Cardiology" }).path).toBe("/physicians/specialty/cardiology");
    expect(start(listing, "/", "?specialty=Urology").path).toBe("/physicians/specialty/urology");
    expect(start({ ...listing, campaign: { source: "mail" } }, "/index.dot")).toEqual({
      path: "/physicians/listing?zip=37203&utm_source=mail",
      push: true,
    });
  });
});

describe("chooseStartRoute: texting", () => {
  it("opens /texting with the urlTitle of the route data", () => {
    expect(start(texting())).toEqual({ path: "/texting?urlTitle=jane-a-doe-md", push: false });
    expect(start(texting({ routeData: { urlTitle: "a b&c" } })).path).toBe("/texting?urlTitle=a+b%26c");
  });

  it("opens /texting/error when the host reports a texting error, even with route data", () => {
    expect(start(texting({ textingError: "expired link" })).path).toBe("/texting/error");
    expect(start(texting({ textingError: "   " })).path).toBe("/texting?urlTitle=jane-a-doe-md");
  });

  it("opens /texting/error when texting is configured but its route data is missing or names no doctor", () => {
    expect(start(texting({ routeData: null })).path).toBe("/texting/error");
    expect(start({ ...base, texting: {} }).path).toBe("/texting/error");
    expect(start(texting({ routeData: {} })).path).toBe("/texting/error");
    expect(start(texting({ routeData: { urlTitle: 42 } })).path).toBe("/texting/error");
    expect(start(texting({ routeData: { urlTitle: " " } })).path).toBe("/texting/error");
  });

  it("treats a /texting page without texting settings as missing route data", () => {
    expect(start(base, "/texting").path).toBe("/texting/error");
    expect(start(base, "/variants/texting/texting/").path).toBe("/texting/error");
  });
});

describe("chooseStartRoute: precedence", () => {
  const everything: PageSettings = {
    ...texting({ routeData: { urlTitle: "texted" } }),
    physician: "given",
    urlSpecialty: "Cardiology",
  };

  it("ranks texting over physician over specialty over the listing path over the default", () => {
    const page = "/physicians/listing";
    const query = "?specialty=Urology";
    expect(start(everything, page, query).path).toBe("/texting?urlTitle=texted");
    expect(start({ ...everything, texting: null }, page, query).path).toBe("/physicians/profile/given");
    expect(start({ ...everything, texting: null, physician: null }, page, query).path).toBe(
      "/physicians/specialty/cardiology",
    );
    expect(start({ ...everything, texting: null, physician: null, urlSpecialty: null }, page, query).path).toBe(
      "/physicians/specialty/urology",
    );
    expect(start({ ...everything, texting: null, physician: null, urlSpecialty: null }, page).path).toBe(
      "/physicians/listing",
    );
  });

  it("ranks a texting error over everything else", () => {
    expect(start({ ...everything, texting: { ...everything.texting, textingError: "x" } }).path).toBe("/texting/error");
  });

  it("ranks a profile page path over a specialty", () => {
    expect(start({ ...base, urlSpecialty: "Cardiology" }, "/physicians/profile/jane").path).toBe(
      "/physicians/profile/jane",
    );
  });
});

describe("chooseStartRoute: index.dot pages", () => {
  it("pushes the route with the campaign tags that are non-blank strings, in a fixed order", () => {
    const settings: PageSettings = {
      ...base,
      urlSpecialty: "Cardiology",
      campaign: { content: "hero", term: "  ", campaign: "", medium: "email", source: "newsletter" },
    };
    expect(start(settings, "/find-a-doctor/index.dot")).toEqual({
      path: "/physicians/specialty/cardiology?utm_source=newsletter&utm_medium=email&utm_content=hero",
      push: true,
    });
  });

  it("pushes the route without a query when no tag is set", () => {
    expect(start(base, "/index.dot")).toEqual({ path: "/physicians", push: true });
    expect(start({ ...base, campaign: { source: null } }, "/cms/INDEX.DOT")).toEqual({
      path: "/physicians",
      push: true,
    });
  });

  it("appends the tags to a route that has a query already, and encodes them", () => {
    expect(
      start({ ...texting({ routeData: { urlTitle: "t" } }), campaign: { source: "sms & web" } }, "/index.dot"),
    ).toEqual({ path: "/texting?urlTitle=t&utm_source=sms+%26+web", push: true });
  });

  it("applies to every rule", () => {
    const tags = { campaign: { campaign: "spring" } };
    expect(start({ ...base, ...tags, physician: "jane" }, "/index.dot").path).toBe(
      "/physicians/profile/jane?utm_campaign=spring",
    );
    expect(start({ ...base, ...tags, texting: {} }, "/index.dot").path).toBe("/texting/error?utm_campaign=spring");
  });
});

describe("startNavigation: deep links are honoured", () => {
  const go = (appPath: string, settings: PageSettings = base, appSearch = "", pathname = appPath) =>
    startNavigation({ settings, pathname, search: appSearch, appPath, appSearch });

  it("shows every page of the route table as it is", () => {
    for (const path of [
      "/physicians/listing",
      "/physicians/specialty/cardiology",
      "/physicians/specialty/cardiology/listing",
      "/physicians/locations/nashville-tn",
      "/physicians/locations/nashville-tn/listing",
      "/physicians/locations/nashville-tn/cardiology",
      "/physicians/locations/nashville-tn/cardiology/listing",
      "/physicians/profile/jane-a-doe-md",
      "/physicians/confirmation/",
      "/texting/confirmation/",
      "/texting/error",
    ]) {
      expect(go(path), path).toBeNull();
    }
  });

  it("opens the profile a host page's own path names (spec start-up), not the 404 page", () => {
    expect(go("/our-doctors/physicians/profile/jane-a-doe-md")?.path).toBe("/physicians/profile/jane-a-doe-md");
    expect(go("/our-doctors/physicians/profile/")).toBeNull();
    expect(go("/our-doctors/elsewhere")).toBeNull();
  });

  it("keeps a deep link even when the settings name another target", () => {
    const settings = { ...base, physician: "other", urlSpecialty: "Urology" };
    expect(go("/physicians/profile/jane", settings)).toBeNull();
    expect(go("/physicians/specialty/cardiology/listing", settings)).toBeNull();
    expect(go("/physicians/listing", texting())).toBeNull();
  });

  it("keeps the booking flow, which /physicians and /texting are with a urlTitle query", () => {
    expect(go("/physicians", base, "?urlTitle=jane&appt_id=1")).toBeNull();
    expect(go("/texting", texting(), "?urlTitle=jane")).toBeNull();
  });

  it("keeps direct links to the landing with their query when the start route is the landing", () => {
    expect(go("/physicians")).toBeNull();
    expect(go("/physicians/")).toBeNull();
    expect(go("/physicians", base, "?keywords=heart&facilityCoid=09001")).toBeNull();
  });

  it("takes the start route from the root and the bare entry pages", () => {
    expect(go("/")).toEqual({ path: "/physicians", push: false });
    expect(go("/", { ...base, urlSpecialty: "Cardiology" })).toEqual({
      path: "/physicians/specialty/cardiology",
      push: false,
    });
    expect(go("/physicians", { ...base, physician: "jane" })?.path).toBe("/physicians/profile/jane");
    expect(go("/physicians", base, "?specialty=Family%20Medicine")?.path).toBe("/physicians/specialty/family-medicine");
    expect(go("/texting")?.path).toBe("/texting/error");
    expect(go("/", texting())?.path).toBe("/texting?urlTitle=jane-a-doe-md");
    expect(go("/texting", texting(), "?utm_source=sms")?.path).toBe("/texting?urlTitle=jane-a-doe-md");
    expect(go("/", { ...base, listingFlg: true, urlZip: "37203" })?.path).toBe("/physicians/listing?zip=37203");
    expect(go("/physicians", { ...base, listingFlg: true })?.path).toBe("/physicians/listing");
  });

  it("always takes the start route on index.dot host pages, pushing it", () => {
    expect(go("/physicians/profile/x", base, "", "/cms/index.dot")).toEqual({ path: "/physicians", push: true });
    expect(go("/cms/index.dot", base, "", "/cms/index.dot")).toEqual({ path: "/physicians", push: true });
  });

  it("shows the not-found page for unknown paths unless the host names a target", () => {
    expect(go("/no-such-page")).toBeNull();
    expect(go("/physicians/profile/jane/extra")).toBeNull();
    expect(go("/doctor-page", { ...base, physician: "jane" })?.path).toBe("/physicians/profile/jane");
    expect(go("/doctor-page", { ...base, urlSpecialty: "Cardiology" })?.path).toBe("/physicians/specialty/cardiology");
    expect(go("/text-me", texting())?.path).toBe("/texting?urlTitle=jane-a-doe-md");
    expect(go("/doctor-page", { ...base, physician: " " })).toBeNull();
    expect(go("/practice-page", { ...base, listingFlg: "Y" })?.path).toBe("/physicians/listing");
    expect(go("/practice-page", { ...base, listingFlg: "N" })).toBeNull();
  });
});

describe("stripBasePath", () => {
  it("strips the base path at a segment boundary only", () => {
    expect(stripBasePath("/variants/psg/physicians", "/variants/psg/")).toBe("/physicians");
    expect(stripBasePath("/variants/psg", "/variants/psg")).toBe("/");
    expect(stripBasePath("/Variants/PSG/x", "/variants/psg")).toBe("/x");
    expect(stripBasePath("/variants/psgx/physicians", "/variants/psg")).toBe("/variants/psgx/physicians");
    expect(stripBasePath("/physicians", null)).toBe("/physicians");
    expect(stripBasePath("/physicians", "/")).toBe("/physicians");
  });
});
