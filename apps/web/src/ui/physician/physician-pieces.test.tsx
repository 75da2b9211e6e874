import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { findFocusedDialog } from "../../testing/find-focused-dialog.ts";
import { makeLocation, makePhysician } from "../../testing/physician-fixtures.ts";
import { LocationAddress } from "./location-address.tsx";
import { locationPhone, PhoneLink } from "./phone-link.tsx";
import { PhysicianBadges } from "./physician-badges.tsx";
import { PhysicianPhoto } from "./physician-photo.tsx";
import { SelfPayNote } from "./self-pay-note.tsx";
import { StarRating } from "./star-rating.tsx";

describe("PhysicianPhoto", () => {
  it("shows the avatar at the given size with the name as alt text", () => {
    render(<PhysicianPhoto physician={makePhysician()} size={125} />);
    const image = screen.getByRole("img", { name: "Photo of Maria J. Lopez" });
    expect(image).toHaveAttribute("src", "/fadmaa/media/avatars/1234567893.svg");
    expect(image).toHaveAttribute("width", "125");
    expect(image).toHaveAttribute("height", "125");
  });
  it("shows initials without a photo", () => {
    render(<PhysicianPhoto physician={makePhysician({ physicianPhotoUrl: null })} size={96} />);
    expect(screen.getByRole("img", { name: "Photo of Maria J. Lopez" })).toHaveTextContent("ML");
  });
});

describe("StarRating", () => {
  it("shows the rating to one decimal and opens the description modal, then returns focus", async () => {
    const user = userEvent.setup();
    render(<StarRating rating={4.66} count={31} />);
    const button = screen.getByRole("button", { name: /Rated 4\.7 out of 5 from 31 patient ratings/ });
    expect(button).toHaveTextContent("4.7");
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "About Our Patient Ratings" });
    expect(dialog).toHaveTextContent(/patient experience surveys/);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });
  it("closes on Escape and returns focus", async () => {
    const user = userEvent.setup();
    render(<StarRating rating={4} />);
    const button = screen.getByRole("button", { name: /Rated 4\.0 out of 5\./ });
    button.focus();
    await user.keyboard("{Enter}");
    await findFocusedDialog();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });
  it("shows nothing without a rating", () => {
    const { container } = render(<StarRating rating={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("PhysicianBadges", () => {
  const bookable = { acceptsNewPatients: true, mhdCalendarId: "CAL-1" };
  it.each([
    [true, true, ["New Patient Online Booking", "Telemedicine Available"]],
    [true, false, ["New Patient Online Booking"]],
    [false, true, ["Telemedicine Available"]],
  ])("accepts new %s, telehealth %s", (acceptsNewPatients, telehealthProvider, expected) => {
    render(
      <PhysicianBadges
        physician={{ telehealthProvider, mhdParticipant: true }}
        location={{ ...bookable, acceptsNewPatients }}
      />,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent?.replace("✓", ""))).toEqual(expected);
  });
  it.each([
    ["no online booking flag", { mhdParticipant: false }, bookable],
    ["no calendar at the location", { mhdParticipant: true }, { ...bookable, mhdCalendarId: null }],
  ])("promises no online booking with %s (decision 86)", (_case, physician, location) => {
    const { container } = render(
      <PhysicianBadges physician={{ telehealthProvider: false, ...physician }} location={location} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
  it("shows nothing without badges", () => {
    const { container } = render(
      <PhysicianBadges
        physician={{ telehealthProvider: false, mhdParticipant: true }}
        location={{ ...bookable, acceptsNewPatients: false }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("LocationAddress", () => {
  it("shows name, street, city, state, zip and the distance", () => {
    const { container } = render(<LocationAddress location={makeLocation()} />);
    expect(container.querySelector("address")).toHaveTextContent(
      "Riverside Family Clinic100 Main StAustin, TX 78701Distance: 3.3 mi",
    );
  });
  it("hides the distance when 0 or not asked", () => {
    const { rerender, container } = render(<LocationAddress location={makeLocation({ distance: 0 })} />);
    expect(container).not.toHaveTextContent(/\d mi/);
    rerender(<LocationAddress location={makeLocation()} showDistance={false} />);
    expect(container).not.toHaveTextContent("3.3 mi");
  });
});

describe("PhoneLink and SelfPayNote", () => {
  it("calls through a tel: link", () => {
    render(<PhoneLink phone="512-555-0142" />);
    expect(screen.getByRole("link", { name: "(512) 555-0142" })).toHaveAttribute("href", "tel:+15125550142");
  });
  it("picks the location phone, else the contact centre", () => {
    expect(locationPhone(makeLocation())).toBe("512-555-0142");
    expect(locationPhone(makeLocation({ phone: null }))).toBe("512-555-0100");
    expect(locationPhone(makeLocation({ phone: null, relatedContactCenterPhoneNumber: null }))).toBeNull();
  });
  it("writes the self-pay note for the card and the profile", () => {
    render(
      <>
        <SelfPayNote variant="card" />
        <SelfPayNote variant="profile" />
      </>,
    );
    expect(screen.getByText("Please call if you are a self-pay patient.")).toBeInTheDocument();
    expect(screen.getByText("*Please call if you are a self-pay patient.")).toBeInTheDocument();
  });
});
