import { randomBytes } from "node:crypto";
import type { BookAppointmentRequest } from "@fad/contracts/appointments/book-appointment";
import type { HoldSlotRequest } from "@fad/contracts/appointments/hold-slot";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import type { AppConfig } from "../app.ts";
import type { Database } from "../database/create-database.ts";
import { findAvailability } from "../scheduling/find-availability.ts";
import { seedDemoNetwork } from "../seed/seed-demo-network.ts";
import { buildTestApp, type TestApp } from "./build-test-app.ts";
import { createReachableTestDatabase, type TestDatabaseKind } from "./test-database.ts";

/** Test helpers shared by the booking tests (not used by the server). */

/** A hold body that names its type (the book call needs it; the hold call may leave it out). */
export type TypedHoldBody = HoldSlotRequest & { appointmentTypeId: string };

export const TEST_PATIENT_KEY = randomBytes(32);

export const HOLDER_URL = "/fadmaa/appointment/holder";

/** A new visitor: the holder cookie (name=value) the holder call sets, as the next calls send it. */
export async function newHolderCookie(app: FastifyInstance, headers: Record<string, string> = {}): Promise<string> {
  const response = await app.inject({ method: "POST", url: HOLDER_URL, payload: {}, headers });
  expect(response.statusCode, response.body).toBe(200);
  return String(response.headers["set-cookie"] ?? "").split(";")[0] ?? "";
}

/** Headers of a request as a new visitor makes it: with a holder cookie unless one was given. */
export async function asVisitor(
  app: FastifyInstance,
  headers: Record<string, string> = {},
): Promise<Record<string, string>> {
  return headers.cookie ? headers : { ...headers, cookie: await newHolderCookie(app) };
}

/** A settable clock starting on a Monday morning in the Americas. */
export function settableClock(start = "2026-11-23T14:00:00Z") {
  let now = new Date(start);
  return {
    clock: () => now,
    advanceMinutes(minutes: number) {
      now = new Date(now.getTime() + minutes * 60_000);
    },
    advanceSeconds(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

export type SettableClock = ReturnType<typeof settableClock>;

/** A calendar and an appointment type it offers. */
export interface BookableCalendar {
  calendarId: string;
  typeCode: string;
}

/** The first calendar (by id) offering a type any visitor may book, and that type. */
export async function bookableCalendar(db: Database): Promise<BookableCalendar> {
  const row = await db
    .selectFrom("calendar_appointment_types as cat")
    .innerJoin("appointment_types as t", "t.code", "cat.appointment_type_code")
    .where("t.texting_only", "=", false)
    .select(["cat.calendar_id", "cat.appointment_type_code"])
    .orderBy("cat.calendar_id")
    .orderBy("cat.appointment_type_code")
    .executeTakeFirstOrThrow();
  return { calendarId: row.calendar_id, typeCode: row.appointment_type_code };
}

/** Hold bodies for the open slots of a calendar in the next two weeks, as the slot search shows them. */
export async function openSlotHoldBodies(
  db: Database,
  now: Date,
  calendar: BookableCalendar,
): Promise<TypedHoldBody[]> {
  const startDate = now.toISOString().slice(0, 10).replaceAll("-", "");
  const days = await findAvailability({
    db,
    calendarIds: [calendar.calendarId],
    appointmentTypeCode: calendar.typeCode,
    startDate,
    numberDaysOut: 14,
    now,
  });
  return (days.get(calendar.calendarId) ?? []).flatMap((day) =>
    day.timeSlots.map((slot) => ({
      appointmentId: slot.appointmentId,
      appointmentTypeId: calendar.typeCode,
      calendarId: calendar.calendarId,
      startTime: slot.startTime,
      duration: slot.duration,
      date: day.day,
      providerLocationId: calendar.calendarId,
    })),
  );
}

/** The app of one booking test suite, and the open slots its tests share. */
export interface BookingTestApp extends Pick<TestApp, "app" | "database" | "logs"> {
  /** The database's URL for another process (only with the `reachable` option). */
  readonly databaseUrl: string;
  /** The app's clock, which the tests move (and move back). */
  time: SettableClock;
  /** The calendar whose open slots the tests hold. */
  calendar: BookableCalendar;
  /** The next open slot no test of the suite has taken yet, so the tests do not depend on one another. */
  takeSlot(): TypedHoldBody;
}

export interface BookingTestAppOptions {
  /** The app's log level; "trace" lets a test search every line the booking code writes. */
  logLevel?: AppConfig["logLevel"];
  /** The demo network to seed. */
  network?: { physicians: number; seed: number };
  /** Limits to set besides the lifted hold and book limits (the manage calls' own tests set theirs). */
  rateLimits?: AppConfig["rateLimits"];
  /** On a database another process can open too (`databaseUrl`): PGlite over the wire, or a PostgreSQL schema. */
  reachable?: boolean;
  /** The hold limits (decision 90); lifted unless given. */
  holdLimits?: AppConfig["holdLimits"];
  /** The staff console's sign-in, read when the suite starts (after a provider the suite started). */
  staff?: () => AppConfig["staff"];
  /** The HL7 feed (decision 150); none unless given. */
  hl7?: AppConfig["hl7"];
  /** SMART backend clients (decision 151), read when the suite starts (after the keys are made); none unless given. */
  smart?: () => AppConfig["smart"];
  /**
   * Keep the demo locations' staff addresses (decision 195). Without it they are cleared after seeding:
   * the patient email suites count a booking's emails one by one, and the staff email per booking has
   * its own suite (mail/staff-notice.test.ts), which keeps them.
   */
  staffEmails?: boolean;
}

/**
 * The booking app for the calling describe, on a fresh database of the given kind: started in its
 * beforeAll (the demo network seeded, a bookable calendar found with more than 20 open slots in the
 * next two weeks) and closed in its afterAll. The hold and book limits are lifted because the suites
 * hold many slots from one address; the limits have their own tests. The app, database, logs and
 * calendar exist once the suite has started: read them inside tests and hooks, not while declaring.
 */
export function startBookingTestApp(kind: TestDatabaseKind, options: BookingTestAppOptions = {}): BookingTestApp {
  const time = settableClock();
  let test: TestApp | undefined;
  let calendar: BookableCalendar | undefined;
  let slots: TypedHoldBody[] = [];
  let databaseUrl: string | undefined;
  function started<T>(value: T | undefined): T {
    if (value === undefined) throw new Error("the booking test app was read before its suite started it");
    return value;
  }

  beforeAll(async () => {
    const reachable = options.reachable ? await createReachableTestDatabase(kind) : undefined;
    databaseUrl = reachable?.url;
    test = await buildTestApp(
      kind,
      {
        ...(options.logLevel ? { logLevel: options.logLevel } : {}),
        rateLimits: { holdPerMinute: 10_000, bookPerMinute: 10_000, ...options.rateLimits },
        // Every test visitor comes from the one inject address; the hold limits have their own tests.
        holdLimits: options.holdLimits ?? { perCalendar: 10_000, perDay: 1_000_000 },
        patientData: { key: TEST_PATIENT_KEY, keyFile: "/nonexistent", previousKeys: [] },
        ...(options.staff ? { staff: options.staff() } : {}),
        ...(options.hl7 ? { hl7: options.hl7 } : {}),
        ...(options.smart ? { smart: options.smart() } : {}),
      },
      time.clock,
      reachable,
    );
    await seedDemoNetwork(test.database.db, options.network ?? { physicians: 12, seed: 4 });
    if (!options.staffEmails) await test.database.db.updateTable("locations").set({ staff_email: null }).execute();
    calendar = await bookableCalendar(test.database.db);
    slots = await openSlotHoldBodies(test.database.db, time.clock(), calendar);
    expect(slots.length).toBeGreaterThan(20);
  });
  afterAll(async () => {
    await test?.close();
  });

  return {
    time,
    get app() {
      return started(test).app;
    },
    get database() {
      return started(test).database;
    },
    logs: () => started(test).logs(),
    get databaseUrl() {
      return started(databaseUrl);
    },
    get calendar() {
      return started(calendar);
    },
    takeSlot() {
      const slot = slots.shift();
      if (!slot) throw new Error("the test calendar ran out of open slots");
      return slot;
    },
  };
}

/** Values no other test data contains, so a log line carrying any of them is a leak. */
export const DISTINCTIVE = {
  firstName: "Zebulonia",
  lastName: "Quasarwright",
  email: "zebulonia.quasar@example.org",
  phoneNumber: "615-555-0177",
  address1: "7717 Marmalade Lane",
  reason: "Twinge in the left pinky toe",
  policyId: "XQZ-99817",
  caseID: "CASE-ZQ-44127",
  referredByName: "Dr. Fennimore",
  referredByPhone: "615-555-0143",
  dateOfBirth: "03/14/1961",
} as const;

export function bookBody(
  hold: TypedHoldBody,
  holdId: string,
  patient: Partial<BookAppointmentRequest["patient"]> = {},
): BookAppointmentRequest {
  return {
    appointmentId: hold.appointmentId,
    appointmentTypeId: hold.appointmentTypeId,
    bookingType: null,
    dateTimeOfAppointment: null,
    holdId,
    patient: {
      firstName: DISTINCTIVE.firstName,
      middleName: null,
      lastName: DISTINCTIVE.lastName,
      dateOfBirth: DISTINCTIVE.dateOfBirth,
      gender: "Female",
      email: DISTINCTIVE.email,
      phoneNumber: DISTINCTIVE.phoneNumber,
      parentOrGuardian: null,
      relationshipOfGuardian: null,
      insuranceId: "Aetna",
      policyId: DISTINCTIVE.policyId,
      reasonForReferral: DISTINCTIVE.reason,
      patientConfirmationPreference: "Email",
      secondaryInsuranceId: null,
      secondaryPolicyId: null,
      externalEncounterId: null,
      externalPatientId: null,
      ...patient,
    },
    providerLocationId: hold.calendarId,
    caseID: DISTINCTIVE.caseID,
    referredByName: DISTINCTIVE.referredByName,
    referredByPhone: DISTINCTIVE.referredByPhone,
    source: "cms",
    siteType: "Hospital Operations",
    address: {
      address1: DISTINCTIVE.address1,
      address2: null,
      city: "Nashville",
      state: "TN",
      zip: "37203",
      latitude: 36.15,
      longitude: -86.79,
    },
    npi: null,
  };
}

/** The NPI of the physician whose calendar a slot is on (the npi a book call must carry). */
export async function calendarOwnerNpi(db: Database, calendarId: string): Promise<string> {
  const owner = await db
    .selectFrom("calendars as c")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .select("pl.physician_npi")
    .where("c.id", "=", calendarId)
    .executeTakeFirstOrThrow();
  return owner.physician_npi;
}
