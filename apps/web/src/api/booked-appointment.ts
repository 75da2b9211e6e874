import {
  BOOKED_APPOINTMENT_PATH,
  type BookedAppointment,
  type BookingAccess,
  bookedAppointmentResponseSchema,
  CANCEL_APPOINTMENT_PATH,
  RESCHEDULE_APPOINTMENT_PATH,
  type RescheduleAppointmentRequest,
} from "@fad/contracts/appointments/booked-appointment";
import { requestEnvelope } from "./request-envelope.ts";

/** POST /fadmaa/appointment/booked: the booking, opened with its reference and token. */
export async function fetchBookedAppointment(access: BookingAccess): Promise<BookedAppointment> {
  const envelope = await requestEnvelope(BOOKED_APPOINTMENT_PATH, {
    method: "POST",
    body: access,
    schema: bookedAppointmentResponseSchema,
  });
  return envelope.result;
}

/** POST /fadmaa/appointment/cancel: answers the booking as cancelled. */
export async function cancelBookedAppointment(access: BookingAccess): Promise<BookedAppointment> {
  const envelope = await requestEnvelope(CANCEL_APPOINTMENT_PATH, {
    method: "POST",
    body: access,
    schema: bookedAppointmentResponseSchema,
  });
  return envelope.result;
}

/** POST /fadmaa/appointment/reschedule: answers the booking at its new time. */
export async function rescheduleBookedAppointment(request: RescheduleAppointmentRequest): Promise<BookedAppointment> {
  const envelope = await requestEnvelope(RESCHEDULE_APPOINTMENT_PATH, {
    method: "POST",
    body: request,
    schema: bookedAppointmentResponseSchema,
  });
  return envelope.result;
}

/** The booked-appointment query, shared by the confirmation and manage pages (one cache entry per booking). */
export function bookedAppointmentQuery(access: BookingAccess | null) {
  return {
    queryKey: ["booked-appointment", access?.bookingId ?? "", access?.token ?? ""] as const,
    queryFn: () => {
      if (!access) throw new Error("no booking to open");
      return fetchBookedAppointment(access);
    },
    enabled: access !== null,
    retry: false,
  };
}
