import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { useEffect, useState } from "react";
import {
  type ArrowState,
  arrowState,
  jumpFirstDayIndex,
  nextAvailableDayAfterEmptyWeek,
  nextAvailableDayAfterShown,
  nextFirstDayIndex,
  previousFirstDayIndex,
  visibleDays,
} from "./carousel-math.ts";
import { firstSlotId } from "./day-carousel.tsx";
import type { CalendarDays } from "./use-calendar-days.ts";

export type CalendarView = "times" | "calendar";

export interface CarouselPosition {
  /** The slide of times, or the date picker. */
  view: CalendarView;
  /** A slide the visitor moved to is announced; the first one shown is not. */
  announce: boolean;
  /** The days of the slide shown. */
  visible: AvailableDay[];
  arrows: ArrowState;
  /** The first week is empty: "The next available appointment is …" stands in for the slide. */
  nextAvailable: AvailableDay | null;
  /** The days shown are empty but later ones are not (decision 62). */
  nextAfterShown: AvailableDay | null;
  toggleView: () => void;
  showPrevious: () => void;
  showNext: () => Promise<void>;
  /** To a day's slide (date picker, Go To Next Appointment); focus then lands on the day's first time. */
  jumpTo: (day: string) => void;
  /** The first slide again, with the first window fetched again (Try again, the page's reload). */
  startAgain: () => void;
}

interface CarouselPositionOptions {
  days: AvailableDay[];
  columns: number;
  calendar: Pick<CalendarDays, "loadMore" | "refresh">;
  /** The calendar's id prefix, which names each day's first time button. */
  idPrefix: string;
}

/**
 * Where the calendar's carousel stands and how it moves (spec booking §4 "Carousel"). Called by the
 * component the slots come from, so the time focus keeper runs after each move.
 */
export function useCarouselPosition({ days, columns, calendar, idPrefix }: CarouselPositionOptions): CarouselPosition {
  const [firstDayIndex, setFirstDayIndex] = useState(0);
  const [view, setView] = useState<CalendarView>("times");
  const [announce, setAnnounce] = useState(false);
  const [passedEmptyWeek, setPassedEmptyWeek] = useState(false);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const arrows = arrowState({ firstDayIndex, dayCount: days.length, columns });

  // After a jump (date picker, Go To Next Appointment) focus lands on the day's first time.
  useEffect(() => {
    if (!focusDay || view !== "times") return;
    document.getElementById(firstSlotId(idPrefix, focusDay))?.focus();
    setFocusDay(null);
  }, [focusDay, view, idPrefix]);

  return {
    view,
    announce,
    visible: visibleDays(days, firstDayIndex, columns),
    arrows,
    nextAvailable: passedEmptyWeek ? null : nextAvailableDayAfterEmptyWeek(days),
    nextAfterShown: nextAvailableDayAfterShown(days, firstDayIndex, columns),
    toggleView: () => setView(view === "times" ? "calendar" : "times"),
    showPrevious: () => {
      setFirstDayIndex(previousFirstDayIndex(firstDayIndex, columns));
      setAnnounce(true);
    },
    showNext: async () => {
      const dayCountBeforeLoad = days.length;
      if (arrows.nextLoadsMore && !(await calendar.loadMore())) return;
      setFirstDayIndex(nextFirstDayIndex(firstDayIndex, columns, dayCountBeforeLoad));
      setPassedEmptyWeek(true);
      setAnnounce(true);
    },
    jumpTo: (day) => {
      const index = days.findIndex((entry) => entry.day === day);
      if (index < 0) return;
      setFirstDayIndex(jumpFirstDayIndex(index, days.length, columns));
      setPassedEmptyWeek(true);
      setView("times");
      setAnnounce(true);
      setFocusDay(day);
    },
    startAgain: () => {
      setFirstDayIndex(0);
      setPassedEmptyWeek(false);
      setView("times");
      calendar.refresh();
    },
  };
}
