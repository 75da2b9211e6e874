import { HOLD_MINUTES } from "@fad/contracts/appointments/hold-slot";
import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { useEffect, useId, useMemo, useRef } from "react";
import { Link } from "react-router";
import type { HoldNotice } from "../../../booking-session/booking-session.ts";
import { useReturnListingPath } from "../../../search-model/results-return.ts";
import { type DateText, useDateText } from "../../../ui/i18n/use-date-text.ts";
import { type Text, useRichText, useText } from "../../../ui/i18n/use-text.ts";
import { AvailabilityCalendar } from "../../availability/availability-calendar.tsx";
import { useBookingContext } from "../booking-context.tsx";
import type { AppointmentStepState } from "./use-appointment-step.ts";

/** Spec §7/§9: booking step 1 searches 62 days. */
const BOOKING_DAYS_OUT = 62;

/**
 * Select an Appointment Time: the calendar for the chosen type (refetched whenever the session asks
 * for fresh slots: it reloads in place, so a focused time keeps its focus), or the prompt to choose a
 * type first; and the held time, which the calendar no longer lists because the server hides held times.
 */
export function AppointmentTimeSection({
  step,
  withStatus = true,
}: {
  step: AppointmentStepState;
  /** false: the held time's status is shown just above, by the questions (a phone's step 1). */
  withStatus?: boolean;
}) {
  const { physician, location, isPsg, timesFocusRequests } = useBookingContext();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const t = useText();
  const type = step.choice.appointmentType;
  const held = step.heldHere;
  // The held time stays in the grid, selected, when a fetch of the calendar no longer lists it (a
  // reload of this page: the server hides held times from everyone, the holder too).
  const heldTime = useMemo(
    () => (held ? { day: held.slot.day, slot: { ...held.slot, appointmentId: held.appointmentId } } : null),
    [held],
  );

  // After the hold-error modal's Refresh the chosen time is gone, and after the time-expired modal's
  // Back to Times the step it opened over is: focus goes to the section, once the modal has given
  // focus back (react-aria restores it on the next frame).
  useEffect(() => {
    if (step.refreshCount === 0 && timesFocusRequests === 0) return;
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => sectionRef.current?.focus()));
    return () => cancelAnimationFrame(frame);
  }, [step.refreshCount, timesFocusRequests]);

  return (
    <section className="appointment-step__section" aria-labelledby={headingId} ref={sectionRef} tabIndex={-1}>
      <h3 id={headingId} className="appointment-step__heading">
        {t("booking.appointment.time")}
      </h3>
      {withStatus ? <HeldTimeStatus step={step} /> : null}
      {type ? (
        <AvailabilityCalendar
          reloadVersion={step.slotsVersion}
          physician={physician}
          location={location}
          appointmentTypeCode={type.code}
          numberDaysOut={BOOKING_DAYS_OUT}
          origin="booking"
          onSlotSelect={step.selectSlot}
          selectedAppointmentId={step.selectedAppointmentId}
          heldTime={heldTime}
          onLoadingChange={step.setCalendarLoading}
          isPsg={isPsg}
        />
      ) : (
        <p className="appointment-time__prompt">{t("booking.appointment.completeType")}</p>
      )}
    </section>
  );
}

/**
 * The held time, or why it went away (a type it is not offered for, a time taken while the page was
 * away). Always in the page: a status region that arrives with its text is not announced (issue 9).
 * On a phone it shows on the questions step too, where the type is chosen.
 */
export function HeldTimeStatus({ step }: { step: AppointmentStepState }) {
  const t = useText();
  const dates = useDateText();
  const held = step.heldHere;
  const conflict = step.heldTimeConflict;
  const kept = conflict ? step.hold : null;
  let text = step.holdNotice ? holdNoticeText(t, dates, step.holdNotice) : "";
  if (held) {
    text = t("booking.appointment.selectedTime", {
      day: dates.longDayWithYear(held.slot.day),
      time: dates.time(held.slot.startTime),
    });
  } else if (conflict && kept) {
    text = t("booking.appointment.heldTimeNotOffered", {
      day: dates.longDayWithYear(kept.slot.day),
      time: dates.time(kept.slot.startTime),
      type: conflict.typeName,
    });
  }
  const keptType = kept ? step.appTypes.data?.find((type) => type.code === kept.appointmentTypeCode) : undefined;
  return (
    <>
      <p
        className={held ? "appointment-time__held" : text ? "appointment-time__notice" : "visually-hidden"}
        role="status"
      >
        {text}
      </p>
      {!held && keptType ? (
        <button type="button" className="button-secondary appointment-time__keep" onClick={step.keepHeldTime}>
          {t("booking.appointment.keepHeldTime", { type: keptType.friendlyName2 })}
        </button>
      ) : null}
    </>
  );
}

/**
 * The timer notice and the way out to other doctors: the listing the visit came from (its query and
 * page) when it came from results.
 */
export function TimerNotice() {
  const { origin } = useBookingContext();
  const listingPath = useReturnListingPath();
  const t = useText();
  const rich = useRichText();
  return (
    <div className="appointment-step__notice">
      <p>{t("booking.appointment.timerNotice", { minutes: HOLD_MINUTES })}</p>
      <p>
        {rich("booking.appointment.findAnotherDoctor", {
          link: (words) => (
            <Link key="link" to={origin === "results" ? listingPath : APP_ROUTES.landing}>
              {words}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}

/** Why the held time went away, in the page's language. */
function holdNoticeText(t: Text, dates: DateText, notice: HoldNotice): string {
  switch (notice.kind) {
    case "resumedTimeTaken":
      return t("booking.appointment.resumedTimeTaken", { time: dates.time(notice.startTime) });
    case "openTimeTaken":
      return t("booking.appointment.openTimeTaken", { time: dates.time(notice.startTime) });
    case "resumedTimeFailed":
      return t("booking.appointment.resumedTimeFailed");
  }
}
