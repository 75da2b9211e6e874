import { connect } from "node:net";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, HTTP_LIMITS } from "../app.ts";
import type { DatabaseHandle } from "../database/create-database.ts";
import { TEST_APP_CONFIG } from "../testing/build-test-app.ts";
import { createTestDatabase } from "../testing/test-database.ts";

/**
 * Slow clients (issue 22 item 5, decision 95): a body that never finishes, headers that never end and a
 * connection cap. The limits are shortened here; production's are HTTP_LIMITS.
 */
describe("a server's limits on slow clients", () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let port = 0;
  const lines: { level: number; msg: string; reqId?: string }[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase("pglite");
    app = await buildApp({
      db: handle.db,
      config: { ...TEST_APP_CONFIG, logLevel: "info" },
      logStream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
      httpLimits: { headersMs: 600, requestMs: 1_000, idleMs: 5_000, maxConnections: 3 },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  /** Opens a connection, writes `text`, and resolves with what came back and when the socket closed. */
  function send(text: string): Promise<{ answer: string; ms: number }> {
    return new Promise((resolve) => {
      const started = performance.now();
      const socket = connect(port, "127.0.0.1", () => socket.write(text));
      let answer = "";
      socket.on("data", (chunk) => {
        answer += String(chunk);
      });
      socket.on("error", () => {});
      socket.on("close", () => resolve({ answer, ms: performance.now() - started }));
    });
  }

  it("closes a request whose body never finishes, with 408, by the request deadline", async () => {
    const { answer, ms } = await send(
      'POST /fadmaa/appointment/hold HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"calendarId":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The cut-short body is the client's doing: said at info level, not as an error or a database fault.
    expect(lines.filter((line) => line.reqId && line.level >= 40).map((line) => line.msg)).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain("client went away before the answer");
  });

  it("closes a request whose headers never end, with 408, by the header deadline", async () => {
    const { answer, ms } = await send("GET /fadmaa/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(2_500);
  });

  it("refuses connections over the cap and serves again when they close", async () => {
    const open = await Promise.all(
      [0, 1, 2].map(
        () =>
          new Promise<ReturnType<typeof connect>>((resolve) => {
            const socket = connect(port, "127.0.0.1", () => resolve(socket));
            socket.on("error", () => {});
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await send("GET /fadmaa/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(refused.answer).toBe("");
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const served = await send("GET /fadmaa/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(served.answer).toMatch(/^HTTP\/1\.1 200/);
  });
});

/**
 * One process on a public port without HAProxy (`npm start`), with the production limits (issue 38):
 * the audit's 35 stalled bodies, 35 stalled headers and 1,000 idle connections held at once, while the
 * health call is probed. Each stalled request ends in 408 by its deadline, the idle ones are closed by
 * the header deadline, and the probe is answered in under 1 s throughout.
 */
describe("one process's limits under slow and idle clients (production values)", () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let port = 0;

  beforeAll(async () => {
    handle = await createTestDatabase("pglite");
    app = await buildApp({ db: handle.db, config: { ...TEST_APP_CONFIG, logLevel: "silent" } });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it("sets Node's limits explicitly: header, request and idle deadlines, keep-alive, connections", () => {
    expect(app.server.headersTimeout).toBe(HTTP_LIMITS.headersMs);
    expect(app.server.requestTimeout).toBe(HTTP_LIMITS.requestMs);
    expect(app.server.timeout).toBe(HTTP_LIMITS.idleMs);
    expect(app.server.keepAliveTimeout).toBe(HTTP_LIMITS.idleMs);
    expect(app.server.maxRequestsPerSocket).toBe(0);
    expect(app.server.maxConnections).toBe(HTTP_LIMITS.maxConnections);
  });

  it("cuts stalled bodies and headers by their deadlines and closes idle connections, the health call fast throughout", async () => {
    const opened: { socket: ReturnType<typeof connect>; closed: Promise<{ answer: string; ms: number }> }[] = [];
    const hold = (text: string) => {
      const started = performance.now();
      const socket = connect(port, "127.0.0.1", () => {
        if (text) socket.write(text);
      });
      let answer = "";
      socket.on("data", (chunk) => {
        answer += String(chunk);
      });
      socket.on("error", () => {});
      const closed = new Promise<{ answer: string; ms: number }>((resolve) =>
        socket.on("close", () => resolve({ answer, ms: performance.now() - started })),
      );
      opened.push({ socket, closed });
      return closed;
    };
    const probes: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const sent = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}/fadmaa/health`);
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        probes.push(performance.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    try {
      const bodies = Array.from({ length: 35 }, () =>
        hold(
          'POST /fadmaa/provider/search/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"zip":"3',
        ),
      );
      const headers = Array.from({ length: 35 }, () => hold("GET /fadmaa/health HTTP/1.1\r\nHost: x\r\n"));
      const idle: Promise<{ answer: string; ms: number }>[] = [];
      for (let batch = 0; batch < 10; batch++) {
        idle.push(...Array.from({ length: 100 }, () => hold("")));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Node checks the deadlines every second (connectionsCheckingInterval): a second's slack, and more for load.
      const slack = 2_500;
      for (const { answer, ms } of await Promise.all(bodies)) {
        expect(answer).toMatch(/^HTTP\/1\.1 408/);
        expect(ms).toBeLessThan(HTTP_LIMITS.requestMs + slack);
      }
      for (const { answer, ms } of await Promise.all(headers)) {
        expect(answer).toMatch(/^HTTP\/1\.1 408/);
        expect(ms).toBeLessThan(HTTP_LIMITS.headersMs + slack);
      }
      const idleClosed = await Promise.all(idle);
      const slowestIdle = Math.max(...idleClosed.map(({ ms }) => ms));
      expect(slowestIdle).toBeLessThan(HTTP_LIMITS.requestMs + slack);
      probing = false;
      await probe;
      console.log(
        `one process, production limits: ${probes.length} health probes during 35 stalled bodies, 35 stalled headers and 1,000 idle connections, ` +
          `slowest ${Math.round(Math.max(...probes))} ms; idle connections closed after ${Math.round(
            Math.min(...idleClosed.map(({ ms }) => ms)),
          )}–${Math.round(slowestIdle)} ms`,
      );
      expect(probes.length).toBeGreaterThan(HTTP_LIMITS.requestMs / 1000);
      expect(Math.max(...probes)).toBeLessThan(1_000);
    } finally {
      probing = false;
      for (const { socket } of opened) socket.destroy();
    }
  }, 40_000);
});
