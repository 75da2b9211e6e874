import type { CalendarEventTexts } from "@fad/contracts/appointments/booked-appointment-texts";
import { displayPhoneNumber } from "@fad/contracts/patient/phone-number";
import { useMemo } from "react";
import { useText, yesNo } from "./use-text.ts";

/**
 * The calendar file's words in the page's language (decision 178), for the confirmation's "Add to
 * Calendar": the same catalog messages, with the same values, as the emails' files the server builds
 * (apps/server/src/mail/booking-texts.ts). English formats to the contracts' CALENDAR_EVENT_TEXTS.
 */
export function useCalendarEventTexts(): CalendarEventTexts {
  const text = useText();
  return useMemo(
    () => ({
      summary: (physician) => text("calendarFile.summary", { physician }),
      patient: (patient, guardian) =>
        text("calendarFile.patient", { patient, bookedBy: yesNo(Boolean(guardian)), guardian: guardian ?? "" }),
      confirmationNumber: (bookingId) => text("calendarFile.confirmationNumber", { bookingId }),
      locationPhone: (phone) => text("calendarFile.locationPhone", { phone }),
      telehealthHow: (phone) =>
        text("calendarFile.telehealthHow", {
          hasPhone: yesNo(Boolean(phone)),
          phone: phone ? displayPhoneNumber(phone) : "",
        }),
      virtualLocation: (location) => text("calendarFile.virtualLocation", { location }),
      manage: (url) => text("calendarFile.manage", { url }),
      reminder: text("calendarFile.reminder"),
    }),
    [text],
  );
}
