import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { answerFrameworkError } from "./framework-errors.ts";

describe("answerFrameworkError", () => {
  it("answers a malformed percent-encoding in the path with the error envelope, not Fastify's echo (found by the endpoint fuzz)", async () => {
    const app = Fastify({ frameworkErrors: answerFrameworkError });
    app.get("/fadmaa/media/avatars/:file", async () => "never");
    for (const url of ["/fadmaa/media/avatars/%zz", "/fadmaa/media/avatars/%", "/fadmaa/no-such/%E0%A4%A"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: { code: "400", details: "The address is not valid: it holds a malformed percent-encoding" },
        result: null,
      });
    }
    await app.close();
  });
});
