import {
  type BlockedBooking,
  type ScheduleBlock,
  type ScheduleBlockRequest,
  type ScheduleCalendar,
  WEEKDAY_NAMES,
} from "@fad/contracts/staff/schedule-admin";
import { type FormEvent, useState } from "react";
import { tellFailure } from "../staff-api.ts";
import { addBlock } from "./schedule-admin-api.ts";

type Kind = ScheduleBlockRequest["kind"];

const KIND_LABELS: Record<Kind, string> = {
  once: "Part of one day",
  weekly: "Every week",
  closure: "Closed whole days",
};

/**
 * Blocks time (decision 164): part of one day, a weekly span, or whole closed days, for one doctor's
 * calendar or every calendar of the location. The answer lists the bookings under the new block, which
 * stay booked: the administrator decides what to tell those patients.
 */
export function BlockTimeForm(props: {
  locationId: string;
  calendars: ScheduleCalendar[];
  csrf: string;
  onAdded: (block: ScheduleBlock, bookedUnder: BlockedBooking[]) => void;
  onFailed: (error: unknown) => void;
}) {
  const { locationId, calendars, csrf, onAdded, onFailed } = props;
  const [kind, setKind] = useState<Kind>("once");
  const [calendarId, setCalendarId] = useState("");
  const [day, setDay] = useState("");
  const [lastDay, setLastDay] = useState("");
  const [weekday, setWeekday] = useState(1);
  const [startTime, setStartTime] = useState("08:00");
  const [endTime, setEndTime] = useState("12:00");
  const [label, setLabel] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const request = (): ScheduleBlockRequest => {
    const scope = { locationId, calendarId: calendarId || null, label };
    if (kind === "once") return { kind, ...scope, day, startTime, endTime };
    if (kind === "closure") return { kind, ...scope, firstDay: day, lastDay: lastDay || day };
    return { kind, ...scope, weekday, startTime, endTime, firstDay: day || null, lastDay: lastDay || null };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      const { block, bookedUnder } = await addBlock(csrf, request());
      setLabel("");
      onAdded(block, bookedUnder);
    } catch (error) {
      tellFailure(error, setProblem, onFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="staff-block-form" aria-labelledby="block-heading" onSubmit={submit}>
      <h2 id="block-heading">Block time</h2>
      <fieldset>
        <legend>What to block</legend>
        {(Object.keys(KIND_LABELS) as Kind[]).map((option) => (
          <label key={option} className="staff-choice">
            <input
              type="radio"
              name="block-kind"
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
            />
            {KIND_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <div className="staff-filters">
        <label>
          Applies to
          <select value={calendarId} onChange={(event) => setCalendarId(event.target.value)}>
            <option value="">Every calendar of the location</option>
            {calendars.map((calendar) => (
              <option key={calendar.calendarId} value={calendar.calendarId}>
                {calendar.physicianName}
              </option>
            ))}
          </select>
        </label>
        {kind === "weekly" ? (
          <label>
            Weekday
            <select value={weekday} onChange={(event) => setWeekday(Number(event.target.value))}>
              {WEEKDAY_NAMES.map((name, index) => (
                <option key={name} value={index}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          {kind === "once" ? "Day" : kind === "closure" ? "First day" : "From (optional)"}
          <input
            type="date"
            value={day}
            required={kind !== "weekly"}
            onChange={(event) => setDay(event.target.value)}
          />
        </label>
        {kind === "once" ? null : (
          <label>
            {kind === "closure" ? "Last day (optional)" : "Until (optional)"}
            <input type="date" value={lastDay} onChange={(event) => setLastDay(event.target.value)} />
          </label>
        )}
        {kind === "closure" ? null : (
          <>
            <label>
              From
              <input type="time" value={startTime} required onChange={(event) => setStartTime(event.target.value)} />
            </label>
            <label>
              To
              <input type="time" value={endTime} required onChange={(event) => setEndTime(event.target.value)} />
            </label>
          </>
        )}
        <label>
          Reason shown to staff
          <input value={label} required maxLength={120} onChange={(event) => setLabel(event.target.value)} />
        </label>
      </div>
      {problem ? <p role="alert">{problem}</p> : null}
      <button type="submit" disabled={busy}>
        Block this time
      </button>
    </form>
  );
}
