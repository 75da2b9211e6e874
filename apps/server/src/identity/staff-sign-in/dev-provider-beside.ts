import { STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import type { ServerConfig } from "../../config/server-config.ts";
import { devIssuerOf } from "../../config/staff-sign-in-config.ts";
import { type DevProvider, startDevProvider } from "./dev-provider.ts";

/**
 * `npm start` without FAD_STAFF_OIDC_ISSUER (outside production): the development provider, its client
 * allowed to return to the server's own addresses. On the port named by FAD_STAFF_DEV_PROVIDER_PORT, or
 * else the server's port + 3; when that default is busy (another server's, in tests that start several),
 * on a free port instead. The port it got is put in the environment, so worker processes started after
 * this (FAD_WORKERS) read the same issuer. Returns the configuration with that issuer.
 */
export async function startDevProviderBeside<Config extends Pick<ServerConfig, "staff" | "port" | "mail">>(
  config: Config,
): Promise<{ config: Config; provider: DevProvider | null }> {
  const { devProvider, signIn } = config.staff;
  if (!devProvider || !signIn) return { config, provider: null };
  const origins = [
    ...new Set([`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`, config.mail.publicUrl]),
  ];
  const start = (port: number) =>
    startDevProvider({
      port,
      redirectUris: origins.map((origin) => `${origin}${STAFF_PATHS.callback}`),
      postLogoutRedirectUris: origins.map((origin) => `${origin}${STAFF_PATHS.page}`),
      rolesClaim: signIn.rolesClaim,
      locationsClaim: signIn.locationsClaim,
    });
  let provider: DevProvider;
  try {
    provider = await start(devProvider.port).catch((error: unknown) => {
      if (devProvider.explicit || (error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
      return start(0);
    });
  } catch (error) {
    throw new Error(
      `The staff console's development identity provider could not start on port ${devProvider.port} (set FAD_STAFF_DEV_PROVIDER_PORT, or configure FAD_STAFF_OIDC_ISSUER): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const port = Number(new URL(provider.issuer).port);
  process.env.FAD_STAFF_DEV_PROVIDER_PORT = String(port);
  console.error(`staff console: development identity provider at ${provider.issuer} (demo accounts in README)`);
  return {
    provider,
    config: {
      ...config,
      staff: { devProvider: { port, explicit: true }, signIn: { ...signIn, issuer: devIssuerOf(port) } },
    },
  };
}
