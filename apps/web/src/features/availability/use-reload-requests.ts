import { type RefObject, useEffect, useRef, useState } from "react";

interface ReloadRequestOptions {
  /** A change asks the calendar to start again (booking step 1 after the time expired or a hold was lost). */
  reloadVersion: number;
  /** After that reload, focus the calendar's region (the hold-error modal's Refresh on a card). */
  focusAfterReload?: boolean;
  startAgain: () => void;
  regionRef: RefObject<HTMLElement | null>;
}

/**
 * The page's requests to load the calendar again. The calendar stays in the page meanwhile (remounting
 * it would drop focus to the page's body), so a request is a new reloadVersion, answered once.
 */
export function useReloadRequests(options: ReloadRequestOptions): void {
  const { reloadVersion, regionRef } = options;
  const [refreshCount, setRefreshCount] = useState(0);
  const reloadedFor = useRef(reloadVersion);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (reloadedFor.current === reloadVersion) return;
    reloadedFor.current = reloadVersion;
    latest.current.startAgain();
    if (latest.current.focusAfterReload) setRefreshCount((count) => count + 1);
  }, [reloadVersion]);

  // After Refresh the chosen time may be gone: focus goes to the calendar, once the modal has given it
  // back to the time (react-aria restores focus on the next frame).
  useEffect(() => {
    if (refreshCount === 0) return;
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => regionRef.current?.focus()));
    return () => cancelAnimationFrame(frame);
  }, [refreshCount, regionRef]);
}
