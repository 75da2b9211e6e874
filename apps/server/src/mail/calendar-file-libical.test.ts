import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";
import type { Locale } from "@fad/contracts/i18n/locales";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PatientEmailKind as EmailKind } from "../database/database-schema.ts";
import { booking, MANAGE_URL, TELEHEALTH } from "../testing/booked-appointment-example.ts";
import { renderBookingEmail } from "./booking-email.ts";

/**
 * Issue 20: the calendar file passes a strict RFC 5545 check. libical (the reference C library) parses
 * each file the emails attach and runs its restriction check; a C program built here reports every
 * X-LIC-ERROR it marks. The file has no METHOD (decision 81): with METHOD:PUBLISH libical requires an
 * ORGANIZER, which a booking has no one to name. To hold the file to PUBLISH's fuller rules (DTSTAMP,
 * UID, DTSTART, SUMMARY, SEQUENCE, STATUS…) it is also checked with METHOD:PUBLISH and an organizer added.
 */
const SOURCE = path.resolve(import.meta.dirname, "../../../../scripts/ical-check/ical-restriction-check.c");
let folder = "";
let checker = "";

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "fad-ical-check-"));
  checker = path.join(folder, "ical-restriction-check");
  const flags = execFileSync("pkg-config", ["--cflags", "--libs", "libical"], { encoding: "utf8" }).trim().split(/\s+/);
  // Missing libical-dev or a compiler fails here: `bash scripts/ensure-libical.sh` installs them.
  execFileSync("cc", ["-o", checker, SOURCE, ...flags.filter(Boolean)], { stdio: "pipe" });
});
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function libicalCheck(calendar: string): { status: number | null; errors: string } {
  const run = spawnSync(checker, [], { input: calendar, encoding: "utf8" });
  return { status: run.status, errors: run.stdout.trim() };
}

/** The file as an iTIP PUBLISH with an organizer: libical's PUBLISH table then applies in full. */
function asPublishWithOrganizer(calendar: string): string {
  return calendar
    .replace("CALSCALE:GREGORIAN\r\n", "CALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\n")
    .replace("BEGIN:VEVENT\r\n", "BEGIN:VEVENT\r\nORGANIZER:mailto:appointments@example.org\r\n");
}

const CASES: [string, EmailKind, BookedAppointment][] = [
  ["an in-person confirmation", "confirmation", booking()],
  ["a telehealth confirmation", "confirmation", TELEHEALTH],
  ["a new time", "rescheduled", booking({ revision: 2 })],
  ["a cancellation", "cancellation", booking({ status: "cancelled" })],
];

function emailOf(kind: EmailKind, booked: BookedAppointment, locale: Locale = "en-US") {
  return renderBookingEmail({
    kind,
    booked,
    manageUrl: MANAGE_URL,
    createdAt: new Date("2026-11-23T15:04:05Z"),
    locale,
  });
}

describe("the calendar file under libical's strict check", () => {
  it.each(CASES)("%s passes, as it is and under PUBLISH's rules", (_name, kind, booked) => {
    const calendar = emailOf(kind, booked).calendarFile.content;
    expect(libicalCheck(calendar)).toEqual({ status: 0, errors: "" });
    expect(libicalCheck(asPublishWithOrganizer(calendar))).toEqual({ status: 0, errors: "" });
  });

  // Decision 177: a booking made in Spanish has its file in Spanish (accents folded as UTF-8 octets).
  it.each(CASES)("%s in Spanish passes too", (_name, kind, booked) => {
    const calendar = emailOf(kind, booked, "es-US").calendarFile.content;
    expect(calendar).toContain("SUMMARY:Cita médica con Jane Q. Doe");
    expect(libicalCheck(calendar)).toEqual({ status: 0, errors: "" });
    expect(libicalCheck(asPublishWithOrganizer(calendar))).toEqual({ status: 0, errors: "" });
  });

  it("refuses METHOD:PUBLISH without an ORGANIZER (why the file has no METHOD), and a file without DTSTAMP", () => {
    const calendar = emailOf("confirmation", booking()).calendarFile.content;
    const publish = calendar.replace("CALSCALE:GREGORIAN\r\n", "CALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\n");
    const refused = libicalCheck(publish);
    expect(refused.status).toBe(1);
    expect(refused.errors).toMatch(/ORGANIZER/);
    const noStamp = asPublishWithOrganizer(calendar).replace(/DTSTAMP:[^\r]*\r\n/, "");
    expect(libicalCheck(noStamp).errors).toMatch(/DTSTAMP/);
  });
});

describe("the calendar file read by ical.js", () => {
  const eventOf = (calendar: string) => new ICAL.Component(ICAL.parse(calendar)).getFirstSubcomponent("vevent");

  it("carries a reminder, the confirmation number, the patient and the location's phone", () => {
    const event = eventOf(emailOf("confirmation", booking()).calendarFile.content);
    const alarm = event?.getFirstSubcomponent("valarm");
    expect(alarm?.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm?.getFirstPropertyValue("trigger"))).toBe("-P1D");
    expect(alarm?.getFirstPropertyValue("description")).toBeTruthy();
    const description = String(event?.getFirstPropertyValue("description"));
    expect(description).toContain("Confirmation number: FAD-7K2M-9QXD-R4TB");
    expect(description).toContain("Patient: Lucas Lopez (booked by Ana Lopez)");
    expect(description).toContain("Location phone: (615) 555-0100");
    expect(description).toContain(`To cancel or reschedule, open: ${MANAGE_URL}`);
    expect(description).toContain("C:\\forms are online.");
    expect(event?.getFirstPropertyValue("location")).toBe(
      "Cumberland Family Clinic; Suite 2, East, 100 Main St, Nashville, TN 37203",
    );
    expect(event?.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("a telehealth visit says how it happens, gives no street address, and the email no map link", () => {
    const email = emailOf("confirmation", TELEHEALTH);
    const event = eventOf(email.calendarFile.content);
    expect(event?.getFirstPropertyValue("location")).toBe(
      "Virtual visit (telehealth), Cumberland Family Clinic; Suite 2, East",
    );
    const description = String(event?.getFirstPropertyValue("description"));
    expect(description).toContain("This is a virtual (telehealth) visit: there is no office to travel to.");
    expect(description).toContain("The office sends the video link for the visit before it starts");
    expect(description).not.toContain("100 Main St");
    for (const body of [email.text, email.html]) {
      expect(body).not.toMatch(/Directions|View on Map|google\.com\/maps/);
      expect(body).toContain("there is no office to travel to");
    }
    // The in-person email has its directions.
    expect(emailOf("confirmation", booking()).text).toMatch(/Directions: https:\/\/www\.google\.com\/maps/);
  });

  it("a move counts up the same event, and a cancellation cancels it", () => {
    const moved = eventOf(emailOf("rescheduled", booking({ revision: 2 })).calendarFile.content);
    expect(moved?.getFirstPropertyValue("uid")).toBe("FAD-7K2M-9QXD-R4TB");
    expect(moved?.getFirstPropertyValue("sequence")).toBe(2);
    const cancelled = eventOf(emailOf("cancellation", booking({ revision: 2 })).calendarFile.content);
    expect(cancelled?.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled?.getFirstPropertyValue("sequence")).toBe(3);
  });
});
