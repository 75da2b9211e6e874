import { APP_CATALOG } from "./catalog/app-catalog.ts";
import { AVAILABILITY_CATALOG } from "./catalog/availability-catalog.ts";
import { BOOKING_CATALOG } from "./catalog/booking-catalog.ts";
import { BOOKING_FIELDS_CATALOG } from "./catalog/booking-fields-catalog.ts";
import { CALENDAR_FILE_CATALOG } from "./catalog/calendar-file-catalog.ts";
import type { CatalogEntry } from "./catalog/catalog-entry.ts";
import { CONFIRMATION_CATALOG } from "./catalog/confirmation-catalog.ts";
import { DISCLOSURE_CATALOG } from "./catalog/disclosure-catalog.ts";
import { EMAIL_CATALOG } from "./catalog/email-catalog.ts";
import { ERRORS_CATALOG } from "./catalog/errors-catalog.ts";
import { FILTERS_CATALOG } from "./catalog/filters-catalog.ts";
import { INSURANCE_CATALOG } from "./catalog/insurance-catalog.ts";
import { LANDING_CATALOG } from "./catalog/landing-catalog.ts";
import { LANGUAGE_ASSISTANCE_CATALOG } from "./catalog/language-assistance-catalog.ts";
import { MANAGE_CATALOG } from "./catalog/manage-catalog.ts";
import { PHYSICIAN_CATALOG } from "./catalog/physician-catalog.ts";
import { PROFILE_CATALOG } from "./catalog/profile-catalog.ts";
import { RESULTS_CATALOG } from "./catalog/results-catalog.ts";
import type { Locale } from "./locales.ts";

/**
 * The one catalog of the patient's texts in English and US Spanish (decision 172): the browser, the
 * server's render, the emails and the calendar files all format from it. Each section is a feature's.
 */
export const CATALOG = {
  ...APP_CATALOG,
  ...LANDING_CATALOG,
  ...LANGUAGE_ASSISTANCE_CATALOG,
  ...RESULTS_CATALOG,
  ...PHYSICIAN_CATALOG,
  ...FILTERS_CATALOG,
  ...INSURANCE_CATALOG,
  ...BOOKING_CATALOG,
  ...BOOKING_FIELDS_CATALOG,
  ...CONFIRMATION_CATALOG,
  ...MANAGE_CATALOG,
  ...ERRORS_CATALOG,
  ...PROFILE_CATALOG,
  ...AVAILABILITY_CATALOG,
  ...DISCLOSURE_CATALOG,
  ...EMAIL_CATALOG,
  ...CALENDAR_FILE_CATALOG,
} satisfies Record<string, CatalogEntry>;

export type MessageId = keyof typeof CATALOG;

const LANGUAGE_KEYS: Record<Locale, "en" | "es"> = { "en-US": "en", "es-US": "es" };

/** The catalog's messages in one language, as react-intl and createIntl take them. */
export function messagesFor(locale: Locale): Record<MessageId, string> {
  const key = LANGUAGE_KEYS[locale];
  return Object.fromEntries(Object.entries(CATALOG).map(([id, entry]) => [id, entry[key]])) as Record<
    MessageId,
    string
  >;
}
