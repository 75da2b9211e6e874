import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import type { Crumb } from "../../ui/breadcrumbs.tsx";
import { CONFIRMATION_MESSAGES as TEXT } from "./confirmation-messages.ts";

export interface ConfirmationCrumbOptions {
  physicianName: string;
  profilePath: string;
  isPsg: boolean;
  /** The disclosure agreement is stored for this session. */
  disclosureAgreed: boolean;
}

/**
 * Spec booking §2: Home > Doctors > (Doctors Results) > the doctor's name > Book Appointment. The
 * results crumb shows only on psg sites or when the disclosure agreement is stored.
 */
export function confirmationBreadcrumbs(options: ConfirmationCrumbOptions): Crumb[] {
  const text = TEXT.breadcrumbs;
  return [
    { label: text.home, href: "/" },
    { label: text.doctors, to: APP_ROUTES.landing },
    ...(options.isPsg || options.disclosureAgreed ? [{ label: text.results, to: APP_ROUTES.listing }] : []),
    { label: options.physicianName, to: options.profilePath },
    { label: text.bookAppointment },
  ];
}

/** As on the profile (docs/decisions.md): breadcrumbs belong to the content-management host, on desktop. */
export function showsBreadcrumbs(hostApp: string | null | undefined, isMobile: boolean): boolean {
  return !isMobile && (!hostApp || hostApp === "cms");
}
