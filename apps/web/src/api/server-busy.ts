import {
  SERVER_BUSY_MESSAGE,
  SERVER_BUSY_RETRIES,
  SERVER_BUSY_STATUS,
  serverBusyWaitMs,
} from "@fad/contracts/api/server-busy";
import { ApiError } from "./request-envelope.ts";

/** A call the server shed at a rush (503 with the busy sentence, decision 209): nothing was done, ask again. */
export function isServerBusy(error: unknown): boolean {
  return error instanceof ApiError && error.status === SERVER_BUSY_STATUS && error.details === SERVER_BUSY_MESSAGE;
}

export interface BusyRetryOptions {
  /** Told true while the page waits to send the call again, false once it is sent and answered. */
  onWaiting: (waiting: boolean) => void;
  /** How to wait (tests pass one that resolves at once). */
  wait?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A hold or book as the page sends it at a rush (decision 209): when the server sheds it, the same
 * call (the patient's same choice) is sent again after the answer's Retry-After, backing off, up to
 * SERVER_BUSY_RETRIES times; the caller shows the patient why it waits meanwhile. Any other answer,
 * or the last busy one, is the call's result as before.
 */
export async function retryWhileBusy<T>(call: () => Promise<T>, options: BusyRetryOptions): Promise<T> {
  const pause = options.wait ?? wait;
  for (let retry = 0; ; retry += 1) {
    try {
      const result = await call();
      options.onWaiting(false);
      return result;
    } catch (error) {
      if (!isServerBusy(error) || retry === SERVER_BUSY_RETRIES) {
        options.onWaiting(false);
        throw error;
      }
      options.onWaiting(true);
      await pause(serverBusyWaitMs((error as ApiError).retryAfter, retry));
    }
  }
}
