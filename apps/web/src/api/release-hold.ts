import {
  RELEASE_HOLD_METHOD,
  RELEASE_HOLD_PATH,
  type ReleaseHoldRequest,
  type ReleaseHoldResult,
  releaseHoldResponseSchema,
} from "@fad/contracts/appointments/release-hold";
import { holderHeaders } from "./holder-token.ts";
import { requestEnvelope } from "./request-envelope.ts";

/**
 * DELETE /fadmaa/appointment/hold: gives the visitor's held time back at once (decision 75).
 * `leaving`: the page is going away (pagehide), so the request must outlive it (keepalive).
 */
export async function releaseHold(request: ReleaseHoldRequest, leaving = false): Promise<ReleaseHoldResult> {
  const envelope = await requestEnvelope(RELEASE_HOLD_PATH, {
    method: RELEASE_HOLD_METHOD,
    body: request,
    schema: releaseHoldResponseSchema,
    keepalive: leaving,
    headers: holderHeaders(),
  });
  return envelope.result;
}
