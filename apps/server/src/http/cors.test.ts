import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { isPublicResource, normaliseOrigin, registerCors } from "./cors.ts";

const HOST = "https://www.example-hospital.org";

async function appWith(origins: string[]) {
  const app = Fastify();
  await registerCors(app, { origins });
  app.get("/fadmaa/api/config", async () => ({ ok: true }));
  app.post("/fadmaa/appointments/hold", async () => ({ held: true }));
  app.get("/fadmaa/embed.js", async (_request, reply) => reply.type("text/javascript").send("void 0;"));
  await app.ready();
  return app;
}

describe("registerCors", () => {
  it("answers a configured host origin with its origin, credentials and Vary: Origin", async () => {
    const app = await appWith([HOST, "http://127.0.0.1:8212"]);
    const response = await app.inject({ method: "GET", url: "/fadmaa/api/config", headers: { origin: HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe(HOST);
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
    expect(response.headers["access-control-expose-headers"]).toBe("x-request-id");
    expect(response.headers.vary).toBe("Origin");
  });

  it("answers the preflight of a JSON POST", async () => {
    const app = await appWith([HOST]);
    const response = await app.inject({
      method: "OPTIONS",
      url: "/fadmaa/appointments/hold",
      headers: {
        origin: HOST,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(HOST);
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
    // The release is a DELETE; hold, renew, release and book carry the holder token where cookies do
    // not travel (decision 90).
    expect(response.headers["access-control-allow-methods"]).toBe("GET, POST, DELETE");
    expect(response.headers["access-control-allow-headers"]).toContain("content-type");
    expect(response.headers["access-control-allow-headers"]).toContain("x-fad-holder");
    expect(response.headers["access-control-max-age"]).toBe("600");
    expect(response.headers.vary).toBe("Origin");
  });

  it("gives any other origin no CORS header, so its browser refuses the answer", async () => {
    const app = await appWith([HOST]);
    const call = await app.inject({
      method: "GET",
      url: "/fadmaa/api/config",
      headers: { origin: "https://evil.example.net" },
    });
    expect(call.headers["access-control-allow-origin"]).toBeUndefined();
    expect(call.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(call.headers.vary).toBe("Origin");
    const preflight = await app.inject({
      method: "OPTIONS",
      url: "/fadmaa/appointments/hold",
      headers: { origin: "https://evil.example.net", "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).not.toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("adds nothing when no host origin is configured (our own pages are same-origin)", async () => {
    const app = await appWith([]);
    const response = await app.inject({ method: "GET", url: "/fadmaa/api/config", headers: { origin: HOST } });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });

  it("lets host pages load the public files (embed script, assets, photos) across origins", async () => {
    const app = await appWith([]);
    const script = await app.inject({ method: "GET", url: "/fadmaa/embed.js" });
    expect(script.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const call = await app.inject({ method: "GET", url: "/fadmaa/api/config" });
    expect(call.headers["cross-origin-resource-policy"]).toBeUndefined();
    expect(isPublicResource("/assets/embed-Ab12.js")).toBe(true);
    expect(isPublicResource("/fadmaa/media/avatars/1234567893.svg")).toBe(true);
    expect(isPublicResource("/fadmaa/appointments/hold")).toBe(false);
  });

  it("compares origins as browsers send them", () => {
    expect(normaliseOrigin("HTTPS://WWW.Example-Hospital.org/")).toBe(HOST);
    expect(normaliseOrigin("http://127.0.0.1:8212")).toBe("http://127.0.0.1:8212");
  });
});
