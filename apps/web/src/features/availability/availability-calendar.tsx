import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import type { Visit } from "@fad/contracts/provider/visit";
import { useState } from "react";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { SlotCalendar, type SlotCalendarProps, useCalendarSource } from "./slot-calendar.tsx";
import { SlotHoldModals } from "./slot-hold-modals.tsx";
import { useSlotHold } from "./use-slot-hold.ts";

type HoldingCalendarProps = Omit<
  SlotCalendarProps,
  "onSlotSelect" | "selectedAppointmentId" | "physician" | "location"
> & {
  /** A hold needs the whole physician and location (the booking session keeps them). */
  physician: Physician;
  location: ProviderLocation;
};

export interface AvailabilityCalendarProps extends HoldingCalendarProps {
  origin: "results" | "profile" | "booking";
  isPsg: boolean;
  /** A page that owns its hold (booking step 1) takes the chosen time; absent → this calendar holds it. */
  onSlotSelect?: (slot: TimeSlot, day: AvailableDay) => void;
  selectedAppointmentId?: string | null;
  /** The visit the times are for (decision 129), kept with a time held here. */
  visit?: Visit;
}

/**
 * The calendar of doctor cards, the profile and booking step 1. Booking step 1 owns its hold and
 * passes onSlotSelect: the calendar only reports. On a card or the profile this is the page's hold
 * owner: a chosen time is held (use-slot-hold.ts) and the booking route opens.
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { onSlotSelect, origin, isPsg, selectedAppointmentId, visit, ...calendar } = props;
  if (onSlotSelect) {
    return (
      <SlotCalendar {...calendar} onSlotSelect={onSlotSelect} selectedAppointmentId={selectedAppointmentId ?? null} />
    );
  }
  return (
    <HoldingCalendar
      {...calendar}
      origin={origin === "profile" ? "profile" : "results"}
      isPsg={isPsg}
      {...(visit ? { visit } : {})}
    />
  );
}

function HoldingCalendar(
  props: HoldingCalendarProps & {
    origin: "profile" | "results";
    isPsg: boolean;
    visit?: Visit;
  },
) {
  const { origin, isPsg, visit, ...calendar } = props;
  const [reloadVersion, setReloadVersion] = useState(0);
  const hold = useSlotHold({
    physician: calendar.physician,
    location: calendar.location,
    appointmentTypeCode: calendar.appointmentTypeCode ?? null,
    origin,
    isPsg,
    ...(visit ? { visit } : {}),
    source: useCalendarSource(),
    onRefresh: () => setReloadVersion((version) => version + 1),
  });
  return (
    <>
      <SlotCalendar
        {...calendar}
        reloadVersion={reloadVersion}
        focusAfterReload
        onSlotSelect={hold.choose}
        selectedAppointmentId={hold.chosenId}
        notice={hold.networkError ? <ErrorBanner error={hold.failure} /> : null}
      />
      <SlotHoldModals hold={hold} />
    </>
  );
}
