import { HOLDER_MESSAGES } from "@fad/contracts/appointments/holder";
import { NETWORK_ERROR_MESSAGE } from "@fad/contracts/messages/page-texts";
import { RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import { NEW_PATIENTS_NOT_TAKEN_REFUSAL } from "@fad/contracts/provider/new-patients";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/request-envelope.ts";
import { ErrorBanner } from "./error-banner.tsx";

describe("ErrorBanner", () => {
  it("shows the network error for a failed call, as an alert", () => {
    render(<ErrorBanner error={new ApiError(503, "Database unavailable")} />);
    expect(screen.getByText(NETWORK_ERROR_MESSAGE)).toHaveAttribute("role", "alert");
  });

  it("shows the rate-limit text for a 429 instead of the network error", () => {
    render(<ErrorBanner error={new ApiError(429, "Too many")} />);
    expect(screen.getByText(RATE_LIMIT_TEXTS.tooManyRequests)).toHaveAttribute("role", "alert");
    expect(screen.queryByText(NETWORK_ERROR_MESSAGE)).not.toBeInTheDocument();
  });

  it("shows the hold limit's own sentence for its 429: waiting does not help (issue 39)", () => {
    render(<ErrorBanner error={new ApiError(429, HOLDER_MESSAGES.tooManyHolds)} />);
    expect(screen.getByText(HOLDER_MESSAGES.tooManyHolds)).toBeInTheDocument();
    expect(screen.queryByText(RATE_LIMIT_TEXTS.tooManyRequests)).not.toBeInTheDocument();
  });

  it("shows the refusal of a new-patient type where new patients are not taken", () => {
    const { status, message } = NEW_PATIENTS_NOT_TAKEN_REFUSAL;
    render(<ErrorBanner error={new ApiError(status, message)} />);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("shows a message it is given, whatever the error", () => {
    render(<ErrorBanner message="Something specific" error={new ApiError(429, "Too many")} />);
    expect(screen.getByText("Something specific")).toBeInTheDocument();
  });
});
