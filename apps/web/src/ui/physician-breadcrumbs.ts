import { BOOKING_WIZARD_TEXTS } from "@fad/contracts/messages/booking-wizard-texts";
import { PROFILE_TEXTS } from "@fad/contracts/messages/profile-texts";
import { APP_ROUTES, profilePath } from "@fad/contracts/routes/app-routes";
import type { Crumb } from "./breadcrumbs.tsx";

/** The breadcrumbs of a physician's pages: the profile, and the booking and confirmation after it. */

export interface ProfileCrumbOptions {
  physicianName: string;
  isPsg: boolean;
  /** The disclosure agreement is stored for this session (non-psg sites show results only after it). */
  disclosureAgreed: boolean;
  /** The results address the visitor came from (history state), or null: then the bare listing. */
  resultsPath?: string | null;
  /** The crumbs' names in the page's language (the catalog's); the spec's English when absent. */
  labels?: { home: string; doctors: string; results: string };
}

/**
 * Spec §2: Home > Doctors > (Doctors Results) > physician name. The results crumb shows only on psg
 * sites or when the disclosure agreement is stored: elsewhere there are no results to go back to. It
 * goes back to the visitor's own search when the profile was opened from one (issue 21 item 7).
 */
export function profileBreadcrumbs({
  physicianName,
  isPsg,
  disclosureAgreed,
  resultsPath,
  labels,
}: ProfileCrumbOptions): Crumb[] {
  const text = labels ?? PROFILE_TEXTS.breadcrumbs;
  return [
    { label: text.home, href: "/" },
    { label: text.doctors, to: APP_ROUTES.landing },
    ...(isPsg || disclosureAgreed ? [{ label: text.results, to: resultsPath ?? APP_ROUTES.listing }] : []),
    { label: physicianName },
  ];
}

export interface BookingCrumbOptions {
  physicianName: string;
  urlTitle: string;
  isPsg: boolean;
  /** The disclosure agreement is stored for this session. */
  disclosureAgreed: boolean;
  /** The crumbs' names in the page's language (the catalog's); the spec's English when absent. */
  labels?: { home: string; doctors: string; results: string; bookAppointment: string };
}

/**
 * Spec booking §2: Home, Doctors, (Doctors Results), the doctor's name, Book Appointment. The results
 * crumb shows only on psg sites or once the disclosure is agreed, as on the profile. The confirmation
 * screen's chain is the same.
 */
export function bookingBreadcrumbs({
  physicianName,
  urlTitle,
  isPsg,
  disclosureAgreed,
  labels,
}: BookingCrumbOptions): Crumb[] {
  const text = labels ?? { ...PROFILE_TEXTS.breadcrumbs, bookAppointment: BOOKING_WIZARD_TEXTS.bookAppointmentCrumb };
  return [
    { label: text.home, href: "/" },
    { label: text.doctors, to: APP_ROUTES.landing },
    ...(isPsg || disclosureAgreed ? [{ label: text.results, to: APP_ROUTES.listing }] : []),
    { label: physicianName, to: profilePath(urlTitle) },
    { label: text.bookAppointment },
  ];
}

/** The booking crumbs' names from the catalog, in the page's language. */
export function bookingCrumbLabels(
  t: (id: "breadcrumb.home" | "breadcrumb.doctors" | "results.breadcrumb" | "booking.pageTitle") => string,
) {
  return {
    home: t("breadcrumb.home"),
    doctors: t("breadcrumb.doctors"),
    results: t("results.breadcrumb"),
    bookAppointment: t("booking.pageTitle"),
  };
}
