import type { PageSettings } from "@fad/contracts/host/page-settings";
import { DISCLOSURE_AGREEMENT_KEY } from "@fad/contracts/session/session-keys";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { appRoutes } from "../../app/app-routes.tsx";
import { AppSettingsProvider } from "../../settings/app-settings.tsx";
import { makePhysician } from "../../testing/physician-fixtures.ts";
import { stubMobile } from "../../testing/viewport-width.ts";
import { EMPTY_RESULT, noTypedPlace, PLACES, resultOf, stubServer } from "./testing/landing-server.ts";

function renderLanding(path = "/physicians", settings: PageSettings = { sessionId: "s-1" }) {
  const router = createMemoryRouter(appRoutes({ hashRouting: false }), { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AppSettingsProvider settings={settings}>
        <RouterProvider router={router} />
      </AppSettingsProvider>
    </QueryClientProvider>,
  );
  return router;
}

const keywordBox = () => screen.getByRole("combobox", { name: /doctor, condition/i });
const locationBox = () => screen.getByRole("combobox", { name: "Location" });
const findButton = () => screen.getByRole("button", { name: "Find a Doctor" });

// The disclosure modal and results page load on demand: compile them here, outside the tests' time limits.
beforeAll(async () => {
  await Promise.all([
    import("../../ui/disclosure-modal/disclosure-modal.tsx"),
    // biome-ignore lint/style/noRestrictedImports: the routed app this test renders opens the results page; it is only compiled here ahead of time
    import("../results/results-page.tsx"),
  ]);
}, 60_000);

beforeEach(() => {
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe("the Find a Doctor button", () => {
  it("is disabled while both boxes are empty or the keyword has invalid characters", async () => {
    stubServer({});
    renderLanding();
    expect(findButton()).toBeDisabled();
    await userEvent.type(keywordBox(), "heart");
    expect(findButton()).toBeEnabled();
    await userEvent.type(keywordBox(), "<");
    await waitFor(() => expect(findButton()).toBeDisabled());
    await userEvent.clear(keywordBox());
    expect(findButton()).toBeDisabled();
    await userEvent.type(screen.getByRole("combobox", { name: "Location" }), "37203");
    await waitFor(() => expect(findButton()).toBeEnabled());
  });
});

describe("the keyword placeholder", () => {
  it.each([
    [{}, false, "Search by doctor's name, condition, or specialty"],
    [{}, true, "Search by name, condition, or specialty"],
    [{ siteType: "psg", program: "psg" }, false, "Search by doctor's name, condition, or procedure"],
    [{ siteType: "psg" }, true, "Search by name, condition, or procedure"],
  ])("settings %j, mobile %s: %s", (settings, mobile, placeholder) => {
    stubServer({});
    if (mobile) stubMobile();
    renderLanding("/physicians", settings);
    expect(keywordBox()).toHaveAttribute("placeholder", placeholder);
  });
});

describe("the help line", () => {
  it("shows Loading. while the number loads, then the number (text on desktop)", async () => {
    let answer: (text: string) => void = () => {};
    stubServer({ contactNumber: new Promise<string>((resolve) => (answer = resolve)) });
    renderLanding();
    expect(await screen.findByText("Loading.")).toBeVisible();
    answer(" 615-555-0100 ");
    expect(await screen.findByText("615-555-0100")).toBeVisible();
    expect(screen.queryByText("Loading.")).toBeNull();
    expect(screen.queryByRole("link", { name: /615-555-0100/ })).toBeNull();
  });

  it("is a tap-to-call link on mobile", async () => {
    stubServer({ contactNumber: "615-555-0100" });
    stubMobile();
    renderLanding();
    const link = await screen.findByRole("link", { name: /615-555-0100/ });
    expect(link).toHaveAttribute("href", "tel:6155550100");
  });

  it("is left out when the answer is blank", async () => {
    const { fetchMock } = stubServer({ contactNumber: "   " });
    renderLanding("/physicians", { facilityCoids: "09001;09002" });
    await waitFor(() => expect(screen.queryByText("Loading.")).toBeNull());
    expect(screen.queryByText(/Need help/)).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/fadmaa/contactnumber?facilityCOIDs=09001%3B09002");
  });
});

describe("a search from the landing", () => {
  it("shows the empty panel with the keyword tip only, scrolled into view", async () => {
    window.sessionStorage.setItem(DISCLOSURE_AGREEMENT_KEY, "true");
    stubServer({ search: () => EMPTY_RESULT });
    renderLanding();
    await userEvent.type(keywordBox(), "heart");
    await userEvent.click(findButton());
    const panel = await screen.findByText("No doctors match your search");
    expect(screen.getByText("Try removing keyword search")).toBeVisible();
    expect(screen.queryByText("Try removing location")).toBeNull();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(panel.closest(".empty-search")).toHaveFocus();
  });

  it("shows the network error banner when the search fails", async () => {
    window.sessionStorage.setItem(DISCLOSURE_AGREEMENT_KEY, "true");
    stubServer({ search: () => "fail" });
    renderLanding();
    await userEvent.type(keywordBox(), "heart");
    await userEvent.click(findButton());
    expect(await screen.findByText("An error occurred. Please try again later.")).toHaveAttribute("role", "alert");
  });

  it("asks for the disclosure first on non-psg sites: Cancel runs nothing, I Understand stores it and searches", async () => {
    const { searches } = stubServer({ search: () => resultOf([makePhysician()], 1) });
    const router = renderLanding();
    await userEvent.type(keywordBox(), "heart");
    await userEvent.click(findButton());
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText('You must select "I Understand" to see results')).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(searches).toHaveLength(0);

    await userEvent.click(findButton());
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "I Understand" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/physicians/listing"));
    expect(router.state.location.search).toBe("?keywords=heart");
    expect(window.sessionStorage.getItem(DISCLOSURE_AGREEMENT_KEY)).toBe("true");
    expect(searches[0]).toMatchObject({ keyword: "heart", randomize: true, randomizerSeed: "s-1", numberDaysOut: 89 });
    // The results page reads the same answer from the cache: one search in all.
    expect(await screen.findByRole("heading", { level: 1, name: "Results for heart" })).toBeVisible();
    expect(searches).toHaveLength(1);
  });

  it("skips the disclosure on psg sites and asks for all 750 at once", async () => {
    const { searches } = stubServer({ search: () => resultOf([makePhysician()], 1) });
    const router = renderLanding("/physicians", { siteType: "psg", program: "psg" });
    await userEvent.type(keywordBox(), "heart");
    await userEvent.click(findButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/physicians/listing"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(searches[0]).toMatchObject({ meta: { page: 1, pageSize: 750 } });
    expect(searches[0]).not.toHaveProperty("randomize");
  });
});

describe("searches that run at once", () => {
  it("runs a direct link with keywords, and one with facilityCoid", async () => {
    window.sessionStorage.setItem(DISCLOSURE_AGREEMENT_KEY, "true");
    const { searches } = stubServer({ search: () => EMPTY_RESULT });
    renderLanding("/physicians?keywords=heart&facilityCoid=09002");
    expect(await screen.findByText("No doctors match your search")).toBeVisible();
    expect(searches[0]).toMatchObject({ keyword: "heart", facilityCoid: "09002" });
    expect(keywordBox()).toHaveValue("heart");
  });

  it("auto-selects the only configured specialty and searches at once", async () => {
    const specialties = [{ speciality: { id: 7, name: "Family Medicine" }, appTypes: [] }];
    const { searches } = stubServer({ search: () => resultOf([makePhysician()], 1) });
    const router = renderLanding("/physicians", { siteType: "psg", specialties });
    await waitFor(() => expect(router.state.location.pathname).toBe("/physicians/specialty/family-medicine/listing"));
    expect(searches[0]).toMatchObject({ specialtyId: 7 });
  });

  it("shows the network error banner when the specialty call fails (spec §8)", async () => {
    stubServer({ specialties: "fail" });
    renderLanding("/physicians", { siteType: "psg" });
    expect(await screen.findByText("An error occurred. Please try again later.")).toBeVisible();
  });

  it("does not search by itself when several specialties exist", async () => {
    const specialties = [
      { speciality: { id: 7, name: "Family Medicine" }, appTypes: [] },
      { speciality: { id: 8, name: "Cardiology" }, appTypes: [] },
    ];
    const { searches } = stubServer({ specialties });
    renderLanding("/physicians", { siteType: "psg" });
    await waitFor(() => expect(screen.queryByText("Loading.")).toBeNull());
    expect(searches).toHaveLength(0);
  });
});

describe("a place typed but not picked (decision 65)", () => {
  beforeEach(() => window.sessionStorage.setItem(DISCLOSURE_AGREEMENT_KEY, "true"));

  it("reads a misspelt city in the location box as the place, shows it, and searches around it", async () => {
    const { searches, resolves } = stubServer({
      search: () => resultOf([makePhysician()], 1),
      resolvePlace: (query) =>
        query.location === "Housten"
          ? { from: "location", keyword: "", placeText: "Housten", place: PLACES.houston }
          : noTypedPlace(query),
    });
    const router = renderLanding();
    await userEvent.type(locationBox(), "Housten");
    await userEvent.click(findButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/physicians/listing"));
    expect(resolves).toEqual([{ location: "Housten", keyword: "" }]);
    expect(searches[0]).toMatchObject({ zip: "77008" });
    expect(router.state.location.search).toBe("?zip=77008");
  });

  it("keeps text that names no place in the box, says so on it, and searches nothing", async () => {
    const { searches } = stubServer({ search: () => resultOf([makePhysician()], 1) });
    renderLanding();
    await userEvent.type(keywordBox(), "heart");
    await userEvent.type(locationBox(), "Qxzqxz");
    await userEvent.click(findButton());
    const message = await screen.findByText(/We couldn't find a place called "Qxzqxz"/, { selector: ".field-error" });
    expect(locationBox()).toHaveValue("Qxzqxz");
    expect(keywordBox()).toHaveValue("heart");
    expect(locationBox()).toHaveAttribute("aria-invalid", "true");
    expect(locationBox()).toHaveAccessibleDescription(expect.stringContaining("We couldn't find a place called"));
    expect(message.id).not.toBe("");
    expect(locationBox().getAttribute("aria-describedby")).toContain(message.id);
    expect(
      screen
        .getAllByRole("alert")
        .some((alert) => /We couldn't find a place called "Qxzqxz"/.test(alert.textContent ?? "")),
    ).toBe(true);
    expect(locationBox()).toHaveFocus();
    expect(searches).toHaveLength(0);
    // Editing the text takes the error away.
    await userEvent.type(locationBox(), "{Backspace}");
    expect(screen.queryByText(/We couldn't find a place/, { selector: ".field-error" })).toBeNull();
    expect(locationBox()).not.toHaveAttribute("aria-invalid");
  });

  it("says the place could not be checked when the look-up fails, and searches nothing", async () => {
    const { searches } = stubServer({ resolvePlace: () => "fail" });
    renderLanding();
    await userEvent.type(locationBox(), "Houston");
    await userEvent.click(findButton());
    expect(
      await screen.findByText(/We couldn't check this place just now/, { selector: ".field-error" }),
    ).toBeVisible();
    expect(locationBox()).toHaveValue("Houston");
    expect(searches).toHaveLength(0);
  });

  it("takes a zip out of the keyword into the location box and searches near it", async () => {
    const { searches } = stubServer({
      search: () => resultOf([makePhysician()], 1),
      resolvePlace: (query) =>
        query.keyword === "cardiologist 37203"
          ? { from: "keyword", keyword: "cardiologist", placeText: "37203", place: PLACES.nashville37203 }
          : noTypedPlace(query),
    });
    const router = renderLanding();
    await userEvent.type(keywordBox(), "cardiologist 37203");
    await userEvent.click(findButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/physicians/listing"));
    expect(searches[0]).toMatchObject({ keyword: "cardiologist", zip: "37203" });
    expect(router.state.location.search).toBe("?zip=37203&keywords=cardiologist");
  });

  it("moves an unknown zip from the keyword to the location box with the error", async () => {
    const { searches } = stubServer({
      resolvePlace: () => ({ from: "keyword", keyword: "cardiologist", placeText: "00000", place: null }),
    });
    renderLanding();
    await userEvent.type(keywordBox(), "cardiologist 00000");
    await userEvent.click(findButton());
    expect(
      await screen.findByText(/We couldn't find a place called "00000"/, { selector: ".field-error" }),
    ).toBeVisible();
    expect(keywordBox()).toHaveValue("cardiologist");
    expect(locationBox()).toHaveValue("00000");
    expect(searches).toHaveLength(0);
  });

  it("names the place and the radius when no doctor is near it (Memphis)", async () => {
    const { searches } = stubServer({
      search: () => EMPTY_RESULT,
      resolvePlace: (query) => ({ from: "location", keyword: "", placeText: query.location, place: PLACES.memphis }),
    });
    renderLanding();
    await userEvent.type(locationBox(), "Memphis");
    await userEvent.click(findButton());
    expect(await screen.findByText("No doctors within 50 miles of Memphis, TN.")).toBeVisible();
    expect(screen.getByText("Try removing location")).toBeVisible();
    expect(searches[0]).toMatchObject({ zip: "38112" });
    expect(locationBox()).toHaveValue("Memphis, TN");
  });
});
