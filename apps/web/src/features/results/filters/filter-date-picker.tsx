import { CalendarDate, getLocalTimeZone, today } from "@internationalized/date";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
} from "react-aria-components";
import { useText } from "../../../ui/i18n/use-text.ts";

/** "20250314" ⇄ a calendar date; anything else reads as no date. */
export function parseStartDate(text: string): CalendarDate | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new CalendarDate(year, month, day);
  return date.year === year && date.month === month && date.day === day ? date : null;
}

export function formatStartDate(date: { year: number; month: number; day: number }): string {
  return `${String(date.year).padStart(4, "0")}${String(date.month).padStart(2, "0")}${String(date.day).padStart(2, "0")}`;
}

/** A chosen day before today cannot be searched (slots are only in the future). */
export function isPastStartDate(text: string, now: CalendarDate = today(getLocalTimeZone())): boolean {
  const date = parseStartDate(text);
  return date !== null && date.compare(now) < 0;
}

export interface FilterDatePickerProps {
  /** On the wrapper; the panel focuses the first segment inside it when the date is invalid. */
  id: string;
  /** yyyymmdd or "". */
  value: string;
  onChange: (startDate: string) => void;
}

/**
 * The psg date filter: react-aria's DatePicker (typed segments, or a calendar popup with arrows, page
 * up/down, home/end and escape). Days before today are outside the range and marked invalid.
 */
export function FilterDatePicker({ id, value, onChange }: FilterDatePickerProps) {
  const minimum = today(getLocalTimeZone());
  const isInvalid = isPastStartDate(value, minimum);
  const t = useText();
  return (
    <div id={id} className="filter-date">
      <DatePicker
        className="field"
        value={parseStartDate(value)}
        minValue={minimum}
        isInvalid={isInvalid}
        onChange={(date) => onChange(date ? formatStartDate(date) : "")}
      >
        <Label className="field-label">{t("filters.dateLabel")}</Label>
        <Group className="filter-date__group">
          <DateInput className="filter-date__input">
            {(segment) => <DateSegment segment={segment} className="filter-date__segment" />}
          </DateInput>
          <Button className="filter-date__button" aria-label={t("filters.chooseDate")}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
              <path
                fill="currentColor"
                d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
              />
            </svg>
          </Button>
        </Group>
        <FieldError className="field-error">{t("filters.invalidDate")}</FieldError>
        <Popover className="filter-date__popover" placement="bottom start">
          <Dialog className="filter-date__dialog" aria-label={t("filters.dateLabel")}>
            <Calendar className="filter-date__calendar">
              <header className="filter-date__header">
                <Button slot="previous" className="filter-date__nav" aria-label={t("filters.previousMonth")}>
                  ‹
                </Button>
                <Heading className="filter-date__month" />
                <Button slot="next" className="filter-date__nav" aria-label={t("filters.nextMonth")}>
                  ›
                </Button>
              </header>
              <CalendarGrid className="filter-date__grid">
                {(date) => <CalendarCell date={date} className="filter-date__cell" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </div>
  );
}
