import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";
import { DEV_PROVIDER_CLIENT } from "../../config/staff-sign-in-config.ts";
import { escapeHtml } from "../../http/escape-html.ts";
import { checkDemoStaffLogin, demoStaffAccount } from "./demo-staff-accounts.ts";
import { giveCookiesRelativeLifetimes } from "./relative-cookie-lifetime.ts";

/**
 * The development OpenID Provider (decision 160): `oidc-provider` (a certified implementation), started
 * beside the server when no issuer is configured, so `npm start` and the tests sign in through a real
 * provider: authorization code with PKCE, signed id tokens, discovery, end session. Its accounts are
 * the demo staff accounts (demo-staff-accounts.ts); it keeps everything in memory and listens on
 * loopback only. It refuses to start with NODE_ENV=production.
 */
export interface DevProvider {
  issuer: string;
  close(): Promise<void>;
}

export interface DevProviderOptions {
  port: number;
  /** The console's callback addresses and where sign-out returns (for each origin the server answers on). */
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** The claims the server reads roles and locations from. */
  rolesClaim: string;
  locationsClaim: string;
  /** Id token lifetime in seconds (tests shorten it to see an expired token refused). */
  idTokenTtlSeconds?: number;
  environment?: NodeJS.ProcessEnv;
}

export const DEV_PROVIDER_REFUSAL =
  "The development OpenID Provider does not start with NODE_ENV=production: configure FAD_STAFF_OIDC_ISSUER, FAD_STAFF_OIDC_CLIENT_ID and FAD_STAFF_OIDC_CLIENT_SECRET (docs/operations.md)";

const STAFF_SCOPE = "openid profile staff";

export async function startDevProvider(options: DevProviderOptions): Promise<DevProvider> {
  if ((options.environment ?? process.env).NODE_ENV === "production") throw new Error(DEV_PROVIDER_REFUSAL);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, providerConfiguration(options));
  const callback = provider.callback();
  // CSP form-action also governs the redirects after the login form's POST: they end at the console.
  const formTargets = ["'self'", ...new Set(options.redirectUris.map((uri) => new URL(uri).origin))].join(" ");
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    giveCookiesRelativeLifetimes(response);
    const url = new URL(request.url ?? "/", issuer);
    const interaction = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/.exec(url.pathname);
    if (!interaction) {
      callback(request, response);
      return;
    }
    handleInteraction(provider, request, response, interaction[2] !== undefined, formTargets).catch(() => {
      if (!response.headersSent) {
        sendPage(response, 400, errorPage("This sign-in has expired. Start again from the console."), formTargets);
      }
    });
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function providerConfiguration(options: DevProviderOptions): Configuration {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    clients: [
      {
        client_id: DEV_PROVIDER_CLIENT.clientId,
        client_secret: DEV_PROVIDER_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "dev-1", use: "sig", alg: "RS256" }] },
    cookies: {
      keys: [randomBytes(32).toString("base64url")],
      // Plain http on loopback: SameSite=None cookies would need Secure.
      long: { signed: true, sameSite: "lax" },
      short: { signed: true, sameSite: "lax" },
    },
    pkce: { required: () => true },
    scopes: ["openid", "profile", "staff"],
    claims: { openid: ["sub"], profile: ["name"], staff: [options.rolesClaim, options.locationsClaim] },
    // The roles and locations travel in the id token itself (what the server reads, decision 162).
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource },
    },
    ttl: {
      IdToken: options.idTokenTtlSeconds ?? 600,
      Session: 10 * 60 * 60,
      Interaction: 10 * 60,
      Grant: 10 * 60 * 60,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The console is the network's own first-party client: no consent screen.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope(STAFF_SCOPE);
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, id) => {
      const account = demoStaffAccount(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          name: account.name,
          [options.rolesClaim]: account.roles,
          [options.locationsClaim]: account.locations,
        }),
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = "html";
      // The description says which step failed ("could not find logout details"), for whoever tries it.
      const description = out.error_description ? ` (${String(out.error_description)})` : "";
      ctx.body = errorPage(`Sign-in error: ${String(out.error ?? "unknown")}${description}`);
    },
  };
}

/** The login form, or the demo account signed in when the form was posted with the right password. */
async function handleInteraction(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
  posted: boolean,
  formTargets: string,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (details.prompt.name !== "login") {
    // Consent is never asked (loadExistingGrant); anything else finishes as it is.
    await provider.interactionFinished(request, response, {}, { mergeWithLastSubmission: true });
    return;
  }
  if (!posted || request.method !== "POST") {
    sendPage(response, 200, loginPage(details.uid, null), formTargets);
    return;
  }
  const form = new URLSearchParams(await readBody(request));
  const account = checkDemoStaffLogin(form.get("username") ?? "", form.get("password") ?? "");
  if (!account) {
    sendPage(response, 401, loginPage(details.uid, "Unknown username or wrong password."), formTargets);
    return;
  }
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId: account.username } },
    { mergeWithLastSubmission: false },
  );
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > 10_000) throw new Error("form too large");
  }
  return body;
}

function sendPage(response: ServerResponse, status: number, html: string, formTargets: string): void {
  response.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; frame-ancestors 'none'`,
  });
  response.end(html);
}

const PAGE_STYLE =
  "body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;padding:.5rem;margin-top:.25rem;font-size:1rem}button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem}p.note{background:#fff4e5;padding:.75rem;border-left:4px solid #b35c00}";

function loginPage(uid: string, error: string | null): string {
  const alert = error ? `<p role="alert">${escapeHtml(error)}</p>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in: development identity provider</title><style>${PAGE_STYLE}</style></head><body><main><h1>Staff sign-in</h1><p class="note">Development identity provider with demo staff accounts (README "Staff console"). Never used in production.</p>${alert}<form method="post" action="/interaction/${escapeHtml(uid)}/login"><label for="username">Username</label><input id="username" name="username" autocomplete="username" required autofocus><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required><button type="submit">Sign in</button></form></main></body></html>`;
}

function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in problem</title><style>${PAGE_STYLE}</style></head><body><main><h1>Sign-in problem</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

async function logoutSource(ctx: { body: unknown; host: string }, form: string): Promise<void> {
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign out: development identity provider</title><style>${PAGE_STYLE}</style></head><body><main><h1>Sign out of the identity provider?</h1>${form}<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button> <button type="submit" form="op.logoutForm">No, stay signed in</button></main></body></html>`;
}
