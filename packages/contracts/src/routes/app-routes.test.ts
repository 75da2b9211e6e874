import { describe, expect, it } from "vitest";
import { matchAppRoute, robotsHintFor, routeParamToSpecialty, specialtyToRouteParam } from "./app-routes.ts";

describe("matchAppRoute", () => {
  it.each([
    ["/", "root", {}],
    ["/physicians", "landing", {}],
    ["/physicians/", "landing", {}],
    ["/physicians/listing", "listing", {}],
    ["/physicians/specialty/family-medicine", "specialty", { specialty: "family-medicine" }],
    ["/physicians/specialty/family-medicine/listing", "specialtyListing", { specialty: "family-medicine" }],
    ["/physicians/locations/nashville-tn", "location", { location: "nashville-tn" }],
    ["/physicians/locations/nashville-tn/listing", "locationListing", { location: "nashville-tn" }],
    [
      "/physicians/locations/nashville-tn/cardiology",
      "locationSpecialty",
      { location: "nashville-tn", specialty: "cardiology" },
    ],
    [
      "/physicians/locations/nashville-tn/cardiology/listing",
      "locationSpecialtyListing",
      { location: "nashville-tn", specialty: "cardiology" },
    ],
    ["/physicians/profile/jane-doe-md", "profile", { urlTitle: "jane-doe-md" }],
    ["/physicians/confirmation/", "confirmation", {}],
    ["/texting", "texting", {}],
    ["/texting/confirmation/", "textingConfirmation", {}],
    ["/physicians/manage/", "manage", {}],
    ["/texting/error", "textingError", {}],
  ])("%s is %s", (path, name, params) => {
    expect(matchAppRoute(path)).toEqual({ name, params });
  });

  it.each(["/nowhere", "/physicians/profile", "/physicians/profile/a/b", "/texting/other"])(
    "%s is not a route",
    (path) => {
      expect(matchAppRoute(path)).toBeNull();
    },
  );

  it("decodes parameters and keeps a malformed escape as it is", () => {
    expect(matchAppRoute("/physicians/profile/jos%C3%A9")?.params).toEqual({ urlTitle: "josé" });
    expect(matchAppRoute("/physicians/profile/%E0%A4%A")?.params).toEqual({ urlTitle: "%E0%A4%A" });
  });
});

describe("robotsHintFor", () => {
  it("marks booking, confirmation and any query string noindex, follow", () => {
    expect(robotsHintFor("/physicians", "?urlTitle=jane&appt_id=1")).toBe("noindex, follow");
    expect(robotsHintFor("/physicians/listing", "?zip=37203")).toBe("noindex, follow");
    expect(robotsHintFor("/physicians/confirmation/", "")).toBe("noindex, follow");
    expect(robotsHintFor("/texting/confirmation/", "")).toBe("noindex, follow");
    expect(robotsHintFor("/texting", "")).toBe("noindex, follow");
    expect(robotsHintFor("/physicians/manage/", "")).toBe("noindex, follow");
  });

  it("leaves search and profile pages without a hint", () => {
    expect(robotsHintFor("/physicians", "")).toBeNull();
    expect(robotsHintFor("/physicians", "?")).toBeNull();
    expect(robotsHintFor("/physicians/profile/jane-doe", "")).toBeNull();
  });
});

describe("specialty route parameters", () => {
  it("lower-cases and hyphenates, and reads hyphens back as spaces", () => {
    expect(specialtyToRouteParam("Family Medicine")).toBe("family-medicine");
    expect(specialtyToRouteParam("  Obstetrics  and Gynecology ")).toBe("obstetrics-and-gynecology");
    expect(routeParamToSpecialty("family-medicine")).toBe("family medicine");
  });
});
