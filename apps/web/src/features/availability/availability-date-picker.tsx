import { type CalendarDate, parseDate } from "@internationalized/date";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from "react-aria-components";
import { useText } from "../../ui/i18n/use-text.ts";

export interface AvailabilityDatePickerProps {
  /** yyyymmdd days that have at least one time; every other day is disabled. */
  availableDays: ReadonlySet<string>;
  /** The first and last loaded days (yyyymmdd): the picker offers nothing outside them. */
  firstDay: string;
  lastDay: string;
  /** 1 month on mobile, 2 on desktop. */
  months: 1 | 2;
  onSelect: (day: string) => void;
  /** Open the popup at once (the View Calendar toggle). */
  defaultOpen?: boolean;
}

/** yyyymmdd → the date picker's date. */
export function toCalendarDate(day: string): CalendarDate {
  return parseDate(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`);
}

/** The date picker's date → yyyymmdd. */
export function toDay(date: DateValue): string {
  return `${String(date.year).padStart(4, "0")}${String(date.month).padStart(2, "0")}${String(date.day).padStart(2, "0")}`;
}

/** The first and last loaded days with times; the loaded window itself when none has any. */
export function selectableRange(
  availableDays: ReadonlySet<string>,
  firstDay: string,
  lastDay: string,
): { first: string; last: string } {
  const selectable = [...availableDays].filter((day) => day >= firstDay && day <= lastDay).sort();
  return { first: selectable[0] ?? firstDay, last: selectable.at(-1) ?? lastDay };
}

/**
 * The View Calendar date picker (spec discovery §2): a date input labelled "Select a date", a "Select
 * Date" button opening a popup of 1 or 2 months, days without times disabled. react-aria gives the
 * keyboard: arrows, Page Up/Down (month), Home/End (week), Escape closes and focus returns.
 */
export function AvailabilityDatePicker(props: AvailabilityDatePickerProps) {
  const { availableDays, firstDay, lastDay, months, onSelect, defaultOpen = false } = props;
  const { first, last } = selectableRange(availableDays, firstDay, lastDay);
  const t = useText();
  return (
    <DatePicker
      className="availability-date-picker"
      granularity="day"
      // The range is the days with times, not the days loaded: the popup opens on the first selectable
      // day (today, when it has no times left, is disabled rather than focused), and react-aria's
      // "First available date" / "Last available date" then name days that really are. Both are the
      // location's days: the browser's own today can be a day later (a Houston clinic at 6 pm seen from a
      // phone set to UTC) or earlier.
      minValue={toCalendarDate(first)}
      placeholderValue={toCalendarDate(first)}
      maxValue={toCalendarDate(last)}
      isDateUnavailable={(date) => !availableDays.has(toDay(date))}
      defaultOpen={defaultOpen}
      onChange={(date) => {
        if (date && availableDays.has(toDay(date))) onSelect(toDay(date));
      }}
    >
      <Label className="field-label">{t("availability.selectADate")}</Label>
      <Group className="availability-date-picker__group">
        <DateInput className="input availability-date-picker__input">
          {(segment) => <DateSegment className="availability-date-picker__segment" segment={segment} />}
        </DateInput>
        {/* Its own name first: react-aria would name it "Calendar" before the label. */}
        <Button className="button" aria-label={t("availability.selectDate")}>
          {t("availability.selectDate")}
        </Button>
      </Group>
      <Text slot="description" className="availability-date-picker__hint">
        {t("availability.datePickerHint")}
      </Text>
      <Popover className="availability-date-popover" placement="bottom start">
        <Dialog className="availability-date-popover__dialog" aria-label={t("availability.selectADate")}>
          <Calendar className="availability-month-calendar" visibleDuration={{ months }}>
            <header className="availability-month-calendar__header">
              <Button slot="previous" className="availability-month-calendar__nav">
                ‹
              </Button>
              <Heading className="availability-month-calendar__heading" />
              <Button slot="next" className="availability-month-calendar__nav">
                ›
              </Button>
            </header>
            <div className="availability-month-calendar__months">
              {Array.from({ length: months }, (_, offset) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the months are fixed offsets
                <CalendarGrid key={offset} offset={{ months: offset }} className="availability-month-calendar__grid">
                  {(date) => <CalendarCell date={date} className="availability-month-calendar__cell" />}
                </CalendarGrid>
              ))}
            </div>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
