import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { giveCookiesRelativeLifetimes, withRelativeLifetime } from "./relative-cookie-lifetime.ts";

const NOW = Date.parse("2026-11-27T10:30:00Z");

describe("withRelativeLifetime", () => {
  it("adds the seconds left until expires as max-age", () => {
    const cookie =
      "_interaction=abc; path=/interaction/abc; expires=Fri, 27 Nov 2026 10:40:00 GMT; samesite=lax; httponly";
    expect(withRelativeLifetime(cookie, NOW)).toBe(`${cookie}; max-age=600`);
  });

  it("keeps a cookie that clears (expires in the past) cleared: max-age=0", () => {
    const cookie = "_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; httponly";
    expect(withRelativeLifetime(cookie, NOW)).toBe(`${cookie}; max-age=0`);
  });

  it("leaves a session cookie, one with max-age already and an unreadable date as they are", () => {
    for (const cookie of [
      "a=1; path=/",
      "a=1; Max-Age=30; expires=Fri, 27 Nov 2026 10:40:00 GMT",
      "a=1; expires=soon",
    ]) {
      expect(withRelativeLifetime(cookie, NOW)).toBe(cookie);
    }
  });
});

describe("giveCookiesRelativeLifetimes", () => {
  it("rewrites the Set-Cookie headers a real response sends as its head is written, and no other header", async () => {
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    const server = createServer((_request, response) => {
      giveCookiesRelativeLifetimes(response);
      const cookies = ["a=1", "b=2; path=/"];
      response.setHeader("Set-Cookie", cookies);
      // As oidc-provider does for its session cookie: the expiry appended to the header once it was set.
      cookies[0] += `; expires=${inAMinute}`;
      response.setHeader("X-Expires", `expires=${inAMinute}`);
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const cookies = answer.headers.getSetCookie();
      expect(cookies[0]).toMatch(/^a=1; expires=.*; max-age=(59|60)$/);
      expect(cookies[1]).toBe("b=2; path=/");
      expect(answer.headers.get("x-expires")).toBe(`expires=${inAMinute}`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
