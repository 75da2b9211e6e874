/**
 * How the app's calls reach the server. In the browser it is fetch; when the server renders a page
 * (src/server-render/) it hands its own in-process transport here, so the same call code runs there.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function apiFetch(input: string, init?: RequestInit): Promise<Response> {
  return transport(input, init);
}

/** Only the server-render entry calls this, once, before rendering anything. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}
