import { cpus, loadavg } from "node:os";
import { printTable } from "../lib/print-table.ts";
import { startAppServer } from "./app-server.ts";
import { auditedPages } from "./audited-pages.ts";
import { auditPages, type PageFigures } from "./run-lighthouse.ts";

/** Issue 9's Lighthouse budgets (mobile preset). */
export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 150,
} as const;

/** Which figures must be at least their budget (scores) and which at most (timings, shift). */
const AT_LEAST = new Set<keyof PageFigures>(["performance", "accessibility", "bestPractices"]);
type BudgetedFigure = keyof typeof LIGHTHOUSE_BUDGETS;

/**
 * Starts the production server on the built app (distDir) with a fresh demo network, audits landing,
 * results, a profile and booking step 1 `runs` times each, and prints the medians against the budgets.
 * Beside it, the same server with FAD_SERVER_RENDER=false is audited page by page in the same run: the
 * baseline of pages the browser renders alone (decision 57). Returns whether every served page meets
 * every budget.
 */
export async function printLighthouseReport(options: {
  distDir: string;
  port: number;
  runs: number;
}): Promise<boolean> {
  const server = await startAppServer({ distDir: options.distDir, port: options.port, physicians: 1500 });
  // Same seed, so the same physicians and addresses; only the port differs.
  const baseline = await startAppServer({
    distDir: options.distDir,
    port: options.port + 1,
    physicians: 1500,
    env: { FAD_SERVER_RENDER: "false" },
  }).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    const served = await auditedPages(server.baseUrl);
    const pages = served.flatMap((page) => [
      page,
      { name: `${page.name}, browser-rendered`, url: page.url.replace(server.baseUrl, baseline.baseUrl) },
    ]);
    const loadBefore = loadavg()[0] ?? 0;
    const started = performance.now();
    const figures = await auditPages(
      pages.map((page) => page.url),
      options.runs,
    );
    const minutes = (performance.now() - started) / 60_000;
    let allPass = true;
    const rows = pages.map((page, index) => {
      const figure = figures[index] as PageFigures;
      const missed = (Object.keys(LIGHTHOUSE_BUDGETS) as BudgetedFigure[]).filter((key) =>
        AT_LEAST.has(key) ? figure[key] < LIGHTHOUSE_BUDGETS[key] : figure[key] > LIGHTHOUSE_BUDGETS[key],
      );
      const isBaseline = index % 2 === 1;
      if (missed.length > 0 && !isBaseline) allPass = false;
      return [
        page.name,
        String(figure.performance),
        String(figure.accessibility),
        String(figure.bestPractices),
        (figure.fcpMs / 1000).toFixed(2),
        (figure.lcpMs / 1000).toFixed(2),
        figure.cls.toFixed(3),
        figure.tbtMs.toFixed(0),
        isBaseline ? "(baseline)" : missed.length === 0 ? "pass" : `FAIL: ${missed.join(", ")}`,
      ];
    });
    console.log(
      `## Lighthouse, mobile preset (simulated throttling), median of ${options.runs} run(s) per page; ` +
        `load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores; ${minutes.toFixed(1)} min\n`,
    );
    const budget = LIGHTHOUSE_BUDGETS;
    printTable(
      [
        "page",
        `perf (≥ ${budget.performance})`,
        `a11y (${budget.accessibility})`,
        `best pr. (≥ ${budget.bestPractices})`,
        "FCP s",
        `LCP s (≤ ${budget.lcpMs / 1000})`,
        `CLS (≤ ${budget.cls})`,
        `TBT ms (≤ ${budget.tbtMs})`,
        "budget",
      ],
      rows,
    );
    console.log("");
    return allPass;
  } finally {
    await Promise.all([server.stop(), baseline.stop()]);
  }
}
