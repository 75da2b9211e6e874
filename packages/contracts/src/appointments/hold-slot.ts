import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { type CallRefusal, TIME_GONE_STATUS } from "./hold-refusals.ts";

/** POST /fadmaa/appointment/hold: hold a time slot for the visitor (spec booking §4 "Slot hold", §7). */
export const HOLD_SLOT_PATH = "/appointment/hold";

/** A hold lives 15 minutes on the server (DESIGN.md; the browser warns at ~10 and expires at ~15). */
export const HOLD_MINUTES = 15;

export const HOUR_MINUTE_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const YYYYMMDD_PATTERN = /^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;

/**
 * The location the slot belongs to: the spec's book call names it "the location's calendar id"; the
 * location's id and the provider-location number are taken too (docs/api.md).
 */
export const providerLocationIdSchema = z.union([z.string().min(1).max(100), z.number().int().nonnegative()]);

export const holdSlotRequestSchema = z.object({
  /** The slot's opaque id from the slot search. */
  appointmentId: z.string().min(1).max(200),
  /**
   * The appointment type's code. Optional (ours): absent or null → the calendar's default type, as the
   * slot search without a type (the results carousel shows that type, docs/decisions.md 22).
   */
  appointmentTypeId: z.string().min(1).max(40).nullish(),
  calendarId: z.string().min(1).max(100),
  /** The slot's local start, HH:mm (24-hour), as the slot search gave it. */
  startTime: z.string().regex(HOUR_MINUTE_PATTERN, "must be HH:mm (24-hour)"),
  /** Minutes. */
  duration: z.number().int().min(1).max(480),
  /** The slot's local day, yyyymmdd. */
  date: z.string().regex(YYYYMMDD_PATTERN, "must be a yyyymmdd date"),
  providerLocationId: providerLocationIdSchema,
  /** Ours, optional: the host app, as in the slot search; the texting-only type needs the texting source. */
  source: z.string().max(40).nullish(),
});
export type HoldSlotRequest = z.infer<typeof holdSlotRequestSchema>;

export const holdSlotResultSchema = z.object({
  holdId: z.string(),
  /** Ours: when the server releases the hold (ISO 8601). */
  holdExpiresAt: z.string(),
  /** Ours: the code of the type held (the calendar's default when none was asked), which the book call needs. */
  appointmentTypeId: z.string(),
});
export type HoldSlotResult = z.infer<typeof holdSlotResultSchema>;

export const holdSlotResponseSchema = envelopeSchema(holdSlotResultSchema);
export type HoldSlotResponse = z.infer<typeof holdSlotResponseSchema>;

/** The hold call's refusals (docs/api.md "Hold a time"), by the hold's outcome. */
export const HOLD_SLOT_REFUSALS = {
  "unknown-slot": {
    status: TIME_GONE_STATUS.unknown,
    message: "No such time slot for this calendar and appointment type (or it has passed)",
  },
  taken: {
    status: TIME_GONE_STATUS.taken,
    message: "Appointment is no longer available: another visitor holds or has booked this time",
  },
} as const satisfies Record<string, CallRefusal>;

/** The hold call's 400 when a field of the request does not match the slot it names. */
export function slotMismatchRefusal(field: string, expected: string): CallRefusal {
  return { status: 400, message: `body.${field}: does not match the time slot (${expected})` };
}
