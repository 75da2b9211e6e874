/**
 * The answer to a call refused by a rate limit (HTTP 429, docs/api.md; decision 46). The server sends
 * it as status.details and the app shows it wherever that call's failure is shown, in place of the
 * generic error text: the visitor did nothing wrong except go fast, and waiting is all it takes.
 */
export const RATE_LIMIT_TEXTS = {
  tooManyRequests: "Too many requests in a short time. Please wait a minute, then try again.",
} as const;

/** The HTTP status of a rate-limit refusal. */
export const RATE_LIMIT_STATUS = 429;
