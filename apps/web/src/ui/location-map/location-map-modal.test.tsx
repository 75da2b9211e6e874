import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findFocusedDialog } from "../../testing/find-focused-dialog.ts";
import { makeLocation, makePhysician } from "../../testing/physician-fixtures.ts";
import { renderWithSettings } from "../../testing/render-with-settings.tsx";
import { LocationMapModal } from "./location-map-modal.tsx";

const locations = [
  makeLocation(),
  makeLocation({ id: "loc-2", name: "Lakeside Medical Plaza", mapMarkerLabel: "B", distance: 8.04, latitude: 30.3 }),
  makeLocation({ id: "loc-3", name: "Hill Country Clinic", mapMarkerLabel: "C", distance: 0, longitude: -97.6 }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LocationMapModal", () => {
  it("shows no button for a physician with one location", () => {
    const { container } = renderWithSettings(
      <LocationMapModal
        physician={makePhysician()}
        selectedLocationId="loc-1"
        onSelect={() => {}}
        triggerText="change"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("names its button after the count: Change Location (n) or Choose Different Location (N)", () => {
    const physician = makePhysician({ providerLocations: locations });
    const { unmount } = renderWithSettings(
      <LocationMapModal physician={physician} selectedLocationId="loc-1" onSelect={() => {}} triggerText="change" />,
    );
    expect(screen.getByRole("button", { name: "Change Location (3)" })).toBeInTheDocument();
    unmount();
    renderWithSettings(
      <LocationMapModal physician={physician} selectedLocationId="loc-1" onSelect={() => {}} triggerText="choose" />,
    );
    expect(screen.getByRole("button", { name: "Choose Different Location (3)" })).toBeInTheDocument();
  });

  it("lists every location with its letter and distance, selects one, closes and announces it", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithSettings(
      <LocationMapModal
        physician={makePhysician({ providerLocations: locations })}
        selectedLocationId="loc-1"
        onSelect={onSelect}
        triggerText="choose"
      />,
    );
    const trigger = screen.getByRole("button", { name: "Choose Different Location (3)" });
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Choose a Location" });
    const list = within(dialog).getByRole("list", { name: "Locations" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Currently shown");
    expect(items[1]).toHaveTextContent("B: Lakeside Medical Plaza100 Main StAustin, TX 78701Distance: 8.0 mi");
    expect(items[2]).not.toHaveTextContent(/\d mi/);

    await user.click(within(dialog).getByRole("button", { name: "Select location B, Lakeside Medical Plaza" }));
    expect(onSelect).toHaveBeenCalledWith(locations[1]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(
      screen.getByText("Now displaying Lakeside Medical Plaza location information for provider Maria J. Lopez."),
    ).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("draws a lettered marker per location on the lazily loaded map", async () => {
    const user = userEvent.setup();
    renderWithSettings(
      <LocationMapModal
        physician={makePhysician({ providerLocations: locations })}
        selectedLocationId="loc-2"
        onSelect={() => {}}
        triggerText="change"
      />,
    );
    await user.click(screen.getByRole("button", { name: "Change Location (3)" }));
    const map = await screen.findByRole("region", { name: "Map of the locations of Maria J. Lopez" });
    await waitFor(() => expect(map.querySelectorAll(".location-marker")).toHaveLength(3));
    const letters = [...map.querySelectorAll(".location-marker")].map((marker) => marker.textContent);
    expect(letters).toEqual(["A", "B", "C"]);
    expect(map.querySelectorAll(".location-marker--current")).toHaveLength(1);
    // Markers stay out of the tab order: the list is the keyboard path.
    expect(map.querySelectorAll('[tabindex="0"]')).toHaveLength(0);
    await act(async () => {});
  });

  it("closes with Escape without choosing", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithSettings(
      <LocationMapModal
        physician={makePhysician({ providerLocations: locations })}
        selectedLocationId="loc-1"
        onSelect={onSelect}
        triggerText="change"
      />,
    );
    await user.click(screen.getByRole("button", { name: "Change Location (3)" }));
    await findFocusedDialog();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
