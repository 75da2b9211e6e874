import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";
import { oneLineAddressOf } from "@fad/contracts/appointments/booked-appointment-texts";
import { TELEHEALTH_NOTICE_TEXTS } from "@fad/contracts/messages/appointment-step-texts";
import { APP_ROUTES, profilePath } from "@fad/contracts/routes/app-routes";
import type { BookingConfirmation, PatientDraft } from "../../booking-session/booking-session.ts";
import type { Text } from "../../ui/i18n/use-text.ts";

/** Directions to the location in the map site (a link the visitor follows; nothing is fetched). */
export function directionsUrl(location: Parameters<typeof oneLineAddressOf>[0]): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(oneLineAddressOf(location))}`;
}

/** Back to results or Back to profile, whichever the hold started from (spec booking §2). */
export function backLink(
  t: Text,
  origin: BookingConfirmation["origin"],
  urlTitle: string,
): { to: string; label: string } {
  if (origin === "results") return { to: APP_ROUTES.listing, label: t("confirmation.backToResults") };
  return { to: profilePath(urlTitle), label: t("confirmation.backToProfile") };
}

/**
 * The booking as this tab knew it when the book call answered, shown at once while the server is asked
 * (the server's answer replaces it; a reload has only the server's). The booking session keeps the
 * patient's typed details until the page is left.
 */
export function bookedFromSession(confirmation: BookingConfirmation, patient: PatientDraft): BookedAppointment {
  const { result, physician, location, appointmentType } = confirmation;
  const friendlyName2 = appointmentType?.friendlyName2 ?? "";
  const email = patient.email.trim();
  return {
    bookingId: result.bookingId,
    status: "booked",
    past: false,
    patient: {
      firstName: patient.firstName.trim(),
      lastName: patient.lastName.trim(),
      parentOrGuardian: patient.parentOrGuardian.trim() || null,
    },
    physician,
    location: {
      ...location,
      mhdCalendarId: result.appointment.calendarId,
    },
    appointmentType: {
      code: result.appointment.appointmentTypeId,
      friendlyName2,
      telehealth: friendlyName2.trim().toLowerCase() === TELEHEALTH_NOTICE_TEXTS.friendlyName2,
    },
    reasonForVisit: confirmation.reasonForVisit,
    informationForConsumer: result.informationForConsumer,
    minutes: result.minutes,
    appointment: result.appointment,
    revision: 0,
    emailConfirmation: email !== "" && patient.emailConfirmation,
  };
}
