import { rmSync } from "node:fs";
import { buildWebApp } from "./bundle/build-web-app.ts";
import { printBundleReport } from "./bundle/bundle-report.ts";
import { printLighthouseReport } from "./lighthouse/lighthouse-report.ts";

/** The bench parts that measure the web app rather than the server's endpoints (decisions 50, 51). */
export const FRONT_END_PARTS = ["bundle", "lighthouse"] as const;
export type FrontEndPart = (typeof FRONT_END_PARTS)[number];

/** The Lighthouse part's own server port (the bench's range 8330-8339; the endpoint bench uses 8390). */
const LIGHTHOUSE_PORT = 8335;

/**
 * Builds the production web app once into a temporary folder, prints the chosen parts, removes the
 * folder. A missed budget is printed as FAIL in its table, not thrown: the other figures still matter.
 */
export async function runFrontEndParts(parts: FrontEndPart[], lighthouseRuns: number): Promise<void> {
  if (parts.length === 0) return;
  const distDir = await buildWebApp();
  try {
    if (parts.includes("bundle")) printBundleReport(distDir);
    if (parts.includes("lighthouse")) {
      await printLighthouseReport({ distDir, port: LIGHTHOUSE_PORT, runs: lighthouseRuns });
    }
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
}
