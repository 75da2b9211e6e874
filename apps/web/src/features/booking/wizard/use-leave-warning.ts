import { useEffect } from "react";

/**
 * The browser's "leave site?" warning (spec booking §2 Routes): while `active` (a hold or typed data),
 * closing or reloading the tab asks first. In-app navigation is not blocked: the wizard's own moves,
 * Back and the timer's buttons leave on purpose.
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}
