import { PROFILE_TEXTS } from "@fad/contracts/messages/profile-texts";
import { APP_ROUTES, profilePath } from "@fad/contracts/routes/app-routes";
import type { Crumb } from "../../../ui/breadcrumbs.tsx";
import { WIZARD_MESSAGES } from "./wizard-messages.ts";

export interface BookingCrumbOptions {
  physicianName: string;
  urlTitle: string;
  isPsg: boolean;
  /** The disclosure agreement is stored for this session. */
  disclosureAgreed: boolean;
}

/**
 * Spec booking §2: Home, Doctors, (Doctors Results), the doctor's name, Book Appointment. The results
 * crumb shows only on psg sites or once the disclosure is agreed, as on the profile. The confirmation
 * screen's chain is the same.
 */
export function bookingBreadcrumbs({ physicianName, urlTitle, isPsg, disclosureAgreed }: BookingCrumbOptions): Crumb[] {
  const text = PROFILE_TEXTS.breadcrumbs;
  return [
    { label: text.home, href: "/" },
    { label: text.doctors, to: APP_ROUTES.landing },
    ...(isPsg || disclosureAgreed ? [{ label: text.results, to: APP_ROUTES.listing }] : []),
    { label: physicianName, to: profilePath(urlTitle) },
    { label: WIZARD_MESSAGES.bookAppointmentCrumb },
  ];
}
