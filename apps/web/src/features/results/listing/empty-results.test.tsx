import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { EmptyResults } from "./empty-results.tsx";

describe("EmptyResults", () => {
  it("says no doctors match and lists the tips", () => {
    render(<EmptyResults />);
    expect(
      screen.getByText("No doctors match your search. Please remove or reset filters to see more doctors"),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Try removing location",
      "Try removing keyword search",
      "Try removing gender",
      "Try removing Accepts New Patients",
    ]);
  });

  it("can take focus from the page", () => {
    const ref = createRef<HTMLDivElement>();
    render(<EmptyResults ref={ref} />);
    ref.current?.focus();
    expect(ref.current).toHaveFocus();
  });

  it("names the place and the radius of a search around a place (decision 65)", () => {
    render(<EmptyResults place={{ label: "Memphis, TN", miles: 50 }} />);
    expect(screen.getByText("No doctors within 50 miles of Memphis, TN.")).toBeVisible();
    expect(screen.getByText("Try removing location")).toBeVisible();
  });

  it("says nothing of a place it was not given", () => {
    render(<EmptyResults />);
    expect(screen.queryByText(/No doctors within/)).toBeNull();
  });
});
