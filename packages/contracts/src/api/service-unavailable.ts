/**
 * The answer of any /fadmaa call while the database cannot be reached (issue 9, Faults): a 503 with
 * this text and a Retry-After of this many seconds. The app shows its network error banner instead and
 * retries by itself; the text is for API clients and operators reading a response.
 */
export const SERVICE_UNAVAILABLE_MESSAGE = "Find a Doctor is temporarily unavailable. Please try again in a moment.";

export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
