import type { SortType } from "@fad/contracts/provider/search-providers";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SortBySelect } from "./sort-by-select.tsx";

function renderSort(props: { value?: SortType; hasUserLocation?: boolean; hasAppointmentType?: boolean }) {
  const onChange = vi.fn();
  render(
    <SortBySelect
      value={props.value}
      onChange={onChange}
      hasUserLocation={props.hasUserLocation ?? false}
      hasAppointmentType={props.hasAppointmentType ?? false}
    />,
  );
  const select = screen.getByRole("combobox", { name: "Sort By" });
  const labels = within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);
  return { select, labels, onChange };
}

describe("SortBySelect", () => {
  it("offers Select below, A - Z and Z - A without a location or appointment type", () => {
    expect(renderSort({}).labels).toEqual(["Select below", "A - Z", "Z - A"]);
  });

  it("offers Distance only with a user location", () => {
    expect(renderSort({ hasUserLocation: true }).labels).toEqual(["Select below", "A - Z", "Z - A", "Distance"]);
  });

  it("offers FirstAvailable only with an appointment type", () => {
    expect(renderSort({ hasAppointmentType: true }).labels).toEqual([
      "Select below",
      "A - Z",
      "Z - A",
      "FirstAvailable",
    ]);
  });

  it("offers both when both apply", () => {
    expect(renderSort({ hasUserLocation: true, hasAppointmentType: true }).labels).toEqual([
      "Select below",
      "A - Z",
      "Z - A",
      "Distance",
      "FirstAvailable",
    ]);
  });

  it("maps the choices to the contract's sort types", async () => {
    const user = userEvent.setup();
    const { select, onChange } = renderSort({ hasUserLocation: true, hasAppointmentType: true });
    await user.selectOptions(select, "A - Z");
    await user.selectOptions(select, "Z - A");
    await user.selectOptions(select, "Distance");
    await user.selectOptions(select, "FirstAvailable");
    await user.selectOptions(select, "Select below");
    expect(onChange.mock.calls).toEqual([["Ascending"], ["Descending"], ["Distance"], ["FirstAvailable"], [undefined]]);
  });

  it("shows the chosen sort, and Select below for one the flags no longer allow", () => {
    expect(renderSort({ value: "Descending" }).select).toHaveValue("Descending");
    cleanup();
    expect(renderSort({ value: "Distance", hasUserLocation: false }).select).toHaveValue("");
  });

  it("is reachable and changed from the keyboard", async () => {
    const user = userEvent.setup();
    const { select, onChange } = renderSort({});
    await user.tab();
    expect(select).toHaveFocus();
    // jsdom does not open a native select's picker; the browser's own keys choose the option.
    await user.selectOptions(select, "Z - A");
    expect(onChange).toHaveBeenLastCalledWith("Descending");
  });
});
