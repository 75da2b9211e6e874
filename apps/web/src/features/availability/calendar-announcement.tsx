import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { useEffect, useState } from "react";
import { useText } from "../../ui/i18n/use-text.ts";
import type { DayLabels } from "./day-labels.ts";
import { useDayLabels } from "./use-day-labels.ts";

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
export function calendarAnnouncement(
  { ready, loading, announce, visible }: AnnouncementState,
  t: ReturnType<typeof useText>,
  labels: Pick<DayLabels, "longDay">,
): string {
  const first = visible[0];
  const last = visible.at(-1);
  if (!ready) return "";
  if (loading) return t("availability.loading");
  if (!announce || !first || !last) return "";
  return t("availability.slideAnnouncement", {
    same: first.day === last.day ? "yes" : "no",
    from: labels.longDay(first.day),
    to: labels.longDay(last.day),
  });
}

export function CalendarAnnouncement(props: AnnouncementState) {
  const t = useText();
  const labels = useDayLabels();
  return (
    <p className="visually-hidden" role="status">
      {calendarAnnouncement(props, t, labels)}
    </p>
  );
}
