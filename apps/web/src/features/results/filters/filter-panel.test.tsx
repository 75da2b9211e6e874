import type { Place } from "@fad/contracts/geo/place";
import type { AppType } from "@fad/contracts/provider/app-type";
import type { Facility } from "@fad/contracts/provider/search-providers";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { findFocusedDialog } from "../../../testing/find-focused-dialog.ts";
import { stubFetch } from "../../../testing/stub-fetch.ts";
import { PatientIntlProvider } from "../../../ui/i18n/patient-intl-provider.tsx";
import { FilterPanel, type FilterPanelProps } from "./filter-panel.tsx";
import { DEFAULT_FILTER_VALUES, type FilterValues } from "./filter-values.ts";

const FACILITIES: Facility[] = [
  { market: "Central", coid: "09001", title: "Centennial Medical Center", city: "Nashville", state: "TN" },
  { market: "Central", coid: "09002", title: "Skyline Medical Center", city: "Nashville", state: "TN" },
];

const APP_TYPES: AppType[] = [
  { code: "FU", friendlyName2: "Follow Up", abbreviation: "FU", mhdAppointmentTypeName: "FU", patientType: "Current" },
  {
    code: "NP",
    friendlyName2: "New Patient Visit",
    abbreviation: "NP",
    mhdAppointmentTypeName: "NP",
    patientType: "New",
  },
  {
    code: "AP",
    friendlyName2: "Annual Physical",
    abbreviation: "AP",
    mhdAppointmentTypeName: "AP",
    patientType: "New/Current",
  },
];

const NASHVILLE = {
  zip: "37203",
  city: "Nashville",
  state: "TN",
  latitude: 36.15,
  longitude: -86.79,
  label: "Nashville, TN",
};

const HOUSTON: Place = {
  zip: "77008",
  city: "Houston",
  state: "TX",
  latitude: 29.7991,
  longitude: -95.4118,
  label: "Houston, TX",
};

/**
 * The browser's boundary: contract-shaped answers (one place for "Nash…", otherwise nothing; a typed
 * "Housten" or a keyword ending in "houston" is Houston, any other typed location no place).
 */
function answer(url: string): unknown {
  if (url.includes("/terms/autocomplete")) return { providers: [], specialties: [], visibleTerms: [], locations: [] };
  if (url.includes("/geo/places")) return url.includes("input=Nash") ? [NASHVILLE] : [];
  if (url.includes("/geo/resolve")) {
    const query = new URL(url, "http://localhost").searchParams;
    const location = query.get("location") ?? "";
    const keyword = query.get("keyword") ?? "";
    if (location !== "") {
      return { from: "location", keyword, placeText: location, place: location === "Housten" ? HOUSTON : null };
    }
    if (keyword.endsWith(" in houston")) {
      return { from: "keyword", keyword: keyword.replace(/ in houston$/, ""), placeText: "houston", place: HOUSTON };
    }
    return { from: null, keyword, placeText: "", place: null };
  }
  return null;
}

let mobile = false;
beforeEach(() => {
  mobile = false;
  stubFetch(async (input: RequestInfo | URL) => {
    const result = answer(String(input));
    return new Response(JSON.stringify({ status: { code: "200", details: "OK" }, result }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query.includes("max-width: 767") ? mobile : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

type Overrides = Partial<Omit<FilterPanelProps, "value" | "onChange">> & {
  initial?: Partial<FilterValues>;
  /** The page's language; English unless named. */
  locale?: "en-US" | "es-US";
};

/** The panel with its values held as the page holds them. */
function renderPanel(overrides: Overrides = {}) {
  const onApply = vi.fn();
  const onClear = vi.fn();
  const changes: FilterValues[] = [];
  const { initial, locale = "en-US", ...props } = overrides;
  function Harness() {
    const [value, setValue] = useState<FilterValues>({ ...DEFAULT_FILTER_VALUES, ...initial });
    return (
      <FilterPanel
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        onApply={onApply}
        onClear={() => {
          onClear();
          setValue(DEFAULT_FILTER_VALUES);
        }}
        filteredLanguages={["English", "Spanish", "Arabic", "French"]}
        facilityMap={FACILITIES}
        showFacilityFilter
        isPsg={false}
        geolocation={{ status: "denied", coordinates: null }}
        {...props}
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <PatientIntlProvider initialLocale={locale}>
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>
    </PatientIntlProvider>,
  );
  return { onApply, onClear, changes, user: userEvent.setup() };
}

const applyButton = () => screen.getByRole("button", { name: "Apply" });
const lastChange = (changes: FilterValues[]) => changes.at(-1);

describe("FilterPanel", () => {
  it("is a form named Filter results with every non-psg filter", () => {
    renderPanel();
    const form = screen.getByRole("form", { name: "Filter results" });
    expect(within(form).getByPlaceholderText("Doctor, Clinic, Condition")).toBeInTheDocument();
    expect(within(form).getByText("Start typing to select a result from the dropdown")).toBeInTheDocument();
    expect(within(form).getByPlaceholderText("City or Zip code")).toBeInTheDocument();
    for (const name of ["Male", "Female", "New Patient Online Booking", "Telemedicine Available"]) {
      expect(within(form).getByRole("checkbox", { name })).not.toBeChecked();
    }
    expect(within(form).getByRole("combobox", { name: "Facility" })).toBeInTheDocument();
    expect(within(form).queryByRole("combobox", { name: "Patient type" })).not.toBeInTheDocument();
    expect(within(form).queryByRole("combobox", { name: "Appointment type" })).not.toBeInTheDocument();
    expect(within(form).queryByText("Date")).not.toBeInTheDocument();
    expect(within(form).getByRole("button", { name: "Clear" })).toBeInTheDocument();
  });

  it("lists English first and checked by default, the other languages sorted", () => {
    renderPanel();
    const group = screen.getByRole("group", { name: "Languages" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes.map((box) => box.closest("label")?.textContent)).toEqual(["English", "Arabic", "French", "Spanish"]);
    expect(boxes[0]).toBeChecked();
    expect(boxes.slice(1).every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it("names the languages in Spanish on a Spanish page, and filters by the directory's names", async () => {
    const { changes, user } = renderPanel({ locale: "es-US" });
    const group = screen.getByRole("group", { name: "Idiomas" });
    const labels = within(group)
      .getAllByRole("checkbox")
      .map((box) => box.closest("label")?.textContent);
    expect(labels).toEqual(["inglés", "árabe", "francés", "español"]);
    await user.click(within(group).getByRole("checkbox", { name: "español" }));
    expect(lastChange(changes)?.languages).toEqual(["English", "Spanish"]);
  });

  it("lists the facilities after All Facility and reports the choice", async () => {
    const { user, changes } = renderPanel();
    const select = screen.getByRole("combobox", { name: "Facility" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Facility", "Centennial Medical Center", "Skyline Medical Center"]);
    expect(select).toHaveValue("");
    await user.selectOptions(select, "Skyline Medical Center");
    expect(lastChange(changes)?.facilityCoid).toBe("09002");
  });

  it("hides the facility filter when the site does not show it (psg, mho, mhonative)", () => {
    renderPanel({ showFacilityFilter: false });
    expect(screen.queryByRole("combobox", { name: "Facility" })).not.toBeInTheDocument();
  });

  it("disables Apply while no filter is set and enables it once one is", async () => {
    const { user, onApply } = renderPanel();
    expect(applyButton()).toHaveAttribute("aria-disabled", "true");
    await user.click(applyButton());
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole("checkbox", { name: "Telemedicine Available" }));
    expect(applyButton()).toHaveAttribute("aria-disabled", "false");
    await user.click(applyButton());
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["Male", { genders: ["Male"] }],
    ["Female", { genders: ["Female"] }],
    ["New Patient Online Booking", { acceptingNewPatientsOnly: true }],
    ["Telemedicine Available", { telemedicine: true }],
    ["Spanish", { languages: ["English", "Spanish"] }],
  ])("checking %s sets its filter and enables Apply", async (name, expected) => {
    const { user, changes } = renderPanel();
    await user.click(screen.getByRole("checkbox", { name }));
    expect(lastChange(changes)).toMatchObject(expected);
    expect(applyButton()).toHaveAttribute("aria-disabled", "false");
  });

  it("treats unchecking English as no filter (English alone is the default)", async () => {
    const { user, changes } = renderPanel();
    await user.click(screen.getByRole("checkbox", { name: "English" }));
    expect(lastChange(changes)?.languages).toEqual([]);
    expect(applyButton()).toHaveAttribute("aria-disabled", "true");
  });

  it("lets Apply run with an empty panel when the route carries a filter", () => {
    renderPanel({ hasRouteFilter: true });
    expect(applyButton()).toHaveAttribute("aria-disabled", "false");
  });

  it("applies on a typed keyword and on Enter in a field", async () => {
    const { user, onApply, changes } = renderPanel();
    await user.type(screen.getByPlaceholderText("Doctor, Clinic, Condition"), "heart");
    expect(lastChange(changes)?.keyword).toBe("heart");
    expect(applyButton()).toHaveAttribute("aria-disabled", "false");
    await user.keyboard("{Enter}");
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it("keeps the typed location and the place chosen from its suggestions", async () => {
    const { user, changes } = renderPanel();
    await user.type(screen.getByPlaceholderText("City or Zip code"), "Nash");
    expect(lastChange(changes)).toMatchObject({ location: "Nash", place: null });
    await user.click(await screen.findByRole("option", { name: /Nash\s*ville, TN/ }, { timeout: 2000 }));
    await waitFor(() => expect(lastChange(changes)).toMatchObject({ location: "Nashville, TN", place: NASHVILLE }));
    expect(applyButton()).toHaveAttribute("aria-disabled", "false");
  });

  it("disables Apply on invalid characters and moves focus to the first invalid field on Apply", async () => {
    const { user, onApply } = renderPanel({ initial: { telemedicine: true } });
    const keyword = screen.getByPlaceholderText("Doctor, Clinic, Condition");
    const location = screen.getByPlaceholderText("City or Zip code");
    await user.type(location, "Nash%");
    await user.type(keyword, "heart$");
    expect(applyButton()).toHaveAttribute("aria-disabled", "true");
    await user.click(applyButton());
    expect(onApply).not.toHaveBeenCalled();
    expect(keyword).toHaveFocus();
    await user.clear(keyword);
    await user.click(applyButton());
    expect(location).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();
    await user.clear(location);
    await user.click(applyButton());
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it("asks the page to clear", async () => {
    const { user, onClear } = renderPanel({ initial: { genders: ["Male"], facilityCoid: "09001" } });
    expect(screen.getByRole("checkbox", { name: "Male" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("checkbox", { name: "Male" })).not.toBeChecked();
    expect(screen.getByRole("combobox", { name: "Facility" })).toHaveValue("");
    expect(applyButton()).toHaveAttribute("aria-disabled", "true");
  });

  it("works from the keyboard: Space checks a box, Tab reaches Clear and Apply", async () => {
    const { user, changes, onApply } = renderPanel();
    screen.getByRole("checkbox", { name: "Female" }).focus();
    await user.keyboard(" ");
    expect(lastChange(changes)?.genders).toEqual(["Female"]);
    screen.getByRole("button", { name: "Clear" }).focus();
    await user.tab();
    expect(applyButton()).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onApply).toHaveBeenCalledTimes(1);
  });
});

describe("FilterPanel on psg sites", () => {
  const psg = { isPsg: true, showFacilityFilter: false, appTypes: APP_TYPES } as const;

  it("adds patient type, appointment type and date, each starting at Select Below", () => {
    renderPanel(psg);
    const patientType = screen.getByRole("combobox", { name: "Patient type" });
    expect(
      within(patientType)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Select Below", "Current Patient (visited within 3 years)", "New Patient"]);
    const appointmentType = screen.getByRole("combobox", { name: "Appointment type" });
    expect(
      within(appointmentType)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Select Below", "Annual Physical", "Follow Up", "New Patient Visit"]);
    expect(screen.getByRole("group", { name: "Date" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Choose a date/ })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Facility" })).not.toBeInTheDocument();
  });

  it("narrows the appointment types to the patient type and resets a type no longer offered", async () => {
    const { user, changes } = renderPanel(psg);
    await user.selectOptions(screen.getByRole("combobox", { name: "Appointment type" }), "Follow Up");
    expect(lastChange(changes)?.appointmentTypeId).toBe("FU");
    await user.selectOptions(screen.getByRole("combobox", { name: "Patient type" }), "New Patient");
    expect(lastChange(changes)).toMatchObject({ patientType: "New", appointmentTypeId: "" });
    const appointmentType = screen.getByRole("combobox", { name: "Appointment type" });
    expect(
      within(appointmentType)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Select Below", "Annual Physical", "New Patient Visit"]);
    expect(applyButton()).toHaveAttribute("aria-disabled", "false");
  });

  it("takes a typed date as yyyymmdd and enables Apply", async () => {
    const { user, changes } = renderPanel(psg);
    const segments = within(screen.getByRole("group", { name: "Date" })).getAllByRole("spinbutton");
    await user.click(segments[0] as HTMLElement);
    await user.keyboard("01012099");
    expect(lastChange(changes)?.startDate).toBe("20990101");
    expect(applyButton()).toHaveAttribute("aria-disabled", "false");
  });

  it("opens the calendar from the keyboard, picks a day with the arrows and Enter, and closes on Escape", async () => {
    const { user, changes } = renderPanel(psg);
    screen.getByRole("button", { name: /Choose a date/ }).focus();
    await user.keyboard("{Enter}");
    const calendar = await screen.findByRole("dialog");
    expect(within(calendar).getByRole("grid")).toBeInTheDocument();
    await user.keyboard("{ArrowRight}{Enter}");
    expect(lastChange(changes)?.startDate).toMatch(/^\d{8}$/);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Choose a date/ }));
    await findFocusedDialog();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("calls a past date invalid, disables Apply and focuses the date on Apply", async () => {
    const { user, onApply } = renderPanel({ ...psg, initial: { startDate: "20000101" } });
    expect(applyButton()).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByText("Please enter a valid date")).toBeInTheDocument();
    await user.click(applyButton());
    expect(onApply).not.toHaveBeenCalled();
    const segments = within(screen.getByRole("group", { name: "Date" })).getAllByRole("spinbutton");
    expect(segments[0]).toHaveFocus();
  });
});

describe("FilterPanel on mobile", () => {
  it("collapses behind a Filters toggle and closes again after Apply", async () => {
    mobile = true;
    const { user, onApply } = renderPanel({ initial: { telemedicine: true } });
    const toggle = screen.getByRole("button", { name: "Filters" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("form", { name: "Filter results" })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("form", { name: "Filter results" })).toBeVisible();
    await act(async () => {
      await user.click(applyButton());
    });
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("shows no toggle on larger screens", () => {
    renderPanel();
    expect(screen.queryByRole("button", { name: "Filters" })).not.toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Filter results" })).toBeVisible();
  });

  describe("a place typed, not picked (decision 65)", () => {
    it("reads a misspelt city as the place, shows its name in the box and applies with it", async () => {
      const { user, onApply, changes } = renderPanel();
      await user.type(screen.getByPlaceholderText("City or Zip code"), "Housten");
      await user.click(applyButton());
      await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
      expect(onApply.mock.calls[0]?.[0]).toMatchObject({ location: "Houston, TX", place: HOUSTON });
      expect(lastChange(changes)).toMatchObject({ location: "Houston, TX", place: HOUSTON });
      expect(screen.getByPlaceholderText("City or Zip code")).toHaveValue("Houston, TX");
    });

    it("keeps a text that names no place, says so on the box and does not apply", async () => {
      const { user, onApply } = renderPanel();
      const location = screen.getByRole("combobox", { name: "Location" });
      await user.type(location, "Qxzqxz");
      await user.click(applyButton());
      const message = await screen.findByText(/We couldn't find a place called "Qxzqxz"/, { selector: ".field-error" });
      expect(location).toHaveValue("Qxzqxz");
      expect(location).toHaveAttribute("aria-invalid", "true");
      expect(location.getAttribute("aria-describedby")).toContain(message.id);
      expect(location).toHaveFocus();
      expect(onApply).not.toHaveBeenCalled();
      await user.type(location, "{Backspace}");
      expect(screen.queryByText(/We couldn't find a place/, { selector: ".field-error" })).toBeNull();
    });

    it("moves a place in the keyword to the location box", async () => {
      const { user, onApply } = renderPanel();
      await user.type(screen.getByPlaceholderText("Doctor, Clinic, Condition"), "pediatrician in houston");
      await user.click(applyButton());
      await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
      expect(onApply.mock.calls[0]?.[0]).toMatchObject({
        keyword: "pediatrician",
        location: "Houston, TX",
        place: HOUSTON,
      });
    });
  });
});
