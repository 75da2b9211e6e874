import { readFileSync } from "node:fs";
import type { FullResult, Reporter } from "@playwright/test/reporter";

export interface ServerLogReporterOptions {
  /** The file start-e2e-server.sh writes the shared server's output to. */
  logPath: string;
  /** How many of its last lines to print when the run did not pass. */
  tailLines?: number;
}

/** A JSON log line with a stack trace can be long; the tail stays readable in a CI console. */
const LONGEST_LINE = 2_000;

/**
 * Says where the shared e2e server's log is at the end of every run, and prints its last lines when
 * the run failed (a failing journey, or a server that never became healthy), so a CI console shows
 * what the server said. The server never logs patient data (apps/server/src/http/log-redaction.ts).
 */
export default class ServerLogReporter implements Reporter {
  private readonly logPath: string;
  private readonly tailLines: number;

  constructor(options: ServerLogReporterOptions) {
    this.logPath = options.logPath;
    this.tailLines = options.tailLines ?? 60;
  }

  printsToStdio(): boolean {
    return false;
  }

  onEnd(result: FullResult): void {
    if (result.status === "passed") {
      console.log(`\nThe e2e server's log: ${this.logPath}`);
      return;
    }
    let text: string;
    try {
      text = readFileSync(this.logPath, "utf8");
    } catch {
      console.log(`\nThe e2e server's log (${this.logPath}) could not be read.`);
      return;
    }
    if (text.trim() === "") {
      console.log(`\nThe e2e server's log (${this.logPath}) is empty.`);
      return;
    }
    const lines = text.trimEnd().split("\n");
    const tail = lines
      .slice(-this.tailLines)
      .map((line) => (line.length > LONGEST_LINE ? `${line.slice(0, LONGEST_LINE)} …` : line));
    console.log(
      `\nThe e2e server's log (${this.logPath}), last ${tail.length} of ${lines.length} lines:\n${tail.join("\n")}`,
    );
  }
}
