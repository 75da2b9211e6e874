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
    const pageChanged = previous !== null && previous !== page;
    // A page that loads its data first (the profile) shows the anchor later: wait for it, or the
    // heading's focus would leave the visitor at the top (issue 21: See All landed there).
    // A fragment of parameters (the confirmation's and manage page's #token=…) names no element.
    const anchor = location.hash.length > 1 && !location.hash.includes("=") ? location.hash.slice(1) : null;
    if (anchor) return scrollToAnchorWhenShown(safeDecode(anchor), pageChanged);
    if (!pageChanged) return;
    return focusHeadingWhenShown();
  }, [page, location.hash]);

  return null;
}

/** How long a page that loads its data first (the profile) may take to show its heading. */
const HEADING_WAIT_MS = 10_000;

/**
 * Calls act with what find finds, now or once the page shows it (within HEADING_WAIT_MS); returns the
 * cleanup. act learns whether focus is still where it was when the wait began.
 */
function whenShown<T>(find: () => T | null, act: (found: T, focusUntouched: boolean) => void): () => void {
  const startedWith = document.activeElement;
  const untouched = () => document.activeElement === startedWith || document.activeElement === document.body;
  const found = find();
  if (found) {
    act(found, true);
    return () => {};
  }
  const root = document.querySelector("main") ?? document.body;
  const observer = new MutationObserver(() => {
    const shown = find();
    if (!shown) return;
    stop();
    act(shown, untouched());
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

const pageHeading = () => document.querySelector<HTMLElement>("main h1");

/**
 * Moves focus to the page's h1, waiting for it when the page shows a loader first; returns the cleanup.
 * Focus that the user has already moved elsewhere meanwhile is left alone.
 */
function focusHeadingWhenShown(): () => void {
  return whenShown(pageHeading, (heading, focusUntouched) => {
    if (focusUntouched) heading.focus();
  });
}

/**
 * Scrolls to the anchor once it shows; on a new page focus goes to its heading first, without scrolling,
 * so screen readers still hear the page change.
 */
function scrollToAnchorWhenShown(id: string, pageChanged: boolean): () => void {
  return whenShown(
    () => document.getElementById(id),
    (target, focusUntouched) => {
      if (pageChanged && focusUntouched) pageHeading()?.focus({ preventScroll: true });
      scrollToElement(target);
    },
  );
}

/** Which page a location shows: its path, and on /physicians or /texting whether it is the booking flow. */
export function pageKey(location: Pick<Location, "pathname" | "search">): string {
  const booking = new URLSearchParams(location.search).has("urlTitle");
  return `${location.pathname.replace(/\/+$/, "") || "/"}${booking ? "?booking" : ""}`;
}

/** Scrolls smoothly (unless the user asked for less motion) to the anchor, 20 px above it. */
function scrollToElement(target: Element): void {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  window.scrollTo({
    top: target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX,
    behavior: reduceMotion ? "auto" : "smooth",
  });
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
