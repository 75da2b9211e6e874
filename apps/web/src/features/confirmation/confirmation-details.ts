import { APP_ROUTES, profilePath } from "@fad/contracts/routes/app-routes";
import type { BookingConfirmation } from "../../booking-session/booking-session-store.ts";
import { formatPhysicianName } from "../../ui/physician/physician-format.ts";
import { longDayWithYear, spokenTime } from "../availability/day-labels.ts";
import type { CalendarEvent } from "./calendar-file.ts";
import { CONFIRMATION_MESSAGES as TEXT } from "./confirmation-messages.ts";

type Address = Pick<BookingConfirmation["location"], "street" | "city" | "state" | "zip">;

/** "100 Main St, Nashville, TN 37203". */
export function oneLineAddress(location: Address): string {
  return `${location.street}, ${location.city}, ${location.state} ${location.zip}`;
}

/** Directions to the location in the map site (a link the visitor follows; nothing is fetched). */
export function directionsUrl(location: Address): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(oneLineAddress(location))}`;
}

/** The booked day and time as the location keeps them: "Tuesday, November 24, 2026" and "9:30 AM CST". */
export function appointmentWhen(result: BookingConfirmation["result"]): { date: string; time: string } {
  const { day, startTime, timeZone, start } = result.appointment;
  const zone = zoneAbbreviation(start, timeZone);
  return { date: longDayWithYear(day), time: zone ? `${spokenTime(startTime)} ${zone}` : spokenTime(startTime) };
}

/** The zone's short name at that instant ("CST", "EDT"); none when the browser does not know the zone. */
function zoneAbbreviation(instant: string, timeZone: string): string | null {
  try {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(
      new Date(instant),
    );
    return parts.find((part) => part.type === "timeZoneName")?.value ?? null;
  } catch {
    return null;
  }
}

/** The calendar file's event: UTC times from the booking's start and minutes, the type and the notes. */
export function calendarEventFor(confirmation: BookingConfirmation): CalendarEvent {
  const { result, physician, location, appointmentType } = confirmation;
  return {
    uid: result.bookingId,
    start: result.appointment.start,
    minutes: result.minutes,
    summary: TEXT.calendarSummary(formatPhysicianName(physician)),
    location: `${location.name}, ${oneLineAddress(location)}`,
    description: [appointmentType?.friendlyName2, result.informationForConsumer]
      .filter((part) => part?.trim())
      .join("\n\n"),
  };
}

/** Back to results or Back to profile, whichever the hold started from (spec booking §2). */
export function backLink(confirmation: BookingConfirmation): { to: string; label: string } {
  if (confirmation.origin === "results") return { to: APP_ROUTES.listing, label: TEXT.backToResults };
  return {
    to: profilePath(confirmation.physician.urlTitle),
    label: TEXT.backToProfile,
  };
}
