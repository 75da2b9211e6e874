import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";
import { TELEHEALTH_NOTICE_TEXTS } from "../messages/appointment-step-texts.ts";
import { displayPhoneNumber } from "../patient/phone-number.ts";
import { dateTimeFormat } from "../scheduling/date-time-format.ts";
import type { BookedAppointment } from "./booked-appointment.ts";
import { CALENDAR_REMINDER, type CalendarEvent } from "./calendar-file.ts";

/**
 * What the confirmation page, the manage page, the emails and the calendar file say about a booking
 * (issue 20; docs/decisions.md 81 for the wording the spec does not give). One place, so the page and
 * the email cannot drift apart.
 */
export const BOOKED_TEXTS = {
  confirmationNumber: "Confirmation number",
  patientLabel: "Patient",
  bookedByLabel: "Booked by",
  phoneLabel: "Location phone",
  calendarSummary: (physicianName: string) => `Appointment with Dr. ${physicianName}`,
  /** A virtual visit has no place to go to: the calendar and email say how it happens instead. */
  telehealthLocation: "Virtual visit (telehealth)",
  telehealthHow: (phone: string | null) =>
    `This is a virtual (telehealth) visit: there is no office to travel to. ${TELEHEALTH_NOTICE_TEXTS.body} The office sends the video link for the visit before it starts${phone ? `; for help, call ${displayPhoneNumber(phone)}` : ""}.`,
  /** The emails' and the calendar file's link: it opens the manage page (decision 83). */
  manageLine: "To cancel or reschedule, open:",
  /** The confirmation page's link to the manage page, and the sentence around it. */
  manageAppointment: "Cancel or Reschedule",
  changeOnline: "You can cancel or reschedule this appointment online, or call",
  cancelledHeading: "Appointment Cancelled",
  cancelledFor: (date: string, time: string) => `Your appointment for ${date} at ${time} was cancelled.`,
  /** An address whose booking or token is unknown (or a wrong token: the same answer). */
  notFoundTitle: "Appointment not found",
  tryAgain: "Try again",
} as const;

type NameParts = Pick<
  BookedAppointment["physician"],
  "physicianFirstName" | "physicianMiddleInitial" | "physicianLastName"
>;

/** First name, the middle initial with a period, last name (as the profile writes it). */
export function physicianNameOf(physician: NameParts): string {
  const initial = physician.physicianMiddleInitial?.replace(/[.\s]/g, "").charAt(0).toUpperCase();
  return [physician.physicianFirstName, initial ? `${initial}.` : "", physician.physicianLastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
}

/** The patient's name as the booking holds it. */
export function patientNameOf(booked: Pick<BookedAppointment, "patient">): string {
  return `${booked.patient.firstName} ${booked.patient.lastName}`.trim();
}

/** The number to call: the location's own, else its contact centre's. */
export function bookedPhone(booked: Pick<BookedAppointment, "location">): string | null {
  return booked.location.phone || booked.location.relatedContactCenterPhoneNumber || null;
}

/**
 * "Wednesday, November 25, 2026" and "7:30 AM CST": the day and time at the location. In Spanish
 * (a booking made in Spanish, decision 177) Intl's es-US words: "lunes, 30 de noviembre de 2026" and
 * "9:30 a.m. CST".
 */
export function bookedWhen(
  appointment: BookedAppointment["appointment"],
  locale: Locale = DEFAULT_LOCALE,
): { date: string; time: string } {
  const { day, startTime, timeZone, start } = appointment;
  // Noon UTC of the local day names the same weekday everywhere.
  const noon = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)), 12));
  const dateOptions = { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" } as const;
  if (locale !== DEFAULT_LOCALE) {
    const date = localeFormat(locale, dateOptions).format(noon);
    const time = localeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" });
    return { date, time: time.format(new Date(start)) };
  }
  const date = dateTimeFormat(dateOptions).format(noon);
  const hour = Number(startTime.slice(0, 2));
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${startTime.slice(3, 5)} ${hour < 12 ? "AM" : "PM"}`;
  const zone = zoneAbbreviation(start, timeZone);
  return { date, time: zone ? `${clock} ${zone}` : clock };
}

const localeFormats = new Map<string, Intl.DateTimeFormat>();

/** A language's Intl.DateTimeFormat, built once per language and options (building one is the costly part). */
function localeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = localeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    localeFormats.set(key, format);
  }
  return format;
}

function zoneAbbreviation(instant: string, timeZone: string): string | null {
  try {
    const parts = dateTimeFormat({ timeZone, timeZoneName: "short" }).formatToParts(new Date(instant));
    return parts.find((part) => part.type === "timeZoneName")?.value ?? null;
  } catch {
    return null;
  }
}

/** "100 Main St, Nashville, TN 37203". */
export function oneLineAddressOf(location: Pick<BookedAppointment["location"], "street" | "city" | "state" | "zip">) {
  return `${location.street}, ${location.city}, ${location.state} ${location.zip}`;
}

/**
 * The calendar file's words, in one language (decision 177): English here, from BOOKED_TEXTS; the
 * server builds the same from the catalog for a booking made in Spanish (mail/booking-texts.ts).
 */
export interface CalendarEventTexts {
  summary: (physicianName: string) => string;
  /** "Patient: Lucas Lopez (booked by Ana Lopez)"; the guardian is null when the patient booked. */
  patient: (patientName: string, guardian: string | null) => string;
  confirmationNumber: (bookingId: string) => string;
  locationPhone: (phone: string) => string;
  telehealthHow: (phone: string | null) => string;
  /** A virtual visit's LOCATION: "Virtual visit (telehealth), {location name}". */
  virtualLocation: (locationName: string) => string;
  manage: (manageUrl: string) => string;
  /** The VALARM's description. */
  reminder: string;
}

export const CALENDAR_EVENT_TEXTS: CalendarEventTexts = {
  summary: BOOKED_TEXTS.calendarSummary,
  patient: (patientName, guardian) =>
    `${BOOKED_TEXTS.patientLabel}: ${patientName}${guardian ? ` (${BOOKED_TEXTS.bookedByLabel.toLowerCase()} ${guardian})` : ""}`,
  confirmationNumber: (bookingId) => `${BOOKED_TEXTS.confirmationNumber}: ${bookingId}`,
  locationPhone: (phone) => `${BOOKED_TEXTS.phoneLabel}: ${phone}`,
  telehealthHow: BOOKED_TEXTS.telehealthHow,
  virtualLocation: (locationName) => `${BOOKED_TEXTS.telehealthLocation}, ${locationName}`,
  manage: (manageUrl) => `${BOOKED_TEXTS.manageLine} ${manageUrl}`,
  reminder: CALENDAR_REMINDER.description,
};

/**
 * The calendar file's event: the booking id as UID (a moved booking updates the same event), the
 * patient, the confirmation number and the location's phone in the description, how a virtual visit
 * happens, the things to know, and the manage link when one is given; its words are `texts`' (English
 * unless the booking's language says otherwise).
 */
export function calendarEventOf(
  booked: BookedAppointment,
  options: { manageUrl?: string | null; texts?: CalendarEventTexts } = {},
): CalendarEvent {
  const texts = options.texts ?? CALENDAR_EVENT_TEXTS;
  const phone = bookedPhone(booked);
  const description = [
    booked.appointmentType.friendlyName2,
    texts.patient(patientNameOf(booked), booked.patient.parentOrGuardian),
    texts.confirmationNumber(booked.bookingId),
    phone ? texts.locationPhone(displayPhoneNumber(phone)) : null,
    booked.appointmentType.telehealth ? texts.telehealthHow(phone) : null,
    booked.informationForConsumer.trim() || null,
    options.manageUrl ? texts.manage(options.manageUrl) : null,
  ].filter((part): part is string => Boolean(part?.trim()));
  const place = `${booked.location.name}, ${oneLineAddressOf(booked.location)}`;
  return {
    uid: booked.bookingId,
    start: booked.appointment.start,
    minutes: booked.minutes,
    summary: texts.summary(physicianNameOf(booked.physician)),
    location: booked.appointmentType.telehealth ? texts.virtualLocation(booked.location.name) : place,
    description: description.join("\n\n"),
    status: booked.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    // Each move, and the cancellation, is a new revision of the same event (RFC 5545 §3.8.7.4).
    sequence: booked.revision + (booked.status === "cancelled" ? 1 : 0),
    ...(texts.reminder === CALENDAR_REMINDER.description ? {} : { reminder: texts.reminder }),
  };
}
