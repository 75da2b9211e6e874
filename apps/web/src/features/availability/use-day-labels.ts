import { useMemo } from "react";
import { usePageIntl } from "../../ui/i18n/use-text.ts";
import { type DayLabels, dayLabelsOf } from "./day-labels.ts";

/** The calendar's day and time labels in the page's language (decision 175). */
export function useDayLabels(): DayLabels {
  const intl = usePageIntl();
  return useMemo(
    () =>
      dayLabelsOf(
        intl.locale,
        (date, options) => intl.formatDate(date, options),
        (date, options) => intl.formatDateToParts(date, options),
        (time, day) => intl.formatMessage({ id: "availability.slotName" }, { time, day }),
      ),
    [intl],
  );
}
