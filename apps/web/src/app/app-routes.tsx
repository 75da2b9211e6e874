import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { Navigate, type RouteObject, useSearchParams } from "react-router";
import { NotFoundPage } from "../features/errors/not-found-page.tsx";
import { LanguageAssistancePage } from "../features/language-assistance/language-assistance-page.tsx";
import { LandingPage } from "../features/search/landing-page.tsx";
import { TextingErrorPage } from "../features/texting/texting-error-page.tsx";
import { PageLoadFailed, PageLoading } from "../ui/route-loading.tsx";
import { AppLayout } from "./app-layout.tsx";
import { onDemandPage } from "./on-demand-page.tsx";

/*
 * Route splitting (decision 50): the landing page and the small error pages are in the first download;
 * every other page is its own chunk, fetched when its route is entered. The router waits for the chunk
 * before it changes pages, so the current page stays (and keeps focus) until the next one can show.
 */

/** The booking flow shares /physicians with the landing, so it is loaded by the page, not the router. */
export const bookingFlowPage = onDemandPage(async () => {
  const { BookingPage } = await import("../features/booking/booking-page.tsx");
  return BookingPage;
});

/** Whether a /physicians address shows the booking flow (BookAppointmentNew) rather than the landing. */
export function isBookingFlowSearch(search: URLSearchParams): boolean {
  return search.has("urlTitle");
}

/** /physicians is the landing (MakeAppointment), or the booking flow (BookAppointmentNew) with urlTitle. */
function LandingOrBooking() {
  const [search] = useSearchParams();
  return isBookingFlowSearch(search) ? <bookingFlowPage.Page texting={false} /> : <LandingPage />;
}

/**
 * Results and profile hold times and lead to the booking flow: they fetch its chunk once the browser is
 * idle, so a hold opens the flow at once (no loading state, focus handed on as before).
 */
function preloadBookingFlowWhenIdle(): void {
  if (typeof window === "undefined") return; // rendering on the server, which loads every page's code
  const start = () => {
    bookingFlowPage.preload().catch(() => {}); // the page shows the failure if it is opened
  };
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(start, { timeout: 3000 });
  else window.setTimeout(start, 1000);
}

const resultsRoute = {
  lazy: async () => {
    const { ResultsPage } = await import("../features/results/results-page.tsx");
    preloadBookingFlowWhenIdle();
    return { Component: ResultsPage };
  },
};

async function bookingPageFor(texting: boolean) {
  const { BookingPage } = await import("../features/booking/booking-page.tsx");
  return { Component: () => <BookingPage texting={texting} /> };
}

async function confirmationPageFor(texting: boolean) {
  const { ConfirmationPage } = await import("../features/confirmation/confirmation-page.tsx");
  return { Component: () => <ConfirmationPage texting={texting} /> };
}

/** The route table of spec discovery §2 and booking §2, from the shared contract. */
export function appRoutes(options: { hashRouting: boolean }): RouteObject[] {
  return [
    {
      element: <AppLayout hashRouting={options.hashRouting} />,
      // Only seen where the app renders before its first page's chunk is in (mount-app.tsx waits).
      HydrateFallback: PageLoading,
      children: (
        [
          { path: APP_ROUTES.root, element: <Navigate to={APP_ROUTES.landing} replace /> },
          { path: APP_ROUTES.landing, element: <LandingOrBooking /> },
          { path: APP_ROUTES.listing, ...resultsRoute },
          { path: APP_ROUTES.specialty, ...resultsRoute },
          { path: APP_ROUTES.specialtyListing, ...resultsRoute },
          { path: APP_ROUTES.location, ...resultsRoute },
          { path: APP_ROUTES.locationListing, ...resultsRoute },
          { path: APP_ROUTES.locationSpecialty, ...resultsRoute },
          { path: APP_ROUTES.locationSpecialtyListing, ...resultsRoute },
          {
            path: APP_ROUTES.profile,
            lazy: async () => {
              const { ProfilePage } = await import("../features/profile/profile-page.tsx");
              preloadBookingFlowWhenIdle();
              return { Component: ProfilePage };
            },
          },
          { path: APP_ROUTES.confirmation, lazy: () => confirmationPageFor(false) },
          {
            path: APP_ROUTES.manage,
            lazy: async () => {
              const { ManagePage } = await import("../features/manage/manage-page.tsx");
              return { Component: ManagePage };
            },
          },
          { path: APP_ROUTES.texting, lazy: () => bookingPageFor(true) },
          { path: APP_ROUTES.textingConfirmation, lazy: () => confirmationPageFor(true) },
          { path: APP_ROUTES.textingError, element: <TextingErrorPage /> },
          { path: APP_ROUTES.languageAssistance, element: <LanguageAssistancePage /> },
          { path: "*", element: <NotFoundPage /> },
        ] satisfies RouteObject[]
      ).map((route) => ({ ...route, errorElement: <PageLoadFailed /> })),
    },
  ];
}
