import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";

/** The placeholder for the app's origin in docs/examples/embed-host.html. */
export const EXAMPLE_APP_ORIGIN = "https://fad.example.org";
/** The example page's basePath: it is served here and on every deep link below it. */
export const EXAMPLE_BASE_PATH = "/find-a-doctor";

const EXAMPLE_PAGE = path.resolve(import.meta.dirname, "../../docs/examples/embed-host.html");

/**
 * The ports of the embedding host pages: the app's port plus one (desktop project) or two (mobile),
 * so both projects can run at once. start-e2e-server.sh lists both origins in FAD_EMBED_ORIGINS.
 */
export function embedHostPort(appPort: number, projectName: string): number {
  return appPort + (projectName === "mobile" ? 2 : 1);
}

export interface EmbedHost {
  origin: string;
  /** Every path the host was asked for, in order (the app's own files must never be among them). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A tiny static host on another origin: the example page with the app's origin put in, on the base
 * path and below it (as the host must serve it on the app's deep links); anything else is 404.
 */
export async function startEmbedHost(port: number, appOrigin: string): Promise<EmbedHost> {
  const page = readFileSync(EXAMPLE_PAGE, "utf8").replaceAll(EXAMPLE_APP_ORIGIN, appOrigin);
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://host.invalid").pathname;
    requests.push(pathname);
    if (pathname === EXAMPLE_BASE_PATH || pathname.startsWith(`${EXAMPLE_BASE_PATH}/`)) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      response.end(page);
      return;
    }
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("not found");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    // localhost, not the app's 127.0.0.1: another site, so the app's SameSite=Lax holder cookie is not
    // sent from here, as on a real host of another site (the holder token travels instead).
    origin: `http://localhost:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
