import type { DegreeBox, StateIndexEntry } from "./geography-types.ts";

const overlaps = (a: DegreeBox, b: DegreeBox): boolean => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/**
 * The states whose bounds meet the view: the chunks a map needs (only those are fetched). A bounding
 * box may take in a neighbour that the view only nears; that costs one small chunk, never a gap.
 */
export function statesInView(index: readonly StateIndexEntry[], view: DegreeBox): string[] {
  return index.filter((state) => overlaps(state.bounds, view)).map((state) => state.fips);
}
