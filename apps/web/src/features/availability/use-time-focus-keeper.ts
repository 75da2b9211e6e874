import { type FocusEvent, type RefObject, useLayoutEffect, useRef } from "react";

/**
 * Attributes the carousel puts on its day columns and time buttons, so the focus keeper can find a
 * time's neighbours in the page without knowing the data.
 */
export function dayColumnAttributes(day: string) {
  return { "data-calendar-day": day };
}

export function timeButtonAttributes(day: string, startTime: string) {
  return { "data-time-day": day, "data-time-start": startTime };
}

interface FocusedTime {
  element: HTMLElement;
  day: string;
  startTime: string;
}

/**
 * Keeps a keyboard or screen-reader user's place in the calendar when its slots change under them
 * (a refetch on window focus or reconnect, a refresh): when the focused time button leaves the page
 * and focus has fallen to the body, focus goes to the same time if it came back as a new button,
 * else the next later time of that day, else that day's column, else the calendar's region (WCAG
 * 2.4.3). Nothing is announced: the focused element speaks for itself.
 *
 * Spread the returned handlers on the calendar's region (which must be focusable, tabIndex -1); the
 * check runs after every render of the component that calls this hook, the one the slots come from.
 */
export function useTimeFocusKeeper(regionRef: RefObject<HTMLElement | null>) {
  const focused = useRef<FocusedTime | null>(null);

  useLayoutEffect(() => {
    const last = focused.current;
    const region = regionRef.current;
    if (!last || last.element.isConnected || !region) return;
    focused.current = null;
    // Focus the visitor moved on purpose (a modal, another control) is theirs to keep.
    if (!focusFellToBody()) return;
    const target = sameTime(region, last) ?? nextTimeOfDay(region, last) ?? dayColumn(region, last.day) ?? region;
    target.focus();
  });

  return {
    onFocus(event: FocusEvent<HTMLElement>) {
      focused.current = readFocusedTime(event.target);
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      const left = event.target;
      const next = event.relatedTarget;
      if (next) {
        // Within the calendar the next element's focus event says what is focused now.
        if (!event.currentTarget.contains(next)) focused.current = null;
        return;
      }
      // No new target: the button was removed (handled after the render that removed it), the window
      // lost focus (the button stays the document's active element: keep it, a refetch follows on
      // return), or the visitor clicked outside any control (forget it: that was their choice).
      queueMicrotask(() => {
        if (focused.current?.element === left && left.isConnected && document.activeElement !== left) {
          focused.current = null;
        }
      });
    },
  };
}

function readFocusedTime(target: EventTarget): FocusedTime | null {
  if (!(target instanceof HTMLElement)) return null;
  const { timeDay, timeStart } = target.dataset;
  return timeDay && timeStart ? { element: target, day: timeDay, startTime: timeStart } : null;
}

function focusFellToBody(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

function timesOfDay(region: HTMLElement, day: string): HTMLElement[] {
  return [...region.querySelectorAll<HTMLElement>("[data-time-day]")].filter(
    (button) => button.dataset.timeDay === day,
  );
}

function sameTime(region: HTMLElement, last: FocusedTime): HTMLElement | undefined {
  return timesOfDay(region, last.day).find((button) => button.dataset.timeStart === last.startTime);
}

/** The day's times are in order; "HH:mm" strings compare as times. */
function nextTimeOfDay(region: HTMLElement, last: FocusedTime): HTMLElement | undefined {
  return timesOfDay(region, last.day).find((button) => (button.dataset.timeStart ?? "") > last.startTime);
}

function dayColumn(region: HTMLElement, day: string): HTMLElement | undefined {
  return [...region.querySelectorAll<HTMLElement>("[data-calendar-day]")].find(
    (column) => column.dataset.calendarDay === day,
  );
}
