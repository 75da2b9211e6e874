import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";
import { useText } from "../../ui/i18n/use-text.ts";
import { AvailabilityDatePickerOnDemand } from "./availability-date-picker-on-demand.tsx";
import type { CalendarLocation } from "./calendar-subject.ts";
import { DayCarousel } from "./day-carousel.tsx";
import { NextAvailableBlock } from "./next-available-block.tsx";
import { NoSlotsMessage } from "./no-slots-message.tsx";
import type { CalendarDays } from "./use-calendar-days.ts";
import type { CarouselPosition } from "./use-carousel-position.ts";

export interface CalendarAreaProps {
  calendar: Pick<CalendarDays, "status" | "isLoadingMore">;
  /** Every loaded day, the visitor's held time in its place. */
  days: AvailableDay[];
  /** The days with at least one time (the date picker's enabled days). */
  availableDays: ReadonlySet<string>;
  position: CarouselPosition;
  columns: number;
  /** The date picker's months side by side. */
  months: 1 | 2;
  location: CalendarLocation;
  idPrefix: string;
  onSlotSelect: (slot: TimeSlot, day: AvailableDay) => void;
  selectedAppointmentId: string | null;
}

/**
 * What the calendar's area shows, one of: the loader, the no-slots message, the date picker, the
 * next available day after an empty first week, or the slide of times.
 */
export function CalendarAreaContent(props: CalendarAreaProps) {
  const { calendar, days, position } = props;
  const t = useText();
  const first = position.visible[0];
  if (calendar.status === "loading") {
    return (
      <div className="availability__loading" aria-hidden="true">
        <span className="spinner" />
        <span>{t("availability.loading")}</span>
      </div>
    );
  }
  if (calendar.status === "no-calendar" || props.availableDays.size === 0) {
    return <NoSlotsMessage location={props.location} />;
  }
  if (position.view === "calendar" && first && days.length) {
    return (
      <div className="availability__date-picker">
        <AvailabilityDatePickerOnDemand
          availableDays={props.availableDays}
          firstDay={days[0]?.day ?? first.day}
          lastDay={days.at(-1)?.day ?? first.day}
          months={props.months}
          onSelect={position.jumpTo}
          defaultOpen
        />
      </div>
    );
  }
  if (position.nextAvailable) return <NextAvailableBlock day={position.nextAvailable} onGo={position.jumpTo} />;
  return <SlideOfTimes {...props} />;
}

function SlideOfTimes({
  calendar,
  position,
  columns,
  idPrefix,
  onSlotSelect,
  selectedAppointmentId,
}: CalendarAreaProps) {
  return (
    <>
      <DayCarousel
        days={position.visible}
        columns={columns}
        previousDisabled={position.arrows.previousDisabled}
        nextDisabled={position.arrows.nextDisabled}
        isLoadingMore={calendar.isLoadingMore}
        onPrevious={position.showPrevious}
        onNext={() => void position.showNext()}
        onSlotSelect={onSlotSelect}
        selectedAppointmentId={selectedAppointmentId}
        idPrefix={idPrefix}
      />
      {/* The days shown are empty but later ones are not: say when, and go there (decision 62). */}
      {position.nextAfterShown ? (
        <NextAvailableBlock day={position.nextAfterShown} onGo={position.jumpTo} overDays />
      ) : null}
    </>
  );
}
