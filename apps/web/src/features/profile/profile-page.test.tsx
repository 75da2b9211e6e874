import type { Physician } from "@fad/contracts/provider/search-providers";
import { DISCLOSURE_AGREEMENT_KEY } from "@fad/contracts/session/session-keys";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeLocation, makePhysician } from "../../testing/physician-fixtures.ts";
import { searchAnswer } from "../../testing/provider-search-answer.ts";
import { TEST_CONFIGURATION } from "../../testing/render-with-settings.tsx";
import { ANALYTICS_EVENT_NAME } from "../../ui/analytics.ts";
import { mockProfileFetch } from "./testing/profile-calls.ts";
import { renderProfile } from "./testing/render-profile.tsx";

function showProfile(overrides: Partial<Physician> = {}, settings = {}) {
  const fetchMock = mockProfileFetch(Response.json(searchAnswer([makePhysician(overrides)])));
  const router = renderProfile(settings);
  return { fetchMock, router };
}

/** The headings of the profile's data sections (the calendar's heading stands above them). */
const sectionHeadings = () =>
  [...document.querySelectorAll(".profile-sections h2")].map((heading) => heading.textContent);

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("profile page states", () => {
  it("shows Loading doctor. while the call runs, then the name and designation as the h1", async () => {
    showProfile();
    expect(screen.getByRole("status")).toHaveTextContent("Loading doctor.");
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent("Maria J. Lopez, MD, FAAFP");
    expect(screen.queryByText("Loading doctor.")).toBeNull();
    expect(document.title).toContain("Maria J. Lopez");
  });

  it("shows the error banner when the call fails", async () => {
    mockProfileFetch(() => new Response("", { status: 500 }));
    renderProfile();
    expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred. Please try again later.");
    expect(screen.queryByText("Loading doctor.")).toBeNull();
  });

  it("shows the physician-not-found view when the answer has no provider; Back to search replaces the location", async () => {
    mockProfileFetch(Response.json(searchAnswer([])));
    const router = renderProfile();
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("We could not find this doctor");
    await userEvent.click(screen.getByRole("button", { name: "Back to search" }));
    expect(router.state.location.pathname).toBe("/physicians");
    expect(router.state.historyAction).toBe("REPLACE");
  });
});

describe("profile header and location", () => {
  it("shows photo 125×125, specialties, gender, languages, phone, badges and the rating", async () => {
    showProfile();
    await screen.findByRole("heading", { level: 1 });
    const photo = screen.getByRole("img", { name: /Maria J. Lopez/ });
    expect(photo).toHaveAttribute("width", "125");
    expect(photo).toHaveAttribute("height", "125");
    expect(screen.getByText("Family Medicine", { selector: "p" })).toBeVisible();
    expect(screen.getByText("Female")).toBeVisible();
    expect(screen.getByText("English, Spanish")).toBeVisible();
    expect(screen.getAllByRole("link", { name: "(512) 555-0142" })[0]).toHaveAttribute("href", "tel:+15125550142");
    expect(screen.getByText("New Patient Online Booking")).toBeVisible();
    expect(screen.getByText("Telemedicine Available")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: /Rated 4.7 out of 5/ }));
    expect(await screen.findByRole("dialog")).toBeVisible();
  });

  it("shows the address block with distance, the clinic link and the self-pay note", async () => {
    showProfile({ displayLocation: makeLocation({ website: "www.riverside.example.org", distance: 3.25 }) });
    await screen.findByRole("heading", { level: 1 });
    const link = screen.getByRole("link", { name: /Riverside Family Clinic/ });
    expect(link).toHaveAttribute("href", "http://www.riverside.example.org");
    expect(screen.getByText("100 Main St")).toBeVisible();
    expect(screen.getByText("Austin, TX 78701")).toBeVisible();
    expect(screen.getByText("3.3 mi")).toBeVisible();
    expect(screen.getByText("*Please call if you are a self-pay patient.")).toBeVisible();
  });

  it("Book Appointment leads to the booking route when online booking is possible", async () => {
    showProfile();
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByRole("link", { name: "Book Appointment" })).toHaveAttribute(
      "href",
      "/physicians?urlTitle=maria-j-lopez",
    );
  });

  it("offers the location phone, else the contact-centre phone, when it is not", async () => {
    showProfile({ mhdParticipant: false, displayLocation: makeLocation({ phone: null }) });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("link", { name: "Book Appointment" })).toBeNull();
    expect(screen.getByRole("link", { name: /Call \(512\) 555-0100/ })).toHaveAttribute("href", "tel:+15125550100");
  });

  it("has Choose Different Location (N) only with more than one location, and switches the shown location", async () => {
    const first = makeLocation();
    const second = makeLocation({
      id: "loc-2",
      name: "Lakeside Medical Plaza",
      street: "9 Lake Rd",
      mapMarkerLabel: "B",
      mhdCalendarId: null,
      phone: "512-555-0199",
    });
    showProfile({ providerLocations: [first, second], displayLocation: first });
    await screen.findByRole("heading", { level: 1 });
    await userEvent.click(screen.getByRole("button", { name: "Choose Different Location (2)" }));
    const dialog = await screen.findByRole("dialog");
    const choice = within(dialog)
      .getAllByRole("button")
      .find((button) => /Lakeside Medical Plaza/.test(button.getAttribute("aria-label") ?? button.textContent ?? ""));
    if (!choice) throw new Error("no Select button for the second location");
    await userEvent.click(choice);
    await waitFor(() => expect(screen.getByText("9 Lake Rd")).toBeVisible());
    expect(screen.getAllByRole("link", { name: /Call \(512\) 555-0199/ })[0]).toBeVisible();
    expect(
      screen.getByText("Now displaying Lakeside Medical Plaza location information for provider Maria J. Lopez."),
    ).toBeInTheDocument();
  });

  it("has no location button with one location", async () => {
    showProfile();
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: /Choose Different Location/ })).toBeNull();
  });
});

describe("breadcrumbs", () => {
  const crumbLabels = () =>
    within(screen.getByRole("navigation", { name: "Breadcrumb" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);

  it("show Doctors Results once the disclosure agreement is stored", async () => {
    window.sessionStorage.setItem(DISCLOSURE_AGREEMENT_KEY, "true");
    showProfile();
    await screen.findByRole("heading", { level: 1 });
    expect(crumbLabels()).toEqual(["Home", "Doctors", "Doctors Results", "Maria J. Lopez"]);
  });

  it("leave Doctors Results out on non-psg sites without the agreement", async () => {
    showProfile();
    await screen.findByRole("heading", { level: 1 });
    expect(crumbLabels()).toEqual(["Home", "Doctors", "Maria J. Lopez"]);
  });

  it("keep Doctors Results on psg sites", async () => {
    showProfile({}, { siteType: "psg" });
    await screen.findByRole("heading", { level: 1 });
    expect(crumbLabels()).toEqual(["Home", "Doctors", "Doctors Results", "Maria J. Lopez"]);
  });
});

describe("sections", () => {
  it("shows no section without data", async () => {
    showProfile({
      specialties: [],
      providerSpecialties: [],
      proceduresAndConditions: [],
    });
    await screen.findByRole("heading", { level: 1 });
    expect(sectionHeadings()).toEqual([]);
  });

  it("shows every section that has data, in the spec's order", async () => {
    showProfile({
      physicianBio: "A caring physician.",
      physicianCarePhilosophy: "Listen first.",
      affiliations: [{ locationId: "a1", locationName: "Centennial Medical Center" }],
      website: "www.drlopez.example.com",
      credentialsAndAccreditations: [
        {
          credentialOrAccreditationId: 1,
          organizationOrSchool: "Baylor College of Medicine",
          type: "Medical School",
          yearReceived: 2004,
        },
      ],
      fadMediaList: [
        { type: "video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", name: "Meet Dr. Lopez", featured: true },
        { type: "publication", url: "https://journals.example.org/articles/1", name: "Outcomes", featured: false },
        { type: "link", url: "https://www.example.org/library/asthma", name: "Asthma: what to know", featured: false },
      ],
    });
    await screen.findByRole("heading", { level: 1 });
    expect(sectionHeadings()).toEqual([
      "Biography",
      "Care Philosophy",
      "Procedures and Conditions Treated",
      "Specialties",
      "Affiliations",
      "Clinic Website",
      "Credentials and Education",
      "Media",
      "Other Links",
    ]);
    expect(screen.getByText("Baylor College of Medicine")).toBeVisible();
    expect(screen.getByText("Medical School, 2004")).toBeVisible();
    expect(screen.getByText("Centennial Medical Center")).toBeVisible();
  });

  it("gives the procedures section the id the card's See All link targets, keywords once each", async () => {
    showProfile({ proceduresAndConditions: ["Asthma", "Asthma", "Diabetes"].map((keyword) => ({ keyword })) });
    await screen.findByRole("heading", { level: 1 });
    const section = document.getElementById("procedures");
    expect(section).not.toBeNull();
    expect(
      within(section as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Asthma", "Diabetes"]);
  });

  it("suffixes board-certified specialties", async () => {
    showProfile();
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByText("Family Medicine - Board Certified")).toBeVisible();
    expect(screen.getByText("Sports Medicine", { selector: "li" })).toBeVisible();
  });

  it("prefixes the clinic website with http:// and hides the section on psg sites", async () => {
    showProfile({ website: "www.drlopez.example.com" });
    await screen.findByRole("heading", { level: 1 });
    const link = screen.getByRole("link", { name: /www.drlopez.example.com/ });
    expect(link).toHaveAttribute("href", "http://www.drlopez.example.com");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveTextContent("(opens in a new tab)");
  });

  it("hides the clinic website on psg sites", async () => {
    showProfile({ website: "www.drlopez.example.com" }, { siteType: "psg" });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("heading", { name: "Clinic Website" })).toBeNull();
  });

  it("sends an analytics event when an external link is followed", async () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(ANALYTICS_EVENT_NAME, listener);
    showProfile({ website: "https://drlopez.example.com" });
    await screen.findByRole("heading", { level: 1 });
    const link = screen.getByRole("link", { name: /drlopez.example.com/ });
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    window.removeEventListener(ANALYTICS_EVENT_NAME, listener);
    expect(events).toEqual([
      expect.objectContaining({
        title: "External Link",
        data: { url: "https://drlopez.example.com", context: "clinic website" },
      }),
    ]);
  });

  it("truncates a long biography at 500 characters and toggles View Full Bio / Close Bio", async () => {
    const bio = `${"Dr. Lopez has cared for families in Austin for many years. ".repeat(12)}The end.`;
    showProfile({ physicianBio: bio });
    await screen.findByRole("heading", { level: 1 });
    const toggle = screen.getByRole("button", { name: "View Full Bio" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/The end\./)).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Close Bio" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/The end\./)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Close Bio" }));
    expect(screen.getByRole("button", { name: "View Full Bio" })).toBeVisible();
  });

  it("has no toggle for a biography of 500 characters or fewer", async () => {
    showProfile({ physicianBio: "b".repeat(500) });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: "View Full Bio" })).toBeNull();
  });

  it("lists the other videos and publications under Media, links under Other Links", async () => {
    showProfile({
      fadMediaList: [
        { type: "video", url: "/fadmaa/media/demo/welcome.webm", name: "Meet Dr. Lopez", featured: true },
        {
          type: "video",
          url: "https://www.youtube.com/watch?v=aaaaaaaaaaa",
          name: "Understanding Asthma",
          featured: false,
        },
        { type: "publication", url: "https://journals.example.org/articles/1", name: "Outcomes", featured: false },
        { type: "link", url: "https://www.example.org/library/asthma", name: "Asthma: what to know", featured: false },
      ],
    });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByRole("button", { name: "Play video: Meet Dr. Lopez" })).toBeVisible();
    expect(screen.getByRole("link", { name: /Understanding Asthma/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=aaaaaaaaaaa",
    );
    expect(screen.getByRole("link", { name: /Outcomes/ })).toBeVisible();
    const otherLinks = screen.getByRole("region", { name: "Other Links" });
    expect(within(otherLinks).getByRole("link", { name: /Asthma: what to know/ })).toBeVisible();
  });
});

describe("availability", () => {
  it("shows the calendar of the shown location, asking for 14 days", async () => {
    const { fetchMock } = showProfile();
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/appointment/search"))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes("/appointment/search")) as unknown as [
      string,
      RequestInit,
    ];
    const body = JSON.parse(String(call[1].body));
    expect(body).toMatchObject({ calendarId: "cal-1", numberDaysOut: 14 });
    expect(screen.getByRole("region", { name: "Available Appointments" })).toBeInTheDocument();
  });
});

describe("the featured video where the CSP would block it (decision 105)", () => {
  const youTubeMedia = [
    {
      type: "video" as const,
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      name: "Meet Dr. Lopez",
      featured: true,
    },
  ];

  it("lists a YouTube video as a link when no video host is configured: nothing shown blocked", async () => {
    mockProfileFetch(Response.json(searchAnswer([makePhysician({ fadMediaList: youTubeMedia })])), {
      ...TEST_CONFIGURATION,
      videoHosts: [],
    });
    renderProfile();
    const media = await screen.findByRole("region", { name: "Media" });
    expect(within(media).getByRole("link", { name: /Meet Dr\. Lopez/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );
    expect(screen.queryByRole("button", { name: /^Play video/ })).toBeNull();
  });

  it("embeds it behind its facade once the configuration names YouTube's hosts", async () => {
    mockProfileFetch(Response.json(searchAnswer([makePhysician({ fadMediaList: youTubeMedia })])), {
      ...TEST_CONFIGURATION,
      videoHosts: ["https://www.youtube-nocookie.com", "https://www.youtube.com"],
    });
    renderProfile();
    expect(await screen.findByRole("button", { name: "Play video: Meet Dr. Lopez" })).toBeVisible();
    expect(screen.queryByRole("link", { name: /^Meet Dr\. Lopez/ })).toBeNull();
  });
});
