import zipcodes from "zipcodes";

/** The lower-case two-letter code of a state code or name ("tn", "Tennessee", "new york"), or null. */
export function stateCode(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return null;
  const upper = trimmed.toUpperCase();
  if (zipcodes.states.abbr[upper]) return upper.toLowerCase();
  const byName = zipcodes.states.normalize(trimmed);
  return byName && zipcodes.states.abbr[byName] ? byName.toLowerCase() : null;
}
