import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";

/**
 * Messages to the EHR that failed every delivery attempt and are held (decision 150: `dead`). Issue 34
 * asks the staff console to say so; the front desk of the booking's location sees them and sends one
 * again once the EHR's engine is fixed (decision 181).
 */
export const HELD_EHR_MESSAGE_PATHS = {
  held: "/fadmaa/staff/ehr-messages/held",
  sendAgain: (messageId: string) => `/fadmaa/staff/ehr-messages/${encodeURIComponent(messageId)}/send-again`,
} as const;

export const heldEhrMessagesQuerySchema = z.object({ locationId: z.string().trim().min(1).max(40) });

export const heldEhrMessageParamsSchema = z.object({
  messageId: z.string().regex(/^\d{1,18}$/, "must be a message id"),
});

/** What each SIU event tells the EHR, as the console names it. */
export const EHR_EVENT_NAMES = {
  S12: "New booking",
  S13: "Rescheduled",
  S14: "Changed",
  S15: "Cancelled",
  S26: "No-show",
} as const;
export const ehrEventSchema = z.enum(["S12", "S13", "S14", "S15", "S26"]);

export const heldEhrMessageSchema = z.object({
  messageId: z.string(),
  event: ehrEventSchema,
  bookingId: z.string(),
  /** The appointment's start as an instant, and as the location's wall clock (e.g. "Mon, Nov 30, 9:20 AM"). */
  start: z.string(),
  startText: z.string(),
  physicianName: z.string(),
  attempts: z.number().int(),
  /** Why the last attempt failed (the engine's ACK code or the transport's error); never patient data. */
  lastError: z.string().nullable(),
  /** When the message was written (with the booking's change). */
  createdAt: z.string(),
});
export type HeldEhrMessage = z.infer<typeof heldEhrMessageSchema>;

export const heldEhrMessagesResponseSchema = envelopeSchema(z.object({ messages: z.array(heldEhrMessageSchema) }));
export const sentAgainResponseSchema = envelopeSchema(z.object({ messageId: z.string() }));

export const HELD_EHR_MESSAGE_TEXTS = {
  heading: "Messages to the EHR held",
  explanation:
    "These changes did not reach the EHR after repeated attempts. Ask your EHR team to check the interface, then send each again.",
  sendAgain: "Send again",
  sentAgain: "Queued to send again.",
  notHeld: "That message is not held at your locations (it may already have been sent again).",
  superseded:
    "A later change to this booking has already reached the EHR, so sending this one now would undo it there. Enter this change in the EHR by hand.",
} as const;

/**
 * The last attempt's failure as the front desk reads it (the outbox keeps a short code: hl7-sender.ts).
 * The code stays in brackets so the EHR team can match it with the server's log.
 */
export function ehrFailureText(code: string | null): string {
  if (code === null) return "—";
  const nak = /^nak-(.*)$/.exec(code);
  if (nak) return `${nakText(nak[1] ?? "")} (${nak[1] === "none" ? "no code" : nak[1]})`;
  const known = Object.hasOwn(EHR_DELIVERY_FAILURES, code) ? EHR_DELIVERY_FAILURES[code as EhrDeliveryFailure] : null;
  return known ? `${known} (${code})` : `Not delivered (${code})`;
}

/** MSA-1 acknowledgement codes (HL7 table 0008): AE/CE an error in the message, AR/CR a rejection. */
function nakText(ackCode: string): string {
  if (ackCode === "AE" || ackCode === "CE") return "The EHR reported an error in the message";
  if (ackCode === "AR" || ackCode === "CR") return "The EHR rejected the message";
  return "The EHR answered without accepting it";
}

/** What the sender writes when a message did not go (the MLLP connection's failures, and an unreadable row). */
export const EHR_DELIVERY_FAILURES = {
  "connect-timeout": "The EHR's interface did not answer the connection",
  "connect-refused": "The EHR's interface refused the connection",
  "connect-failed": "The EHR's interface could not be reached",
  "ack-timeout": "The EHR's interface did not acknowledge in time",
  closed: "The EHR's interface closed the connection before acknowledging",
  unreadable: "The message could not be read by this server (its key is no longer configured)",
} as const;
export type EhrDeliveryFailure = keyof typeof EHR_DELIVERY_FAILURES;
