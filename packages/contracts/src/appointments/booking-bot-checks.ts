/**
 * The book call's two bot checks (issue 9 "Security", docs/decisions.md 47), checked on the server:
 * a honeypot field people never see, and a minimum time between the hold and the book.
 */

/**
 * A book that arrives sooner than this after its hold was made is refused. A person chooses a time
 * on step 1, fills or at least reads the patient form on step 2, reads the review on step 3 and then
 * confirms: even the texting journey, whose form arrives filled in, takes a person well over this.
 * A script that holds and books in one go does not.
 */
export const MIN_BOOKING_FILL_SECONDS = 3;

/**
 * The honeypot's name in the book call and on the form: a field bots fill because it looks like a
 * normal one, and people never meet (hidden from sight, the keyboard and assistive technology).
 */
export const HONEYPOT_FIELD = "website";
/** Bounds what a bot may send in it (anything non-blank is refused anyway). */
export const HONEYPOT_MAX_LENGTH = 200;

/** The hidden field's label, for a bot that reads labels (a person never sees it). */
export const HONEYPOT_LABEL = "Leave this field empty";

/**
 * The 422 answer of a book refused by a bot check. The same sentence for both checks, so a script
 * learns nothing about which one it failed; the hold stays, so a person who was quicker than the
 * minimum can confirm again.
 */
export const BOOKING_REFUSED_MESSAGE =
  "We could not confirm your booking. Please check your details and select Confirm again.";
