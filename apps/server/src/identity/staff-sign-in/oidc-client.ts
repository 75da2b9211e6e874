import * as client from "openid-client";
import type { StaffSignInConfig } from "../../config/staff-sign-in-config.ts";

/**
 * The console's OpenID Connect client (`openid-client`, decision 160): authorization code with PKCE
 * (S256), state and nonce. openid-client checks the id token's signature against the provider's keys,
 * its issuer, audience (our client id), nonce, expiry and issued-at; a token failing any is refused.
 */
export class ProviderUnavailableError extends Error {}

export interface OidcClient {
  /** Discovery (cached once it succeeds; a failure is retried on the next sign-in). */
  configuration(): Promise<client.Configuration>;
}

/** Seconds to wait for the provider before telling the person it is not answering. */
const PROVIDER_TIMEOUT_SECONDS = 5;

export function createOidcClient(config: StaffSignInConfig): OidcClient {
  let discovered: Promise<client.Configuration> | null = null;
  return {
    configuration() {
      discovered ??= client
        .discovery(new URL(config.issuer), config.clientId, undefined, client.ClientSecretBasic(config.clientSecret), {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          ...(config.allowHttp ? { execute: [client.allowInsecureRequests] } : {}),
        })
        .then((configuration) => {
          configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
          return configuration;
        })
        .catch((error: unknown) => {
          discovered = null;
          throw new ProviderUnavailableError("the identity provider's discovery failed", { cause: error });
        });
      return discovered;
    },
  };
}

/** Whether an error is the provider out of reach (network, timeout, 5xx) rather than a refused sign-in. */
export function isProviderUnreachable(error: unknown): boolean {
  if (error instanceof ProviderUnavailableError) return true;
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  if (error instanceof TypeError) return true; // fetch failed: connection refused, DNS, reset
  if (error instanceof DOMException) return error.name === "TimeoutError" || error.name === "AbortError";
  return false;
}

export { client as openid };
