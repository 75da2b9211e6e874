import { useContext, useRef } from "react";
import { type Location, UNSAFE_DataRouterContext, useLocation } from "react-router";

/**
 * The address as the router has it now, read when a deferred rewrite runs: the rendered one may be a
 * render behind (a move made in the same event, not yet shown), and rewriting from it would undo that
 * move. react-router offers no public hook for the live state; its data router context carries it.
 */
export function useLiveLocation(): () => Location {
  const rendered = useLocation();
  const context = useContext(UNSAFE_DataRouterContext);
  const fallback = useRef(rendered);
  fallback.current = rendered;
  return () => {
    const live = context?.router.state.location;
    if (!live) return fallback.current;
    // The router's own state carries the basename (a host variant's /variants/psg): navigate adds it.
    const basename = context.basename && context.basename !== "/" ? context.basename.replace(/\/$/, "") : "";
    const pathname =
      basename && live.pathname.toLowerCase().startsWith(basename.toLowerCase())
        ? live.pathname.slice(basename.length) || "/"
        : live.pathname;
    return { ...live, pathname };
  };
}
