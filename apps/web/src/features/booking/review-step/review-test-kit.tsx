import type { PageSettings } from "@fad/contracts/host/page-settings";
import type { AppType } from "@fad/contracts/provider/app-type";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import { AppSettingsProvider } from "../../../app/app-settings.tsx";
import { type BookingHold, EMPTY_PATIENT_DRAFT, type PatientDraft } from "../../../booking-session/booking-session.ts";
import {
  startHold,
  updateAppointmentChoice,
  updatePatientDraft,
} from "../../../booking-session/booking-session-store.ts";
import { SnackbarHost } from "../../../ui/snackbar.tsx";
import { makeLocation, makePhysician } from "../../availability/availability-test-kit.tsx";
import {
  BookingContextProvider,
  type BookingContextValue,
  type StepAction,
  StepActionProvider,
} from "../booking-context.tsx";
import { ReviewStep, type ReviewStepProps } from "./review-step.tsx";

/** Test data and a harness for the review step: a booking session, the booking page's contexts, a router. */

export const APPOINTMENT_TYPE: AppType = {
  code: "NEWPT",
  friendlyName2: "New Patient Visit",
  abbreviation: "NP",
  mhdAppointmentTypeName: "New Patient",
  patientType: "New",
};

export const HOLD: BookingHold = {
  holdId: "HOLD-1",
  appointmentId: "slot-20261124-0930",
  slot: { day: "20261124", startTime: "09:30", duration: 30, twelveHourClockTime: "9:30a" },
  calendarId: "CAL-000001",
  locationId: "LOC-000001",
  physicianUrlTitle: "jane-doe",
  physicianNpi: "1234567890",
  appointmentTypeCode: "NEWPT",
  origin: "profile",
  // Five minutes before the tests' frozen now: a person's pace, past the book's minimum fill time.
  holdStartedAt: Date.parse("2026-11-23T14:55:00Z"),
  holdExpiresAt: "2026-11-23T15:15:00.000Z",
};

export const ADULT: PatientDraft = {
  ...EMPTY_PATIENT_DRAFT,
  firstName: "Ana",
  middleName: "María",
  lastName: "Lopez",
  dateOfBirth: "04/12/1980",
  gender: "Female",
  email: "ana@example.com",
  emailConfirmation: true,
  phoneNumber: "615-555-0100",
  address1: "100 Main St",
  address2: "Apt 4",
  city: "Nashville",
  state: "TN",
  zip: "37203",
  insuranceId: "Aetna",
  policyId: "AB-123",
  referredByName: "Dr. Smith",
  referredByPhone: "615-555-0111",
};

export const BOOK_RESULT = {
  bookingId: "FAD-7K2M-9QXD-R4TB",
  manageToken: "T0k3n_-abcdefghijklmnopqrstuvwxyz0123456789",
  informationForConsumer: "Bring your insurance card.\nArrive 15 minutes early.",
  minutes: 30,
  appointment: {
    calendarId: "CAL-000001",
    appointmentTypeId: "NEWPT",
    day: "20261124",
    startTime: "09:30",
    timeZone: "America/Chicago",
    start: "2026-11-24T15:30:00.000Z",
    end: "2026-11-24T16:00:00.000Z",
  },
};

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
  options: { props?: Partial<ReviewStepProps>; context?: Partial<BookingContextValue>; settings?: PageSettings } = {},
) {
  const location = makeLocation();
  const context: BookingContextValue = {
    physician: makePhysician(location),
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
    <QueryClientProvider client={client}>
      <AppSettingsProvider settings={options.settings ?? {}}>
        <RouterProvider router={router} />
        <SnackbarHost />
      </AppSettingsProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, context, onEdit, actions, user: userEvent.setup() };
}
