import { APP_ROUTES } from "@fad/contracts/routes/app-routes";

/** The booking start of a physician (the landing path with urlTitle; the calendar adds appt_id). */
export function bookingStartPath(urlTitle: string): string {
  return `${APP_ROUTES.landing}?${new URLSearchParams({ urlTitle })}`;
}

/** The results of one location: /physicians/locations/{location url title}. */
export function locationPath(locationUrlTitle: string): string {
  return APP_ROUTES.location.replace(":location", encodeURIComponent(locationUrlTitle));
}

/** The profile's procedures and conditions section (id "procedures"). */
export const PROCEDURES_HASH = "#procedures";
