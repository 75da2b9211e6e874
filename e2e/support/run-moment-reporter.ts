import { TEST_NOW_VARIABLE } from "@fad/test-clock/test-moment";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Says at which moment the run plays, and for every failed journey the moment it started with the command
 * that replays it there (docs/decisions.md 61): a failure that depends on the date or the hour can be
 * run again as it happened. This process's Date is the run's (playwright.config.ts).
 */
export default class RunMomentReporter implements Reporter {
  private readonly failures: string[] = [];

  printsToStdio(): boolean {
    return false;
  }

  onBegin(): void {
    const moment = process.env[TEST_NOW_VARIABLE];
    console.log(
      moment
        ? `The run plays at ${TEST_NOW_VARIABLE}=${moment} (${new Date().toISOString()}).`
        : `The run plays at the real time, ${new Date().toISOString()}.`,
    );
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === "passed" || result.status === "skipped") return;
    const where = `${test.location.file.replace(/^.*\/e2e\//, "")}:${test.location.line}`;
    const project = test.parent.project()?.name;
    this.failures.push(
      `${TEST_NOW_VARIABLE}=${result.startTime.toISOString()} npm run test -w @fad/e2e -- ${where}${project ? ` --project ${project}` : ""}`,
    );
  }

  onEnd(_result: FullResult): void {
    if (this.failures.length === 0) return;
    console.log(
      `\nTo replay a failed journey at the moment it started (after npm run build):\n${this.failures.join("\n")}`,
    );
  }
}
