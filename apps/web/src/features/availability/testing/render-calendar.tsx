import type { Locale } from "@fad/contracts/i18n/locales";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { AppSettingsProvider } from "../../../settings/app-settings.tsx";
import { makeBookingLocation, makeBookingPhysician } from "../../../testing/physician-fixtures.ts";
import { PatientIntlProvider } from "../../../ui/i18n/patient-intl-provider.tsx";
import { AvailabilityCalendar, type AvailabilityCalendarProps } from "../availability-calendar.tsx";

/** Tests only: the calendar on a profile route, with a page that shows where a time led. */

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * `client`: the app's own (createQueryClient) where a test needs its refetch rules; else a plain one without
 * retries. `locale`: the page's language as the app serves it (else outside the provider: English).
 */
export function renderCalendar(
  props: Partial<AvailabilityCalendarProps> = {},
  settings = {},
  path = "/physicians/profile/jane-doe",
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  locale?: Locale,
) {
  const location = props.location ?? makeBookingLocation();
  const calendarProps: AvailabilityCalendarProps = {
    physician: makeBookingPhysician(location),
    location,
    numberDaysOut: 14,
    origin: "profile",
    isPsg: false,
    ...props,
  };
  const router = createMemoryRouter(
    [
      { path: "/physicians/profile/:urlTitle", element: <AvailabilityCalendar {...calendarProps} /> },
      { path: "/texting", element: <AvailabilityCalendar {...calendarProps} /> },
      { path: "*", element: <WhereAmI /> },
    ],
    { initialEntries: [path] },
  );
  const page = (
    <QueryClientProvider client={client}>
      <AppSettingsProvider settings={settings}>
        <RouterProvider router={router} />
      </AppSettingsProvider>
    </QueryClientProvider>
  );
  const view = render(locale ? <PatientIntlProvider initialLocale={locale}>{page}</PatientIntlProvider> : page);
  return { ...view, router, client, props: calendarProps };
}
