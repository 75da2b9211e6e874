import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import {
  boundsOf,
  type CountyTopology,
  type GazetteerPlace,
  groupBy,
  type StateOutline,
  stateGeography,
  stateOutlines,
} from "./state-geography.ts";

/** The index of states and a loader per state chunk (typed in src/ui/location-map/offline-base-map/us-geography.d.ts). */
export const US_GEOGRAPHY_MODULE = "virtual:us-geography";
const STATE_MODULE_PREFIX = `${US_GEOGRAPHY_MODULE}/us-state-`;
const RESOLVED_INDEX = "\0us-geography-index";
const RESOLVED_STATE_PREFIX = "\0us-state-";

/**
 * Serves the offline base map's geography as modules (docs/decisions.md 106): `virtual:us-geography`
 * is the small index (every state's bounds and a lazy import of its chunk), and
 * `virtual:us-geography/us-state-<fips>` is one state's outline, county lines and cities. Each state is a
 * chunk of its own in the build, fetched from our own /assets like any lazy chunk, only when a map
 * shows that state.
 */
export function usGeographyPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  // Read once per build, when a module first asks; the gazetteer (5 MB of JavaScript) only when a
  // state chunk is made, so the index (and a test that opens a map) stays quick.
  let topology: CountyTopology | undefined;
  let outlines: Map<string, StateOutline> | undefined;
  let placesByState: Map<string, GazetteerPlace[]> | undefined;
  const readOutlines = (): Map<string, StateOutline> => {
    topology ??= JSON.parse(readFileSync(require.resolve("us-atlas/counties-10m.json"), "utf8")) as CountyTopology;
    const states: typeof import("zipcodes")["states"] = require("zipcodes/lib/states");
    outlines ??= new Map(stateOutlines(topology, states.full).map((state) => [state.fips, state]));
    return outlines;
  };
  const placesOf = (abbreviation: string): GazetteerPlace[] => {
    if (!placesByState) {
      const zipcodes: typeof import("zipcodes") = require("zipcodes");
      placesByState = groupBy(Object.values(zipcodes.codes), (place) => place.state);
    }
    return placesByState.get(abbreviation) ?? [];
  };
  return {
    name: "fad-us-geography",
    // The resolved ids' last part names the chunks: us-geography-index-<hash>.js, us-state-47-<hash>.js.
    resolveId(id) {
      if (id === US_GEOGRAPHY_MODULE) return RESOLVED_INDEX;
      return id.startsWith(STATE_MODULE_PREFIX)
        ? RESOLVED_STATE_PREFIX + id.slice(STATE_MODULE_PREFIX.length)
        : undefined;
    },
    load(id) {
      if (id === RESOLVED_INDEX) return indexModule([...readOutlines().values()]);
      if (!id.startsWith(RESOLVED_STATE_PREFIX)) return undefined;
      const state = readOutlines().get(id.slice(RESOLVED_STATE_PREFIX.length));
      if (!state || !topology) return undefined;
      const geography = stateGeography(topology, state, placesOf(state.abbreviation));
      // JSON.parse of a string literal parses faster than the same object written as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(geography))});`;
    },
  };
}

function indexModule(states: StateOutline[]): string {
  const entries = states.map((state) => ({
    fips: state.fips,
    abbreviation: state.abbreviation,
    bounds: boundsOf(state.outline),
  }));
  const loaders = entries
    .map((entry) => `${JSON.stringify(entry.fips)}: () => import(${JSON.stringify(STATE_MODULE_PREFIX + entry.fips)})`)
    .join(",\n");
  return `export const STATE_INDEX = ${JSON.stringify(entries)};
const loaders = {${loaders}};
export function loadStateGeography(fips) {
  const loader = loaders[fips];
  return loader ? loader().then((module) => module.default) : Promise.reject(new Error("No state " + fips));
}`;
}
