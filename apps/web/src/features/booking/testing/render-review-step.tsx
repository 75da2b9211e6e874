import type { PageSettings } from "@fad/contracts/host/page-settings";
import type { Locale } from "@fad/contracts/i18n/locales";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import type { BookingHold, PatientDraft } from "../../../booking-session/booking-session.ts";
import {
  startHold,
  updateAppointmentChoice,
  updatePatientDraft,
} from "../../../booking-session/booking-session-store.ts";
import { AppSettingsProvider } from "../../../settings/app-settings.tsx";
import { ADULT, APPOINTMENT_TYPE, HOLD } from "../../../testing/booking-fixtures.ts";
import { makeBookingLocation, makeBookingPhysician } from "../../../testing/physician-fixtures.ts";
import { PatientIntlProvider } from "../../../ui/i18n/patient-intl-provider.tsx";
import { SnackbarHost } from "../../../ui/snackbar.tsx";
import {
  BookingContextProvider,
  type BookingContextValue,
  type StepAction,
  StepActionProvider,
} from "../booking-context.tsx";
import { ReviewStep, type ReviewStepProps } from "../review-step/review-step.tsx";

/** Test data and a harness for the review step: a booking session, the booking page's contexts, a router. */

/** A session with a live hold, step 1's answers and the patient's draft. */
export function seedSession(patient: PatientDraft = ADULT, hold: BookingHold | null = HOLD) {
  if (hold) startHold(hold);
  updateAppointmentChoice({
    currentPatient: "No",
    appointmentType: APPOINTMENT_TYPE,
    reasonForVisit: "Yearly checkup",
  });
  updatePatientDraft(patient);
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

export function renderReviewStep(
  options: {
    props?: Partial<ReviewStepProps>;
    context?: Partial<BookingContextValue>;
    settings?: PageSettings;
    /** The page's language (decision 172); English without it. */
    locale?: Locale;
  } = {},
) {
  const location = makeBookingLocation();
  const context: BookingContextValue = {
    physician: makeBookingPhysician(location),
    location,
    chooseLocation: vi.fn(),
    isPsg: false,
    texting: false,
    source: "cms",
    siteType: "hospitalOperations",
    contactCenterPhone: "800-555-0123",
    origin: "profile",
    timesFocusRequests: 0,
    ...options.context,
  };
  const onEdit = vi.fn();
  const actions: (StepAction | null)[] = [];
  const step = (
    <BookingContextProvider value={context}>
      <StepActionProvider onStepAction={(action) => actions.push(action)}>
        <ReviewStep layout="desktop" onEdit={onEdit} {...options.props} />
      </StepActionProvider>
    </BookingContextProvider>
  );
  const router = createMemoryRouter(
    [
      { path: "/physicians", element: step },
      { path: "/texting", element: step },
      { path: "*", element: <WhereAmI /> },
    ],
    { initialEntries: [context.texting ? "/texting?urlTitle=jane-doe" : "/physicians?urlTitle=jane-doe"] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <PatientIntlProvider initialLocale={options.locale ?? "en-US"}>
      <QueryClientProvider client={client}>
        <AppSettingsProvider settings={options.settings ?? {}}>
          <RouterProvider router={router} />
          <SnackbarHost />
        </AppSettingsProvider>
      </QueryClientProvider>
    </PatientIntlProvider>,
  );
  return { ...view, router, context, onEdit, actions, user: userEvent.setup() };
}
