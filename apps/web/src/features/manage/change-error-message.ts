import { NETWORK_ERROR_MESSAGE } from "@fad/contracts/messages/page-texts";
import { ApiError } from "../../api/request-envelope.ts";
import { userMessageFor } from "../../api/user-message.ts";

/** Refusals whose sentence the server gives (BOOKED_APPOINTMENT_MESSAGES): not found, cancelled, changed elsewhere, hold lost, past. */
const SAID_BY_SERVER = [404, 409, 410, 422];

/** What a failed cancel or reschedule says: the server's refusal, else the network error (or the rate limit's). */
export function changeErrorMessage(error: unknown): string {
  if (error instanceof ApiError && SAID_BY_SERVER.includes(error.status)) return error.details;
  return userMessageFor(error, NETWORK_ERROR_MESSAGE);
}
