/**
 * Where the app's own server is. On our own pages it is the page's origin and every /fadmaa call
 * stays relative. Embedded in a host page of another origin (src/embed/), the embed entry sets the
 * origin it was loaded from, so calls, photos and other server files go there rather than to the host.
 */
let appOrigin = "";

/** Set once by the embed entry; "" (the default) means the page's own origin. */
export function setAppOrigin(origin: string): void {
  appOrigin = origin.replace(/\/+$/, "");
}

export function getAppOrigin(): string {
  return appOrigin;
}

/**
 * A root-relative address of our server (e.g. a physician photo /fadmaa/media/…) made absolute
 * against the app's origin when embedded. Absolute and data: addresses are returned unchanged.
 */
export function appResourceUrl(address: string): string {
  return appOrigin && address.startsWith("/") && !address.startsWith("//") ? `${appOrigin}${address}` : address;
}

/**
 * Credentials for /fadmaa calls: the holder cookie must travel with the hold and book calls. Across
 * origins that needs "include" (the server allows it for configured host origins only).
 */
export function apiCredentials(): RequestCredentials {
  return appOrigin ? "include" : "same-origin";
}
