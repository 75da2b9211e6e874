import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { bookingSearchHitSchema } from "./booking-search.ts";

/**
 * New and changed bookings announced in the console (issue 33, decision 168): per person and location,
 * the bookings booked, moved or cancelled since the person last marked them seen. The count names no
 * patient (the badge); the list does and is audited; marking seen is a change (CSRF).
 */
export const BOOKING_CHANGES_PATHS = {
  count: "/fadmaa/staff/changes/count",
  list: "/fadmaa/staff/changes",
  seen: "/fadmaa/staff/changes/seen",
} as const;

/** At most this many are listed, the latest change first. */
export const BOOKING_CHANGES_LIMIT = 50;

export const bookingChangesQuerySchema = z.object({ locationId: z.string().trim().min(1).max(40) });
export const bookingChangesSeenRequestSchema = bookingChangesQuerySchema;

export const bookingChangesCountSchema = z.object({
  count: z.number().int(),
  /** When the person last marked them seen (ISO); the first look at a location starts it. */
  seenAt: z.string(),
});
export const bookingChangesCountResponseSchema = envelopeSchema(bookingChangesCountSchema);

export const bookingChangeSchema = bookingSearchHitSchema.extend({
  /** "new": booked since; "moved": moved to this time since (by the patient or the desk); "cancelled": cancelled since. */
  change: z.enum(["new", "moved", "cancelled"]),
});
export type BookingChange = z.infer<typeof bookingChangeSchema>;

/** How the list names each change. */
export const BOOKING_CHANGE_LABELS: Record<BookingChange["change"], string> = {
  new: "New",
  moved: "Moved",
  cancelled: "Cancelled",
};

export const bookingChangesSchema = z.object({
  seenAt: z.string(),
  bookings: z.array(bookingChangeSchema),
  more: z.boolean(),
});
export type BookingChanges = z.infer<typeof bookingChangesSchema>;
export const bookingChangesResponseSchema = envelopeSchema(bookingChangesSchema);

/** The badge's words: "3 new or changed bookings". */
export function bookingChangesLabel(count: number): string {
  return count === 1 ? "1 new or changed booking" : `${count} new or changed bookings`;
}
