import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";
import { useText } from "../../ui/i18n/use-text.ts";
import { useDayLabels } from "./use-day-labels.ts";
import { dayColumnAttributes, timeButtonAttributes } from "./use-time-focus-keeper.ts";

export interface DayCarouselProps {
  /** The days of the visible slide. */
  days: AvailableDay[];
  columns: number;
  previousDisabled: boolean;
  nextDisabled: boolean;
  isLoadingMore: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSlotSelect: (slot: TimeSlot, day: AvailableDay) => void;
  selectedAppointmentId: string | null;
  /** Id prefix of this calendar's elements (several calendars share a results page). */
  idPrefix: string;
}

/** Id of a day's first time button: focus moves there after a jump (date picker, next available). */
export function firstSlotId(idPrefix: string, day: string): string {
  return `${idPrefix}-slot-${day}-0`;
}

/**
 * One slide of day columns between the previous and next arrows. Arrows stay focusable when disabled
 * (aria-disabled), so focus is not lost on the first or last slide.
 */
export function DayCarousel(props: DayCarouselProps) {
  const { days, columns, previousDisabled, nextDisabled, isLoadingMore, onPrevious, onNext } = props;
  const t = useText();
  return (
    <div className="day-carousel">
      <button
        type="button"
        className="day-carousel__arrow"
        aria-label={t("availability.previousDays")}
        aria-disabled={previousDisabled}
        onClick={() => !previousDisabled && onPrevious()}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="day-carousel__columns" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {days.map((day) => (
          <DayColumn key={day.day} day={day} {...props} />
        ))}
      </ul>
      <button
        type="button"
        className="day-carousel__arrow"
        aria-label={t("availability.nextDays")}
        aria-disabled={nextDisabled || isLoadingMore}
        aria-busy={isLoadingMore}
        onClick={() => !nextDisabled && !isLoadingMore && onNext()}
      >
        {isLoadingMore ? <span className="spinner day-carousel__spinner" aria-hidden="true" /> : null}
        {isLoadingMore ? null : <span aria-hidden="true">›</span>}
      </button>
      {isLoadingMore ? (
        <div className="day-carousel__loading" role="status">
          {t("availability.loadingMore")}
        </div>
      ) : null}
    </div>
  );
}

function DayColumn({
  day,
  onSlotSelect,
  selectedAppointmentId,
  idPrefix,
}: { day: AvailableDay } & Pick<DayCarouselProps, "onSlotSelect" | "selectedAppointmentId" | "idPrefix">) {
  const t = useText();
  const labels = useDayLabels();
  const name = labels.longDay(day.day);
  return (
    // Focusable by script only: focus lands here when the day's last focused time is taken (see
    // use-time-focus-keeper.ts).
    <li
      className="day-column"
      aria-label={day.timeSlots.length ? name : t("availability.noTimesThatDaySpoken", { day: name })}
      tabIndex={-1}
      {...dayColumnAttributes(day.day)}
    >
      <div className="day-column__heading" aria-hidden="true">
        <span className="day-column__weekday">{labels.weekdayShort(day.day)}</span>
        <span className="day-column__date">{labels.monthDay(day.day)}</span>
      </div>
      {day.timeSlots.length === 0 ? (
        <p className="day-column__empty" aria-hidden="true">
          {t("availability.noTimesThatDay")}
        </p>
      ) : (
        <ul className="day-column__times">
          {/* Keyed by the slot's id (calendar, start and length: the same on every fetch), so a refetch
              keeps each button, and the focus on it, in place. */}
          {day.timeSlots.map((slot, index) => (
            <li key={slot.appointmentId}>
              <button
                type="button"
                id={index === 0 ? firstSlotId(idPrefix, day.day) : undefined}
                {...timeButtonAttributes(day.day, slot.startTime)}
                className="time-button"
                aria-label={labels.slotAccessibleName(day.day, slot)}
                aria-pressed={slot.appointmentId === selectedAppointmentId}
                onClick={() => onSlotSelect(slot, day)}
              >
                {labels.slotTime(slot)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
