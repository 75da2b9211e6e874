import { STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import type { ServerConfig } from "../../config/server-config.ts";
import { type DevProvider, startDevProvider } from "./dev-provider.ts";

/**
 * `npm start` without FAD_STAFF_OIDC_ISSUER (outside production): the development provider on
 * FAD_STAFF_DEV_PROVIDER_PORT, its client allowed to return to the server's own addresses.
 */
export async function startDevProviderBeside(
  config: Pick<ServerConfig, "staff" | "port" | "mail">,
): Promise<DevProvider | null> {
  const { devProvider, signIn } = config.staff;
  if (!devProvider || !signIn) return null;
  const origins = [
    ...new Set([`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`, config.mail.publicUrl]),
  ];
  const provider = await startDevProvider({
    port: devProvider.port,
    redirectUris: origins.map((origin) => `${origin}${STAFF_PATHS.callback}`),
    postLogoutRedirectUris: origins.map((origin) => `${origin}${STAFF_PATHS.page}`),
    rolesClaim: signIn.rolesClaim,
    locationsClaim: signIn.locationsClaim,
  }).catch((error: unknown) => {
    throw new Error(
      `The staff console's development identity provider could not start on port ${devProvider.port} (set FAD_STAFF_DEV_PROVIDER_PORT, or configure FAD_STAFF_OIDC_ISSUER): ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  console.error(`staff console: development identity provider at ${provider.issuer} (demo accounts in README)`);
  return provider;
}
