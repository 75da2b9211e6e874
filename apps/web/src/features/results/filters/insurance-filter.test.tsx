import { INSURANCE_TEXTS } from "@fad/contracts/messages/insurance-texts";
import { type Insurer, NO_INSURANCE } from "@fad/contracts/provider/insurance";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../testing/stub-fetch.ts";
import { FilterPanel } from "./filter-panel.tsx";
import { DEFAULT_FILTER_VALUES, type FilterValues, hasActiveFilter } from "./filter-values.ts";

const INSURERS: Insurer[] = [
  { insurancePayorName: NO_INSURANCE, insurancePlans: [] },
  {
    insurerId: 1,
    insurancePayorName: "Aetna",
    insurancePlans: [
      { insurancePlanId: 11, insurancePlanName: "Aetna Choice POS II" },
      { insurancePlanId: 12, insurancePlanName: "Aetna Open Access HMO" },
    ],
  },
  {
    insurerId: 6,
    insurancePayorName: "Medicare",
    insurancePlans: [{ insurancePlanId: 61, insurancePlanName: "Part B" }],
  },
];

/** The browser's boundary: the insurance list, or a failure; every other call answers nothing. */
let insuranceAnswer: "list" | "failure" | "never" = "list";
beforeEach(() => {
  insuranceAnswer = "list";
  stubFetch(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes("/provider/insurance/")) {
      if (insuranceAnswer === "never") return new Promise<Response>(() => {});
      if (insuranceAnswer === "failure") return new Response("{}", { status: 500 });
    }
    const result = url.includes("/provider/insurance/") ? INSURERS : null;
    return new Response(JSON.stringify({ status: { code: "200", details: "OK" }, result }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(initial: Partial<FilterValues> = {}) {
  const onApply = vi.fn();
  const changes: FilterValues[] = [];
  function Harness() {
    const [value, setValue] = useState<FilterValues>({ ...DEFAULT_FILTER_VALUES, ...initial });
    return (
      <FilterPanel
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        onApply={onApply}
        onClear={() => setValue(DEFAULT_FILTER_VALUES)}
        filteredLanguages={["English"]}
        facilityMap={[]}
        showFacilityFilter={false}
        isPsg={false}
        geolocation={{ status: "denied", coordinates: null }}
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return { onApply, changes, user: userEvent.setup() };
}

const group = () => screen.getByRole("group", { name: INSURANCE_TEXTS.filterLegend });
const insurerSelect = () => within(group()).getByRole("combobox", { name: INSURANCE_TEXTS.insurerLabel });
const planSelect = () => within(group()).queryByRole("combobox", { name: INSURANCE_TEXTS.planLabel });

describe("Accepts my insurance", () => {
  it("lists the insurers of the insurance list after Any insurance, without No Insurance, and says self-pay is by phone", async () => {
    renderPanel();
    await within(insurerSelect()).findByRole("option", { name: "Aetna" });
    const options = within(insurerSelect())
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual([INSURANCE_TEXTS.anyInsurer, "Aetna", "Medicare"]);
    expect(group()).toHaveAccessibleDescription(INSURANCE_TEXTS.selfPayHint);
    expect(planSelect()).toBeNull();
  });

  it("an insurer, then one of its plans, are filters Apply sends; another insurer forgets the plan", async () => {
    const { user, changes, onApply } = renderPanel();
    await within(insurerSelect()).findByRole("option", { name: "Aetna" });
    await user.selectOptions(insurerSelect(), "Aetna");
    expect(changes.at(-1)).toMatchObject({ insurerId: 1, insurancePlanId: null });
    const plans = planSelect();
    expect(
      within(plans as HTMLElement)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([INSURANCE_TEXTS.anyPlan("Aetna"), "Aetna Choice POS II", "Aetna Open Access HMO"]);
    await user.selectOptions(plans as HTMLElement, "Aetna Open Access HMO");
    expect(changes.at(-1)).toMatchObject({ insurerId: 1, insurancePlanId: 12 });
    expect(hasActiveFilter(changes.at(-1) as FilterValues)).toBe(true);
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledTimes(1);

    // A single-plan insurer needs no plan list; switching insurer drops the other's plan.
    await user.selectOptions(insurerSelect(), "Medicare");
    expect(changes.at(-1)).toMatchObject({ insurerId: 6, insurancePlanId: null });
    expect(planSelect()).toBeNull();
    await user.selectOptions(insurerSelect(), INSURANCE_TEXTS.anyInsurer);
    expect(changes.at(-1)).toMatchObject({ insurerId: null, insurancePlanId: null });
  });

  it("shows the insurer and plan of the address once the list is in", async () => {
    renderPanel({ insurerId: 1, insurancePlanId: 11 });
    await within(insurerSelect()).findByRole("option", { name: "Aetna" });
    expect(insurerSelect()).toHaveValue("1");
    expect(planSelect()).toHaveValue("11");
  });

  it("keeps a chosen insurer while the list loads, and says so when the list lacks it", async () => {
    insuranceAnswer = "never";
    renderPanel({ insurerId: 1 });
    expect(insurerSelect()).toHaveValue("1");
    expect(insurerSelect()).toHaveAttribute("aria-busy", "true");
    expect(within(insurerSelect()).getAllByRole("option")[1]).toHaveTextContent(INSURANCE_TEXTS.loadingInsurers);
  });

  it("a link's insurer the list does not hold stays chosen, named as not on the list", async () => {
    renderPanel({ insurerId: 99 });
    await within(insurerSelect()).findByRole("option", { name: INSURANCE_TEXTS.unlistedInsurer });
    expect(insurerSelect()).toHaveValue("99");
  });

  it("offers Any insurance alone when the list cannot be had; the rest of the panel still works", async () => {
    insuranceAnswer = "failure";
    const { user, changes } = renderPanel();
    await within(insurerSelect()).findByRole("option", { name: INSURANCE_TEXTS.anyInsurer });
    expect(within(insurerSelect()).getAllByRole("option")).toHaveLength(1);
    await user.click(screen.getByRole("checkbox", { name: "Female" }));
    expect(changes.at(-1)?.genders).toEqual(["Female"]);
  });
});
