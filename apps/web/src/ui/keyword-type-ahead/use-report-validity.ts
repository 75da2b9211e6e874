import { useEffect, useRef } from "react";

/** Tells the page whether the box's text is valid, once at mount and again whenever that changes. */
export function useReportValidity(valid: boolean, onValidityChange?: (valid: boolean) => void): void {
  const callback = useRef(onValidityChange);
  callback.current = onValidityChange;
  useEffect(() => {
    callback.current?.(valid);
  }, [valid]);
}
