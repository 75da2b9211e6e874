import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";
import { TIME_GONE_STATUSES } from "@fad/contracts/appointments/hold-refusals";
import {
  HOLD_SLOT_PATH,
  type HoldSlotRequest,
  type HoldSlotResult,
  holdSlotResponseSchema,
} from "@fad/contracts/appointments/hold-slot";
import { useMutation } from "@tanstack/react-query";
import { ensureHolderToken, forgetHolderToken, holderHeaders, isNoHolder } from "./holder-token.ts";
import { ApiError, requestEnvelope } from "./request-envelope.ts";

/**
 * The hold call's request for a time the calendar showed: the slot, its day, the calendar (which is
 * also the provider location the call names) and the appointment type and source it was searched with.
 */
export function holdRequestFor(options: {
  slot: Pick<TimeSlot, "appointmentId" | "startTime" | "duration">;
  day: Pick<AvailableDay, "day">;
  calendarId: string;
  appointmentTypeCode: HoldSlotRequest["appointmentTypeId"];
  source: HoldSlotRequest["source"];
}): HoldSlotRequest {
  const { slot, day, calendarId, appointmentTypeCode, source } = options;
  return {
    appointmentId: slot.appointmentId,
    appointmentTypeId: appointmentTypeCode,
    calendarId,
    startTime: slot.startTime,
    duration: slot.duration,
    date: day.day,
    providerLocationId: calendarId,
    source,
  };
}

/**
 * POST /fadmaa/appointment/hold: holds a slot for the visitor for 15 minutes, as the page's holder
 * (holder-token.ts). A holder the server no longer knows is asked for again, once.
 */
export async function holdSlot(request: HoldSlotRequest): Promise<HoldSlotResult> {
  await ensureHolderToken();
  try {
    return await holdAsHolder(request);
  } catch (error) {
    if (!isNoHolder(error)) throw error;
    forgetHolderToken();
    await ensureHolderToken();
    return holdAsHolder(request);
  }
}

async function holdAsHolder(request: HoldSlotRequest): Promise<HoldSlotResult> {
  const envelope = await requestEnvelope(HOLD_SLOT_PATH, {
    method: "POST",
    body: request,
    schema: holdSlotResponseSchema,
    headers: holderHeaders(),
  });
  return envelope.result;
}

/**
 * Whether a failed hold means the slot is gone (taken 409, expired or released 410, no longer a slot
 * 404: docs/decisions.md 17), as opposed to a network or server failure.
 */
export function isSlotGone(error: unknown): boolean {
  return error instanceof ApiError && TIME_GONE_STATUSES.includes(error.status);
}

export function useHoldSlot() {
  return useMutation({ mutationFn: holdSlot });
}
