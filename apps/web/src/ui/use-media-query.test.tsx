import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { matchesAtWidth, setServerRenderWidth, useIsMobile } from "./use-media-query.ts";

describe("matchesAtWidth", () => {
  it("answers min- and max-width queries, alone and joined, for a given width", () => {
    expect(matchesAtWidth("(max-width: 767.98px)", 375)).toBe(true);
    expect(matchesAtWidth("(max-width: 767.98px)", 1280)).toBe(false);
    expect(matchesAtWidth("(min-width: 1200px)", 1200)).toBe(true);
    expect(matchesAtWidth("(min-width: 768px) and (max-width: 991.98px)", 800)).toBe(true);
    expect(matchesAtWidth("(min-width: 768px) and (max-width: 991.98px)", 1280)).toBe(false);
    expect(matchesAtWidth("(prefers-reduced-motion: reduce)", 375)).toBe(false);
  });
});

function Layout() {
  return <p>{useIsMobile() ? "phone" : "desktop"}</p>;
}

describe("useMediaQuery while rendering on the server", () => {
  afterEach(() => setServerRenderWidth(null));
  it("answers for the width the page is laid out for, and desktop when none is given", () => {
    expect(renderToString(<Layout />)).toContain("desktop");
    setServerRenderWidth(375);
    expect(renderToString(<Layout />)).toContain("phone");
  });
});
