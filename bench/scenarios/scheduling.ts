import { type BenchSamples, cycle } from "../lib/bench-samples.ts";
import { BookingFloor } from "../lib/booking-floor.ts";
import { type Outcome, runWorkers } from "../lib/run-workers.ts";
import type { FlowScenario, HttpScenario, Scenario } from "./scenario.ts";

export const today = () => new Date().toISOString().slice(0, 10).replaceAll("-", "");

/** The booking step's slot search: one calendar, its new-patient type, 62 days from today. */
export const slotSearchScenario: HttpScenario = {
  kind: "http",
  name: "slot search (62 days)",
  requests: (samples) => {
    const calendar = cycle(samples.calendars);
    return () => {
      const { calendarId, appointmentTypeCode } = calendar();
      return {
        method: "POST",
        path: "/fadmaa/appointment/search",
        body: {
          calendarId,
          startDate: today(),
          numberDaysOut: 62,
          appointmentTypeIds: [appointmentTypeCode],
          source: "cms",
          siteType: "hospitalOperations",
        },
      };
    };
  },
};

export interface Slot {
  calendarId: string;
  appointmentTypeCode: string;
  appointmentId: string;
  day: string;
  startTime: string;
  duration: number;
}

/** A calendar's free slots for its new-patient type over the next 62 days, in time order. */
export async function freeSlots(baseUrl: string, calendar: BenchSamples["calendars"][number]): Promise<Slot[]> {
  const response = await fetch(`${baseUrl}/fadmaa/appointment/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      calendarId: calendar.calendarId,
      startDate: today(),
      numberDaysOut: 62,
      appointmentTypeIds: [calendar.appointmentTypeCode],
    }),
  });
  if (!response.ok) throw new Error(`slot search answered ${response.status}`);
  const body = (await response.json()) as {
    result: { day: string; timeSlots: { appointmentId: string; startTime: string; duration: number }[] }[];
  };
  return body.result.flatMap((day) =>
    day.timeSlots.map((slot) => ({
      calendarId: calendar.calendarId,
      appointmentTypeCode: calendar.appointmentTypeCode,
      appointmentId: slot.appointmentId,
      day: day.day,
      startTime: slot.startTime,
      duration: slot.duration,
    })),
  );
}

export async function post(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown; retryAfter: string | null }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json(), retryAfter: response.headers.get("retry-after") };
}

/**
 * One patient's whole booking: hold the slot, then book it with a valid patient form. A soak passes
 * `pauseBeforeBookMs` for the time a person spends on the form (the server refuses a book that comes
 * too soon after its hold).
 */
export async function holdAndBook(baseUrl: string, slot: Slot, pauseBeforeBookMs = 0): Promise<Outcome> {
  // Each patient is a holder first (decision 90), as the app is before its first hold.
  const holder = await post(baseUrl, "/fadmaa/appointment/holder", {});
  if (holder.status !== 200) return "error";
  const holderToken = (holder.json as { result: { holderToken: string } }).result.holderToken;
  const asHolder = { "x-fad-holder": holderToken };
  const hold = await post(baseUrl, "/fadmaa/appointment/hold", holdBody(slot), asHolder);
  if (hold.status === 409) return "lost";
  if (hold.status !== 200) return "error";
  const holdId = (hold.json as { result: { holdId: string } }).result.holdId;
  if (pauseBeforeBookMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseBeforeBookMs));
  const book = await post(baseUrl, "/fadmaa/appointment/book", bookingBody(slot, holdId), asHolder);
  return book.status === 200 ? "ok" : "error";
}

/** The hold call's body for a slot, as the booking page sends it. */
export function holdBody(slot: Slot): unknown {
  return {
    appointmentId: slot.appointmentId,
    appointmentTypeId: slot.appointmentTypeCode,
    calendarId: slot.calendarId,
    startTime: slot.startTime,
    duration: slot.duration,
    date: slot.day,
    providerLocationId: slot.calendarId,
  };
}

export function bookingBody(slot: Slot, holdId: string): unknown {
  return {
    appointmentId: slot.appointmentId,
    appointmentTypeId: slot.appointmentTypeCode,
    bookingType: null,
    dateTimeOfAppointment: null,
    holdId,
    patient: {
      firstName: "Bench",
      middleName: null,
      lastName: "Patient",
      dateOfBirth: "04/12/1980",
      gender: "Female",
      email: "bench.patient@example.org",
      phoneNumber: "615-555-0100",
      parentOrGuardian: null,
      relationshipOfGuardian: null,
      insuranceId: "No Insurance",
      policyId: null,
      reasonForReferral: "Annual check",
      patientConfirmationPreference: "Email",
      secondaryInsuranceId: null,
      secondaryPolicyId: null,
      externalEncounterId: null,
      externalPatientId: null,
    },
    providerLocationId: slot.calendarId,
    caseID: null,
    referredByName: null,
    referredByPhone: null,
    source: "cms",
    siteType: "hospitalOperations",
    address: {
      address1: "100 Main Street",
      address2: null,
      city: "Nashville",
      state: "TN",
      zip: "37203",
      latitude: null,
      longitude: null,
    },
    npi: null,
  };
}

/**
 * Workers form groups of `workersPerGroup`; each group walks one slot list (the free slots of
 * `calendarsPerGroup` calendars) in order. With one worker per group nobody races; with several, every
 * slot is raced and all but one lose (409). A worker whose list is used up stops. Its floor runs the
 * same walk with the same holds and books as plain SQL (lib/booking-floor.ts), on the slots still free.
 */
function holdAndBookScenario(name: string, workersPerGroup: number, calendarsPerGroup: number): FlowScenario {
  const walk = async (
    options: { baseUrl: string; samples: BenchSamples; workers: number; seconds: number },
    holdAndBookSlot: (slot: Slot) => Promise<Outcome>,
  ) => {
    const { baseUrl, samples, workers, seconds } = options;
    const groups = Math.ceil(workers / workersPerGroup);
    const calendars = samples.calendars.slice(0, groups * calendarsPerGroup);
    const calendarSlots = await Promise.all(calendars.map((calendar) => freeSlots(baseUrl, calendar)));
    const slotLists = Array.from({ length: groups }, (_unused, group) =>
      calendarSlots.slice(group * calendarsPerGroup, (group + 1) * calendarsPerGroup).flat(),
    );
    const positions = Array.from({ length: workers }, () => 0);
    return runWorkers({
      workers,
      seconds,
      operation: async (worker) => {
        const slots = slotLists[Math.floor(worker / workersPerGroup)] ?? [];
        const slot = slots[positions[worker] ?? 0];
        if (!slot) return "stop";
        positions[worker] = (positions[worker] ?? 0) + 1;
        return holdAndBookSlot(slot);
      },
    });
  };
  return {
    kind: "flow",
    name,
    run: (options) => walk(options, (slot) => holdAndBook(options.baseUrl, slot)),
    floor: async (options) => {
      const floor = new BookingFloor(options.databaseUrl, options.connections);
      try {
        await floor.prepare(options.samples.calendars.map((calendar) => calendar.calendarId));
        return await walk(options, (slot) => floor.holdAndBook(slot));
      } finally {
        await floor.close();
      }
    },
  };
}

export const bookingScenarios: Record<string, Scenario> = {
  "hold-book": holdAndBookScenario("hold + book, no contention", 1, 4),
  "hold-book-contended": holdAndBookScenario("hold + book, 8 racing per slot", 8, 30),
};
