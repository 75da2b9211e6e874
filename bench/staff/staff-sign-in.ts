import { STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import { DEMO_STAFF_PASSWORD } from "@fad/server/identity/staff-sign-in/demo-staff-accounts";
import { STAFF_SESSION_COOKIE, STAFF_SIGN_IN_COOKIE } from "@fad/server/staff/staff-cookies";

/**
 * A real sign-in to a running server's staff console, over HTTP as a browser makes it: the server's
 * sign-in sends us to the development provider it started beside itself, we sign in there with the demo
 * account's form and bring the provider's answer back to the server's callback (as
 * apps/server/src/testing/staff-fixtures.ts walks it in the tests). Returns the session cookie and its
 * CSRF token, which the bench's requests then carry.
 */
export async function signInOverHttp(baseUrl: string, username: string): Promise<{ cookie: string; csrf: string }> {
  const start = await fetch(`${baseUrl}${STAFF_PATHS.signIn}`, { redirect: "manual" });
  if (start.status !== 303) throw new Error(`the sign-in answered ${start.status}`);
  const signInCookie = cookieOf(start, STAFF_SIGN_IN_COOKIE);
  if (!signInCookie) throw new Error("the sign-in set no sign-in cookie");
  const provider = new Map<string, string>();
  const take = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...rest] = pair.split("=");
      provider.set(name.trim(), rest.join("="));
    }
  };
  const providerCookies = () => [...provider].map(([name, value]) => `${name}=${value}`).join("; ");
  let location = new URL(String(start.headers.get("location")), baseUrl);
  for (let step = 0; step < 10 && location.origin !== new URL(baseUrl).origin; step += 1) {
    const response = await fetch(location, { redirect: "manual", headers: { cookie: providerCookies() } });
    take(response);
    if (response.status === 200 && location.pathname.startsWith("/interaction/")) {
      const login = await fetch(new URL(`${location.pathname}/login`, location), {
        method: "POST",
        redirect: "manual",
        headers: { cookie: providerCookies(), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username, password: DEMO_STAFF_PASSWORD }).toString(),
      });
      take(login);
      if (login.status !== 302 && login.status !== 303)
        throw new Error(`the provider's login answered ${login.status}`);
      location = new URL(String(login.headers.get("location")), location);
      continue;
    }
    if (response.status !== 302 && response.status !== 303) {
      throw new Error(`the provider answered ${response.status} at ${location.pathname}`);
    }
    location = new URL(String(response.headers.get("location")), location);
  }
  const callback = await fetch(location, {
    redirect: "manual",
    headers: { cookie: `${STAFF_SIGN_IN_COOKIE}=${signInCookie}` },
  });
  const session = cookieOf(callback, STAFF_SESSION_COOKIE);
  if (callback.status !== 303 || !session) throw new Error(`the sign-in's callback answered ${callback.status}`);
  const cookie = `${STAFF_SESSION_COOKIE}=${session}`;
  const opened = await fetch(`${baseUrl}${STAFF_PATHS.session}`, { headers: { cookie } });
  if (!opened.ok) throw new Error(`the session answered ${opened.status}`);
  const { result } = (await opened.json()) as { result: { csrfToken: string } };
  return { cookie, csrf: result.csrfToken };
}

function cookieOf(response: Response, name: string): string | null {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const [key, ...rest] = pair.split("=");
    if (key === name && rest.join("=") !== "") return rest.join("=");
  }
  return null;
}
