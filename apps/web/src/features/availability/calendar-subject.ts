import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";

/** What the calendar reads of a physician: a search answer's, or a booking's (the manage page). */
export type CalendarPhysician = Pick<Physician, "physicianNpi">;
/** What the calendar reads of a location: its calendar, time zone and the numbers to call. */
export type CalendarLocation = Pick<
  ProviderLocation,
  "id" | "mhdCalendarId" | "timeZone" | "phone" | "relatedContactCenterPhoneNumber"
>;
