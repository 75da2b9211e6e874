import type { Appointment } from "@medplum/fhirtypes";
import type { FeedSystems } from "./feed-systems.ts";

/** What an Appointment is built from: a booked or cancelled appointments row with its calendar's facts. */
export interface AppointmentSource {
  bookingId: string;
  status: "booked" | "cancelled";
  start: Date;
  end: Date;
  bookedAt: Date;
  /** When the feed published the change (migration 0120), not when it was written; null until then. */
  lastUpdated: Date | null;
  appointmentType: { code: string; name: string };
  physician: { npi: string; name: string };
  location: { id: string; name: string };
}

/**
 * A booking as an R4 Appointment (decision 152). Its id is the booking id, which a reschedule keeps, so
 * a moved booking is the same Appointment at a new time; a cancelled one stays, `cancelled`. The patient
 * is a reference only (Patient/<booking id>): what the patient typed is in the Patient resource, for
 * clients granted it. Pure: the tests build it from plain values.
 */
export function mapAppointment(source: AppointmentSource, systems: FeedSystems): Appointment {
  // The participants agreed to the time when it was booked; a cancellation ends the appointment, not their answer.
  const accepted = "accepted" as const;
  return {
    resourceType: "Appointment",
    id: source.bookingId,
    ...(source.lastUpdated ? { meta: { lastUpdated: source.lastUpdated.toISOString() } } : {}),
    identifier: [{ use: "official", system: systems.bookingId, value: source.bookingId }],
    status: source.status,
    appointmentType: {
      coding: [
        { system: systems.appointmentType, code: source.appointmentType.code, display: source.appointmentType.name },
      ],
      text: source.appointmentType.name,
    },
    start: source.start.toISOString(),
    end: source.end.toISOString(),
    minutesDuration: Math.round((source.end.getTime() - source.start.getTime()) / 60_000),
    created: source.bookedAt.toISOString(),
    participant: [
      {
        type: [participantType("ATND", "attender")],
        actor: { reference: `Practitioner/${source.physician.npi}`, display: source.physician.name },
        required: "required",
        status: accepted,
      },
      {
        actor: { reference: `Location/${source.location.id}`, display: source.location.name },
        required: "required",
        status: accepted,
      },
      { actor: { reference: `Patient/${source.bookingId}` }, required: "required", status: accepted },
    ],
  };
}

function participantType(code: string, display: string) {
  return { coding: [{ system: "http://terminology.hl7.org/CodeSystem/v3-ParticipationType", code, display }] };
}
