import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import { useLiveLocation } from "./use-live-location.ts";
import { clampPosition, type WizardPosition } from "./wizard-steps.ts";

/** What a booking history entry carries besides the page's own link state (e.g. bookingOrigin). */
interface WizardHistoryState {
  bookingStep?: number;
  /** The step of the entry this one was pushed from: going back to it is the browser's Back. */
  bookingPrevious?: number | null;
}

/**
 * Each wizard step is a history entry (issue 19, problem 4): Continue pushes the next step, the
 * browser's Back and Forward move between steps, a reload stays on its step (the history entry keeps
 * its state). `furthest` is the furthest step the booking can show now (no live hold: step 1, or the
 * phone's step 2 with the questions answered): an entry asking for more (Forward into a released
 * hold, a reload after expiry) is rewritten to it. Going back to the step an entry came from is the
 * browser's own Back, so the history does not grow with each Back and Edit Information.
 */
export function useWizardHistory(furthest: WizardPosition) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const state = (location.state ?? {}) as WizardHistoryState & Record<string, unknown>;
  const requested = clampPosition(typeof state.bookingStep === "number" ? state.bookingStep : 1);
  const position: WizardPosition = hydrated ? (Math.min(requested, furthest) as WizardPosition) : 1;
  const here = { pathname: location.pathname, search: location.search };

  // Checked once the page has settled (a task later, on the latest values): a hold cleared together
  // with a move of its own (the time ran out, Okay after a lost hold) must not be undone by this.
  const liveLocation = useLiveLocation();
  const latest = useRef({ furthest, liveLocation });
  latest.current = { furthest, liveLocation };
  const needsClamp = hydrated && requested > furthest;
  useEffect(() => {
    if (!needsClamp) return;
    const timer = setTimeout(() => {
      const { furthest: now, liveLocation: live } = latest.current;
      const address = live();
      const entry = (address.state ?? {}) as WizardHistoryState & Record<string, unknown>;
      const step = clampPosition(typeof entry.bookingStep === "number" ? entry.bookingStep : 1);
      if (step <= now) return;
      navigate(
        { pathname: address.pathname, search: address.search },
        { replace: true, state: { ...entry, bookingStep: now, bookingPrevious: null } },
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [needsClamp, navigate]);

  function goTo(next: WizardPosition) {
    if (next === position) return;
    if (state.bookingPrevious === next) {
      navigate(-1);
      return;
    }
    navigate(here, { state: { ...state, bookingStep: next, bookingPrevious: position } });
  }

  /** The step shown now changes without a history entry (the time ran out, a lost hold). */
  function replaceWith(next: WizardPosition) {
    navigate(here, { replace: true, state: { ...state, bookingStep: next, bookingPrevious: null } });
  }

  return { position, goTo, replaceWith, state };
}
