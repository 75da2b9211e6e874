import { createServer } from "node:net";
import { startTestSmtpServer, type TestSmtpServer } from "../../apps/server/src/testing/smtp-server.ts";
import { type ServerBehindFaultProxy, startServerBehindFaultProxy } from "./server-behind-fault-proxy.ts";

/**
 * A worker's own server whose emails go to the test's own SMTP server: the manage journeys (issue 20)
 * and the staff console's (issue 33) both read the emails a patient receives. The database is reachable
 * from the test (PGlite over the wire protocol, or PostgreSQL when `postgresUrl` is given).
 */
export interface MailWorld {
  server: ServerBehindFaultProxy;
  smtp: TestSmtpServer;
}

/** A port free now, so the server's emailed links (FAD_PUBLIC_URL) can name it before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startMailWorld(options: {
  postgresUrl: string | undefined;
  /** The server's log file. */
  logPath: string;
  env?: Record<string, string>;
}): Promise<MailWorld & { stop: () => Promise<void> }> {
  const smtp = await startTestSmtpServer();
  const port = await freePort();
  const server = await startServerBehindFaultProxy({
    postgresUrl: options.postgresUrl,
    logPath: options.logPath,
    env: {
      PORT: String(port),
      FAD_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      FAD_MAIL_FROM: "Find a Doctor <appointments@example.org>",
      FAD_PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The staff sign-in's provider binds any free port: a port probed here could be taken before the
      // server bound it, and a busy named port stops the server (a CI run failed so).
      FAD_STAFF_DEV_PROVIDER_PORT: "0",
      ...options.env,
    },
  });
  return {
    server,
    smtp,
    stop: async () => {
      await server.stop();
      await smtp.close();
    },
  };
}
