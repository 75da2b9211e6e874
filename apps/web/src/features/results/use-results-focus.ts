import type { Physician } from "@fad/contracts/provider/search-providers";
import { useEffect, useRef } from "react";

export interface ResultsFocusInputs {
  isSettled: boolean;
  isError: boolean;
  physicians: readonly Physician[];
}

/**
 * Where focus and scrolling go when an answer comes in (spec §2): the count line after a page change,
 * the empty state into view, the error banner when results were shown before the error.
 */
export function useResultsFocus({ isSettled, isError, physicians }: ResultsFocusInputs) {
  const countLine = useRef<HTMLParagraphElement>(null);
  const errorBanner = useRef<HTMLDivElement>(null);
  const emptyState = useRef<HTMLDivElement>(null);
  const focusCount = useRef(false);
  const hadResults = useRef(false);

  useEffect(() => {
    if (!isSettled) return;
    if (focusCount.current) {
      focusCount.current = false;
      countLine.current?.focus();
    }
    if (physicians.length === 0) emptyState.current?.scrollIntoView?.({ block: "center" });
    hadResults.current = physicians.length > 0;
  }, [isSettled, physicians]);
  useEffect(() => {
    // Spec §2: when results exist, focus moves to the error banner on a search error.
    if (isError && hadResults.current) errorBanner.current?.focus();
  }, [isError]);

  return {
    countLine,
    errorBanner,
    emptyState,
    /** The next settled answer moves focus to the count line (a page change). */
    focusCountWhenSettled: () => {
      focusCount.current = true;
    },
  };
}

export type ResultsFocus = ReturnType<typeof useResultsFocus>;
