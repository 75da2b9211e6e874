import { INSURANCE_TEXTS } from "@fad/contracts/messages/insurance-texts";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeLocation, makePhysician } from "../../testing/physician-fixtures.ts";
import { searchAnswer } from "../../testing/provider-search-answer.ts";
import { mockProfileFetch } from "./testing/profile-calls.ts";
import { renderProfile } from "./testing/render-profile.tsx";

const aetna = {
  insurerId: 1,
  insurancePayorName: "Aetna",
  insurancePlans: [
    { insurancePlanId: 11, insurancePlanName: "Aetna Choice POS II" },
    { insurancePlanId: 13, insurancePlanName: "Aetna Medicare Advantage" },
  ],
};
const medicare = {
  insurerId: 6,
  insurancePayorName: "Medicare",
  insurancePlans: [{ insurancePlanId: 61, insurancePlanName: "Medicare Part B" }],
};

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the profile's Insurance Accepted section", () => {
  it("lists every insurer with its plans, location by location; a location listing none says to call", async () => {
    const first = makeLocation({ acceptedInsurance: [aetna, medicare] });
    const second = makeLocation({ id: "loc-2", name: "Lakeside Medical Plaza", mapMarkerLabel: "B" });
    const physician = makePhysician({ providerLocations: [first, second], displayLocation: first });
    mockProfileFetch(Response.json(searchAnswer([physician])));
    renderProfile();
    const section = await screen.findByRole("region", { name: INSURANCE_TEXTS.profileHeading });
    expect(section).toHaveAttribute("id", "insurance");
    const places = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(places).toEqual(["Riverside Family Clinic", "Lakeside Medical Plaza"]);
    const items = within(section)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["Aetna: Aetna Choice POS II, Aetna Medicare Advantage", "Medicare: Medicare Part B"]);
    expect(section).toHaveTextContent(INSURANCE_TEXTS.profileNone);
  });

  it("is scrolled to when the address names it (the card's +n more)", async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const only = makeLocation({ acceptedInsurance: [medicare] });
    mockProfileFetch(
      Response.json(searchAnswer([makePhysician({ providerLocations: [only], displayLocation: only })])),
    );
    renderProfile({}, "maria-j-lopez#insurance");
    const section = await screen.findByRole("region", { name: INSURANCE_TEXTS.profileHeading });
    expect(scrolled).toContain(section);
    Reflect.deleteProperty(Element.prototype, "scrollIntoView");
  });

  it("names no location when there is one", async () => {
    const only = makeLocation({ acceptedInsurance: [medicare] });
    mockProfileFetch(
      Response.json(searchAnswer([makePhysician({ providerLocations: [only], displayLocation: only })])),
    );
    renderProfile();
    const section = await screen.findByRole("region", { name: INSURANCE_TEXTS.profileHeading });
    expect(within(section).queryByRole("heading", { level: 3 })).toBeNull();
    expect(section).toHaveTextContent("Medicare Part B");
  });
});
