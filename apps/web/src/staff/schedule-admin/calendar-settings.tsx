import { type ScheduleCalendar, WEEKDAY_NAMES, type WeeklyHours } from "@fad/contracts/staff/schedule-admin";
import { useState } from "react";
import { tellFailure } from "../staff-api.ts";
import { saveHours, saveNewPatients, saveTypes } from "./schedule-admin-api.ts";

/**
 * One doctor's calendar at the location: new patients online, the appointment types offered and the
 * weekly hours, each saved on its own and in effect for patients at once (decision 164).
 */
export function CalendarSettings(props: {
  calendar: ScheduleCalendar;
  csrf: string;
  onSaved: (calendar: ScheduleCalendar, what: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const { calendar, csrf, onSaved, onFailed } = props;
  const id = calendar.calendarId.replace(/[^A-Za-z0-9_-]/g, "_");
  const [accepting, setAccepting] = useState(calendar.acceptsNewPatients);
  const [offered, setOffered] = useState(() => new Set(calendar.types.filter((t) => t.offered).map((t) => t.code)));
  const [hours, setHours] = useState<WeeklyHours[]>(calendar.hours);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (what: string, action: () => Promise<ScheduleCalendar>) => {
    setProblem(null);
    setBusy(true);
    try {
      const saved = await action();
      setAccepting(saved.acceptsNewPatients);
      setOffered(new Set(saved.types.filter((t) => t.offered).map((t) => t.code)));
      setHours(saved.hours);
      onSaved(saved, what);
    } catch (error) {
      tellFailure(error, setProblem, onFailed);
    } finally {
      setBusy(false);
    }
  };

  const changeSpan = (index: number, patch: Partial<WeeklyHours>) =>
    setHours((current) => current.map((span, at) => (at === index ? { ...span, ...patch } : span)));

  return (
    <section className="staff-panel staff-calendar" aria-labelledby={`calendar-${id}`}>
      <h3 id={`calendar-${id}`}>{calendar.physicianName}</h3>
      {problem ? <p role="alert">{problem}</p> : null}
      <div className="staff-calendar-grid">
        <fieldset>
          <legend>New patients</legend>
          <label className="staff-choice">
            <input type="checkbox" checked={accepting} onChange={(event) => setAccepting(event.target.checked)} />
            New patients can book online
          </label>
          <button
            type="button"
            disabled={busy}
            onClick={() => save("New patients online", () => saveNewPatients(csrf, calendar.calendarId, accepting))}
          >
            Save new patients
          </button>
        </fieldset>
        <fieldset>
          <legend>Appointment types offered</legend>
          {calendar.types.map((type) => (
            <label key={type.code} className="staff-choice">
              <input
                type="checkbox"
                checked={offered.has(type.code)}
                onChange={(event) =>
                  setOffered((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(type.code);
                    else next.delete(type.code);
                    return next;
                  })
                }
              />
              {type.name} ({type.patientType})
            </label>
          ))}
          <button
            type="button"
            disabled={busy}
            onClick={() => save("Appointment types", () => saveTypes(csrf, calendar.calendarId, [...offered]))}
          >
            Save appointment types
          </button>
        </fieldset>
        <fieldset>
          <legend>Weekly hours</legend>
          {hours.length === 0 ? <p>No hours: patients are offered no times.</p> : null}
          <ul className="staff-hours">
            {hours.map((span, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id of their own
              <li key={index}>
                <label>
                  <span className="visually-hidden">Weekday of span {index + 1}</span>
                  <select
                    value={span.weekday}
                    onChange={(event) => changeSpan(index, { weekday: Number(event.target.value) })}
                  >
                    {WEEKDAY_NAMES.map((name, weekday) => (
                      <option key={name} value={weekday}>
                        {name}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span className="visually-hidden">Opens (span {index + 1})</span>
                  <input
                    type="time"
                    value={span.startTime}
                    required
                    onChange={(event) => changeSpan(index, { startTime: event.target.value })}
                  />
                </label>
                <span aria-hidden="true">–</span>
                <label>
                  <span className="visually-hidden">Closes (span {index + 1})</span>
                  <input
                    type="time"
                    value={span.endTime === "24:00" ? "23:59" : span.endTime}
                    required
                    onChange={(event) => changeSpan(index, { endTime: event.target.value })}
                  />
                </label>
                <button
                  type="button"
                  className="staff-secondary"
                  onClick={() => setHours((current) => current.filter((_, at) => at !== index))}
                >
                  Remove<span className="visually-hidden"> span {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
          <p className="staff-actions">
            <button
              type="button"
              className="staff-secondary"
              onClick={() => setHours((current) => [...current, { weekday: 1, startTime: "09:00", endTime: "17:00" }])}
            >
              Add hours
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => save("Weekly hours", () => saveHours(csrf, calendar.calendarId, hours))}
            >
              Save weekly hours
            </button>
          </p>
        </fieldset>
      </div>
    </section>
  );
}
