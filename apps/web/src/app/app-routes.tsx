import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { Navigate, type RouteObject, useSearchParams } from "react-router";
import { BookingPage } from "../features/booking/booking-page.tsx";
import { ConfirmationPage } from "../features/confirmation/confirmation-page.tsx";
import { NotFoundPage } from "../features/errors/not-found-page.tsx";
import { ProfilePage } from "../features/profile/profile-page.tsx";
import { ResultsPage } from "../features/results/results-page.tsx";
import { LandingPage } from "../features/search/landing-page.tsx";
import { TextingErrorPage } from "../features/texting/texting-error-page.tsx";
import { AppLayout } from "./app-layout.tsx";

/** /physicians is the landing (MakeAppointment), or the booking flow (BookAppointmentNew) with urlTitle. */
function LandingOrBooking() {
  const [search] = useSearchParams();
  return search.has("urlTitle") ? <BookingPage texting={false} /> : <LandingPage />;
}

const results = <ResultsPage />;

/** The route table of spec discovery §2 and booking §2, from the shared contract. */
export function appRoutes(options: { hashRouting: boolean }): RouteObject[] {
  return [
    {
      element: <AppLayout hashRouting={options.hashRouting} />,
      children: [
        { path: APP_ROUTES.root, element: <Navigate to={APP_ROUTES.landing} replace /> },
        { path: APP_ROUTES.landing, element: <LandingOrBooking /> },
        { path: APP_ROUTES.listing, element: results },
        { path: APP_ROUTES.specialty, element: results },
        { path: APP_ROUTES.specialtyListing, element: results },
        { path: APP_ROUTES.location, element: results },
        { path: APP_ROUTES.locationListing, element: results },
        { path: APP_ROUTES.locationSpecialty, element: results },
        { path: APP_ROUTES.locationSpecialtyListing, element: results },
        { path: APP_ROUTES.profile, element: <ProfilePage /> },
        { path: APP_ROUTES.confirmation, element: <ConfirmationPage texting={false} /> },
        { path: APP_ROUTES.texting, element: <BookingPage texting /> },
        { path: APP_ROUTES.textingConfirmation, element: <ConfirmationPage texting /> },
        { path: APP_ROUTES.textingError, element: <TextingErrorPage /> },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}
