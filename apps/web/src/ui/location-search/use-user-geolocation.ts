import { useEffect, useSyncExternalStore } from "react";

export type GeolocationStatus = "idle" | "pending" | "granted" | "denied" | "unavailable";

export interface UserGeolocation {
  status: GeolocationStatus;
  coordinates: { latitude: number; longitude: number } | null;
}

/** GeolocationPositionError.PERMISSION_DENIED (the constant is not on every error object browsers pass). */
const PERMISSION_DENIED = 1;

const IDLE: UserGeolocation = { status: "idle", coordinates: null };

/*
 * One answer per page load, shared by every page and widget: the browser is asked at most once (spec
 * discovery §4: the prompt runs on load), and later pages read the same answer.
 */
let current: UserGeolocation = IDLE;
const listeners = new Set<() => void>();

function publish(next: UserGeolocation): void {
  current = next;
  for (const listener of listeners) listener();
}

function requestOnce(): void {
  if (current.status !== "idle") return;
  const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
  if (!geolocation) {
    publish({ status: "unavailable", coordinates: null });
    return;
  }
  publish({ status: "pending", coordinates: null });
  geolocation.getCurrentPosition(
    (position) =>
      publish({
        status: "granted",
        coordinates: { latitude: position.coords.latitude, longitude: position.coords.longitude },
      }),
    // Refused, timed out or position unknown: the link stays hidden and the page clears the location.
    (error) => publish({ status: error.code === PERMISSION_DENIED ? "denied" : "unavailable", coordinates: null }),
  );
}

/**
 * The browser's position for "Use my location". enabled=false (host app mhonative, or a zip already
 * known) does not ask; an answer already given this page load is still returned.
 */
export function useUserGeolocation({ enabled }: { enabled: boolean }): UserGeolocation {
  const state = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => current,
    () => IDLE,
  );
  useEffect(() => {
    if (enabled) requestOnce();
  }, [enabled]);
  return state;
}

/** The answer so far, outside React (analytics reads it for each event's context). */
export function currentUserGeolocation(): UserGeolocation {
  return current;
}

/** Forgets the answer, as a new page load would (tests start each case from here). */
export function forgetUserGeolocation(): void {
  publish(IDLE);
}
