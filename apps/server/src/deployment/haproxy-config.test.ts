import { mkdtempSync } from "node:fs";
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { RATE_LIMIT_STATUS, RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../testing/server-process.ts";
import { FRONT_LIMITS, HEALTH_PATH } from "./haproxy-config.ts";
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

  async function balancer(health: () => number): Promise<{ url: string; port: number; haproxy: HaproxyProcess }> {
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
    return { url: `http://127.0.0.1:${port}`, port, haproxy };
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

  /** A connection from a loopback address of its own (Linux answers all of 127/8), as another client. */
  function connectFrom(port: number, localAddress: string): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: "127.0.0.1", localAddress }, () => resolve(socket));
      socket.once("error", reject);
    });
  }

  /** Resolves with what came back and after how long, once the connection closes. */
  function untilClosed(socket: Socket): Promise<{ answer: string; ms: number }> {
    const started = performance.now();
    let answer = "";
    socket.on("data", (chunk) => {
      answer += String(chunk);
    });
    socket.on("error", () => {});
    return new Promise((resolve) => socket.once("close", () => resolve({ answer, ms: performance.now() - started })));
  }

  it("holds a call until its body is whole: a body that stops never reaches a process and ends in 408 (issue 38)", async () => {
    const { url, port } = await balancer(() => 200);
    const socket = await connectFrom(port, "127.0.0.2");
    const closed = untilClosed(socket);
    socket.write(
      'POST /fadmaa/appointment/hold HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"calendar',
    );
    // Meanwhile another client is answered.
    expect((await call(url, "GET", HEALTH_PATH)).status).toBe(200);
    const { answer, ms } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThan(FRONT_LIMITS.requestSeconds * 1000 - 500);
    expect(ms).toBeLessThan(FRONT_LIMITS.requestSeconds * 1000 + 3_000);
    expect(received).not.toContain("POST /fadmaa/appointment/hold");
  });

  it("closes an address's connections over its cap at once, and serves other addresses meanwhile (issue 38)", async () => {
    const { url, port } = await balancer(() => 200);
    const cap = FRONT_LIMITS.connectionsPerAddress;
    // Opened one after another (a refused one may be reset before or after its connect completes).
    const sockets: Socket[] = [];
    const closed = new Set<number>();
    for (let index = 0; index < cap + 20; index++) {
      const socket = connect({ port, host: "127.0.0.1", localAddress: "127.0.0.3" });
      socket.on("error", () => {});
      socket.once("close", () => closed.add(index));
      sockets.push(socket);
      await new Promise<void>((resolve) => {
        socket.once("connect", () => resolve());
        socket.once("close", () => resolve());
      });
    }
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // `cap` stay open (HAProxy may take a batch of accepted connections out of order), the rest closed.
      expect(closed.size).toBe(20);
      expect((await call(url, "GET", HEALTH_PATH)).status).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it("answers an address over its request rate 429 with the app's envelope, and serves other addresses (issue 38)", async () => {
    const { url, port } = await balancer(() => 200);
    const agent = new Agent({ keepAlive: true, maxSockets: 8, localAddress: "127.0.0.4" });
    const get = () =>
      new Promise<{ status: number; body: string; headers: IncomingMessage["headers"] }>((resolve, reject) => {
        const request = httpRequest({ host: "127.0.0.1", port, path: HEALTH_PATH, agent }, (response) => {
          let body = "";
          response.on("data", (chunk) => {
            body += String(chunk);
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
        });
        request.on("error", reject);
        request.end();
      });
    try {
      const answers: Awaited<ReturnType<typeof get>>[] = [];
      const total = FRONT_LIMITS.requestsPer10s + 50;
      for (let sent = 0; sent < total; sent += 25) {
        answers.push(...(await Promise.all(Array.from({ length: 25 }, get))));
      }
      const refused = answers.filter((answer) => answer.status === RATE_LIMIT_STATUS);
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(
        FRONT_LIMITS.requestsPer10s - 50,
      );
      expect(refused.length).toBeGreaterThanOrEqual(50);
      expect(refused.length + answers.filter((answer) => answer.status === 200).length).toBe(total);
      expect(JSON.parse(refused[0]?.body ?? "")).toEqual({
        status: { code: "429", details: RATE_LIMIT_TEXTS.tooManyRequests },
        result: null,
      });
      expect(refused[0]?.headers).toMatchObject({
        "retry-after": "10",
        "x-ratelimit-limit": String(FRONT_LIMITS.requestsPer10s),
        "x-ratelimit-remaining": "0",
        "x-ratelimit-reset": "10",
      });
      expect((await call(url, "GET", HEALTH_PATH)).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
