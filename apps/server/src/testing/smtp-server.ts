import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import nodemailer, { type Transporter } from "nodemailer";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server inside the test (the smtp-server package), which keeps every message it accepts
 * as received on the wire and parsed by a real mail parser (mailparser). Test helper, not used by the
 * server.
 */
export interface TestSmtpServer {
  port: number;
  received: { raw: string; parsed: ParsedMail }[];
  /** A nodemailer transport to this server, as FAD_SMTP_URL would make. */
  transport(): Transporter;
  /** Refuse every message with this SMTP reply code from now on (null: accept again). */
  refuseWith(code: number | null): void;
  /**
   * Run `hook` once a message has fully arrived and been kept, before the server answers that it
   * accepts it (null: answer at once). A test kills the sending process here: the message is delivered,
   * and the sender never hears so.
   */
  beforeAccepting(hook: ((message: ParsedMail) => Promise<void>) | null): void;
  close(): Promise<void>;
}

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: TestSmtpServer["received"] = [];
  let refusal: number | null = null;
  let beforeAccepting: ((message: ParsedMail) => Promise<void>) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusal !== null) {
          const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: refusal });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then(async (parsed) => {
            received.push({ raw, parsed });
            await beforeAccepting?.(parsed);
          })
          .then(
            () => callback(),
            (error: Error) => callback(error),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    transport: () =>
      nodemailer.createTransport({
        host: "127.0.0.1",
        port: address.port,
        secure: false,
        ignoreTLS: true,
        logger: false,
        connectionTimeout: 5_000,
        greetingTimeout: 5_000,
        socketTimeout: 10_000,
      }),
    refuseWith(code) {
      refusal = code;
    },
    beforeAccepting(hook) {
      beforeAccepting = hook;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
