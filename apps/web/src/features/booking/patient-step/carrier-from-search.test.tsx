import { NO_INSURANCE } from "@fad/contracts/provider/insurance";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  getBookingSession,
  resetBookingSession,
  updatePatientDraft,
} from "../../../booking-session/booking-session-store.ts";
import { forgetSearchInsurance, rememberSearchInsurance } from "../../../search-model/search-insurance-choice.ts";
import { BOOKING_ROUTES, envelope, stubFetch } from "../../../testing/stub-fetch.ts";
import { StepActionProvider } from "../booking-context.tsx";
import { PatientStep } from "./patient-step.tsx";

const INSURERS = [
  { insurancePayorName: NO_INSURANCE, insurancePlans: [] },
  {
    insurerId: 1,
    insurancePayorName: "Aetna",
    insurancePlans: [{ insurancePlanId: 11, insurancePlanName: "Aetna Open Access HMO" }],
  },
  {
    insurerId: 3,
    insurancePayorName: "Cigna",
    insurancePlans: [{ insurancePlanId: 31, insurancePlanName: "Connect" }],
  },
];

function renderStep() {
  stubFetch(
    (path) => (path === "/fadmaa/provider/insurance/" ? envelope(INSURERS) : envelope(null, 404)),
    BOOKING_ROUTES,
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <StepActionProvider onStepAction={() => {}}>
        <PatientStep layout="desktop" onBack={vi.fn()} onContinue={vi.fn()} />
      </StepActionProvider>
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

const carrier = () => screen.getByRole("combobox", { name: /^Insurance Carrier/ });

afterEach(() => {
  resetBookingSession();
  forgetSearchInsurance();
  vi.unstubAllGlobals();
});

describe("the Insurance Carrier from the search", () => {
  it("starts from the insurer chosen in the search, and the patient can change it", async () => {
    rememberSearchInsurance({ insurerId: 1, insurancePlanId: 11 });
    const { user } = renderStep();
    await waitFor(() => expect(carrier()).toHaveValue("Aetna"));
    expect(getBookingSession().patient.insuranceId).toBe("Aetna");
    expect(screen.getByRole("textbox", { name: /^Policy ID/ })).toBeEnabled();
    await user.selectOptions(carrier(), "Cigna");
    expect(getBookingSession().patient.insuranceId).toBe("Cigna");
  });

  it("leaves a carrier the patient chose, and one cleared on purpose stays cleared", async () => {
    rememberSearchInsurance({ insurerId: 1, insurancePlanId: null });
    updatePatientDraft({ insuranceId: "Cigna" });
    const first = renderStep();
    await screen.findByRole("option", { name: "Aetna" });
    expect(carrier()).toHaveValue("Cigna");
    first.unmount();

    updatePatientDraft({ insuranceId: "" });
    forgetSearchInsurance();
    rememberSearchInsurance({ insurerId: 1, insurancePlanId: null });
    const second = renderStep();
    await waitFor(() => expect(carrier()).toHaveValue("Aetna"));
    await second.user.selectOptions(carrier(), "");
    second.unmount();
    renderStep();
    await screen.findByRole("option", { name: "Aetna" });
    expect(carrier()).toHaveValue("");
  });

  it("follows a newer search while the carrier still holds what the earlier one put there", async () => {
    rememberSearchInsurance({ insurerId: 1, insurancePlanId: null });
    const first = renderStep();
    await waitFor(() => expect(carrier()).toHaveValue("Aetna"));
    first.unmount();
    rememberSearchInsurance({ insurerId: 3, insurancePlanId: null });
    renderStep();
    await waitFor(() => expect(carrier()).toHaveValue("Cigna"));
  });

  it("chooses nothing without an insurer in the search, or for one the list does not hold", async () => {
    const first = renderStep();
    await screen.findByRole("option", { name: "Aetna" });
    expect(carrier()).toHaveValue("");
    first.unmount();
    rememberSearchInsurance({ insurerId: 42, insurancePlanId: null });
    renderStep();
    await screen.findByRole("option", { name: "Aetna" });
    expect(carrier()).toHaveValue("");
  });
});
