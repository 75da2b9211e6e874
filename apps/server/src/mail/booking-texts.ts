import type { CalendarEventTexts } from "@fad/contracts/appointments/booked-appointment-texts";
import { catalogIntl } from "@fad/contracts/i18n/create-catalog-intl";
import type { Locale } from "@fad/contracts/i18n/locales";
import { displayPhoneNumber } from "@fad/contracts/patient/phone-number";

/**
 * The calendar file's words in a booking's language, from the catalog (decision 177). English formats
 * to exactly the contracts' CALENDAR_EVENT_TEXTS (catalog.test.ts), so an English file is as before.
 */
export function calendarEventTexts(locale: Locale): CalendarEventTexts {
  const intl = catalogIntl(locale);
  return {
    summary: (physician) => intl.formatMessage({ id: "calendarFile.summary" }, { physician }),
    patient: (patient, guardian) =>
      intl.formatMessage(
        { id: "calendarFile.patient" },
        { patient, bookedBy: guardian ? "yes" : "no", guardian: guardian ?? "" },
      ),
    confirmationNumber: (bookingId) => intl.formatMessage({ id: "calendarFile.confirmationNumber" }, { bookingId }),
    locationPhone: (phone) => intl.formatMessage({ id: "calendarFile.locationPhone" }, { phone }),
    telehealthHow: (phone) =>
      intl.formatMessage(
        { id: "calendarFile.telehealthHow" },
        { hasPhone: phone ? "yes" : "no", phone: phone ? displayPhoneNumber(phone) : "" },
      ),
    virtualLocation: (location) => intl.formatMessage({ id: "calendarFile.virtualLocation" }, { location }),
    manage: (url) => intl.formatMessage({ id: "calendarFile.manage" }, { url }),
    reminder: intl.formatMessage({ id: "calendarFile.reminder" }),
  };
}
