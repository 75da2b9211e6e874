import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";

/**
 * DELETE /fadmaa/appointment/hold (ours, issue 19; docs/decisions.md 75): the visitor gives a held time
 * back (a type or location change, another time chosen on the page, the page left), so it is offered to
 * everyone again at once instead of after the hold's 15 minutes. Only the visitor whose holder cookie
 * made the hold may release it. Releasing a hold that is already released, expired or gone answers as
 * released: the time is not held by this visitor either way, and a page leaving may send it twice.
 */
export const RELEASE_HOLD_PATH = "/appointment/hold";
export const RELEASE_HOLD_METHOD = "DELETE";

export const releaseHoldRequestSchema = z.object({
  /** The holdId of the hold call's answer. */
  holdId: z.string().min(1).max(100),
  /** The slot's opaque id the hold was made for (as in the renew and book calls). */
  appointmentId: z.string().min(1).max(200),
});
export type ReleaseHoldRequest = z.infer<typeof releaseHoldRequestSchema>;

export const releaseHoldResultSchema = z.object({
  holdId: z.string(),
  /** released: this call gave the time back; not-held: it was no longer held (expired, released before). */
  outcome: z.enum(["released", "not-held"]),
});
export type ReleaseHoldResult = z.infer<typeof releaseHoldResultSchema>;

export const releaseHoldResponseSchema = envelopeSchema(releaseHoldResultSchema);

/** The refusals of the release call (status.details): 404 unknown, 403 not the holder, 409 booked. */
export const RELEASE_HOLD_MESSAGES = {
  unknownHold: "No such hold for this appointment",
  notHolder: "Only the visitor who holds this appointment time can release it",
  booked: "This appointment has already been booked and cannot be released here",
} as const;
