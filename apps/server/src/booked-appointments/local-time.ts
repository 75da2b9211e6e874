import { dateTimeFormat } from "@fad/contracts/scheduling/date-time-format";

/** An instant's local day (yyyymmdd) and time (HH:mm, 24-hour) in an IANA time zone. */
export function localDayAndTime(instant: Date, timeZone: string): { day: string; startTime: string } {
  const parts = dateTimeFormat({
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  return { day: `${part("year")}${part("month")}${part("day")}`, startTime: `${part("hour")}:${part("minute")}` };
}
