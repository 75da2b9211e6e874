import { lazy, Suspense } from "react";
import { useText } from "../../ui/i18n/use-text.ts";
import type { AvailabilityDatePickerProps } from "./availability-date-picker.tsx";

const AvailabilityDatePicker = lazy(async () => ({
  default: (await import("./availability-date-picker.tsx")).AvailabilityDatePicker,
}));

/**
 * The View Calendar date picker, fetched the first time a calendar is switched to it: react-aria's
 * calendar and date field code is needed by no page before that (decision 50). While it loads, the
 * calendar area shows its usual loading status.
 */
export function AvailabilityDatePickerOnDemand(props: AvailabilityDatePickerProps) {
  const t = useText();
  return (
    <Suspense
      fallback={
        <div className="availability__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t("availability.loading")}</span>
        </div>
      }
    >
      <AvailabilityDatePicker {...props} />
    </Suspense>
  );
}
