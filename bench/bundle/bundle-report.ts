import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { printTable } from "../lib/print-table.ts";
import { type Manifest, ROUTES, routeFiles } from "./route-bundles.ts";

/** The budget: the JavaScript the landing route needs, gzip-compressed (issue 9). */
export const LANDING_JS_BUDGET_GZIP_BYTES = 170 * 1024;

interface Sizes {
  raw: number;
  gzip: number;
}

/**
 * Prints, for each route, the JavaScript and CSS it downloads before it shows (the manifest's import
 * graph, route-bundles.ts), raw and gzip (zlib level 9, what a compressing server sends at most), and
 * the landing budget's verdict. Returns whether the budget holds.
 */
export function printBundleReport(distDir: string): boolean {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const sizeCache = new Map<string, Sizes>();
  const sizeOf = (file: string): Sizes => {
    let sizes = sizeCache.get(file);
    if (!sizes) {
      const bytes = readFileSync(path.join(distDir, file));
      sizes = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizeCache.set(file, sizes);
    }
    return sizes;
  };
  const total = (files: string[]): Sizes =>
    files.map(sizeOf).reduce((sum, sizes) => ({ raw: sum.raw + sizes.raw, gzip: sum.gzip + sizes.gzip }), {
      raw: 0,
      gzip: 0,
    });

  let withinBudget = true;
  const rows = ROUTES.map((route) => {
    const files = routeFiles(manifest, route);
    const js = total(files.scripts);
    const css = total(files.stylesheets);
    const later = total(files.onDemand);
    let verdict = "";
    if (route.name === "landing") {
      withinBudget = js.gzip <= LANDING_JS_BUDGET_GZIP_BYTES;
      verdict = `${withinBudget ? "pass" : "FAIL"} (≤ ${kb(LANDING_JS_BUDGET_GZIP_BYTES)})`;
    }
    return [
      route.name,
      String(files.scripts.length),
      kb(js.raw),
      kb(js.gzip),
      kb(css.raw),
      kb(css.gzip),
      files.onDemand.length > 0 ? `${kb(later.gzip)} in ${files.onDemand.length}` : "",
      verdict,
    ];
  });
  console.log(`## Bundle sizes per route (production build; KB = 1024 bytes)\n`);
  printTable(
    ["route", "js files", "js KB", "js KB gzip", "css KB", "css KB gzip", "on demand (gzip KB)", "budget"],
    rows,
  );
  console.log("");
  return withinBudget;
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
