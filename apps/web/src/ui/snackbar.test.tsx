import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hideSnackbar, SNACKBAR_DURATION_MS, SnackbarHost, showSnackbar } from "./snackbar.tsx";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => hideSnackbar());
  vi.useRealTimers();
});

describe("SnackbarHost", () => {
  it("keeps an empty polite status region in the page until a message comes", () => {
    render(<SnackbarHost />);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();
  });

  it("shows a message from anywhere and hides it after five seconds", () => {
    render(<SnackbarHost />);
    act(() => showSnackbar("Confirmed!"));
    expect(screen.getByRole("status")).toHaveTextContent("Confirmed!");
    expect(screen.getByText("Confirmed!")).toHaveClass("snackbar--success");
    act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS - 1));
    expect(screen.getByRole("status")).toHaveTextContent("Confirmed!");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("restarts the five seconds for a new message, and marks errors", () => {
    render(<SnackbarHost />);
    act(() => showSnackbar("Error!", "error"));
    act(() => vi.advanceTimersByTime(4000));
    act(() => showSnackbar("Error!", "error"));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText("Error!")).toHaveClass("snackbar--error");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
