import { BREAKPOINTS } from "@fad/contracts/layout/breakpoints";
import { useSyncExternalStore } from "react";

/**
 * The screen width a server-rendered page was laid out for (null: none). While the app hydrates that
 * page, media queries answer for this width, so the first render matches the server's HTML; React then
 * renders again with the real screen's answers.
 */
let renderedForWidth: number | null = null;

export function setServerRenderWidth(width: number | null): void {
  renderedForWidth = width;
}

/** Whether a min-/max-width media query (the only kinds the app uses) matches at a given width. */
export function matchesAtWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, pixels]) => (kind === "min" ? width >= Number(pixels) : width <= Number(pixels)));
}

/** Whether a CSS media query matches now, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => (renderedForWidth === null ? false : matchesAtWidth(query, renderedForWidth)),
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
