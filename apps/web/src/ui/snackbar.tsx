import { useEffect, useSyncExternalStore } from "react";
import "./snackbar.css";

/** How long a snackbar stays, in milliseconds. */
export const SNACKBAR_DURATION_MS = 5000;

export type SnackbarTone = "success" | "error";

export interface SnackbarMessage {
  text: string;
  tone: SnackbarTone;
  /** Distinguishes two equal messages in a row, so the second one restarts the timer. */
  id: number;
}

/**
 * The snackbar (spec booking §2 'Confirmed!' / 'Error!'): a module store, so any screen can show one and
 * the SnackbarHost that the app layout mounts keeps it across a route change.
 */
let current: SnackbarMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: SnackbarMessage | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function showSnackbar(text: string, tone: SnackbarTone = "success"): void {
  publish({ text, tone, id: nextId++ });
}

export function hideSnackbar(): void {
  if (current) publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => current;

/**
 * Mount once, in the page layout. The status region is always in the page (a live region must exist
 * before its text changes to be announced) and is polite: the snackbar never interrupts.
 */
export function SnackbarHost() {
  const message = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(hideSnackbar, SNACKBAR_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return (
    <div className="snackbar-host" role="status" aria-live="polite" aria-atomic="true">
      {message ? (
        <p key={message.id} className={`snackbar snackbar--${message.tone}`}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
