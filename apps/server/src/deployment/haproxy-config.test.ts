import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../testing/server-process.ts";
import { HEALTH_PATH } from "./haproxy-config.ts";
import { type HaproxyProcess, startHaproxy } from "./haproxy-process.ts";

/**
 * The generated HAProxy configuration, run by the real HAProxy (Debian's; scripts/ensure-haproxy.sh)
 * in front of two small stand-in processes (decisions 110, 111). Each stand-in dies on the first call
 * it gets for each method and path (it closes the connection without answering, as a killed process
 * does) and answers the later ones, so every call's first try meets a death.
 */
type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** Every call the stand-ins received (the ones they died on too), by method and path. */
const received: string[] = [];

async function standIn(health: () => number): Promise<{ port: number; server: Server }> {
  const seen = new Set<string>();
  const handler: Handler = (request, response) => {
    if (request.url === HEALTH_PATH) {
      response.writeHead(health(), { "content-type": "application/json" }).end("{}");
      return;
    }
    const call = `${request.method} ${request.url}`;
    received.push(call);
    if (!seen.has(call)) {
      seen.add(call);
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ answeredBy: "stand-in" }));
  };
  const server = createServer(handler);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { port, server };
}

describe("HAProxy in front of the server processes", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    received.length = 0;
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function balancer(health: () => number): Promise<{ url: string; haproxy: HaproxyProcess }> {
    const processes = [await standIn(health), await standIn(health)];
    for (const { server } of processes) cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const [port, statsPort] = [await freePort(), await freePort()];
    const haproxy = await startHaproxy(
      {
        listen: { host: "127.0.0.1", port },
        stats: { host: "127.0.0.1", port: statsPort },
        servers: processes.map((process, index) => ({
          name: `node${index + 1}`,
          host: "127.0.0.1",
          port: process.port,
        })),
        callsPerServer: 10,
      },
      mkdtempSync(path.join(tmpdir(), "fad-haproxy-test-")),
    );
    cleanups.push(() => haproxy.stop());
    // Every line's state known: the checked ones by two checks, the backups (no check) at once.
    const expected = health() === 200 ? "UP" : "DOWN";
    for (let tries = 0; tries < 300; tries++) {
      const checked = (await haproxy.servers()).filter((server) => !server.name.endsWith("-any"));
      if (checked.every((server) => server.status === expected)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { url: `http://127.0.0.1:${port}`, haproxy };
  }

  const call = (url: string, method: string, callPath: string) =>
    fetch(`${url}${callPath}`, {
      method,
      headers: { "content-type": "application/json" },
      ...(method === "GET" ? {} : { body: "{}" }),
    });

  it("sends a call a process died on to another only where repeating it is safe (decision 111)", async () => {
    const { url } = await balancer(() => 200);
    // Repeatable: the searches, holder, hold, book and booked calls, and GET.
    for (const [method, callPath] of [
      ["POST", "/fadmaa/provider/search/"],
      ["POST", "/fadmaa/appointment/search"],
      ["POST", "/fadmaa/appointment/holder"],
      ["POST", "/fadmaa/appointment/hold"],
      ["POST", "/fadmaa/appointment/book"],
      ["POST", "/fadmaa/appointment/booked"],
      ["GET", "/fadmaa/api/config"],
    ] as const) {
      const response = await call(url, method, callPath);
      expect(response.status, `${method} ${callPath}`).toBe(200);
      expect(await response.json()).toEqual({ answeredBy: "stand-in" });
    }
    // Not repeatable: sent once, and the visitor is told it failed: HAProxy's 502, or, on a connection
    // kept alive, the connection closed without an answer (HAProxy's way when a reused connection to a
    // process closes: a browser then shows a network error).
    for (const [method, callPath] of [
      ["POST", "/fadmaa/appointment/hold/renew"],
      ["DELETE", "/fadmaa/appointment/hold"],
      ["POST", "/fadmaa/appointment/cancel"],
      ["POST", "/fadmaa/appointment/reschedule"],
    ] as const) {
      const outcome = await call(url, method, callPath).then(
        (response) => response.status,
        () => "no answer",
      );
      expect([502, "no answer"], `${method} ${callPath}: ${outcome}`).toContain(outcome);
      expect(received.filter((each) => each === `${method} ${callPath}`)).toHaveLength(1);
    }
    // The repeatable ones reached a second process (the first one they met died on them).
    expect(received.filter((each) => each === "POST /fadmaa/appointment/hold").length).toBeGreaterThan(1);
  });

  it("sends calls to the processes even when none passes its health check (the database away for all)", async () => {
    const { url, haproxy } = await balancer(() => 503);
    const checked = (await haproxy.servers()).filter((server) => !server.name.endsWith("-any"));
    expect(checked.map((server) => server.status)).toEqual(["DOWN", "DOWN"]);
    // A process's own answer, not HAProxy's "no server is available" page.
    const response = await call(url, "POST", "/fadmaa/provider/search/");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answeredBy: "stand-in" });
  });
});
