import type { PageSettings } from "@fad/contracts/host/page-settings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppSettingsProvider } from "../../../settings/app-settings.tsx";
import { ProfilePage } from "../profile-page.tsx";

/** Tests only: the profile route at /physicians/profile/{urlTitle} with the page settings given. */
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
