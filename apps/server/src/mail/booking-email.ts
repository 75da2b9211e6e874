import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";
import {
  bookedPhone,
  bookedWhen,
  calendarEventOf,
  oneLineAddressOf,
  patientNameOf,
  physicianNameOf,
} from "@fad/contracts/appointments/booked-appointment-texts";
import { buildCalendarFile } from "@fad/contracts/appointments/calendar-file";
import type { MessageId } from "@fad/contracts/i18n/catalog";
import { catalogIntl } from "@fad/contracts/i18n/create-catalog-intl";
import { DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale } from "@fad/contracts/i18n/locales";
import { displayPhoneNumber } from "@fad/contracts/patient/phone-number";
import type { PatientEmailKind as EmailKind } from "../database/database-schema.ts";
import { escapeHtml } from "../http/escape-html.ts";
import { calendarEventTexts } from "./booking-texts.ts";

/** A rendered email: the same inputs always give the same message, so a resent copy is identical. */
export interface BookingEmail {
  subject: string;
  text: string;
  html: string;
  calendarFile: { filename: string; content: string };
}

function directions(location: BookedAppointment["location"]): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(oneLineAddressOf(location))}`;
}

/**
 * The message's lines as [label, value] pairs or paragraphs, shared by the text and HTML bodies, in the
 * booking's language (decision 177): every word from the catalog, the date and time in its locale.
 */
function messageParts(
  kind: EmailKind,
  booked: BookedAppointment,
  manageUrl: string | null,
  options: { locale: Locale; byClinic: boolean },
) {
  const { locale, byClinic } = options;
  const intl = catalogIntl(locale);
  const calendar = calendarEventTexts(locale);
  const when = bookedWhen(booked.appointment, locale);
  const phone = bookedPhone(booked);
  const telehealth = booked.appointmentType.telehealth;
  const heading = intl.formatMessage({ id: "email.heading" }, { kind });
  const lead =
    kind === "cancellation"
      ? [intl.formatMessage({ id: byClinic ? "email.cancelledByClinicFor" : "email.cancelledFor" }, when)]
      : kind === "rescheduled"
        ? [intl.formatMessage({ id: byClinic ? "email.rescheduledByClinicFor" : "email.rescheduledFor" }, when)]
        : [intl.formatMessage({ id: "email.thankYou" }), intl.formatMessage({ id: "email.confirmedFor" }, when)];
  const guardian = booked.patient.parentOrGuardian;
  const label = (id: MessageId) => intl.formatMessage({ id });
  const facts: [string, string][] = [
    [label("email.confirmationNumber"), booked.bookingId],
    [label("email.patient"), patientNameOf(booked)],
    ...(guardian ? ([[label("email.bookedBy"), guardian]] as [string, string][]) : []),
    [label("email.doctor"), physicianNameOf(booked.physician)],
    [label("email.appointmentType"), booked.appointmentType.friendlyName2],
    [
      label("email.location"),
      telehealth
        ? calendar.virtualLocation(booked.location.name)
        : `${booked.location.name}, ${oneLineAddressOf(booked.location)}`,
    ],
    ...(phone ? ([[label("email.locationPhone"), displayPhoneNumber(phone)]] as [string, string][]) : []),
  ];
  const showDetails = kind !== "cancellation";
  return {
    heading,
    lead,
    facts,
    telehealthHow: showDetails && telehealth ? calendar.telehealthHow(phone) : null,
    directions: showDetails && !telehealth ? directions(booked.location) : null,
    thingsToKnow: showDetails ? booked.informationForConsumer.trim() : "",
    manageUrl: kind === "cancellation" ? null : manageUrl,
    locale,
    calendar,
    label: {
      directions: label("email.directions"),
      thingsToKnow: label("email.thingsToKnow"),
      manageLine: label("email.manageLine"),
      calendarNote: label("email.calendarNote"),
      footer: label("email.footer"),
    },
    subject: intl.formatMessage({ id: "email.subject" }, { kind, bookingId: booked.bookingId }),
  };
}

export function renderBookingEmail(options: {
  kind: EmailKind;
  booked: BookedAppointment;
  /** The manage page's absolute address, with the booking and its token. */
  manageUrl: string | null;
  /** The outbox row's creation: the calendar file's DTSTAMP, fixed for every copy. */
  createdAt: Date;
  /** The clinic's staff made the change (the envelope says so): the lead says the office did. */
  byClinic?: boolean;
  /** The booking's language (decision 177); English when not given. */
  locale?: Locale;
}): BookingEmail {
  const { kind, booked, manageUrl, createdAt, locale = DEFAULT_LOCALE } = options;
  const parts = messageParts(kind, booked, manageUrl, { locale, byClinic: options.byClinic ?? false });
  const text = [
    parts.heading,
    "",
    ...parts.lead,
    "",
    ...parts.facts.map(([label, value]) => `${label}: ${value}`),
    ...(parts.directions ? [`${parts.label.directions}: ${parts.directions}`] : []),
    ...(parts.telehealthHow ? ["", parts.telehealthHow] : []),
    ...(parts.thingsToKnow ? ["", parts.label.thingsToKnow, parts.thingsToKnow] : []),
    ...(parts.manageUrl ? ["", parts.calendar.manage(parts.manageUrl)] : []),
    "",
    parts.label.calendarNote,
    parts.label.footer,
    "",
  ].join("\n");
  const html = renderHtml(parts);
  const event = calendarEventOf(
    kind === "cancellation" ? { ...booked, status: "cancelled" } : { ...booked, status: "booked" },
    { manageUrl: parts.manageUrl, texts: parts.calendar },
  );
  return {
    subject: parts.subject,
    text,
    html,
    calendarFile: { filename: `appointment-${booked.bookingId}.ics`, content: buildCalendarFile(event, createdAt) },
  };
}

/** Plain HTML with inline styles only (mail clients drop style sheets); every value escaped. */
function renderHtml(parts: ReturnType<typeof messageParts>): string {
  const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const rows = parts.facts
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return [
    `<!doctype html><html lang="${LANGUAGE_TAGS[parts.locale]}"><head><meta charset="utf-8"><title>`,
    escapeHtml(parts.heading),
    '</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1f24;line-height:1.5">',
    `<h1 style="font-size:22px">${escapeHtml(parts.heading)}</h1>`,
    ...parts.lead.map(paragraph),
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${rows}</table>`,
    parts.directions ? paragraph("").replace("</p>", `${link(parts.directions, parts.label.directions)}</p>`) : "",
    parts.telehealthHow ? paragraph(parts.telehealthHow) : "",
    parts.thingsToKnow
      ? `<h2 style="font-size:18px">${escapeHtml(parts.label.thingsToKnow)}</h2>${paragraph(parts.thingsToKnow)}`
      : "",
    parts.manageUrl
      ? paragraph("").replace(
          "</p>",
          `${escapeHtml(parts.label.manageLine)} ${link(parts.manageUrl, parts.manageUrl)}</p>`,
        )
      : "",
    paragraph(parts.label.calendarNote),
    `<p style="margin:0;color:#4a5560;font-size:13px">${escapeHtml(parts.label.footer)}</p>`,
    "</body></html>",
  ].join("");
}
