import { vi } from "vitest";

/** Tests only: the screen width useIsMobile() and the media queries read (jsdom has no matchMedia). */

/** Makes matchMedia answer min-width/max-width queries for this viewport width. */
export function setViewportWidth(width: number) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => {
      const min = query.match(/min-width:\s*([\d.]+)px/);
      const max = query.match(/max-width:\s*([\d.]+)px/);
      const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      return { matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    }),
  );
  window.matchMedia = globalThis.matchMedia;
}

/** Makes useIsMobile() true: every max-width query matches (without matchMedia the app reads desktop). */
export function stubMobile() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("max-width"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
