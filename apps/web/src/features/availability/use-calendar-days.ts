import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { AVAILABILITY_LIMITS } from "@fad/contracts/messages/availability-texts";
import { dayInTimeZone } from "@fad/contracts/scheduling/day-format";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { loadMoreSlotsQueryOptions, useLoadMoreSlots } from "../../api/load-more-slots.ts";
import { searchSlotsQueryOptions } from "../../api/search-slots.ts";
import type { CalendarLocation, CalendarPhysician } from "./calendar-subject.ts";
import { loadMoreStartDate } from "./carousel-math.ts";

export interface CalendarDaysOptions {
  physician: CalendarPhysician;
  location: CalendarLocation;
  initialDays?: AvailableDay[];
  appointmentTypeCode?: string | null;
  numberDaysOut: number;
  /** The host app (the calls' source) and the site type. */
  source: string | null;
  siteType: string | null;
}

export type CalendarDaysStatus = "no-calendar" | "loading" | "error" | "ready";

export interface CalendarDays {
  status: CalendarDaysStatus;
  /** Why the first window failed (status "error"): a rate-limit refusal has its own text. */
  error: unknown;
  /** The first window is being fetched again after it failed (Try again). */
  isRetrying: boolean;
  /** Every loaded day in order: the first window, then each load. */
  days: AvailableDay[];
  isLoadingMore: boolean;
  /** Loads the next 62 days from the day after the last loaded day; resolves once they are in. */
  loadMore: () => Promise<boolean>;
  /** Fetches the first window again (a hold error's Refresh, the page's reload) and drops the loaded extra days. */
  refresh: () => void;
}

/**
 * The calendar's days: the given first window (the search answer's availableAppointments) or its own
 * fetch, plus the days the next arrow loads. With a chosen type the first fetch is the slot search;
 * without one it is the load-more call, which answers the calendar's default type (docs/api.md).
 *
 * Once days are shown they stay shown while they are fetched again (a refetch on window focus or
 * reconnect, a refresh, a new start day): only the very first fetch is a loading state. Replacing the
 * days by a loader would unmount the focused time button and drop focus to the page's body.
 */
export function useCalendarDays(options: CalendarDaysOptions): CalendarDays {
  const { physician, location, initialDays, appointmentTypeCode, numberDaysOut, source, siteType } = options;
  const calendarId = location.mhdCalendarId;
  const code = appointmentTypeCode || null;
  const [refreshed, setRefreshed] = useState(false);
  const [appended, setAppended] = useState<AvailableDay[]>([]);
  // "Today" at the location, read on mount and again on each refresh.
  const [startDate, setStartDate] = useState(() => dayInTimeZone(new Date(), location.timeZone));
  const fetches = calendarId !== null && (initialDays === undefined || refreshed);
  const request = (day: string) => ({ calendarId: calendarId ?? "", startDate: day, numberDaysOut, source, siteType });
  const typedQuery = (day: string) =>
    searchSlotsQueryOptions({
      ...request(day),
      appointmentTypeIds: [code ?? ""],
      physicianNpi: physician.physicianNpi,
    });
  const defaultTypeQuery = (day: string) =>
    loadMoreSlotsQueryOptions({ ...request(day), physicianNpi: physician.physicianNpi, locationId: location.id });
  // Until a fetch answers, the days already shown stand in: the previous answer (a new start day), or
  // the given first window (a refresh of a card's calendar).
  const keepShown = (previous: AvailableDay[] | undefined) => previous ?? initialDays;
  const typed = useQuery({ ...typedQuery(startDate), enabled: fetches && code !== null, placeholderData: keepShown });
  const byDefault = useQuery({
    ...defaultTypeQuery(startDate),
    enabled: fetches && code === null,
    placeholderData: keepShown,
  });
  const query = code === null ? byDefault : typed;
  const queryClient = useQueryClient();
  const more = useLoadMoreSlots();

  const firstWindow = fetches ? query.data : initialDays;
  const days = useMemo(() => [...(firstWindow ?? []), ...appended], [firstWindow, appended]);

  let status: CalendarDaysStatus = "ready";
  if (calendarId === null) status = "no-calendar";
  else if (fetches && query.isPending) status = "loading";
  else if (fetches && query.isError) status = "error";

  const { mutateAsync, isPending: isLoadingMore } = more;
  const loadMore = useCallback(async () => {
    const start = loadMoreStartDate(days);
    if (!calendarId || !start) return false;
    try {
      const next = await mutateAsync({
        physicianNpi: physician.physicianNpi,
        calendarId,
        locationId: location.id,
        startDate: start,
        numberDaysOut: AVAILABILITY_LIMITS.loadMoreDays,
        appointmentTypeIds: code ? [code] : undefined,
        source,
        siteType,
      });
      // A late answer for days already there (a double press) adds nothing twice.
      setAppended((current) => [...current, ...next.filter((day) => day.day >= start)]);
      return next.length > 0;
    } catch {
      // Spec §8 gives no message for a failed calendar fetch: the arrow stays, a press tries again.
      return false;
    }
  }, [days, calendarId, code, location.id, mutateAsync, physician.physicianNpi, siteType, source]);

  function refresh() {
    setAppended([]);
    setRefreshed(true);
    const today = dayInTimeZone(new Date(), location.timeZone);
    setStartDate(today);
    if (!calendarId) return;
    // Asks even when the start day and so the query are the same; the queries above show the answer or
    // the failure, keeping the days on screen until then.
    const answered =
      code === null ? queryClient.fetchQuery(defaultTypeQuery(today)) : queryClient.fetchQuery(typedQuery(today));
    answered.catch(() => {});
  }

  const error = status === "error" ? query.error : null;
  const isRetrying = status === "error" && query.isFetching;
  return { status, error, isRetrying, days, isLoadingMore, loadMore, refresh };
}
