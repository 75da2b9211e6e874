import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";
import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { TEXTING_SOURCE } from "@fad/contracts/scheduling/texting-source";
import { type ReactNode, type RefObject, useId, useMemo, useRef } from "react";
import { useLocation } from "react-router";
import { useAppSettings } from "../../settings/app-settings.tsx";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { useText } from "../../ui/i18n/use-text.ts";
import { useIsMobile } from "../../ui/use-media-query.ts";
import { CalendarAnnouncement, useLiveRegionReady } from "./calendar-announcement.tsx";
import { CalendarAreaContent } from "./calendar-area.tsx";
import { hasSlots } from "./carousel-math.ts";
import { type HeldTime, withHeldTime } from "./held-time.ts";
import { type CalendarDays, useCalendarDays } from "./use-calendar-days.ts";
import { type CalendarView, useCarouselPosition } from "./use-carousel-position.ts";
import { useColumnsPerSlide } from "./use-columns-per-slide.ts";
import { useLoadingReport } from "./use-loading-report.ts";
import { useReloadRequests } from "./use-reload-requests.ts";
import { useTimeFocusKeeper } from "./use-time-focus-keeper.ts";
import "./availability-calendar.css";
import type { CalendarLocation, CalendarPhysician } from "./calendar-subject.ts";

export interface SlotCalendarProps {
  physician: CalendarPhysician;
  /** Must have mhdCalendarId to show slots. */
  location: CalendarLocation;
  /** Days already loaded (the search response's availableAppointments); absent → the calendar fetches. */
  initialDays?: AvailableDay[];
  /** The chosen appointment type's code; null/undefined → the calendar's default type. */
  appointmentTypeCode?: string | null;
  /** Window of the first fetch: 89 from results, 14 on the profile, 62 in booking (spec §9). */
  numberDaysOut: number;
  /** The calendar only reports the chosen time: the page's one hold owner (use-slot-hold.ts) holds it. */
  onSlotSelect: (slot: TimeSlot, day: AvailableDay) => void;
  selectedAppointmentId: string | null;
  /** The visitor's own held time on this calendar, shown selected though the server's answer hides it. */
  heldTime?: HeldTime | null;
  /** Booking step 1's Continue waits while the first window loads (spec booking §4 "Continue enablement"). */
  onLoadingChange?: (isLoading: boolean) => void;
  /**
   * A change fetches the first window again and starts from its first slide (booking step 1 after the
   * time expired or a hold was lost). The calendar stays in the page, so the times shown and the focus
   * on one are kept until the new answer; remounting it would drop focus to the page's body.
   */
  reloadVersion?: number;
  /** After a reload asked by reloadVersion, focus the calendar (the hold-error modal's Refresh on a card). */
  focusAfterReload?: boolean;
  /** Shown at the top of the calendar's region (the hold owner's network error). */
  notice?: ReactNode;
  /**
   * The region's name when the page shows several calendars (a results page, one per card): each names
   * its doctor, so no two landmarks share a name. Else the one calendar's plain name.
   */
  regionLabel?: string;
}

/**
 * The times of a calendar (spec discovery §2 "Availability calendar on the card", booking §4
 * "Carousel"): it shows them and reports the chosen one; it never holds (decision 76). A new calendar
 * or type starts afresh.
 */
export function SlotCalendar(props: SlotCalendarProps) {
  const key = `${props.location.mhdCalendarId ?? ""}|${props.appointmentTypeCode ?? ""}`;
  return <CalendarBody key={key} {...props} />;
}

/** The source the calendar's calls carry: the texting flow's instead of the host app (decision 21). */
export function useCalendarSource(): string | null {
  const { settings } = useAppSettings();
  const texting = useLocation().pathname.startsWith(APP_ROUTES.texting);
  return texting ? TEXTING_SOURCE : (settings.hostApp ?? null);
}

/** The calendar's days: the given first window or its own fetch, with the page's source and site type. */
function useCalendarDaysOf(props: SlotCalendarProps): CalendarDays {
  const { settings } = useAppSettings();
  const source = useCalendarSource();
  return useCalendarDays({
    physician: props.physician,
    location: props.location,
    initialDays: props.initialDays,
    appointmentTypeCode: props.appointmentTypeCode || null,
    numberDaysOut: props.numberDaysOut,
    source,
    siteType: settings.siteType ?? null,
  });
}

function CalendarBody(props: SlotCalendarProps) {
  const calendar = useCalendarDaysOf(props);
  const days = useMemo(() => withHeldTime(calendar.days, props.heldTime ?? null), [calendar.days, props.heldTime]);
  const columns = useColumnsPerSlide();
  const months = useIsMobile() ? 1 : 2;
  const idPrefix = useId().replaceAll(":", "");
  const liveRegionReady = useLiveRegionReady();
  const regionRef = useRef<HTMLElement>(null);
  const focusKeeper = useTimeFocusKeeper(regionRef);
  const position = useCarouselPosition({ days, columns, calendar, idPrefix });
  useReloadRequests({
    reloadVersion: props.reloadVersion ?? 0,
    focusAfterReload: props.focusAfterReload,
    startAgain: position.startAgain,
    regionRef,
  });
  useLoadingReport(calendar.status === "loading", props.onLoadingChange);
  const availableDays = useMemo(() => new Set(days.filter(hasSlots).map((day) => day.day)), [days]);

  if (calendar.status === "error") {
    // Spec §8 (discovery and booking): the network-error flag's banner, the loader stops, no date picker,
    // no slots, no other message; and a way to ask again (decision 69). The region stays focusable: a
    // refetch failing while a time has focus leaves focus here, not on the page's body.
    return (
      <CalendarRegion failed label={props.regionLabel} regionRef={regionRef} focusKeeper={focusKeeper}>
        <ErrorBanner error={calendar.error} />
        <RetryButton isRetrying={calendar.isRetrying} onRetry={position.startAgain} />
      </CalendarRegion>
    );
  }
  return (
    <CalendarRegion failed={false} label={props.regionLabel} regionRef={regionRef} focusKeeper={focusKeeper}>
      {props.notice}
      {calendar.status === "ready" && availableDays.size > 0 ? (
        <ViewToggle view={position.view} onToggle={position.toggleView} />
      ) : null}
      <div className="availability__area">
        <CalendarAreaContent
          calendar={calendar}
          days={days}
          availableDays={availableDays}
          position={position}
          columns={columns}
          months={months}
          location={props.location}
          idPrefix={idPrefix}
          onSlotSelect={props.onSlotSelect}
          selectedAppointmentId={props.selectedAppointmentId}
        />
      </div>
      <CalendarAnnouncement
        ready={liveRegionReady}
        loading={calendar.status === "loading"}
        announce={position.announce}
        visible={position.visible}
      />
    </CalendarRegion>
  );
}

/**
 * The calendar's focusable region. Failed or not it is the same element, so focus on it stays when a
 * retry brings the times back.
 */
function CalendarRegion(props: {
  failed: boolean;
  label: string | undefined;
  regionRef: RefObject<HTMLElement | null>;
  focusKeeper: ReturnType<typeof useTimeFocusKeeper>;
  children: ReactNode;
}) {
  const t = useText();
  return (
    <section
      className={props.failed ? "availability availability--failed" : "availability"}
      aria-label={props.label ?? t("availability.regionLabel")}
      ref={props.regionRef}
      tabIndex={-1}
      {...props.focusKeeper}
    >
      {props.children}
    </section>
  );
}

/** Try again after the first window failed (decision 69); it says so while the new call runs. */
function RetryButton({ isRetrying, onRetry }: { isRetrying: boolean; onRetry: () => void }) {
  const t = useText();
  return (
    <button
      type="button"
      className="button availability__retry"
      aria-disabled={isRetrying}
      onClick={() => !isRetrying && onRetry()}
    >
      {isRetrying ? t("availability.retrying") : t("availability.retry")}
    </button>
  );
}

/** View Calendar / View Times: the date picker or the slide of times. */
function ViewToggle({ view, onToggle }: { view: CalendarView; onToggle: () => void }) {
  const t = useText();
  return (
    <div className="availability__toolbar">
      <button type="button" className="button-link-plain availability__toggle" onClick={onToggle}>
        {view === "times" ? t("availability.viewCalendar") : t("availability.viewTimes")}
      </button>
    </div>
  );
}
