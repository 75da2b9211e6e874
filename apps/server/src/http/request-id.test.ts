import type { IncomingMessage } from "node:http";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { requestIdOf } from "./request-id.ts";

const withHeader = (value: string | string[] | undefined) =>
  ({ headers: value === undefined ? {} : { "x-request-id": value } }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdOf", () => {
  it("keeps a proxy's plausible id", () => {
    expect(requestIdOf(withHeader("3f2b1c9e-0000-4000-8000-00000000abcd"))).toBe(
      "3f2b1c9e-0000-4000-8000-00000000abcd",
    );
    expect(requestIdOf(withHeader("Root=1-67891233-abcdef012345678912345678"))).toBe(
      "Root=1-67891233-abcdef012345678912345678",
    );
  });

  it("makes a new id when none came, or the one that came is empty, long, repeated or holds odd characters", () => {
    for (const sent of [undefined, "", "x".repeat(101), "a b", "tab\there", "del\u007f", "é", "<script>", ["a", "b"]]) {
      expect(requestIdOf(withHeader(sent))).toMatch(UUID);
    }
  });

  it("is what the answer carries back, and a control character in the header is no 500 (found by the endpoint fuzz)", async () => {
    const app = Fastify({ requestIdHeader: false, genReqId: requestIdOf });
    app.addHook("onSend", async (request, reply) => {
      reply.header("x-request-id", request.id);
    });
    app.get("/", async () => "ok");
    const kept = await app.inject({ url: "/", headers: { "x-request-id": "abc-123" } });
    expect(kept.headers["x-request-id"]).toBe("abc-123");
    const replaced = await app.inject({ url: "/", headers: { "x-request-id": "a\u007fb" } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.headers["x-request-id"]).toMatch(UUID);
    await app.close();
  });
});
