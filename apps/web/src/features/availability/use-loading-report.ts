import { useEffect, useRef } from "react";

/**
 * Tells the page whether the first window is loading (booking step 1's Continue waits for it, spec
 * booking §4 "Continue enablement"), and that it no longer is once the calendar leaves the page.
 */
export function useLoadingReport(isLoading: boolean, onLoadingChange: ((isLoading: boolean) => void) | undefined) {
  const reportLoading = useRef(onLoadingChange);
  reportLoading.current = onLoadingChange;
  useEffect(() => {
    reportLoading.current?.(isLoading);
    return () => reportLoading.current?.(false);
  }, [isLoading]);
}
