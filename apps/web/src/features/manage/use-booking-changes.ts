import type { BookedAppointment, BookingAccess } from "@fad/contracts/appointments/booked-appointment";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  bookedAppointmentQuery,
  cancelBookedAppointment,
  rescheduleBookedAppointment,
} from "../../api/booked-appointment.ts";
import { ApiError } from "../../api/request-envelope.ts";
import type { HeldNewTime } from "./use-new-time-hold.ts";

/** What the last change did, for the page's status line. */
export type ChangeNotice = "cancelled" | "rescheduled" | null;

/**
 * Cancel and reschedule (docs/api.md): each answer is the booking as it now is, which replaces the
 * page's copy. A refusal because the booking changed meanwhile (409 cancelled elsewhere, 422 started)
 * fetches it again, so the page shows why; the refusal's sentence is shown too.
 */
export function useBookingChanges(access: BookingAccess) {
  const queryClient = useQueryClient();
  const { queryKey } = bookedAppointmentQuery(access);
  const [notice, setNotice] = useState<ChangeNotice>(null);
  const [error, setError] = useState<unknown>(null);
  const [cancelling, setCancelling] = useState(false);

  function settled(booked: BookedAppointment, change: Exclude<ChangeNotice, null>) {
    queryClient.setQueryData(queryKey, booked);
    setError(null);
    setNotice(change);
  }

  function refused(failure: unknown) {
    setError(failure);
    if (failure instanceof ApiError && (failure.status === 409 || failure.status === 422))
      void queryClient.invalidateQueries({ queryKey });
  }

  return {
    notice,
    error,
    cancelling,
    clearError: () => setError(null),
    async cancel(): Promise<void> {
      setCancelling(true);
      try {
        settled(await cancelBookedAppointment(access), "cancelled");
      } catch (failure) {
        refused(failure);
      } finally {
        setCancelling(false);
      }
    },
    async reschedule(held: HeldNewTime): Promise<"moved" | "hold-lost" | "failed"> {
      try {
        const booked = await rescheduleBookedAppointment({
          ...access,
          holdId: held.holdId,
          appointmentId: held.appointmentId,
        });
        settled(booked, "rescheduled");
        return "moved";
      } catch (failure) {
        // The panel says a lost hold itself, and offers the times again.
        if (failure instanceof ApiError && failure.status === 410) return "hold-lost";
        refused(failure);
        return "failed";
      }
    },
  };
}
