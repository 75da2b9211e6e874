import { ApiError } from "../../api/request-envelope.ts";
import { userMessageFor } from "../../api/user-message.ts";
import type { Text } from "../../ui/i18n/use-text.ts";

/** Refusals whose sentence the server gives (BOOKED_APPOINTMENT_MESSAGES): not found, cancelled, changed elsewhere, hold lost, past. */
const SAID_BY_SERVER = [404, 409, 410, 422];

/**
 * What a failed cancel or reschedule says: the server's refusal (in the page's language when the
 * catalog knows it), else the network error (or the rate limit's).
 */
export function changeErrorMessage(error: unknown, t: Text, refusal: (details: string) => string): string {
  if (error instanceof ApiError && SAID_BY_SERVER.includes(error.status)) return refusal(error.details);
  return userMessageFor(error, t("app.networkError"));
}
