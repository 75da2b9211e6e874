import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

/** Debian's Chromium (the e2e suite's browser too); chrome-launcher would look for Google Chrome. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Time to Interactive (not in the score since Lighthouse 10, still measured). */
  ttiMs: number;
}

/**
 * Audits each address `runs` times with Lighthouse's default configuration, which is the mobile preset:
 * a 412×823 phone screen, simulated throttling (150 ms RTT, 1.6 Mbps down, 4× CPU slowdown). One
 * headless Chromium serves all runs; Lighthouse clears the origin's storage before each. Returns the
 * median of every figure on its own (decision 51).
 */
export async function auditPages(urls: string[], runs: number): Promise<PageFigures[]> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const results: PageFigures[] = [];
    for (const url of urls) {
      const samples: PageFigures[] = [];
      for (let run = 0; run < runs; run++) samples.push(await auditWithRetries(url, chrome.port));
      results.push(median(samples));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, more often on a busy machine): such a
 * run has no figures, so it is repeated, twice at most, and the third failure is thrown.
 */
async function auditWithRetries(url: string, port: number): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port);
    } catch (error) {
      if (attempt === 3 || !(error instanceof LighthouseRunError)) throw error;
      console.warn(`${(error as Error).message}; repeating that run`);
    }
  }
}

class LighthouseRunError extends Error {}

async function auditOnce(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError)
    throw new LighthouseRunError(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbtMs: value("total-blocking-time"),
    ttiMs: value("interactive"),
  };
}

function median(samples: PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => {
    const sorted = samples.map((sample) => sample[key]).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  };
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    cls: of("cls"),
    tbtMs: of("tbtMs"),
    ttiMs: of("ttiMs"),
  };
}
