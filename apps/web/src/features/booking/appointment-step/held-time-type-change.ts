import type { AppType } from "@fad/contracts/provider/app-type";
import { holdSlot } from "../../../api/hold-slot.ts";
import { ApiError } from "../../../api/request-envelope.ts";
import {
  getBookingSession,
  setHeldTimeConflict,
  setHoldNotice,
  startHold,
} from "../../../booking-session/booking-session-store.ts";
import { dropHold } from "../../../booking-session/drop-hold.ts";

/**
 * The patient picks a type other than the held time's (issue 19, problem 1; decision 78): the same
 * time is held again for that type when the calendar offers it for that type (the hold call checks;
 * the visitor's earlier hold is released by it), so nothing the patient chose is lost. When the time
 * is not offered for that type (404, or 400: another length) the hold is kept (a refused hold leaves
 * it on the server): step 1 says so before anything is released, shows that type's times and offers
 * to keep the time (decision 129); picking a new time releases it. When the hold itself is gone (409,
 * 410) or the call fails, it is dropped and step 1 says so.
 */
export async function holdTimeForType(type: AppType, source: string | null): Promise<void> {
  const held = getBookingSession().hold;
  if (!held || held.appointmentTypeCode === type.code) return;
  try {
    const result = await holdSlot({
      appointmentId: held.appointmentId,
      appointmentTypeId: type.code,
      calendarId: held.calendarId,
      startTime: held.slot.startTime,
      duration: held.slot.duration,
      date: held.slot.day,
      providerLocationId: held.calendarId,
      source,
    });
    if (getBookingSession().hold?.holdId !== held.holdId) return;
    const moved = {
      ...held,
      holdId: result.holdId,
      appointmentTypeCode: result.appointmentTypeId,
      holdStartedAt: Date.now(),
      holdExpiresAt: result.holdExpiresAt,
    };
    delete moved.renewalsLeft;
    startHold(moved);
  } catch (error) {
    if (getBookingSession().hold?.holdId !== held.holdId) return;
    if (error instanceof ApiError && [400, 404].includes(error.status)) {
      setHeldTimeConflict({ typeName: type.friendlyName2, holdId: held.holdId });
      return;
    }
    dropHold();
    setHoldNotice({ kind: "resumedTimeFailed" });
  }
}
