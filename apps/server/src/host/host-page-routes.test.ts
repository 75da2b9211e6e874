import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";

describe("host page paths", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp("pglite");
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('reads a path starting with // as a path, not a host ("//" was a 500, found by the endpoint fuzz)', async () => {
    const root = await testApp.app.inject({ method: "GET", url: "//" });
    expect(root.statusCode).toBe(200);
    expect(root.headers["content-type"]).toContain("text/html");
    // Once read as host "evil.example" and path /physicians: the search page, a 200.
    const hostLike = await testApp.app.inject({ method: "GET", url: "//evil.example/physicians" });
    expect(hostLike.statusCode).toBe(404);
    expect((await testApp.app.inject({ method: "GET", url: "/physicians" })).statusCode).toBe(200);
  });

  it("serves a host page whose path contains physicians/profile/{urlTitle} (spec start-up), else 404", async () => {
    const hosted = await testApp.app.inject({ method: "GET", url: "/our-doctors/physicians/profile/jane-a-doe-md" });
    expect(hosted.statusCode).toBe(200);
    const variant = await testApp.app.inject({
      method: "GET",
      url: "/variants/psg/find/physicians/profile/jane-a-doe-md",
    });
    expect(variant.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: "GET", url: "/our-doctors/physicians/profile/" })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: "GET", url: "/our-doctors/elsewhere" })).statusCode).toBe(404);
  });

  it("sends the page in the language of ?lang, then the cookie, then Accept-Language (decision 172)", async () => {
    const byHeader = await testApp.app.inject({
      method: "GET",
      url: "/physicians",
      headers: { "accept-language": "es-MX,es;q=0.9,en;q=0.5" },
    });
    expect(byHeader.body).toContain('<html lang="es"');
    expect(byHeader.body).toContain('<meta name="fad-locale" content="es-US">');
    expect(byHeader.body).toContain("<title>Buscar un médico</title>");
    expect(byHeader.headers["content-language"]).toBe("es-US");
    expect(byHeader.headers["set-cookie"]).toBeUndefined();

    const byLink = await testApp.app.inject({
      method: "GET",
      url: "/physicians?lang=es",
      headers: { "accept-language": "en-US", cookie: "fad_lang=en" },
    });
    expect(byLink.body).toContain('<html lang="es"');
    expect(byLink.headers["set-cookie"]).toMatch(/^fad_lang=es; Path=\/; Max-Age=31536000; SameSite=Lax$/);

    const byCookie = await testApp.app.inject({
      method: "GET",
      url: "/physicians",
      headers: { "accept-language": "es", cookie: "other=1; fad_lang=en" },
    });
    expect(byCookie.body).toContain('<html lang="en"');
    expect(byCookie.body).toContain("<title>Find a Doctor</title>");

    const unknown = await testApp.app.inject({ method: "GET", url: "/physicians?lang=xx" });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<html lang="en"');
    expect(unknown.headers["set-cookie"]).toBeUndefined();
  });
});
