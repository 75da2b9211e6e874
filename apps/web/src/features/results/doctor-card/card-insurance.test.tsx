import { INSURANCE_TEXTS } from "@fad/contracts/messages/insurance-texts";
import type { AcceptedInsurer } from "@fad/contracts/provider/insurance";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeLocation, makePhysician } from "../../../testing/physician-fixtures.ts";
import { renderWithSettings } from "../../../testing/render-with-settings.tsx";
import { cardInsurers } from "./card-insurance.tsx";
import { DoctorCard } from "./doctor-card.tsx";

const insurer = (insurerId: number, insurancePayorName: string): AcceptedInsurer => ({
  insurerId,
  insurancePayorName,
  insurancePlans: [{ insurancePlanId: insurerId * 10, insurancePlanName: `${insurancePayorName} Plan` }],
});
const ACCEPTED = [
  insurer(1, "Aetna"),
  insurer(2, "Blue Cross Blue Shield"),
  insurer(3, "Cigna"),
  insurer(6, "Medicare"),
  insurer(8, "Tricare"),
];

function renderCard(acceptedInsurance: AcceptedInsurer[], chosenInsurerId: number | null = null) {
  const location = makeLocation({ acceptedInsurance });
  const physician = makePhysician({ providerLocations: [location], displayLocation: location });
  renderWithSettings(
    <DoctorCard
      physician={physician}
      index={0}
      isPsg={false}
      hasUserLocation
      appointmentTypeChosen={false}
      chosenInsurerId={chosenInsurerId}
    />,
  );
  return screen.getByRole("article", { name: "Maria J. Lopez, MD, FAAFP" });
}

afterEach(() => vi.unstubAllGlobals());

describe("cardInsurers", () => {
  it("names the first three and counts the rest; the searched insurer comes first", () => {
    expect(cardInsurers(ACCEPTED, null)).toEqual({ named: ACCEPTED.slice(0, 3), more: 2 });
    expect(cardInsurers(ACCEPTED, 8).named.map((entry) => entry.insurancePayorName)).toEqual([
      "Tricare",
      "Aetna",
      "Blue Cross Blue Shield",
    ]);
    expect(cardInsurers(ACCEPTED.slice(0, 2), 99)).toEqual({ named: ACCEPTED.slice(0, 2), more: 0 });
    expect(cardInsurers([], 1)).toEqual({ named: [], more: 0 });
  });
});

describe("the doctor card's insurance line", () => {
  it("names the shown location's first insurers and links +n more to the profile's list", () => {
    const article = renderCard(ACCEPTED);
    expect(article).toHaveTextContent("Accepts Aetna, Blue Cross Blue Shield, Cigna +2 more");
    const more = within(article).getByRole("link", { name: /\+2 more/ });
    expect(more).toHaveAccessibleName("+2 more insurers accepted by Maria J. Lopez");
    expect(more).toHaveAttribute("href", "/physicians/profile/maria-j-lopez#insurance");
  });

  it("puts the insurer searched for first", () => {
    const article = renderCard(ACCEPTED, 6);
    expect(article).toHaveTextContent("Accepts Medicare, Aetna, Blue Cross Blue Shield +2 more");
  });

  it("has no more link when all fit", () => {
    const few = renderCard(ACCEPTED.slice(0, 2));
    expect(few).toHaveTextContent("Accepts Aetna, Blue Cross Blue Shield");
    expect(within(few).queryByRole("link", { name: /more/ })).toBeNull();
  });

  it("has no line for a location that lists none; the self-pay note is still there", () => {
    const none = renderCard([]);
    expect(none).not.toHaveTextContent(INSURANCE_TEXTS.cardLabel);
    expect(none).toHaveTextContent("Please call if you are a self-pay patient.");
  });
});
