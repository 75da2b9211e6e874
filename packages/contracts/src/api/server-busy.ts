/**
 * The answer of a booking call the server sheds at a rush (admission control, decision 209): a 503
 * with this text as status.details and a Retry-After in whole seconds. Nothing failed and nothing was
 * done: the same call, sent again after Retry-After, is served when the crowd has thinned. The app
 * tells the patient in the page's language (catalog "app.serverBusy") and asks again by itself.
 */
export const SERVER_BUSY_MESSAGE =
  "Many people are booking right now. Your choice is kept and will be sent again in a moment.";

export const SERVER_BUSY_STATUS = 503;

/**
 * How many times a page (and the bench's rush patient, as a page would) sends a shed call again,
 * each after the answer's Retry-After, before it shows the failure as any other.
 */
export const SERVER_BUSY_RETRIES = 6;

/** Retry-After values above this are waited as this (a page does not sit still for minutes). */
export const SERVER_BUSY_LONGEST_WAIT_SECONDS = 10;

/**
 * How long to wait before sending a shed call again: the answer's Retry-After (whole seconds; absent
 * or unreadable counts as 1), doubled for each busy answer to the same call before it (`retry`, from
 * 0), at most SERVER_BUSY_LONGEST_WAIT_SECONDS, plus up to one second more at random: patients shed in
 * the same instant do not come back in the same instant, and a crowd that is not thinning asks less
 * and less often instead of more and more.
 */
export function serverBusyWaitMs(retryAfter: string | null, retry: number, random: () => number = Math.random): number {
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : 1;
  const backedOff = Math.max(seconds, 1) * 2 ** Math.max(0, retry);
  return Math.min(backedOff, SERVER_BUSY_LONGEST_WAIT_SECONDS) * 1000 + Math.floor(random() * 1000);
}
