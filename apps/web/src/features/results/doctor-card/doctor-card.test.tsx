import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeLocation, makePhysician } from "../../../testing/physician-fixtures.ts";
import { renderWithSettings } from "../../../testing/render-with-settings.tsx";
import { DoctorCard, type DoctorCardProps } from "./doctor-card.tsx";

const DAYS: AvailableDay[] = [
  {
    day: "20300107",
    firstAvailable: "20300107 09:00",
    timeSlots: [{ appointmentId: "a1", startTime: "09:00", duration: 20, twelveHourClockTime: "9:00a" }],
  },
];
const first = makeLocation({ availableAppointments: DAYS });
const second = makeLocation({
  id: "loc-2",
  name: "Lakeside Medical Plaza",
  street: "200 Lake Dr",
  mapMarkerLabel: "B",
  distance: 8.04,
  phone: null,
  acceptsNewPatients: false,
  availableAppointments: DAYS,
  urlTitle: "lakeside-medical-plaza",
});

function renderCard(props: Partial<DoctorCardProps> = {}) {
  return renderWithSettings(
    <DoctorCard
      physician={makePhysician()}
      index={0}
      isPsg={false}
      hasUserLocation
      appointmentTypeChosen={false}
      {...props}
    />,
  );
}

const card = () => screen.getByRole("article", { name: "Maria J. Lopez, MD, FAAFP" });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("DoctorCard", () => {
  it("shows photo, name linked to the profile, specialty, rating, badges, address, distance and phone", () => {
    renderCard();
    const article = card();
    expect(within(article).getByRole("img", { name: "Photo of Maria J. Lopez" })).toBeInTheDocument();
    expect(within(article).getByRole("link", { name: "Maria J. Lopez, MD, FAAFP" })).toHaveAttribute(
      "href",
      "/physicians/profile/maria-j-lopez",
    );
    expect(article).toHaveTextContent("Family Medicine");
    expect(article).not.toHaveTextContent("Sports Medicine");
    expect(within(article).getByRole("button", { name: /Rated 4\.7 out of 5/ })).toBeInTheDocument();
    expect(article).toHaveTextContent("New Patient Online Booking");
    expect(article).toHaveTextContent("Telemedicine Available");
    expect(article.querySelector("address")).toHaveTextContent(
      "Riverside Family Clinic100 Main StAustin, TX 78701Distance: 3.3 mi",
    );
    expect(within(article).getByRole("link", { name: "Call (512) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+15125550142",
    );
    expect(article).toHaveTextContent("Please call if you are a self-pay patient.");
  });

  it("shows the selected specialty instead of the primary ones, and no distance without a user location", () => {
    renderCard({ selectedSpecialtyName: "Sports Medicine", hasUserLocation: false });
    expect(card()).toHaveTextContent("Sports Medicine");
    expect(card()).not.toHaveTextContent("Family Medicine");
    expect(card()).not.toHaveTextContent(/\d mi/);
  });

  it("links a single location to its doctors and offers no Change Location", () => {
    renderCard();
    expect(within(card()).getByRole("link", { name: "Riverside Family Clinic" })).toHaveAttribute(
      "href",
      "/physicians/locations/riverside-family-clinic",
    );
    expect(within(card()).queryByRole("button", { name: /Change Location/ })).not.toBeInTheDocument();
  });

  it("offers Book an Appointment to the booking start and View Profile", () => {
    renderCard();
    expect(within(card()).getByRole("link", { name: "Book an Appointment for Maria J. Lopez" })).toHaveAttribute(
      "href",
      "/physicians?urlTitle=maria-j-lopez",
    );
    expect(within(card()).getByRole("link", { name: "View Profile for Maria J. Lopez" })).toHaveAttribute(
      "href",
      "/physicians/profile/maria-j-lopez",
    );
  });

  it.each([
    ["an appointment type is chosen", { appointmentTypeChosen: true }, {}],
    ["the physician takes no online booking", {}, { mhdParticipant: false }],
    ["the location has no calendar", {}, { displayLocation: makeLocation({ mhdCalendarId: null }) }],
    ["the location takes no new patients", {}, { displayLocation: makeLocation({ acceptsNewPatients: false }) }],
  ])("hides Book an Appointment when %s", (_, props, physician) => {
    renderCard({ ...props, physician: makePhysician(physician) });
    expect(within(card()).queryByRole("link", { name: /Book an Appointment/ })).not.toBeInTheDocument();
    expect(within(card()).getByRole("link", { name: /View Profile/ })).toBeInTheDocument();
  });

  it("lists the first 3 procedures and See All (n) to the profile's section", () => {
    renderCard();
    const items = within(card())
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(["Asthma", "Diabetes", "Hypertension"]));
    expect(items).not.toContain("Sports Physicals");
    const seeAll = within(card()).getByRole("link", {
      name: "See All (5) procedures and conditions for Maria J. Lopez",
    });
    expect(seeAll).toHaveAttribute("href", "/physicians/profile/maria-j-lopez#procedures");
  });

  it("shows no procedures block without procedures", () => {
    renderCard({ physician: makePhysician({ proceduresAndConditions: [] }) });
    expect(within(card()).queryByText("Procedures and Conditions")).not.toBeInTheDocument();
    expect(within(card()).queryByRole("link", { name: /See All/ })).not.toBeInTheDocument();
  });

  it.each([
    [true, 1, true],
    [true, 0, false],
    [false, 1, false],
  ])("psg %s, index %s: View Next Available Provider shown %s", async (isPsg, index, shown) => {
    const onViewNextAvailable = vi.fn();
    renderCard({ isPsg, index, onViewNextAvailable });
    const button = within(card()).queryByRole("button", { name: "View Next Available Provider" });
    expect(Boolean(button)).toBe(shown);
    if (button) {
      await userEvent.setup().click(button);
      expect(onViewNextAvailable).toHaveBeenCalledTimes(1);
    }
  });

  it("switches the shown location through Change Location (n) and announces it", async () => {
    const user = userEvent.setup();
    renderCard({ physician: makePhysician({ providerLocations: [first, second], displayLocation: first }) });
    expect(within(card()).queryByRole("link", { name: "Riverside Family Clinic" })).not.toBeInTheDocument();
    await user.click(within(card()).getByRole("button", { name: "Change Location (2)" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Select location B, Lakeside Medical Plaza" }));
    const address = card().querySelector("address");
    expect(address).toHaveTextContent("Lakeside Medical Plaza200 Lake Dr");
    expect(address).toHaveTextContent("8.0 mi");
    // The new location's contact centre answers, and it takes no new patients (no badge, no booking).
    expect(within(card()).getByRole("link", { name: "Call (512) 555-0100" })).toBeInTheDocument();
    expect(card()).not.toHaveTextContent("New Patient Online Booking");
    expect(within(card()).queryByRole("link", { name: /Book an Appointment/ })).not.toBeInTheDocument();
    expect(
      screen.getByText("Now displaying Lakeside Medical Plaza location information for provider Maria J. Lopez."),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(card()).getByRole("button", { name: "Change Location (2)" })).toHaveFocus());
  });

  it("holds the availability calendar of the shown location, named with its doctor", () => {
    renderCard({ physician: makePhysician({ displayLocation: first, providerLocations: [first] }) });
    expect(within(card()).getByRole("button", { name: /9:00/ })).toBeInTheDocument();
    // A results page has a calendar per card: each region names its doctor (axe landmark-unique).
    expect(
      within(card()).getByRole("region", { name: "Available appointment times with Maria J. Lopez" }),
    ).toBeInTheDocument();
  });

  it("says which type its times are for (decision 129)", () => {
    const returning = makeLocation({
      availableAppointments: DAYS,
      availableAppointmentsType: { code: "FOLLOW", friendlyName2: "Follow-Up Visit", patientType: "Current" },
    });
    renderCard({
      physician: makePhysician({ displayLocation: returning, providerLocations: [returning] }),
      visit: "returning",
    });
    expect(within(card()).getByText("Times for Follow-Up Visit (returning patients)")).toBeVisible();
  });
});
