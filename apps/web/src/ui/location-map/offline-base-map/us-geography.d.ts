/** Modules made by build-tools/us-geography/us-geography-plugin.ts (docs/decisions.md 106). */
declare module "virtual:us-geography" {
  import type { StateGeography, StateIndexEntry } from "./geography-types.ts";
  /** Every state's bounds: small, carried by the map chunk. */
  export const STATE_INDEX: StateIndexEntry[];
  /** One state's chunk, fetched from our own /assets the first time a map shows the state. */
  export function loadStateGeography(fips: string): Promise<StateGeography>;
}
