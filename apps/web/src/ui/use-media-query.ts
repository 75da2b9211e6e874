import { BREAKPOINTS } from "@fad/contracts/layout/breakpoints";
import { useSyncExternalStore } from "react";

/** Whether a CSS media query matches now, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Small screens, under 768 px (spec discovery §9). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS.medium - 0.02}px)`);
}

/** Extra-large screens, 1200 px and up. */
export function useIsExtraLarge(): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS.extraLarge}px)`);
}
