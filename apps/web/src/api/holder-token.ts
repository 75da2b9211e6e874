import {
  HOLDER_MESSAGES,
  HOLDER_PATH,
  HOLDER_TOKEN_HEADER,
  holderResponseSchema,
  NO_HOLDER_STATUS,
} from "@fad/contracts/appointments/holder";
import { ApiError, requestEnvelope } from "./request-envelope.ts";

/**
 * The visitor's holder token (decision 90), kept in this page's memory only. Every hold needs a holder:
 * POST /fadmaa/appointment/holder makes one (or answers the one the cookie already names) before the
 * first hold. The cookie travels on same-site pages; embedded on another site it does not (SameSite=Lax,
 * third-party cookies blocked), so hold, renew, release and book send the token in X-Fad-Holder too.
 * Not kept in storage: it lets its bearer act on the holds, and a reload on a same-site page gets it
 * back from the cookie.
 */
let holderToken: string | null = null;
let asking: Promise<string> | null = null;

/** The token, asking the server for one first when the page has none (one request for callers at once). */
export async function ensureHolderToken(): Promise<string> {
  if (holderToken !== null) return holderToken;
  asking ??= requestEnvelope(HOLDER_PATH, { method: "POST", body: {}, schema: holderResponseSchema })
    .then((envelope) => {
      holderToken = envelope.result.holderToken;
      return holderToken;
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}

/** The header to send the holder in, when the page has one. */
export function holderHeaders(): Record<string, string> {
  return holderToken === null ? {} : { [HOLDER_TOKEN_HEADER]: holderToken };
}

/** Whether the server refused a call for naming no holder it knows (its key changed, say). */
export function isNoHolder(error: unknown): boolean {
  return error instanceof ApiError && error.status === NO_HOLDER_STATUS && error.details === HOLDER_MESSAGES.noHolder;
}

/** Drops the token the server no longer knows, so the next ensureHolderToken asks again. */
export function forgetHolderToken(): void {
  holderToken = null;
}
