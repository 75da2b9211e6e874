import type { Configuration } from "@fad/contracts/config/get-config";
import type { PageSettings } from "@fad/contracts/host/page-settings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { AppSettingsProvider } from "../../settings/app-settings.tsx";
import { ProfilePage } from "./profile-page.tsx";

/**
 * Mocks fetch (the browser's boundary): the profile call answers `answer`; the configuration call
 * answers `configuration` when given, else fails.
 */
export function mockProfileFetch(answer: Response | (() => Response), configuration?: Configuration) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes("/provider/search")) return typeof answer === "function" ? answer() : answer.clone();
    if (configuration && url.includes("/api/config"))
      return Response.json({ status: { code: "200", details: "OK" }, result: configuration });
    return new Response("{}", { status: 503 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The profile route at /physicians/profile/{urlTitle} with the page settings given. */
export function renderProfile(settings: PageSettings = {}, urlTitle = "maria-j-lopez") {
  const router = createMemoryRouter(
    [
      { path: "/physicians/profile/:urlTitle", element: <ProfilePage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/physicians/profile/${urlTitle}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AppSettingsProvider settings={{ siteType: "hospitalOperations", hostApp: "cms", ...settings }}>
        <RouterProvider router={router} />
      </AppSettingsProvider>
    </QueryClientProvider>,
  );
  return router;
}
