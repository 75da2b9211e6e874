import { robotsHintFor } from "@fad/contracts/routes/app-routes";
import { useEffect, useRef } from "react";
import { type Location, useLocation } from "react-router";

/** Scroll target offset for in-page anchors (spec discovery §2 Route table). */
export const HASH_SCROLL_OFFSET_PX = 20;

/**
 * What every navigation must do: the robots hint, smooth scrolling to an anchor, and moving focus to
 * the new page's heading so screen readers hear that the page changed. Focus moves only when the page
 * itself changes (path, or landing to booking flow), not on the first load and not when only the query
 * or anchor changes (filters, paging, the held appointment id), which the pages handle themselves.
 */
export function RouteEffects() {
  const location = useLocation();
  const shownPage = useRef<string | null>(null);

  useEffect(() => {
    setRobotsHint(robotsHintFor(location.pathname, location.search));
  }, [location.pathname, location.search]);

  const page = pageKey(location);
  useEffect(() => {
    const previous = shownPage.current;
    shownPage.current = page;
    if (location.hash.length > 1 && scrollToAnchor(location.hash.slice(1))) return;
    if (previous === null || previous === page) return;
    return focusHeadingWhenShown();
  }, [page, location.hash]);

  return null;
}

/** How long a page that loads its data first (the profile) may take to show its heading. */
const HEADING_WAIT_MS = 10_000;

/**
 * Moves focus to the page's h1, waiting for it when the page shows a loader first; returns the cleanup.
 * Focus that the user has already moved elsewhere meanwhile is left alone.
 */
function focusHeadingWhenShown(): () => void {
  const heading = document.querySelector<HTMLElement>("main h1");
  if (heading) {
    heading.focus();
    return () => {};
  }
  const main = document.querySelector("main");
  if (!main) return () => {};
  const startedWith = document.activeElement;
  const observer = new MutationObserver(() => {
    const shown = main.querySelector<HTMLElement>("h1");
    if (!shown) return;
    stop();
    if (document.activeElement === startedWith || document.activeElement === document.body) shown.focus();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/** Which page a location shows: its path, and on /physicians or /texting whether it is the booking flow. */
export function pageKey(location: Pick<Location, "pathname" | "search">): string {
  const booking = new URLSearchParams(location.search).has("urlTitle");
  return `${location.pathname.replace(/\/+$/, "") || "/"}${booking ? "?booking" : ""}`;
}

/** Scrolls smoothly (unless the user asked for less motion) to the anchor, 20 px above it. */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(safeDecode(id));
  if (!target) return false;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  window.scrollTo({
    top: target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX,
    behavior: reduceMotion ? "auto" : "smooth",
  });
  return true;
}

export function setRobotsHint(hint: string | null): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!hint) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "robots";
    document.head.append(meta);
  }
  meta.content = hint;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
