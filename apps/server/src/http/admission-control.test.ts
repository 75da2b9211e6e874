import { connect, type Socket } from "node:net";
import { SERVER_BUSY_MESSAGE } from "@fad/contracts/api/server-busy";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import type { DatabaseHandle } from "../database/create-database.ts";
import { TEST_APP_CONFIG } from "../testing/build-test-app.ts";
import { createTestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import { LATE_CHECKS_IN_A_ROW } from "./admission-control.ts";

/**
 * Admission control of the booking calls (decision 209), against a real server: a call is kept in
 * flight by a client that has sent its headers and only part of its body, so the limit is reached
 * without any timing. The limit here is 1 (books: 2).
 */
describe.each(testDatabaseKinds())("admission control of the booking calls on %s", (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let port = 0;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    app = await buildApp({
      db: handle.db,
      config: {
        ...TEST_APP_CONFIG,
        logLevel: "silent",
        admission: { maxInFlight: 1, maxEventLoopDelayMs: 60_000, retryAfterSeconds: 7 },
      },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  /** A booking call whose body is still arriving: in flight until `finish` sends the rest. */
  function startCall(path: string, body: string): { socket: Socket; finish(): Promise<string> } {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () =>
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 1)}`,
      ),
    );
    const closed = new Promise<string>((resolve) => {
      socket.on("close", () => resolve(answer));
    });
    socket.on("data", (chunk) => {
      answer += String(chunk);
    });
    socket.on("error", () => {});
    return {
      socket,
      finish() {
        socket.write(body.slice(1));
        return closed;
      },
    };
  }

  /** This process's guarded calls in flight, as the operators' metrics report them. */
  async function inFlight(): Promise<number> {
    const text = (await app.inject({ method: "GET", url: "/metrics" })).body;
    return Number(/^fad_admission_in_flight (\d+)$/m.exec(text)?.[1]);
  }

  async function untilInFlight(count: number): Promise<void> {
    await vi.waitFor(async () => expect(await inFlight()).toBe(count), { timeout: 10_000, interval: 20 });
  }

  const holder = () => app.inject({ method: "POST", url: "/fadmaa/appointment/holder", payload: {} });

  it("sheds a holder and a hold at once with 503, Retry-After and the error shape, and serves again after", async () => {
    const first = startCall("/fadmaa/appointment/holder", "{}");
    await untilInFlight(1);

    const shed = await holder();
    expect(shed.statusCode).toBe(503);
    expect(shed.headers["retry-after"]).toBe("7");
    expect(shed.json()).toEqual({ status: { code: "503", details: SERVER_BUSY_MESSAGE }, result: null });
    const hold = await app.inject({ method: "POST", url: "/fadmaa/appointment/hold", payload: {} });
    expect(hold.statusCode).toBe(503);
    expect(hold.json().status.details).toBe(SERVER_BUSY_MESSAGE);

    // The call in flight is served in full.
    expect(await first.finish()).toMatch(/^HTTP\/1\.1 200/);
    await untilInFlight(0);
    const served = await holder();
    expect(served.statusCode).toBe(200);
    expect(served.json().result.holderToken).toEqual(expect.any(String));
    expect(await shedCount()).toBe(2);
  });

  it("never sheds health, search, renewals, releases, staff or FHIR calls, and admits a book up to twice the limit", async () => {
    const first = startCall("/fadmaa/appointment/holder", "{}");
    await untilInFlight(1);
    expect((await holder()).statusCode).toBe(503);

    expect((await app.inject({ method: "GET", url: "/fadmaa/health" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/fhir/metadata" })).statusCode).toBe(200);
    const staff = await app.inject({ method: "GET", url: "/fadmaa/staff/session" });
    expect(staff.statusCode).not.toBe(503);
    for (const call of [
      { method: "POST", url: "/fadmaa/appointment/search", payload: {} },
      { method: "POST", url: "/fadmaa/appointment/hold/renew", payload: {} },
      { method: "DELETE", url: "/fadmaa/appointment/hold", payload: {} },
    ] as const) {
      expect((await app.inject(call)).statusCode, call.url).not.toBe(503);
    }
    // A book finishes a flow whose time is held: admitted past the limit (here its bad body is a 400) …
    expect((await app.inject({ method: "POST", url: "/fadmaa/appointment/book", payload: {} })).statusCode).toBe(400);
    // … until twice the limit is in flight.
    const book = startCall("/fadmaa/appointment/book", "{}");
    await untilInFlight(2);
    const shedBook = await app.inject({ method: "POST", url: "/fadmaa/appointment/book", payload: {} });
    expect(shedBook.statusCode).toBe(503);
    expect(shedBook.headers["retry-after"]).toBe("7");

    expect(await book.finish()).toMatch(/^HTTP\/1\.1 400/);
    expect(await first.finish()).toMatch(/^HTTP\/1\.1 200/);
    await untilInFlight(0);
  });

  it("gives back the place of a client that goes away before its answer", async () => {
    const gone = startCall("/fadmaa/appointment/holder", "{}");
    await untilInFlight(1);
    gone.socket.destroy();
    await untilInFlight(0);
    expect((await holder()).statusCode).toBe(200);
  });

  it("sheds holders and holds, not books, while the event loop runs late check after check (not after one pause), and admits them again when it catches up", async () => {
    const late = await buildApp({
      db: handle.db,
      config: {
        ...TEST_APP_CONFIG,
        logLevel: "silent",
        admission: { maxInFlight: 100, maxEventLoopDelayMs: 50, retryAfterSeconds: 2 },
      },
    });
    try {
      await late.ready();
      // One long pause (a collection, a big render) is not a queue: nothing is shed after it.
      busyFor(400);
      await nextChecks(1);
      expect((await late.inject({ method: "POST", url: "/fadmaa/appointment/holder", payload: {} })).statusCode).toBe(
        200,
      );
      // Work the process cannot put down, check after check: the loop runs late throughout.
      for (let check = 0; check < LATE_CHECKS_IN_A_ROW + 1; check += 1) {
        busyFor(250);
        await nextChecks(1);
      }
      const shed = await late.inject({ method: "POST", url: "/fadmaa/appointment/holder", payload: {} });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers["retry-after"]).toBe("2");
      expect((await late.inject({ method: "POST", url: "/fadmaa/appointment/book", payload: {} })).statusCode).toBe(
        400,
      );
      await vi.waitFor(
        async () =>
          expect(
            (await late.inject({ method: "POST", url: "/fadmaa/appointment/holder", payload: {} })).statusCode,
          ).toBe(200),
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await late.close();
    }
  });

  async function shedCount(): Promise<number> {
    const text = (await app.inject({ method: "GET", url: "/metrics" })).body;
    return Number(/^fad_admission_shed (\d+)$/m.exec(text)?.[1]);
  }
});

/** Work this thread cannot put down for `ms`. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}

/** Lets the event loop's check run (it is due after a busy spell). */
async function nextChecks(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
