import type { DatabaseHandle } from "../database/create-database.ts";

/** One line of JSON on stdout: what the sender processes' tests read. */
export function writeLogLine(details: Record<string, unknown>, message: string): void {
  process.stdout.write(`${JSON.stringify({ ...details, msg: message })}\n`);
}

/**
 * Runs an outbox sender (email or HL7) alone in this process until SIGTERM, as the sender-process tests
 * start, kill and restart it; on SIGTERM it stops the sender, closes the database and exits.
 */
export function runSenderUntilStopped(
  sender: { start(): void; stop(): Promise<unknown> },
  database: DatabaseHandle,
): void {
  sender.start();
  writeLogLine({}, "sender started");
  // The sender's timer does not hold a server process open (it is unref'd); here nothing else would.
  const keepAlive = setInterval(() => {}, 60_000);
  process.once("SIGTERM", () => {
    clearInterval(keepAlive);
    void sender
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
