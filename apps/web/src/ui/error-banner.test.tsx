import { NETWORK_ERROR_MESSAGE } from "@fad/contracts/messages/page-texts";
import { RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
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

  it("shows a message it is given, whatever the error", () => {
    render(<ErrorBanner message="Something specific" error={new ApiError(429, "Too many")} />);
    expect(screen.getByText("Something specific")).toBeInTheDocument();
  });
});
