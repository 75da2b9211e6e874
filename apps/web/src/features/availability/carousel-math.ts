import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { BREAKPOINTS } from "@fad/contracts/layout/breakpoints";
import { AVAILABILITY_LIMITS } from "@fad/contracts/messages/availability-texts";
import { addDays } from "@fad/contracts/scheduling/day-format";

/** Pure arithmetic of the availability carousel (spec discovery §2, §4 Calendar, §9; booking §4 Carousel). */

export type ColumnsPerSlide = 2 | 3 | 5;

/** 5 day columns from 768 px, 3 on mobile, 2 under 375 px. */
export function columnsPerSlide(viewportWidth: number): ColumnsPerSlide {
  if (viewportWidth < BREAKPOINTS.narrowPhone) return AVAILABILITY_LIMITS.columnsNarrow;
  if (viewportWidth < BREAKPOINTS.medium) return AVAILABILITY_LIMITS.columnsMobile;
  return AVAILABILITY_LIMITS.columnsDesktop;
}

/** Slides the loaded days fill; the last may be partly filled. */
export function slideCount(dayCount: number, columns: number): number {
  return Math.ceil(dayCount / columns);
}

/**
 * The first slide beyond a first window of this many days, counted from 1: the slide the next arrow
 * can only show after loading more. For the results window (89 days) it is the spec's initial-load
 * threshold: 19 slides of 5 columns, 31 of 3, 46 of 2 (docs/decisions.md).
 */
export function initialLoadThreshold(windowDays: number, columns: number): number {
  return slideCount(windowDays, columns) + 1;
}

/**
 * The append counter is the number of days loaded so far (first window plus every load). More may be
 * loaded while it is under 549; once it reaches 549 the right arrow on the last slide is disabled.
 */
export function canLoadMore(appendCounter: number): boolean {
  return appendCounter < AVAILABILITY_LIMITS.appendCounterLimit;
}

/** The next load starts the day after the last loaded day. */
export function loadMoreStartDate(days: readonly AvailableDay[]): string | null {
  const last = days.at(-1);
  return last ? addDays(last.day, 1) : null;
}

/**
 * The carousel's position is the index of its first visible day; a slide shows `columns` days from
 * there. Moving keeps whole slides; only a load from a partly filled last slide, or a jump, starts a
 * slide elsewhere, so no day is ever skipped and a resize keeps the first visible day in view.
 */
export function visibleDays(days: readonly AvailableDay[], firstDayIndex: number, columns: number): AvailableDay[] {
  return days.slice(firstDayIndex, firstDayIndex + columns);
}

export interface ArrowState {
  previousDisabled: boolean;
  nextDisabled: boolean;
  /** The next arrow loads more days before moving (it is on the last slide). */
  nextLoadsMore: boolean;
}

export function arrowState(options: { firstDayIndex: number; dayCount: number; columns: number }): ArrowState {
  const { firstDayIndex, dayCount, columns } = options;
  const onLastSlide = firstDayIndex + columns >= dayCount;
  return {
    previousDisabled: firstDayIndex <= 0,
    nextDisabled: onLastSlide && !canLoadMore(dayCount),
    nextLoadsMore: onLastSlide && canLoadMore(dayCount),
  };
}

/**
 * Where the next arrow leads: a slide on, but never past the first day not yet seen (a partly filled
 * last slide is followed by the first loaded day, not by a slide that skips it).
 */
export function nextFirstDayIndex(firstDayIndex: number, columns: number, dayCountBeforeLoad: number): number {
  return Math.min(firstDayIndex + columns, dayCountBeforeLoad);
}

export function previousFirstDayIndex(firstDayIndex: number, columns: number): number {
  return Math.max(0, firstDayIndex - columns);
}

/** A jump (date picker, next available) shows the day first, or in a full last slide. */
export function jumpFirstDayIndex(dayIndex: number, dayCount: number, columns: number): number {
  return Math.max(0, Math.min(dayIndex, dayCount - columns));
}

export function hasSlots(day: AvailableDay): boolean {
  return day.timeSlots.length > 0;
}

/**
 * The "next available" block's day: the first day with slots, when the first week of the loaded days
 * has none (spec: "When the first week has no availability"). null when the first week has a slot or
 * no loaded day has any.
 */
export function nextAvailableDayAfterEmptyWeek(days: readonly AvailableDay[]): AvailableDay | null {
  const firstWeek = days.slice(0, AVAILABILITY_LIMITS.firstWeekDays);
  if (firstWeek.some(hasSlots)) return null;
  return days.find(hasSlots) ?? null;
}

/**
 * The first loaded day with times after the days shown, when none of the days shown has any (decision
 * 62): a phone's three days, or a desktop's five, can all be empty while later days are not. null when a
 * day shown has times, or no later loaded day has any.
 */
export function nextAvailableDayAfterShown(
  days: readonly AvailableDay[],
  firstDayIndex: number,
  columns: number,
): AvailableDay | null {
  const shown = visibleDays(days, firstDayIndex, columns);
  if (shown.length === 0 || shown.some(hasSlots)) return null;
  return days.slice(firstDayIndex + columns).find(hasSlots) ?? null;
}
