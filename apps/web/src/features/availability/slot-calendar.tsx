import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";
import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { TEXTING_SOURCE } from "@fad/contracts/scheduling/texting-source";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useAppSettings } from "../../settings/app-settings.tsx";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { useIsMobile } from "../../ui/use-media-query.ts";
import { AvailabilityDatePickerOnDemand } from "./availability-date-picker-on-demand.tsx";
import { AVAILABILITY_MESSAGES as TEXT } from "./availability-messages.ts";
import {
  arrowState,
  hasSlots,
  jumpFirstDayIndex,
  nextAvailableDayAfterEmptyWeek,
  nextAvailableDayAfterShown,
  nextFirstDayIndex,
  previousFirstDayIndex,
  visibleDays,
} from "./carousel-math.ts";
import { DayCarousel, firstSlotId } from "./day-carousel.tsx";
import { longDay, longDayWithYear } from "./day-labels.ts";
import { type HeldTime, withHeldTime } from "./held-time.ts";
import { NoSlotsMessage } from "./no-slots-message.tsx";
import { useCalendarDays } from "./use-calendar-days.ts";
import { useColumnsPerSlide } from "./use-columns-per-slide.ts";
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

function CalendarBody(props: SlotCalendarProps) {
  const { physician, location, initialDays, numberDaysOut, onSlotSelect, onLoadingChange } = props;
  const appointmentTypeCode = props.appointmentTypeCode || null;
  const { settings } = useAppSettings();
  const source = useCalendarSource();
  const calendar = useCalendarDays({
    physician,
    location,
    initialDays,
    appointmentTypeCode,
    numberDaysOut,
    source,
    siteType: settings.siteType ?? null,
  });
  const days = useMemo(() => withHeldTime(calendar.days, props.heldTime ?? null), [calendar.days, props.heldTime]);
  const columns = useColumnsPerSlide();
  const months = useIsMobile() ? 1 : 2;
  const idPrefix = useId().replaceAll(":", "");
  const [firstDayIndex, setFirstDayIndex] = useState(0);
  const [view, setView] = useState<"times" | "calendar">("times");
  const [announce, setAnnounce] = useState(false);
  // The live region is put in the page empty and speaks once it is there: a region that arrives with
  // its text already in it is not announced by screen readers (issue 9, the loading announcement).
  const [regionShown, setRegionShown] = useState(false);
  useEffect(() => setRegionShown(true), []);
  const [passedEmptyWeek, setPassedEmptyWeek] = useState(false);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const [refreshCount, setRefreshCount] = useState(0);
  const regionRef = useRef<HTMLElement>(null);

  const focusKeeper = useTimeFocusKeeper(regionRef);

  function startAgain() {
    setFirstDayIndex(0);
    setPassedEmptyWeek(false);
    setView("times");
    calendar.refresh();
  }

  const reloadVersion = props.reloadVersion ?? 0;
  const reloadedFor = useRef(reloadVersion);
  const startAgainNow = useRef(startAgain);
  const focusAfterReload = useRef(props.focusAfterReload);
  focusAfterReload.current = props.focusAfterReload;
  startAgainNow.current = startAgain;
  useEffect(() => {
    if (reloadedFor.current === reloadVersion) return;
    reloadedFor.current = reloadVersion;
    startAgainNow.current();
    if (focusAfterReload.current) setRefreshCount((count) => count + 1);
  }, [reloadVersion]);

  const isLoading = calendar.status === "loading";
  const reportLoading = useRef(onLoadingChange);
  reportLoading.current = onLoadingChange;
  useEffect(() => {
    reportLoading.current?.(isLoading);
    return () => reportLoading.current?.(false);
  }, [isLoading]);

  const visible = visibleDays(days, firstDayIndex, columns);
  const arrows = arrowState({ firstDayIndex, dayCount: days.length, columns });
  const availableDays = useMemo(() => new Set(days.filter(hasSlots).map((day) => day.day)), [days]);
  const nextAvailable = passedEmptyWeek ? null : nextAvailableDayAfterEmptyWeek(days);
  const nextAfterShown = nextAvailableDayAfterShown(days, firstDayIndex, columns);

  // After a jump (date picker, Go To Next Appointment) focus lands on the day's first time.
  useEffect(() => {
    if (!focusDay || view !== "times") return;
    document.getElementById(firstSlotId(idPrefix, focusDay))?.focus();
    setFocusDay(null);
  }, [focusDay, view, idPrefix]);

  // After Refresh the chosen time may be gone: focus goes to the calendar, once the modal has given it
  // back to the time (react-aria restores focus on the next frame).
  useEffect(() => {
    if (refreshCount === 0) return;
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => regionRef.current?.focus()));
    return () => cancelAnimationFrame(frame);
  }, [refreshCount]);

  function jumpTo(day: string) {
    const index = days.findIndex((entry) => entry.day === day);
    if (index < 0) return;
    setFirstDayIndex(jumpFirstDayIndex(index, days.length, columns));
    setPassedEmptyWeek(true);
    setView("times");
    setAnnounce(true);
    setFocusDay(day);
  }

  async function showNext() {
    const dayCountBeforeLoad = days.length;
    if (arrows.nextLoadsMore && !(await calendar.loadMore())) return;
    setFirstDayIndex(nextFirstDayIndex(firstDayIndex, columns, dayCountBeforeLoad));
    setPassedEmptyWeek(true);
    setAnnounce(true);
  }

  if (calendar.status === "error") {
    // Spec §8 (discovery and booking): the network-error flag's banner, the loader stops, no date picker,
    // no slots, no other message; and a way to ask again (decision 69). The region stays focusable: a
    // refetch failing while a time has focus leaves focus here, not on the page's body.
    return (
      <section
        className="availability availability--failed"
        aria-label={TEXT.regionLabel}
        ref={regionRef}
        tabIndex={-1}
        {...focusKeeper}
      >
        <ErrorBanner error={calendar.error} />
        <button
          type="button"
          className="button availability__retry"
          aria-disabled={calendar.isRetrying}
          onClick={() => !calendar.isRetrying && startAgain()}
        >
          {calendar.isRetrying ? TEXT.retrying : TEXT.retry}
        </button>
      </section>
    );
  }
  const first = visible[0];
  const last = visible.at(-1);
  const hasAnySlot = availableDays.size > 0;

  return (
    <section className="availability" aria-label={TEXT.regionLabel} ref={regionRef} tabIndex={-1} {...focusKeeper}>
      {props.notice}
      {calendar.status === "ready" && hasAnySlot ? (
        <div className="availability__toolbar">
          <button
            type="button"
            className="button-link-plain availability__toggle"
            onClick={() => setView(view === "times" ? "calendar" : "times")}
          >
            {view === "times" ? TEXT.viewCalendar : TEXT.viewTimes}
          </button>
        </div>
      ) : null}
      <div className="availability__area">
        {calendar.status === "loading" ? (
          <div className="availability__loading" aria-hidden="true">
            <span className="spinner" />
            <span>{TEXT.loading}</span>
          </div>
        ) : calendar.status === "no-calendar" || !hasAnySlot ? (
          <NoSlotsMessage location={location} />
        ) : view === "calendar" && first && days.length ? (
          <div className="availability__date-picker">
            <AvailabilityDatePickerOnDemand
              availableDays={availableDays}
              firstDay={days[0]?.day ?? first.day}
              lastDay={days.at(-1)?.day ?? first.day}
              months={months}
              onSelect={jumpTo}
              defaultOpen
            />
          </div>
        ) : nextAvailable ? (
          <NextAvailableBlock day={nextAvailable} onGo={jumpTo} />
        ) : (
          <>
            <DayCarousel
              days={visible}
              columns={columns}
              previousDisabled={arrows.previousDisabled}
              nextDisabled={arrows.nextDisabled}
              isLoadingMore={calendar.isLoadingMore}
              onPrevious={() => {
                setFirstDayIndex(previousFirstDayIndex(firstDayIndex, columns));
                setAnnounce(true);
              }}
              onNext={() => void showNext()}
              onSlotSelect={onSlotSelect}
              selectedAppointmentId={props.selectedAppointmentId}
              idPrefix={idPrefix}
            />
            {/* The days shown are empty but later ones are not: say when, and go there (decision 62). */}
            {nextAfterShown ? <NextAvailableBlock day={nextAfterShown} onGo={jumpTo} overDays /> : null}
          </>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {!regionShown
          ? ""
          : calendar.status === "loading"
            ? TEXT.loading
            : announce && first && last
              ? TEXT.slideAnnouncement(longDay(first.day), longDay(last.day))
              : ""}
      </p>
    </section>
  );
}

/** "The next available appointment is {date}" with Go To Next Appointment (spec discovery §2; decision 62). */
function NextAvailableBlock(props: { day: AvailableDay; onGo: (day: string) => void; overDays?: boolean }) {
  const { day, onGo, overDays = false } = props;
  return (
    <div
      className={`availability-message availability-message--next${overDays ? " availability-message--over-days" : ""}`}
    >
      <p>{TEXT.nextAvailable(longDayWithYear(day.day))}</p>
      <button type="button" className="button" onClick={() => onGo(day.day)}>
        {TEXT.goToNextAppointment}
      </button>
    </div>
  );
}
