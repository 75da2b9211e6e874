import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { AppSettingsProvider } from "../../../settings/app-settings.tsx";
import { makeBookingLocation, makeBookingPhysician } from "../../../testing/physician-fixtures.ts";
import { AvailabilityCalendar, type AvailabilityCalendarProps } from "../availability-calendar.tsx";

/** Tests only: the calendar on a profile route, with a page that shows where a time led. */

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** `client`: the app's own (createQueryClient) where a test needs its refetch rules; else a plain one without retries. */
export function renderCalendar(
  props: Partial<AvailabilityCalendarProps> = {},
  settings = {},
  path = "/physicians/profile/jane-doe",
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
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
  const view = render(
    <QueryClientProvider client={client}>
      <AppSettingsProvider settings={settings}>
        <RouterProvider router={router} />
      </AppSettingsProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client, props: calendarProps };
}
