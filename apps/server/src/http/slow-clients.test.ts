import { connect } from "node:net";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
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
