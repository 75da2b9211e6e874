import { readFileSync } from "node:fs";
import path from "node:path";
import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";
import { CALENDAR_EVENT_TEXTS } from "@fad/contracts/appointments/booked-appointment-texts";
import { CATALOG } from "@fad/contracts/i18n/catalog";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { PatientEmailKind as EmailKind } from "../database/database-schema.ts";
import { booking, MANAGE_URL, TELEHEALTH } from "../testing/booked-appointment-example.ts";
import { type BookingEmail, renderBookingEmail } from "./booking-email.ts";
import { calendarEventTexts } from "./booking-texts.ts";

/** The English emails as they were rendered before issue 36 (main at 6f76eae), the same four cases. */
const BEFORE = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "testdata/english-emails-before-issue-36.json"), "utf8"),
) as Record<string, BookingEmail>;

const createdAt = new Date("2026-11-23T15:04:05Z");
const CASES: Record<string, { kind: EmailKind; booked: BookedAppointment; manageUrl: string | null }> = {
  confirmation: { kind: "confirmation", booked: booking(), manageUrl: MANAGE_URL },
  telehealth: { kind: "confirmation", booked: TELEHEALTH, manageUrl: MANAGE_URL },
  rescheduled: {
    kind: "rescheduled",
    booked: booking({ revision: 2, patient: { firstName: "Ana", lastName: "Lopez", parentOrGuardian: null } }),
    manageUrl: MANAGE_URL,
  },
  cancellation: { kind: "cancellation", booked: booking({ status: "cancelled" }), manageUrl: null },
};

/**
 * The English words of the emails' and the calendar file's messages: each message's literal text (its
 * values and select keys left out), 6 characters or longer. None may show in a Spanish email.
 */
const ENGLISH_PIECES = Object.entries(CATALOG)
  .filter(([id]) => id.startsWith("email.") || id.startsWith("calendarFile."))
  .flatMap(([, entry]) => literalsOf(parse(entry.en)))
  .map((piece) => piece.replace(/^[\s,.:;()]+|[\s,.:;()]+$/g, ""))
  .filter((piece) => piece.length >= 6);

function literalsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      return Object.values(element.options).flatMap((option) => literalsOf(option.value));
    }
    return [];
  });
}

describe("the booking emails in the booking's language (decision 177)", () => {
  it.each(Object.keys(CASES))("the English %s email is exactly as before", (name) => {
    const { kind, booked, manageUrl } = CASES[name] as (typeof CASES)[string];
    expect(renderBookingEmail({ kind, booked, manageUrl, createdAt })).toEqual(BEFORE[name]);
    expect(renderBookingEmail({ kind, booked, manageUrl, createdAt, locale: "en-US" })).toEqual(BEFORE[name]);
  });

  it("the office's own change: English as the staff console wrote it, and Spanish", () => {
    const render = (name: string, locale: "en-US" | "es-US") => {
      const { kind, booked, manageUrl } = CASES[name] as (typeof CASES)[string];
      return renderBookingEmail({ kind, booked, manageUrl, createdAt, byClinic: true, locale }).text;
    };
    expect(render("cancellation", "en-US")).toContain(
      "The office cancelled your appointment for Tuesday, November 24, 2026 at 9:30 AM CST. Please call the office to book another time.",
    );
    expect(render("rescheduled", "en-US")).toContain(
      "The office moved your appointment: it now takes place on Tuesday, November 24, 2026 at 9:30 AM CST.",
    );
    expect(render("cancellation", "es-US")).toContain(
      "El consultorio canceló su cita del martes, 24 de noviembre de 2026, 9:30 a.m. CST. Llame al consultorio para hacer una cita en otra fecha u hora.",
    );
    expect(render("rescheduled", "es-US")).toContain(
      "El consultorio cambió la fecha u hora de su cita: ahora es el martes, 24 de noviembre de 2026, 9:30 a.m. CST.",
    );
  });

  it("the catalog's English calendar words are the contracts' CALENDAR_EVENT_TEXTS", () => {
    const catalog = calendarEventTexts("en-US");
    expect(catalog.summary("Jane Q. Doe")).toBe(CALENDAR_EVENT_TEXTS.summary("Jane Q. Doe"));
    expect(catalog.patient("Lucas Lopez", "Ana Lopez")).toBe(CALENDAR_EVENT_TEXTS.patient("Lucas Lopez", "Ana Lopez"));
    expect(catalog.patient("Ana Lopez", null)).toBe(CALENDAR_EVENT_TEXTS.patient("Ana Lopez", null));
    expect(catalog.confirmationNumber("FAD-1")).toBe(CALENDAR_EVENT_TEXTS.confirmationNumber("FAD-1"));
    expect(catalog.locationPhone("(615) 555-0100")).toBe(CALENDAR_EVENT_TEXTS.locationPhone("(615) 555-0100"));
    expect(catalog.telehealthHow("615-555-0100")).toBe(CALENDAR_EVENT_TEXTS.telehealthHow("615-555-0100"));
    expect(catalog.telehealthHow(null)).toBe(CALENDAR_EVENT_TEXTS.telehealthHow(null));
    expect(catalog.virtualLocation("Clinic")).toBe(CALENDAR_EVENT_TEXTS.virtualLocation("Clinic"));
    expect(catalog.manage(MANAGE_URL)).toBe(CALENDAR_EVENT_TEXTS.manage(MANAGE_URL));
    expect(catalog.reminder).toBe(CALENDAR_EVENT_TEXTS.reminder);
  });

  it.each(Object.keys(CASES))(
    "the Spanish %s email has no English sentence, in its text, HTML and calendar file",
    (name) => {
      const { kind, booked, manageUrl } = CASES[name] as (typeof CASES)[string];
      const email = renderBookingEmail({ kind, booked, manageUrl, createdAt, locale: "es-US" });
      // The calendar file unfolded and unescaped, as a calendar shows it (PRODID names our product, unseen).
      const calendar = email.calendarFile.content
        .replace(/PRODID:[^\r]*\r\n/, "")
        .replace(/\r\n /g, "")
        .replace(/^[A-Z-]+(;[^:\r]*)?:/gm, "")
        .replace(/\\([,;\\])/g, "$1")
        .replace(/\\n/g, "\n");
      expect(ENGLISH_PIECES.length).toBeGreaterThan(20);
      // The directory's own words (the type's name, the office's notes and address) are as it has them.
      const directory = [
        booked.appointmentType.friendlyName2,
        booked.location.name,
        ...booked.informationForConsumer.split("\n"),
      ].filter(Boolean);
      const ours = (body: string) => directory.reduce((rest, words) => rest.split(words).join(" "), body);
      for (const body of [email.subject, email.text, email.html, calendar].map(ours)) {
        for (const piece of ENGLISH_PIECES) expect(body, piece).not.toContain(piece);
        expect(body).not.toMatch(/\b(the|your|appointment|for|with|visit|call|open|doctor|patient|location)\b/i);
      }
      expect(email.html).toContain('<html lang="es">');
    },
  );

  it("writes the Spanish confirmation's words, date and time in es-US at the location", () => {
    const email = renderBookingEmail({
      kind: "confirmation",
      booked: booking(),
      manageUrl: MANAGE_URL,
      createdAt,
      locale: "es-US",
    });
    expect(email.subject).toBe("Su cita está confirmada (FAD-7K2M-9QXD-R4TB)");
    expect(email.text).toContain("Cita confirmada\n\nGracias por hacer su cita.");
    expect(email.text).toContain("Su cita está confirmada para el martes, 24 de noviembre de 2026, 9:30 a.m. CST.");
    expect(email.text).toContain("Número de confirmación: FAD-7K2M-9QXD-R4TB");
    expect(email.text).toContain("Cita hecha por: Ana Lopez");
    expect(email.text).toContain("Médico: Jane Q. Doe");
    expect(email.text).toContain("Teléfono de la ubicación: (615) 555-0100");
    expect(email.text).toContain("Cómo llegar: https://www.google.com/maps/");
    expect(email.text).toContain(`Para cancelar o cambiar la fecha u hora, abra: ${MANAGE_URL}`);
    expect(email.html).toContain('<h2 style="font-size:18px">Lo que debe saber antes de su visita</h2>');
    const event = new ICAL.Component(ICAL.parse(email.calendarFile.content)).getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("summary")).toBe("Cita médica con Jane Q. Doe");
    const description = String(event?.getFirstPropertyValue("description"));
    expect(description).toContain("Paciente: Lucas Lopez (cita hecha por Ana Lopez)");
    expect(description).toContain("Número de confirmación: FAD-7K2M-9QXD-R4TB");
    expect(event?.getFirstSubcomponent("valarm")?.getFirstPropertyValue("description")).toBe(
      "Recordatorio: mañana tiene una cita médica",
    );
  });

  it("the Spanish new time, cancellation and video visit", () => {
    const render = (name: string) => {
      const { kind, booked, manageUrl } = CASES[name] as (typeof CASES)[string];
      return renderBookingEmail({ kind, booked, manageUrl, createdAt, locale: "es-US" });
    };
    expect(render("rescheduled").subject).toBe("Su cita tiene una nueva fecha u hora (FAD-7K2M-9QXD-R4TB)");
    expect(render("rescheduled").text).toContain("Ahora su cita es el martes, 24 de noviembre de 2026, 9:30 a.m. CST.");
    expect(render("cancellation").subject).toBe("Su cita fue cancelada (FAD-7K2M-9QXD-R4TB)");
    expect(render("cancellation").text).toContain(
      "Cita cancelada\n\nSe canceló su cita del martes, 24 de noviembre de 2026, 9:30 a.m. CST.",
    );
    const video = render("telehealth");
    expect(video.text).toContain("Ubicación: Visita virtual (telemedicina), Cumberland Family Clinic; Suite 2, East");
    expect(video.text).toContain("si necesita ayuda, llame al (615) 555-0100.");
    expect(video.text).not.toContain("Cómo llegar");
  });
});
