import {
  RENEW_HOLD_GONE_STATUSES,
  RENEW_HOLD_PATH,
  RENEW_LIMIT_REACHED_STATUS,
  type RenewHoldRequest,
  type RenewHoldResult,
  renewHoldResponseSchema,
} from "@fad/contracts/appointments/renew-hold";
import { holderHeaders } from "./holder-token.ts";
import { ApiError, requestEnvelope } from "./request-envelope.ts";

/** POST /fadmaa/appointment/hold/renew: keeps the visitor's hold for another 15 minutes (decision 49). */
export async function renewHold(request: RenewHoldRequest): Promise<RenewHoldResult> {
  const envelope = await requestEnvelope(RENEW_HOLD_PATH, {
    method: "POST",
    body: request,
    schema: renewHoldResponseSchema,
    headers: holderHeaders(),
  });
  return envelope.result;
}

/** How a failed renewal ends: no renewals left, the hold gone, or a failure worth another try. */
export type RenewFailure = "limit-reached" | "hold-gone" | "try-again";

/**
 * 422: the hold is live but may not be kept longer; 403, 404, 409, 410: the hold is not (or no longer)
 * this visitor's to keep; anything else (network, 429, 5xx) may pass.
 */
export function renewFailureOf(error: unknown): RenewFailure {
  if (!(error instanceof ApiError)) return "try-again";
  if (error.status === RENEW_LIMIT_REACHED_STATUS) return "limit-reached";
  if (RENEW_HOLD_GONE_STATUSES.includes(error.status)) return "hold-gone";
  return "try-again";
}
