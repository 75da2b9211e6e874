import type { HttpScenario } from "./scenario.ts";

/** The baseline: the server's cheapest JSON answer (no database), so every ratio is against the same process. */
export const trivialScenario: HttpScenario = {
  kind: "http",
  name: "trivial JSON (GET /api/config)",
  requests: () => () => ({ method: "GET", path: "/fadmaa/api/config" }),
};
