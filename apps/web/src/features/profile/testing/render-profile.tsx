import type { PageSettings } from "@fad/contracts/host/page-settings";
import type { Locale } from "@fad/contracts/i18n/locales";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppSettingsProvider } from "../../../settings/app-settings.tsx";
import { PatientIntlProvider } from "../../../ui/i18n/patient-intl-provider.tsx";
import { ProfilePage } from "../profile-page.tsx";

/**
 * Tests only: the profile route at /physicians/profile/{urlTitle} with the page settings given; with a
 * locale, in that language as the app serves it (else outside the provider: English).
 */
export function renderProfile(settings: PageSettings = {}, urlTitle = "maria-j-lopez", locale?: Locale) {
  const router = createMemoryRouter(
    [
      { path: "/physicians/profile/:urlTitle", element: <ProfilePage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/physicians/profile/${urlTitle}`] },
  );
  const page = (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AppSettingsProvider settings={{ siteType: "hospitalOperations", hostApp: "cms", ...settings }}>
        <RouterProvider router={router} />
      </AppSettingsProvider>
    </QueryClientProvider>
  );
  render(locale ? <PatientIntlProvider initialLocale={locale}>{page}</PatientIntlProvider> : page);
  return router;
}
