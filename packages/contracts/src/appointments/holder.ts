import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";

/**
 * POST /fadmaa/appointment/holder: makes the visitor a holder before the first hold (decision 90).
 * Every hold belongs to a holder: the answer sets the holder cookie (same-site pages) and gives the
 * same token in its body, which the app keeps in memory and sends in HOLDER_TOKEN_HEADER where cookies
 * do not travel (embedded on another site, docs/embedding.md). A request that already carries a valid
 * holder (cookie or header) is answered that same holder, so a reload keeps its holds.
 */
export const HOLDER_PATH = "/appointment/holder";

/** The header carrying the holder token on hold, renew, release and book (ours, docs/api.md). */
export const HOLDER_TOKEN_HEADER = "x-fad-holder";

/** A holder token: a random part and the server's tag on it, both base64url (holder-token.ts). */
export const HOLDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;

export const holderRequestSchema = z.object({}).strict();

export const holderResultSchema = z.object({
  holderToken: z.string().regex(HOLDER_TOKEN_PATTERN),
});
export type HolderResult = z.infer<typeof holderResultSchema>;

export const holderResponseSchema = envelopeSchema(holderResultSchema);

/** The status and texts of holds refused for their holder (decision 90). */
export const NO_HOLDER_STATUS = 400;
export const HOLD_LIMIT_STATUS = 429;
export const HOLDER_MESSAGES = {
  noHolder:
    "No holder: a hold needs the holder cookie or the X-Fad-Holder token from POST /fadmaa/appointment/holder, asked first",
  /** Shown to the visitor as it is (the app's hold failure), so it says what to do. */
  tooManyHolds:
    "You are holding as many appointment times as one visitor may at once. Book or let go of a held time, then try again.",
} as const;
