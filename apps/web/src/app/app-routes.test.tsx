import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AppSettingsProvider } from "../settings/app-settings.tsx";
import { stubFetch } from "../testing/stub-fetch.ts";
import { appRoutes } from "./app-routes.tsx";
import { applyStartRoute, basenameOf, createAppRouter, firstPageLoaded, usesHashRouting } from "./create-app-router.ts";
import { HASH_SCROLL_OFFSET_PX, pageKey } from "./route-effects.tsx";
import { stripBasePath } from "./start-route.ts";

async function renderAt(path: string, settings = {}) {
  const router = createMemoryRouter(appRoutes({ hashRouting: false }), { initialEntries: [path] });
  // Like mount-app.tsx: render once the first page's lazy chunk is in.
  await firstPageLoaded(router);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AppSettingsProvider settings={settings}>
        <RouterProvider router={router} />
      </AppSettingsProvider>
    </QueryClientProvider>,
  );
  return router;
}

// The lazy pages' modules are compiled on first import: do it here, outside every test's time limit.
beforeAll(async () => {
  await Promise.all([
    import("../features/results/results-page.tsx"),
    import("../features/profile/profile-page.tsx"),
    import("../features/booking/booking-page.tsx"),
    import("../features/confirmation/confirmation-page.tsx"),
  ]);
}, 60_000);

beforeEach(() => {
  stubFetch(async () => new Response("{}", { status: 503 }));
  vi.spyOn(console, "error").mockImplementation(() => {});
  window.scrollTo = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("app routes", () => {
  it("shows the not-found page with the spec's texts, and Back to search leads to /physicians", async () => {
    const router = await renderAt("/no/such/page");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Sorry, the page you were looking for was not found.",
    );
    expect(
      screen.getByText("The information may have been changed or removed. Please try your search again."),
    ).toBeVisible();
    expect(screen.getByText("Error code: 404")).toBeVisible();
    await userEvent.click(screen.getByRole("link", { name: "Back to search" }));
    expect(router.state.location.pathname).toBe("/physicians");
    expect(await screen.findByText("Search our doctors by name, specialty, or condition.")).toBeVisible();
  });

  it("redirects / to /physicians", async () => {
    const router = await renderAt("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/physicians"));
  });

  it("shows the facility name with the suffix Doctors on the landing page", async () => {
    await renderAt("/physicians", { facilityName: "Cumberland Valley" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Cumberland Valley Doctors");
  });

  it.each([
    "/physicians/listing",
    "/physicians/specialty/family-medicine",
    "/physicians/specialty/family-medicine/listing",
    "/physicians/locations/nashville-tn",
    "/physicians/locations/nashville-tn/listing",
    "/physicians/locations/nashville-tn/cardiology",
    "/physicians/locations/nashville-tn/cardiology/listing",
  ])("deep link %s opens the results page behind the disclosure", async (path) => {
    await renderAt(path);
    expect(screen.getByRole("heading", { level: 1, hidden: true })).toHaveTextContent("Results");
    expect(await screen.findByRole("alertdialog")).toBeVisible();
  });

  it.each([
    ["/physicians?urlTitle=jane-a-doe-md&appt_id=7", "jane-a-doe-md"],
    ["/texting?urlTitle=o'neil%20jr", "o'neil jr"],
  ])(
    "deep link %s loads the booking page for %s, and shows the error banner when the call fails",
    async (path, urlTitle) => {
      await renderAt(path);
      expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred. Please try again later.");
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Book Appointment");
      const body = JSON.parse(
        String(vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes("/provider/search"))?.[1]?.body),
      );
      expect(body.urlTitle).toBe(urlTitle);
    },
  );

  it.each(["/physicians/confirmation/", "/texting/confirmation/"])(
    "deep link %s opens the confirmation page, which has no booking to show after a reload",
    async (path) => {
      await renderAt(path);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Appointment confirmation");
      expect(screen.getByText("There is no appointment to show.")).toBeVisible();
    },
  );

  it.each([
    ["/physicians/profile/jane-a-doe-md", "jane-a-doe-md"],
    ["/physicians/profile/o'neil%20jr", "o'neil jr"],
  ])("deep link %s loads the profile of %s, and shows the error banner when the call fails", async (path, urlTitle) => {
    await renderAt(path);
    expect(screen.getByText("Loading doctor.")).toBeVisible();
    expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred. Please try again later.");
    const body = JSON.parse(
      String(vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes("/provider/search"))?.[1]?.body),
    );
    expect(body.urlTitle).toBe(urlTitle);
  });

  it("shows the landing page for /physicians without urlTitle, whatever else the query holds", async () => {
    await renderAt("/physicians?keywords=heart&appt_id=7");
    expect(screen.getByText("Search our doctors by name, specialty, or condition.")).toBeVisible();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes("/provider/search"))).toBe(false);
  });

  it("shows the texting error page", async () => {
    await renderAt("/texting/error");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("We could not open this appointment link");
    expect(screen.getByRole("link", { name: "Back to search" })).toHaveAttribute("href", "/physicians");
    expect(screen.queryByRole("link", { name: /call|tel/i })).toBeNull();
  });

  it("wires every route of the contract's route table, and shows the 404 page for near misses", async () => {
    const children = appRoutes({ hashRouting: false })[0]?.children ?? [];
    expect(children.map((route) => route.path)).toEqual([...Object.values(APP_ROUTES), "*"]);
    for (const path of ["/physicians/profile", "/physicians/profile/a/b", "/texting/other", "/physicians/x/y/z/w"]) {
      await renderAt(path);
      expect(screen.getByText("Error code: 404"), path).toBeVisible();
      cleanup();
    }
  });

  it("sets the robots hint for booking and query-string pages and removes it elsewhere", async () => {
    const router = await renderAt("/physicians?urlTitle=jane&appt_id=1");
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow"),
    );
    await router.navigate("/physicians/profile/jane");
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
    await router.navigate("/physicians/confirmation/");
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull());
    await router.navigate("/physicians");
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
    await router.navigate("/physicians/listing?zip=37203");
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow"),
    );
    await router.navigate("/texting?urlTitle=jane");
    await waitFor(() => expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1));
  });

  it("replaces the robots hint the server put in the page rather than adding a second one", async () => {
    const served = document.createElement("meta");
    served.name = "robots";
    served.content = "noindex, follow";
    document.head.append(served);
    await renderAt("/physicians/profile/jane");
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
  });

  it("moves focus to the new page's heading after a navigation, not on first load", async () => {
    const router = await renderAt("/physicians");
    expect(screen.getByRole("heading", { level: 1 })).not.toHaveFocus();
    expect(document.title).toBe("Find a Doctor");
    await router.navigate("/physicians/profile/jane");
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveFocus());
    expect(document.title).toBe("Doctor profile | Find a Doctor");
    await router.navigate("/physicians?urlTitle=jane");
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Book Appointment"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
    expect(document.title).toBe("Book Appointment | Find a Doctor");
  });

  it("leaves focus alone when only the query of the same page changes", async () => {
    const router = await renderAt("/physicians?urlTitle=jane");
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    await router.navigate("/physicians?urlTitle=jane&appt_id=12");
    await waitFor(() => expect(router.state.location.search).toContain("appt_id"));
    expect(button).toHaveFocus();
    button.remove();
  });

  it("scrolls smoothly to a hash target, 20 px above it", async () => {
    const router = await renderAt("/physicians/profile/jane");
    const target = document.createElement("div");
    target.id = "procedures";
    target.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    document.body.append(target);
    await router.navigate("/physicians/profile/jane#procedures");
    await waitFor(() =>
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 500 - HASH_SCROLL_OFFSET_PX, behavior: "smooth" }),
    );
    expect(screen.getByRole("heading", { level: 1 })).not.toHaveFocus();
    target.remove();
  });

  it("keys pages by path and by the booking flow", () => {
    expect(pageKey({ pathname: "/physicians", search: "?keywords=x" })).toBe("/physicians");
    expect(pageKey({ pathname: "/physicians/", search: "?urlTitle=x&appt_id=1" })).toBe("/physicians?booking");
    expect(pageKey({ pathname: "/physicians/listing", search: "?page=2" })).toBe("/physicians/listing");
  });

  it("logs a failed configuration call without showing it", async () => {
    // Only the configuration fails: a failed specialty call is shown (spec §8).
    stubFetch(async (url: unknown) =>
      String(url).includes("specilityAppTypes")
        ? Response.json({ status: { code: "200", details: "OK" }, result: [] })
        : new Response("{}", { status: 503 }),
    );
    await renderAt("/physicians");
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByText(/error/i)).toBeNull();
  });
});

describe("router choice", () => {
  it("uses hash routing for the mho host only", () => {
    expect(usesHashRouting({ hostApp: "mho" })).toBe(true);
    expect(usesHashRouting({ hostApp: "mhonative" })).toBe(false);
    expect(usesHashRouting({ hostApp: "cms" })).toBe(false);
    expect(usesHashRouting({})).toBe(false);
  });

  it("reads routes from the hash for mho and from the path under the base path otherwise", () => {
    window.history.replaceState(null, "", "/variants/mho/#/physicians/listing");
    expect(createAppRouter({ hostApp: "mho", basePath: "/variants/mho" }).state.location.pathname).toBe(
      "/physicians/listing",
    );
    window.history.replaceState(null, "", "/variants/psg/physicians/profile/jane");
    const router = createAppRouter({ basePath: "/variants/psg/" });
    expect(stripBasePath(router.state.location.pathname, "/variants/psg")).toBe("/physicians/profile/jane");
    expect(router.state.matches.at(-1)?.route.path).toBe("/physicians/profile/:urlTitle");
  });

  it("moves to the start route under the base path, and leaves deep links alone", async () => {
    window.history.replaceState(null, "", "/variants/cms/");
    const settings = { basePath: "/variants/cms", urlSpecialty: "Family Medicine" };
    const router = createAppRouter(settings);
    await applyStartRoute(router, settings, { pathname: window.location.pathname, search: "" });
    expect(window.location.pathname).toBe("/variants/cms/physicians/specialty/family-medicine");

    window.history.replaceState(null, "", "/variants/cms/physicians/profile/jane");
    const deepLinked = createAppRouter(settings);
    await applyStartRoute(deepLinked, settings, { pathname: window.location.pathname, search: "" });
    expect(window.location.pathname).toBe("/variants/cms/physicians/profile/jane");
  });

  it("keeps a direct link to the landing with its query", async () => {
    window.history.replaceState(null, "", "/physicians?keywords=heart&facilityCoid=09001");
    const router = createAppRouter({});
    await applyStartRoute(router, {}, { pathname: window.location.pathname, search: window.location.search });
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      "/physicians?keywords=heart&facilityCoid=09001",
    );
  });

  it("moves to the start route inside the hash for mho", async () => {
    window.history.replaceState(null, "", "/variants/mho/");
    const settings = { hostApp: "mho", basePath: "/variants/mho" };
    const router = createAppRouter(settings);
    await applyStartRoute(router, settings, { pathname: window.location.pathname, search: "" });
    expect(window.location.pathname).toBe("/variants/mho/");
    expect(window.location.hash).toBe("#/physicians");
  });

  it("pushes the start route on an index.dot page, so the host page stays in the history", async () => {
    window.history.replaceState(null, "", "/cms/find-a-doctor/index.dot");
    const settings = { campaign: { source: "newsletter" } };
    const router = createAppRouter(settings);
    const before = window.history.length;
    await applyStartRoute(router, settings, { pathname: window.location.pathname, search: "" });
    expect(`${window.location.pathname}${window.location.search}`).toBe("/physicians?utm_source=newsletter");
    expect(window.history.length).toBe(before + 1);
  });

  it("normalises the base path", () => {
    expect(basenameOf({})).toBe("/");
    expect(basenameOf({ basePath: "  " })).toBe("/");
    expect(basenameOf({ basePath: "/" })).toBe("/");
    expect(basenameOf({ basePath: "/variants/psg/" })).toBe("/variants/psg");
  });
});
