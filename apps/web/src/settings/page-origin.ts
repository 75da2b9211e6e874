/**
 * The page's origin (scheme, host, port). In the browser it is the address bar's; while the server
 * renders a page (src/server-render/) it is the origin the request came to.
 */
let serverRenderOrigin = "";

export function setServerRenderOrigin(origin: string): void {
  serverRenderOrigin = origin;
}

export function pageOrigin(): string {
  return typeof window === "undefined" ? serverRenderOrigin : window.location.origin;
}
