import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { AVAILABILITY_LIMITS } from "@fad/contracts/messages/availability-texts";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { dayInTimeZone } from "@fad/contracts/scheduling/day-format";
import { useCallback, useMemo, useState } from "react";
import { useLoadMoreSlots, useLoadMoreSlotsQuery } from "../../api/load-more-slots.ts";
import { useSearchSlots } from "../../api/search-slots.ts";
import { loadMoreStartDate } from "./carousel-math.ts";

export interface CalendarDaysOptions {
  physician: Physician;
  location: ProviderLocation;
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
  /** Every loaded day in order: the first window, then each load. */
  days: AvailableDay[];
  isLoadingMore: boolean;
  /** Loads the next 62 days from the day after the last loaded day; resolves once they are in. */
  loadMore: () => Promise<boolean>;
  /** Fetches the first window again (after a hold error) and drops the loaded extra days. */
  refresh: () => void;
}

/**
 * The calendar's days: the given first window (the search answer's availableAppointments) or its own
 * fetch, plus the days the next arrow loads. With a chosen type the first fetch is the slot search;
 * without one it is the load-more call, which answers the calendar's default type (docs/api.md).
 */
export function useCalendarDays(options: CalendarDaysOptions): CalendarDays {
  const { physician, location, initialDays, appointmentTypeCode, numberDaysOut, source, siteType } = options;
  const calendarId = location.mhdCalendarId;
  const code = appointmentTypeCode || null;
  const [refreshed, setRefreshed] = useState(false);
  const [appended, setAppended] = useState<AvailableDay[]>([]);
  // "Today" at the location, read once per mount (and again on refresh, through the query's refetch).
  const startDate = useMemo(() => dayInTimeZone(new Date(), location.timeZone), [location.timeZone]);
  const fetches = calendarId !== null && (initialDays === undefined || refreshed);
  const common = { calendarId: calendarId ?? "", startDate, numberDaysOut, source, siteType };

  const typed = useSearchSlots(
    { ...common, appointmentTypeIds: [code ?? ""], physicianNpi: physician.physicianNpi },
    fetches && code !== null,
  );
  const byDefault = useLoadMoreSlotsQuery(
    { ...common, physicianNpi: physician.physicianNpi, locationId: location.id },
    fetches && code === null,
  );
  const query = code === null ? byDefault : typed;
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

  const { refetch } = query;
  const refresh = useCallback(() => {
    setAppended([]);
    if (refreshed || initialDays === undefined) void refetch();
    setRefreshed(true);
  }, [refreshed, initialDays, refetch]);

  return { status, days, isLoadingMore, loadMore, refresh };
}
