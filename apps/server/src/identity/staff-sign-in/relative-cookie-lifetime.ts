import type { ServerResponse } from "node:http";

/**
 * oidc-provider (through koa's `cookies`) gives its cookies an absolute `expires` only, computed from the
 * provider's clock. A browser whose clock disagrees with it (a laptop set wrong, or a test replaying
 * another moment, decision 61) drops a cookie that already "expired" by its own clock, and the sign-in
 * then fails with "This sign-in has expired". A `Max-Age` beside it is a lifetime counted from when the
 * browser receives the cookie, and takes precedence over `expires` (RFC 6265 §5.3 step 3), so each cookie
 * lives as long as the provider meant whatever either clock says.
 */
export function withRelativeLifetime(cookie: string, nowMs: number): string {
  if (/;\s*max-age=/i.test(cookie)) return cookie;
  const expires = /;\s*expires=([^;]+)/i.exec(cookie);
  if (!expires?.[1]) return cookie;
  const at = Date.parse(expires[1]);
  if (Number.isNaN(at)) return cookie;
  return `${cookie}; max-age=${Math.max(0, Math.round((at - nowMs) / 1000))}`;
}

/**
 * Every Set-Cookie the response sends gets its relative lifetime (see above), when its head is written:
 * oidc-provider appends the session cookie's `expires` to the header after setting it.
 */
export function giveCookiesRelativeLifetimes(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    const cookies = response.getHeader("set-cookie");
    if (cookies !== undefined) {
      const now = Date.now();
      const list = Array.isArray(cookies) ? cookies : [String(cookies)];
      response.setHeader(
        "set-cookie",
        list.map((cookie) => withRelativeLifetime(cookie, now)),
      );
    }
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}
