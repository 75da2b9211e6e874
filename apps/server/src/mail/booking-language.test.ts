import { bookAppointmentResponseSchema } from "@fad/contracts/appointments/book-appointment";
import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditContextOf } from "../booking/booking-audit.ts";
import { cancelBooking } from "../manage/change-booking.ts";
import { createPatientKeyring } from "../patient-data/patient-encryption.ts";
import { findStaffBooking } from "../staff/front-desk-bookings.ts";
import { bookBody, DISTINCTIVE, startBookingTestApp, TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { holdFor, MANAGE_URLS, postTo } from "../testing/manage-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../testing/smtp-server.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { OutboxSender } from "./outbox-sender.ts";

/**
 * Decision 177: the patient's language is stored on the booking, chosen when they book as their page's
 * was, and every later email (confirmation, new time, cancellation, the front desk's cancellation too),
 * its calendar file and its manage link come in it. Delivered to the real test SMTP receiver.
 */
const keyring = createPatientKeyring(TEST_PATIENT_KEY);
const PUBLIC_URL = "https://find.example.org";
const quiet = { info: () => {}, warn: () => {} };

describe.each(testDatabaseKinds())("the booking's language on %s", (kind) => {
  const test = startBookingTestApp(kind, { rateLimits: { managePerMinute: 1_000 } });
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const db = () => test.database.db;

  /** Holds the next slot and books it with these request headers besides the holder's cookie. */
  async function bookWith(headers: Record<string, string>) {
    const slot = test.takeSlot();
    const { holdId, cookie } = await holdFor(test, slot);
    test.time.advanceSeconds(MIN_BOOKING_FILL_SECONDS);
    const response = await test.app.inject({
      method: "POST",
      url: MANAGE_URLS.book,
      payload: bookBody(slot, holdId),
      headers: { ...headers, cookie: [cookie, headers.cookie].filter(Boolean).join("; ") },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = bookAppointmentResponseSchema.parse(response.json());
    return { slot, cookie, bookingId: result.bookingId, token: result.manageToken };
  }
  const languagesOf = async (bookingId: string) =>
    (
      await db()
        .selectFrom("appointments")
        .select(["status", "patient_language"])
        .where("booking_id", "=", bookingId)
        .orderBy("created_at")
        .execute()
    ).map((row) => `${row.status} ${row.patient_language}`);
  /** Sends what the outbox holds and answers this booking's messages as received, in order. */
  async function deliveredFor(bookingId: string) {
    const sender = new OutboxSender({
      db: db(),
      keyring,
      clock: test.time.clock,
      transport: smtp.transport(),
      from: "Find a Doctor <appointments@example.org>",
      publicUrl: PUBLIC_URL,
      log: quiet,
    });
    while ((await sender.runOnce()).sent > 0) {}
    return smtp.received.filter((message) => message.parsed.subject?.includes(bookingId)).map((m) => m.parsed);
  }
  const calendarOf = (mail: Awaited<ReturnType<typeof deliveredFor>>[number] | undefined) => {
    const file = mail?.attachments.find((attachment) => attachment.filename?.endsWith(".ics"));
    return new ICAL.Component(ICAL.parse(file?.content.toString("utf8") ?? "")).getFirstSubcomponent("vevent");
  };

  it("a booking made in Spanish keeps Spanish through a new time and a cancellation: emails, calendar files, manage link", async () => {
    const booked = await bookWith({ "content-language": "es" });
    expect(await languagesOf(booked.bookingId)).toEqual(["booked es"]);
    const [confirmation] = await deliveredFor(booked.bookingId);
    expect(confirmation?.subject).toBe(`Su cita está confirmada (${booked.bookingId})`);
    expect(confirmation?.text).toContain("Gracias por hacer su cita.");
    expect(confirmation?.text).toMatch(/Su cita está confirmada para el \S+, \d+ de \S+ de \d{4}, \d+:\d\d [ap]\.m\./);
    expect(confirmation?.text).toContain(`Paciente: ${DISTINCTIVE.firstName} ${DISTINCTIVE.lastName}`);
    expect(confirmation?.text).not.toMatch(/Appointment|Confirmation number|Patient:|To cancel or reschedule/);
    const link = `${PUBLIC_URL}/physicians/manage/?booking=${booked.bookingId}&lang=es#token=${booked.token}`;
    expect(confirmation?.text).toContain(`Para cancelar o cambiar la fecha u hora, abra: ${link}`);
    expect(confirmation?.html || "").toContain('<html lang="es">');
    expect(calendarOf(confirmation)?.getFirstPropertyValue("summary")).toMatch(/^Cita médica con /);

    // The patient moves it from the manage page (whatever that browser's language): still Spanish.
    const access = { bookingId: booked.bookingId, token: booked.token };
    const next = test.takeSlot();
    const { holdId } = await holdFor(test, next, booked.cookie);
    const moved = await test.app.inject({
      method: "POST",
      url: MANAGE_URLS.reschedule,
      payload: { ...access, holdId, appointmentId: next.appointmentId },
      headers: { cookie: booked.cookie, "accept-language": "en-US" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await languagesOf(booked.bookingId)).toEqual(["rescheduled es", "booked es"]);
    const rescheduled = (await deliveredFor(booked.bookingId))[1];
    expect(rescheduled?.subject).toBe(`Su cita tiene una nueva fecha u hora (${booked.bookingId})`);
    expect(rescheduled?.text).toContain("Ahora su cita es el ");
    expect(rescheduled?.text).toContain(link);
    expect(calendarOf(rescheduled)?.getFirstPropertyValue("sequence")).toBe(1);

    const cancelled = await postTo(test, MANAGE_URLS.cancel, access);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancellation = (await deliveredFor(booked.bookingId))[2];
    expect(cancellation?.subject).toBe(`Su cita fue cancelada (${booked.bookingId})`);
    expect(cancellation?.text).toContain("Se canceló su cita del ");
    expect(calendarOf(cancellation)?.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("the front desk's cancellation of a Spanish booking is in Spanish too", async () => {
    const booked = await bookWith({ cookie: "fad_lang=es" });
    expect(await deliveredFor(booked.bookingId)).toHaveLength(1);
    const { location_id } = await db()
      .selectFrom("appointments as a")
      .innerJoin("calendars as c", "c.id", "a.calendar_id")
      .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
      .select("pl.location_id")
      .where("a.booking_id", "=", booked.bookingId)
      .executeTakeFirstOrThrow();
    const now = test.time.clock();
    const found = await findStaffBooking(db(), keyring, {
      bookingId: booked.bookingId,
      locationIds: [location_id],
      now,
    });
    if (!found) throw new Error("the front desk of the booking's location finds it");
    const audit = auditContextOf({ requestId: "staff-test", holderToken: null, clientAddress: "127.0.0.1", keyring });
    // As the staff console's cancel does (staff/staff-routes.ts).
    const outcome = await cancelBooking({
      db: db(),
      keyring,
      now,
      audit,
      opened: found.booked,
      token: null,
      changedBy: "clinic",
    });
    expect(outcome.kind).toBe("changed");
    const [confirmation, cancellation] = await deliveredFor(booked.bookingId);
    expect(confirmation?.subject).toBe(`Su cita está confirmada (${booked.bookingId})`);
    expect(cancellation?.subject).toBe(`Su cita fue cancelada (${booked.bookingId})`);
    expect(cancellation?.text).toContain("El consultorio canceló su cita del ");
    expect(cancellation?.text).toContain("Llame al consultorio para hacer una cita en otra fecha u hora.");
    expect(cancellation?.text).not.toMatch(/office|cancel or reschedule/);
  });

  it("an English booking is as before, its link carrying lang=en", async () => {
    const booked = await bookWith({});
    expect(await languagesOf(booked.bookingId)).toEqual(["booked en"]);
    const [confirmation] = await deliveredFor(booked.bookingId);
    expect(confirmation?.subject).toBe(`Your appointment is confirmed (${booked.bookingId})`);
    expect(confirmation?.text).toContain("Thank you for booking.");
    const link = `${PUBLIC_URL}/physicians/manage/?booking=${booked.bookingId}&lang=en#token=${booked.token}`;
    expect(confirmation?.text).toContain(`To cancel or reschedule, open: ${link}`);
    expect(calendarOf(confirmation)?.getFirstPropertyValue("summary")).toMatch(/^Appointment with Dr\. /);
  });

  it("chooses as a page does: the call's Content-Language, then the cookie, then Accept-Language; other values are ignored", async () => {
    const cases: [Record<string, string>, "en" | "es"][] = [
      [{ "accept-language": "es-MX,es;q=0.9,en;q=0.5" }, "es"],
      [{ "accept-language": "fr-CA, es;q=0.4" }, "es"],
      [{ cookie: "fad_lang=es", "accept-language": "en-US" }, "es"],
      [{ "content-language": "en", cookie: "fad_lang=es" }, "en"],
      [{ "content-language": "es-US", "accept-language": "en" }, "es"],
      // Not one of ours, a list, or nonsense: ignored (the booking is made, in the next source's language).
      [{ "content-language": "fr" }, "en"],
      [{ "content-language": "es, en", "accept-language": "en" }, "en"],
      [{ "content-language": "x".repeat(200), cookie: "fad_lang=es" }, "es"],
      [{ cookie: "fad_lang=zz" }, "en"],
    ];
    for (const [headers, language] of cases) {
      const booked = await bookWith(headers);
      expect(await languagesOf(booked.bookingId), JSON.stringify(headers)).toEqual([`booked ${language}`]);
    }
  });

  it("the database refuses a language it does not know", async () => {
    const booked = await bookWith({});
    await expect(
      db()
        .updateTable("appointments")
        // @ts-expect-error: the column's type allows only en and es; the database holds to it as well.
        .set({ patient_language: "fr" })
        .where("booking_id", "=", booked.bookingId)
        .execute(),
    ).rejects.toThrow(/appointments_patient_language/);
    expect(await languagesOf(booked.bookingId)).toEqual(["booked en"]);
  });
});
