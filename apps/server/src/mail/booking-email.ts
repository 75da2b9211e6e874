import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";
import {
  BOOKED_TEXTS,
  bookedPhone,
  bookedWhen,
  calendarEventOf,
  oneLineAddressOf,
  patientNameOf,
  physicianNameOf,
} from "@fad/contracts/appointments/booked-appointment-texts";
import { buildCalendarFile } from "@fad/contracts/appointments/calendar-file";
import { CONFIRMATION_TEXTS } from "@fad/contracts/messages/confirmation-texts";
import { displayPhoneNumber } from "@fad/contracts/patient/phone-number";
import type { EmailKind } from "../database/database-schema.ts";
import { escapeHtml } from "../http/escape-html.ts";

/** A rendered email: the same inputs always give the same message, so a resent copy is identical. */
export interface BookingEmail {
  subject: string;
  text: string;
  html: string;
  calendarFile: { filename: string; content: string };
}

/** The emails' own wording (the spec gives the confirmation screen's, which they reuse). */
export const EMAIL_TEXTS = {
  subject: {
    confirmation: (bookingId: string) => `Your appointment is confirmed (${bookingId})`,
    rescheduled: (bookingId: string) => `Your appointment has a new time (${bookingId})`,
    cancellation: (bookingId: string) => `Your appointment is cancelled (${bookingId})`,
  },
  rescheduledHeading: "Appointment Rescheduled",
  rescheduledFor: (date: string, time: string) => `Your appointment now takes place on ${date} at ${time}.`,
  /** A cancellation the clinic's staff made (the staff console, issue 33): the patient did not ask for it. */
  cancelledByClinicFor: (date: string, time: string) =>
    `The office cancelled your appointment for ${date} at ${time}. Please call the office to book another time.`,
  rescheduledByClinicFor: (date: string, time: string) =>
    `The office moved your appointment: it now takes place on ${date} at ${time}.`,
  doctor: "Doctor",
  appointmentType: "Appointment Type",
  location: "Location",
  directions: "Directions",
  calendarNote: "The attached calendar file adds the appointment to your calendar.",
  footer: "This message was sent because an email confirmation was requested when the appointment was booked.",
} as const;

function directions(location: BookedAppointment["location"]): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(oneLineAddressOf(location))}`;
}

/** The message's lines as [label, value] pairs or paragraphs, shared by the text and HTML bodies. */
function messageParts(kind: EmailKind, booked: BookedAppointment, manageUrl: string | null, byClinic: boolean) {
  const when = bookedWhen(booked.appointment);
  const phone = bookedPhone(booked);
  const telehealth = booked.appointmentType.telehealth;
  const heading =
    kind === "cancellation"
      ? BOOKED_TEXTS.cancelledHeading
      : kind === "rescheduled"
        ? EMAIL_TEXTS.rescheduledHeading
        : CONFIRMATION_TEXTS.heading;
  const lead =
    kind === "cancellation"
      ? [(byClinic ? EMAIL_TEXTS.cancelledByClinicFor : BOOKED_TEXTS.cancelledFor)(when.date, when.time)]
      : kind === "rescheduled"
        ? [(byClinic ? EMAIL_TEXTS.rescheduledByClinicFor : EMAIL_TEXTS.rescheduledFor)(when.date, when.time)]
        : [`${CONFIRMATION_TEXTS.thankYou}.`, `${CONFIRMATION_TEXTS.confirmedFor(when.date, when.time)}.`];
  const guardian = booked.patient.parentOrGuardian;
  const facts: [string, string][] = [
    [BOOKED_TEXTS.confirmationNumber, booked.bookingId],
    [BOOKED_TEXTS.patientLabel, patientNameOf(booked)],
    ...(guardian ? ([[BOOKED_TEXTS.bookedByLabel, guardian]] as [string, string][]) : []),
    [EMAIL_TEXTS.doctor, physicianNameOf(booked.physician)],
    [EMAIL_TEXTS.appointmentType, booked.appointmentType.friendlyName2],
    [
      EMAIL_TEXTS.location,
      telehealth
        ? `${BOOKED_TEXTS.telehealthLocation}, ${booked.location.name}`
        : `${booked.location.name}, ${oneLineAddressOf(booked.location)}`,
    ],
    ...(phone ? ([[BOOKED_TEXTS.phoneLabel, displayPhoneNumber(phone)]] as [string, string][]) : []),
  ];
  const showDetails = kind !== "cancellation";
  return {
    heading,
    lead,
    facts,
    telehealthHow: showDetails && telehealth ? BOOKED_TEXTS.telehealthHow(phone) : null,
    directions: showDetails && !telehealth ? directions(booked.location) : null,
    thingsToKnow: showDetails ? booked.informationForConsumer.trim() : "",
    manageUrl: kind === "cancellation" ? null : manageUrl,
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
}): BookingEmail {
  const { kind, booked, manageUrl, createdAt } = options;
  const parts = messageParts(kind, booked, manageUrl, options.byClinic ?? false);
  const text = [
    parts.heading,
    "",
    ...parts.lead,
    "",
    ...parts.facts.map(([label, value]) => `${label}: ${value}`),
    ...(parts.directions ? [`${EMAIL_TEXTS.directions}: ${parts.directions}`] : []),
    ...(parts.telehealthHow ? ["", parts.telehealthHow] : []),
    ...(parts.thingsToKnow ? ["", CONFIRMATION_TEXTS.thingsToKnow, parts.thingsToKnow] : []),
    ...(parts.manageUrl ? ["", `${BOOKED_TEXTS.manageLine} ${parts.manageUrl}`] : []),
    "",
    EMAIL_TEXTS.calendarNote,
    EMAIL_TEXTS.footer,
    "",
  ].join("\n");
  const html = renderHtml(parts);
  const event = calendarEventOf(
    kind === "cancellation" ? { ...booked, status: "cancelled" } : { ...booked, status: "booked" },
    { manageUrl: parts.manageUrl },
  );
  return {
    subject: EMAIL_TEXTS.subject[kind](booked.bookingId),
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
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>',
    escapeHtml(parts.heading),
    '</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1f24;line-height:1.5">',
    `<h1 style="font-size:22px">${escapeHtml(parts.heading)}</h1>`,
    ...parts.lead.map(paragraph),
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${rows}</table>`,
    parts.directions ? paragraph("").replace("</p>", `${link(parts.directions, EMAIL_TEXTS.directions)}</p>`) : "",
    parts.telehealthHow ? paragraph(parts.telehealthHow) : "",
    parts.thingsToKnow
      ? `<h2 style="font-size:18px">${escapeHtml(CONFIRMATION_TEXTS.thingsToKnow)}</h2>${paragraph(parts.thingsToKnow)}`
      : "",
    parts.manageUrl
      ? paragraph("").replace(
          "</p>",
          `${escapeHtml(BOOKED_TEXTS.manageLine)} ${link(parts.manageUrl, parts.manageUrl)}</p>`,
        )
      : "",
    paragraph(EMAIL_TEXTS.calendarNote),
    `<p style="margin:0;color:#4a5560;font-size:13px">${escapeHtml(EMAIL_TEXTS.footer)}</p>`,
    "</body></html>",
  ].join("");
}
