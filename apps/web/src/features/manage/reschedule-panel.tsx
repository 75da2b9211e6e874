import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";
import { physicianNameOf } from "@fad/contracts/appointments/booked-appointment-texts";
import { DEFAULT_NUMBER_DAYS_OUT } from "@fad/contracts/appointments/search-slots";
import { useState } from "react";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { type DateText, useDateText } from "../../ui/i18n/use-date-text.ts";
import { useText } from "../../ui/i18n/use-text.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { SlotCalendar, useCalendarSource } from "../availability/slot-calendar.tsx";
import { calendarSubjectOf } from "./calendar-subject.ts";
import { type HeldNewTime, useNewTimeHold } from "./use-new-time-hold.ts";

/** A held time's day and clock at the location, as the booking's own time is written. */
export function heldWhen(dates: DateText, held: HeldNewTime, timeZone: string): { date: string; time: string } {
  const [year, month, day] = [held.day.slice(0, 4), held.day.slice(4, 6), held.day.slice(6, 8)];
  // Noon UTC of the day is after any daylight-saving switch (2 AM local): the day's zone name.
  return dates.bookedWhen({ ...held, timeZone, start: `${year}-${month}-${day}T12:00:00Z` });
}

/**
 * Reschedule (decision 83): the times of the same doctor, location and appointment type, from the
 * availability calendar; a chosen time is held first, then Confirm New Time asks the server to swap the
 * booking onto it in one transaction. The panel owns the hold; `onMove` makes the call and answers
 * whether the hold was used (moved) or lost (the server no longer holds it for this visitor).
 */
export function ReschedulePanel(props: {
  booked: BookedAppointment;
  onClose: () => void;
  onMove: (held: HeldNewTime) => Promise<"moved" | "hold-lost" | "failed">;
}) {
  const { booked, onClose, onMove } = props;
  const { physician, location } = calendarSubjectOf(booked);
  const hold = useNewTimeHold({
    calendarId: booked.appointment.calendarId,
    appointmentTypeCode: booked.appointmentType.code,
    source: useCalendarSource(),
  });
  const [reloadVersion, setReloadVersion] = useState(0);
  const [moving, setMoving] = useState(false);
  const held = hold.held;
  const t = useText();
  const dates = useDateText();
  const when = held ? heldWhen(dates, held, location.timeZone) : null;

  async function confirm() {
    if (!held || moving) return;
    setMoving(true);
    const outcome = await onMove(held);
    setMoving(false);
    if (outcome === "moved") hold.forget();
    if (outcome === "hold-lost") {
      hold.lost();
      setReloadVersion((version) => version + 1);
    }
  }

  const failure = hold.failure;
  return (
    <section className="manage__reschedule" aria-labelledby="manage-reschedule-heading">
      <h2 id="manage-reschedule-heading" className="manage__section-heading">
        {t("manage.chooseNewTime")}
      </h2>
      <p>
        {t("manage.chooseNewTimeHint", {
          physician: physicianNameOf(booked.physician),
          type: booked.appointmentType.friendlyName2,
        })}
      </p>
      <SlotCalendar
        physician={physician}
        location={location}
        appointmentTypeCode={booked.appointmentType.code}
        numberDaysOut={DEFAULT_NUMBER_DAYS_OUT}
        reloadVersion={reloadVersion}
        focusAfterReload
        onSlotSelect={(slot, day) => void hold.choose(slot, day)}
        selectedAppointmentId={held?.appointmentId ?? null}
        notice={
          failure?.kind === "gone" ? (
            <ErrorBanner message={t("manage.slotGone")} />
          ) : failure?.kind === "lost" ? (
            <ErrorBanner message={t("manage.refusal.holdLost")} />
          ) : failure?.kind === "error" ? (
            <ErrorBanner error={failure.error} />
          ) : null
        }
      />
      {held && when ? (
        <div className="manage__new-time">
          <p role="status">{t("manage.newTimeHeld", when)}</p>
          <div className="manage__actions">
            <button type="button" className="button" onClick={() => void confirm()} aria-disabled={moving}>
              {t("manage.confirmNewTime")}
            </button>
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                hold.release();
                onClose();
              }}
            >
              {t("manage.closeReschedule")}
            </button>
          </div>
        </div>
      ) : (
        <div className="manage__actions">
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              hold.release();
              onClose();
            }}
          >
            {t("manage.closeReschedule")}
          </button>
        </div>
      )}
      {hold.holding ? <LoadingOverlay text={t("manage.holding")} /> : null}
      {moving ? <LoadingOverlay text={t("manage.moving")} /> : null}
    </section>
  );
}
