/**
 * The `source` the texting flow sends with its slot, type and hold calls. The spec sends the host app
 * as source, and the texting flow is chosen by page configuration (routeData and a texting appointment
 * type), not by a host app of its own; so the texting pages send this value instead of the hostApp, and
 * only then does the server offer the texting-only type 'ER Private' (spec booking §3, docs/decisions.md).
 */
export const TEXTING_SOURCE = "texting";

export function isTextingSource(source: string | null | undefined): boolean {
  return source === TEXTING_SOURCE;
}
