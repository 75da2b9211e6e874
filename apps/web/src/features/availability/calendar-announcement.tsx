import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { useEffect, useState } from "react";
import { AVAILABILITY_MESSAGES as TEXT } from "./availability-messages.ts";
import { longDay } from "./day-labels.ts";

/**
 * Whether the live region may speak: it is put in the page empty and speaks once it is there, since a
 * region that arrives with its text already in it is not announced by screen readers (issue 9, the
 * loading announcement). Called by the calendar itself, so a failure in between does not reset it.
 */
export function useLiveRegionReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}

interface AnnouncementState {
  ready: boolean;
  loading: boolean;
  /** The visitor moved to the slide shown. */
  announce: boolean;
  visible: readonly AvailableDay[];
}

/** The calendar's polite announcement: the loading text, then the days of each slide the visitor moves to. */
export function calendarAnnouncement({ ready, loading, announce, visible }: AnnouncementState): string {
  const first = visible[0];
  const last = visible.at(-1);
  if (!ready) return "";
  if (loading) return TEXT.loading;
  return announce && first && last ? TEXT.slideAnnouncement(longDay(first.day), longDay(last.day)) : "";
}

export function CalendarAnnouncement(props: AnnouncementState) {
  return (
    <p className="visually-hidden" role="status">
      {calendarAnnouncement(props)}
    </p>
  );
}
