import { Writable } from "node:stream";
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from "@fad/contracts/api/service-unavailable";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerApiErrorHandler } from "./api-errors.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("registerApiErrorHandler", () => {
  it("answers a deadlock or serialization failure that outlasted its retries 503 with Retry-After, logged as a warning", async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream } });
    registerApiErrorHandler(app);
    app.get("/deadlock", async () => Promise.reject(withCode("deadlock detected", "40P01")));
    app.get("/serialization", async () => Promise.reject(withCode("could not serialize access", "40001")));
    app.get("/bug", async () => Promise.reject(new TypeError("a fault of ours")));
    for (const url of ["/deadlock", "/serialization"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe(String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    }
    // A fault of ours is still the 500 it is.
    expect((await app.inject({ url: "/bug" })).statusCode).toBe(500);
    await app.close();
    const levels = lines.filter((line) => /answered 503|request failed/.test(line.msg)).map((line) => line.level);
    // pino: 40 warn, 50 error.
    expect(levels).toEqual([40, 40, 50]);
  });
});
