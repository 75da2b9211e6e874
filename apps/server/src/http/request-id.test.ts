import type { IncomingMessage } from "node:http";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { requestIdOf, sentRequestIdOf } from "./request-id.ts";

const withHeader = (value: string | string[] | undefined) =>
  ({ headers: value === undefined ? {} : { "x-request-id": value } }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdOf", () => {
  it("is always the server's own id, never the one the client sent (issue 22: audit rows keep our id)", () => {
    for (const sent of [undefined, "3f2b1c9e-0000-4000-8000-00000000abcd", "req-1", "", "x".repeat(101), ["a", "b"]]) {
      expect(requestIdOf(withHeader(sent))).toMatch(UUID);
    }
    expect(requestIdOf(withHeader("3f2b1c9e-0000-4000-8000-00000000abcd"))).not.toBe(
      "3f2b1c9e-0000-4000-8000-00000000abcd",
    );
  });

  it("keeps a proxy's plausible id for the log line only, and drops an implausible one", () => {
    expect(sentRequestIdOf(withHeader("Root=1-67891233-abcdef012345678912345678"))).toBe(
      "Root=1-67891233-abcdef012345678912345678",
    );
    for (const sent of [undefined, "", "x".repeat(101), "a b", "tab\there", "del\u007f", "é", "<script>", ["a", "b"]]) {
      expect(sentRequestIdOf(withHeader(sent))).toBeUndefined();
    }
  });

  it("is what the answer carries back, and a control character in the header is no 500 (found by the endpoint fuzz)", async () => {
    const app = Fastify({ requestIdHeader: false, genReqId: requestIdOf });
    app.addHook("onSend", async (request, reply) => {
      reply.header("x-request-id", request.id);
    });
    app.get("/", async (request) => request.id);
    const answer = await app.inject({ url: "/", headers: { "x-request-id": "abc-123" } });
    expect(answer.headers["x-request-id"]).toMatch(UUID);
    expect(answer.headers["x-request-id"]).toBe(answer.body);
    const odd = await app.inject({ url: "/", headers: { "x-request-id": "a\u007fb" } });
    expect(odd.statusCode).toBe(200);
    expect(odd.headers["x-request-id"]).toMatch(UUID);
    await app.close();
  });
});
