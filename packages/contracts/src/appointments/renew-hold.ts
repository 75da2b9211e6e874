import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { type CallRefusal, HOLD_GONE_MESSAGES, TIME_GONE_STATUS, TIME_GONE_STATUSES } from "./hold-refusals.ts";

/**
 * POST /fadmaa/appointment/hold/renew: keep the held time for another 15 minutes (ours, issue 9: WCAG
 * 2.2.1 Timing adjustable; docs/decisions.md 49). Only the visitor whose holder cookie made the hold may
 * renew it, while it is live, at most MAX_HOLD_RENEWALS times.
 */
export const RENEW_HOLD_PATH = "/appointment/hold/renew";

/** WCAG 2.2.1 asks that the visitor can extend the time limit at least ten times. */
export const MAX_HOLD_RENEWALS = 10;

export const renewHoldRequestSchema = z.object({
  /** The holdId of the hold call's answer. */
  holdId: z.string().min(1).max(100),
  /** The slot's opaque id the hold was made for (as in the book call): a holdId of another slot is unknown. */
  appointmentId: z.string().min(1).max(200),
});
export type RenewHoldRequest = z.infer<typeof renewHoldRequestSchema>;

export const renewHoldResultSchema = z.object({
  holdId: z.string(),
  /** The new release time: the renewal's time plus the 15-minute hold life (ISO 8601). */
  holdExpiresAt: z.string(),
  /** Renewals made so far on this hold, this one included. */
  renewals: z.number().int().min(1),
  /** Renewals still allowed (0: this was the last). */
  renewalsLeft: z.number().int().min(0),
});
export type RenewHoldResult = z.infer<typeof renewHoldResultSchema>;

export const renewHoldResponseSchema = envelopeSchema(renewHoldResultSchema);
export type RenewHoldResponse = z.infer<typeof renewHoldResponseSchema>;

/**
 * The refusals of the renew call (status.details), by HTTP status: 404 unknown, 403 not the holder,
 * 410 expired or released, 409 booked, 422 no renewals left.
 */
export const RENEW_HOLD_MESSAGES = {
  unknownHold: HOLD_GONE_MESSAGES.unknownHold,
  notHolder: "Only the visitor who holds this appointment time can keep it longer",
  expired: HOLD_GONE_MESSAGES.expired,
  released: HOLD_GONE_MESSAGES.released,
  booked: HOLD_GONE_MESSAGES.booked,
  limitReached: `This appointment time has already been kept longer ${MAX_HOLD_RENEWALS} times and cannot be kept any longer. Please complete your booking before the time runs out.`,
} as const;

/** The HTTP status of the "no renewals left" refusal (the hold itself is still live). */
export const RENEW_LIMIT_REACHED_STATUS = 422;

/** The renew call's refusals (docs/api.md "Keep my time"), by the renewal's outcome. */
export const RENEW_HOLD_REFUSALS = {
  "unknown-hold": { status: TIME_GONE_STATUS.unknown, message: RENEW_HOLD_MESSAGES.unknownHold },
  "not-holder": { status: 403, message: RENEW_HOLD_MESSAGES.notHolder },
  expired: { status: TIME_GONE_STATUS.released, message: RENEW_HOLD_MESSAGES.expired },
  released: { status: TIME_GONE_STATUS.released, message: RENEW_HOLD_MESSAGES.released },
  booked: { status: TIME_GONE_STATUS.taken, message: RENEW_HOLD_MESSAGES.booked },
  "limit-reached": { status: RENEW_LIMIT_REACHED_STATUS, message: RENEW_HOLD_MESSAGES.limitReached },
} as const satisfies Record<string, CallRefusal>;

/** The statuses of a renew answer meaning the hold is not (or no longer) this visitor's to keep. */
export const RENEW_HOLD_GONE_STATUSES: readonly number[] = [
  RENEW_HOLD_REFUSALS["not-holder"].status,
  ...TIME_GONE_STATUSES,
];
