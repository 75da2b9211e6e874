import {
  STAFF_RESCHEDULE_REASON_MAX,
  type StaffBookingDetail,
  type StaffOpenTimes,
  STAFF_RESCHEDULE_TEXTS as TEXTS,
} from "@fad/contracts/staff/staff-console";
import { type FormEvent, useId, useRef, useState } from "react";
import { loadOpenTimes, rescheduleBooking, StaffCallError, tellFailure } from "./staff-api.ts";

/** "Tuesday, November 24, 2026" for a YYYY-MM-DD day (a calendar day: no zone of its own). */
function longDay(day: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * "Move to another time" in a booking's detail (decision 197): a day, that day's open times of the
 * booking's calendar and type as radio buttons, an optional reason, and the move. A time taken meanwhile
 * is said and the day's times are shown again; the moved booking goes back to the detail, which says so.
 */
export function BookingReschedule(props: {
  detail: StaffBookingDetail;
  csrf: string;
  onMoved: (detail: StaffBookingDetail, said: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const { detail, csrf, onMoved, onFailed } = props;
  const ids = useId();
  // The booking's own day to start from: a move is most often to another time that day or near it.
  const [day, setDay] = useState(detail.calendarDay);
  const [open, setOpen] = useState<StaffOpenTimes | null>(null);
  const [chosen, setChosen] = useState("");
  const [reason, setReason] = useState("");
  const [said, setSaid] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timesLegend = useRef<HTMLLegendElement>(null);

  const show = async (wanted: string, keepProblem = false) => {
    if (!keepProblem) setProblem(null);
    setBusy(true);
    setSaid(TEXTS.loading);
    try {
      const found = await loadOpenTimes(detail.bookingId, wanted);
      setOpen(found);
      setChosen("");
      setSaid(TEXTS.timesFound(found.times.length, longDay(found.day)));
    } catch (error) {
      setSaid("");
      tellFailure(error, setProblem, onFailed);
    } finally {
      setBusy(false);
    }
  };

  const showTimes = (event: FormEvent) => {
    event.preventDefault();
    if (day) void show(day);
  };

  const move = async (event: FormEvent) => {
    event.preventDefault();
    const time = open?.times.find((candidate) => candidate.slotId === chosen);
    if (!open || !time) {
      setProblem(TEXTS.chooseTime);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const moved = await rescheduleBooking(csrf, detail.bookingId, {
        slotId: time.slotId,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      onMoved(moved, TEXTS.moved(`${moved.day}, ${moved.startTime}`));
    } catch (error) {
      tellFailure(error, setProblem, onFailed);
      // Taken meanwhile (409): the day's times again, without the one lost.
      if (error instanceof StaffCallError && error.status === 409) await show(open.day, true);
      timesLegend.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="staff-reschedule" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{TEXTS.heading}</h2>
      <p>{TEXTS.explanation}</p>
      <form className="staff-reschedule-day" onSubmit={showTimes}>
        <label htmlFor={`${ids}-day`}>{TEXTS.dayLabel}</label>
        <input id={`${ids}-day`} type="date" value={day} required onChange={(event) => setDay(event.target.value)} />
        <button type="submit" className="staff-secondary" disabled={busy}>
          {TEXTS.showTimes}
        </button>
      </form>
      <p role="status">{said}</p>
      {problem ? <p role="alert">{problem}</p> : null}
      {open && open.times.length > 0 ? (
        <form className="staff-reschedule-times" onSubmit={move}>
          <fieldset>
            <legend ref={timesLegend} tabIndex={-1}>
              {TEXTS.timesLegend(longDay(open.day))}
            </legend>
            <ul className="staff-open-times">
              {open.times.map((time) => (
                <li key={time.slotId}>
                  <label className="staff-choice">
                    <input
                      type="radio"
                      name={`${ids}-time`}
                      value={time.slotId}
                      checked={chosen === time.slotId}
                      onChange={() => setChosen(time.slotId)}
                    />
                    {time.startTime}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <label htmlFor={`${ids}-reason`}>{TEXTS.reasonLabel}</label>
          <textarea
            id={`${ids}-reason`}
            value={reason}
            maxLength={STAFF_RESCHEDULE_REASON_MAX}
            rows={2}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" disabled={busy}>
            {TEXTS.move}
          </button>
        </form>
      ) : null}
    </section>
  );
}
