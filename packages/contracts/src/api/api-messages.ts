/**
 * The error envelope's sentences (status.details) that belong to no one call's contract: the answers of
 * the server's own guards and fallbacks, for API clients and developers reading a response. The web
 * shows none of them (it shows its own network error banner); they are written here once, with the
 * call-specific refusals in each call's contract (HOLD_SLOT_REFUSALS and the like).
 */

/** A fault of ours (500): the details never echo the input or the error. */
export const INTERNAL_ERROR_MESSAGE = "Internal server error";

/** A path with a malformed percent-encoding (400), before any route. */
export const MALFORMED_ADDRESS_MESSAGE = "The address is not valid: it holds a malformed percent-encoding";

/** No route answers this method and path (404). */
export function noSuchCallMessage(method: string, path: string): string {
  return `No such call: ${method} ${path}`;
}

/** Any text field holding U+0000 (400), after the field's path ("body.patient.firstName: …"). */
export const NUL_MESSAGE = "must not contain the NUL character (U+0000)";

/** The cross-site guard's refusals of a state-changing call (docs/decisions.md 45): 415 and 403. */
export const CROSS_SITE_MESSAGES = {
  notJson: "Unsupported content type: this call accepts only a JSON body (Content-Type: application/json)",
  foreignOrigin:
    "Cross-site request refused: this call accepts requests only from this site's own pages and the host sites configured to embed it",
} as const;

/** GET /fadmaa/health while the database does not answer (503). */
export const DATABASE_UNAVAILABLE_MESSAGE = "Database unavailable";

/** The generated images and the embed script, when there is no such file (404). */
export const MISSING_FILE_MESSAGES = {
  avatar: "No such avatar",
  mapMarker: "No such map marker",
  embedScript: "The embed script is not available: the web app has not been built.",
} as const;
