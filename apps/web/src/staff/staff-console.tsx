import type { BookingSearchResult } from "@fad/contracts/staff/booking-search";
import { STAFF_AUDIT_TEXTS } from "@fad/contracts/staff/staff-audit-view";
import {
  bookingStatusLabel,
  type DayBookings,
  PATIENT_LANGUAGE_NAMES,
  STAFF_BOOKING_LINK_PARAM,
  STAFF_CANCEL_REASON_MAX,
  STAFF_PATHS,
  STAFF_ROLE_NAMES,
  type StaffBookingDetail,
  type StaffSession,
} from "@fad/contracts/staff/staff-console";
import { addDays, mondayOf, type StaffDoctor, type WeekBookings } from "@fad/contracts/staff/staff-week-view";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { AuditView } from "./audit-view/audit-view.tsx";
import { BookingChangesBadge } from "./booking-changes.tsx";
import { BookingNotes } from "./booking-notes.tsx";
import { BookingReschedule } from "./booking-reschedule.tsx";
import { BookingSearch } from "./booking-search.tsx";
import { HeldEhrMessages } from "./held-ehr-messages.tsx";
import { ScheduleAdmin } from "./schedule-admin/schedule-admin.tsx";
import {
  cancelBooking,
  loadBooking,
  loadChangesCount,
  loadDay,
  loadDoctors,
  loadSession,
  loadWeek,
  markArrival,
  StaffCallError,
  signOut,
  tellFailure,
} from "./staff-api.ts";
import { WeekView } from "./week-view.tsx";

type Phase =
  | { kind: "loading" }
  | { kind: "signed-out"; ended: boolean }
  | { kind: "failed"; message: string }
  | { kind: "signed-in"; session: StaffSession };

/** Today in the browser's own calendar, as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Where a booking asked for by the address waits through the sign-in (the staff email's link, decision 195). */
const LINKED_BOOKING_KEY = "fad-staff-linked-booking";

/**
 * `/staff?booking=FAD-…` (the staff email's link): the confirmation number is kept for this tab and taken
 * out of the address at once, and the booking opens once signed in (an audited view, as any other).
 */
function takeLinkedBooking(): void {
  const params = new URLSearchParams(window.location.search);
  const linked = params.get(STAFF_BOOKING_LINK_PARAM);
  if (!linked) return;
  window.sessionStorage.setItem(LINKED_BOOKING_KEY, linked.slice(0, 40));
  params.delete(STAFF_BOOKING_LINK_PARAM);
  const rest = params.toString();
  window.history.replaceState(null, "", `${window.location.pathname}${rest ? `?${rest}` : ""}${window.location.hash}`);
}

function linkedBooking(): string | null {
  const linked = window.sessionStorage.getItem(LINKED_BOOKING_KEY);
  window.sessionStorage.removeItem(LINKED_BOOKING_KEY);
  return linked;
}

/** The staff console: sign-in state, the front desk's day and week views and a booking's detail. */
export function StaffConsole() {
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });

  useEffect(() => {
    takeLinkedBooking();
    loadSession()
      .then((session) => setPhase({ kind: "signed-in", session }))
      .catch((error: unknown) =>
        setPhase(
          error instanceof StaffCallError && error.status === 401
            ? { kind: "signed-out", ended: false }
            : { kind: "failed", message: error instanceof Error ? error.message : String(error) },
        ),
      );
  }, []);

  /** A call answered 401: the session ended (idle, lifetime, signed out elsewhere). */
  const onSessionEnded = useCallback(() => setPhase({ kind: "signed-out", ended: true }), []);

  return (
    <div className="staff">
      <header className="staff-header">
        <p className="staff-brand">Find a Doctor · Staff console</p>
        {phase.kind === "signed-in" ? <SignedInBar session={phase.session} onSignedOut={onSessionEnded} /> : null}
      </header>
      <main className="staff-main">
        {phase.kind === "loading" ? <p>Loading…</p> : null}
        {phase.kind === "failed" ? <p role="alert">{phase.message}</p> : null}
        {phase.kind === "signed-out" ? <SignIn ended={phase.ended} /> : null}
        {phase.kind === "signed-in" ? <Workspace session={phase.session} onSessionEnded={onSessionEnded} /> : null}
      </main>
    </div>
  );
}

function SignIn({ ended }: { ended: boolean }) {
  return (
    <section aria-labelledby="sign-in-heading" className="staff-panel">
      <h1 id="sign-in-heading">Staff sign-in</h1>
      {ended ? <p role="status">Your session has ended. Sign in again to go on.</p> : null}
      <p>Sign in with your network account to see and manage your clinic's bookings.</p>
      <p>
        <a className="staff-button" href={STAFF_PATHS.signIn}>
          Sign in
        </a>
      </p>
    </section>
  );
}

function SignedInBar({ session, onSignedOut }: { session: StaffSession; onSignedOut: () => void }) {
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    try {
      const endSessionUrl = await signOut(session.csrfToken);
      if (endSessionUrl) {
        window.location.assign(endSessionUrl);
        return;
      }
    } catch {
      // Signed out or not, the console shows the sign-in again.
    }
    onSignedOut();
  };
  return (
    <div className="staff-who">
      <span>
        Signed in as <strong>{session.name}</strong> ({session.roles.map((role) => STAFF_ROLE_NAMES[role]).join(", ")})
      </span>
      <button type="button" onClick={leave} disabled={busy}>
        Sign out
      </button>
    </div>
  );
}

type View = "bookings" | "schedule" | "audit";

/** The views the person's roles open; a choice between them when there is more than one. */
function Workspace({ session, onSessionEnded }: { session: StaffSession; onSessionEnded: () => void }) {
  const views: { view: View; label: string }[] = [
    ...(session.roles.includes("front-desk") ? [{ view: "bookings" as const, label: "Bookings" }] : []),
    ...(session.roles.includes("scheduling-admin") ? [{ view: "schedule" as const, label: "Schedule" }] : []),
    ...(session.roles.includes("auditor") ? [{ view: "audit" as const, label: STAFF_AUDIT_TEXTS.heading }] : []),
  ];
  const [view, setView] = useState<View | null>(views[0]?.view ?? null);
  if (view === null) {
    return (
      <section className="staff-panel" aria-labelledby="no-views-heading">
        <h1 id="no-views-heading">Staff console</h1>
        <p>Your role has no views in this version of the console yet.</p>
      </section>
    );
  }
  return (
    <>
      {views.length > 1 ? (
        <nav className="staff-views" aria-label="Console views">
          {views.map((one) => (
            <button
              key={one.view}
              type="button"
              aria-current={one.view === view ? "page" : undefined}
              onClick={() => setView(one.view)}
            >
              {one.label}
            </button>
          ))}
        </nav>
      ) : null}
      {view === "bookings" ? <FrontDesk session={session} onSessionEnded={onSessionEnded} /> : null}
      {view === "schedule" ? <ScheduleAdmin session={session} onSessionEnded={onSessionEnded} /> : null}
      {view === "audit" ? <AuditView session={session} onSessionEnded={onSessionEnded} /> : null}
    </>
  );
}

function FrontDesk({ session, onSessionEnded }: { session: StaffSession; onSessionEnded: () => void }) {
  const [locationId, setLocationId] = useState(session.locations[0]?.id ?? "");
  const [day, setDay] = useState(today());
  const [list, setList] = useState<DayBookings | null>(null);
  // The week view and the per-doctor view (decision 196): the span shown and the doctor chosen ("" all).
  const [span, setSpan] = useState<"day" | "week">("day");
  const [doctor, setDoctor] = useState("");
  const [doctors, setDoctors] = useState<StaffDoctor[]>([]);
  const [week, setWeek] = useState<WeekBookings | null>(null);
  // The doctor the shown day is of (the choice may have changed since it was shown).
  const [shownDoctor, setShownDoctor] = useState<StaffDoctor | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(() => linkedBooking());
  const [announcement, setAnnouncement] = useState("");
  const [found, setFound] = useState<BookingSearchResult | null>(null);
  const [changes, setChanges] = useState<{ locationId: string; count: number } | null>(null);
  const returnFocus = useRef<string | null>(null);

  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof StaffCallError && error.status === 401) return onSessionEnded();
      setProblem(error instanceof Error ? error.message : String(error));
    },
    [onSessionEnded],
  );

  // Only the latest request's answer is shown: the first day's load, still on its way when a person asks
  // for another day, must not land over the day they asked for (a CI run showed today's empty list so).
  const latestShow = useRef(0);
  const show = useCallback(
    async (shownDay = day) => {
      if (!locationId) return;
      const ticket = ++latestShow.current;
      const superseded = () => ticket !== latestShow.current;
      setProblem(null);
      try {
        const count = loadChangesCount(locationId);
        const doctorName = doctors.find((one) => one.npi === doctor)?.name;
        const whose = doctorName ? ` for ${doctorName}` : "";
        if (span === "week") {
          const loaded = await loadWeek(locationId, mondayOf(shownDay), doctor);
          if (superseded()) return;
          setWeek(loaded);
          setList(null);
          const total = loaded.days.reduce((sum, one) => sum + one.bookings.length, 0);
          setAnnouncement(`${total} bookings in the week of ${loaded.from}${whose} at ${loaded.location.name}.`);
        } else {
          const loaded = await loadDay(locationId, shownDay, doctor);
          if (superseded()) return;
          setList(loaded);
          setShownDoctor(doctors.find((one) => one.npi === doctor) ?? null);
          setWeek(null);
          setAnnouncement(`${loaded.bookings.length} bookings on ${loaded.day}${whose} at ${loaded.location.name}.`);
        }
        const changed = await count;
        if (!superseded()) setChanges({ locationId, count: changed });
      } catch (error) {
        if (!superseded()) failed(error);
      }
    },
    [locationId, day, span, doctor, doctors, failed],
  );

  // The location's doctors for the per-doctor choice; a doctor of another location is not kept.
  useEffect(() => {
    if (!locationId) return;
    let current = true;
    loadDoctors(locationId)
      .then((found) => {
        if (!current) return;
        setDoctors(found);
        setDoctor((chosen) => (found.some((one) => one.npi === chosen) ? chosen : ""));
      })
      .catch(failed);
    return () => {
      current = false;
    };
  }, [locationId, failed]);

  /** The week before or after the one shown. */
  const moveWeek = (weeks: number) => {
    const next = addDays(day, 7 * weeks);
    setDay(next);
    void show(next);
  };

  // The first day is shown at once; later ones when asked for (Show bookings).
  const firstLoad = useRef(true);
  useEffect(() => {
    if (!firstLoad.current) return;
    firstLoad.current = false;
    void show();
  }, [show]);

  useEffect(() => {
    if (openId === null && returnFocus.current) {
      const id = returnFocus.current;
      (document.getElementById(`open-${id}`) ?? document.getElementById(`found-${id}`))?.focus();
      returnFocus.current = null;
    }
  }, [openId]);

  if (session.locations.length === 0) {
    return (
      <section className="staff-panel" aria-labelledby="no-locations-heading">
        <h1 id="no-locations-heading">No locations</h1>
        <p>Your account names no location you serve. Ask your administrator.</p>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void show();
  };

  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {openId ? (
        <BookingDetail
          bookingId={openId}
          csrf={session.csrfToken}
          onClose={() => {
            returnFocus.current = openId;
            setOpenId(null);
            void show();
          }}
          onFailed={(error) => {
            setOpenId(null);
            failed(error);
          }}
        />
      ) : (
        <section aria-labelledby="day-heading">
          <h1 id="day-heading">{span === "week" ? "Bookings of the week" : "Bookings of the day"}</h1>
          <form className="staff-filters" aria-label="Day's bookings" onSubmit={submit}>
            <label>
              Location
              <select value={locationId} onChange={(event) => setLocationId(event.target.value)}>
                {session.locations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Doctor
              <select value={doctor} onChange={(event) => setDoctor(event.target.value)}>
                <option value="">All doctors</option>
                {doctors.map((one) => (
                  <option key={one.npi} value={one.npi}>
                    {one.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Day
              <input type="date" value={day} required onChange={(event) => setDay(event.target.value)} />
            </label>
            <fieldset className="staff-span">
              <legend>Show</legend>
              <label>
                <input type="radio" name="span" checked={span === "day"} onChange={() => setSpan("day")} /> The day
              </label>
              <label>
                <input type="radio" name="span" checked={span === "week"} onChange={() => setSpan("week")} /> Its week
              </label>
            </fieldset>
            <button type="submit">Show bookings</button>
          </form>
          {problem ? <p role="alert">{problem}</p> : null}
          <HeldEhrMessages locationId={locationId} csrf={session.csrfToken} onFailed={failed} />
          {changes ? (
            <BookingChangesBadge
              key={changes.locationId}
              locationId={changes.locationId}
              count={changes.count}
              csrf={session.csrfToken}
              onOpen={setOpenId}
              onSeen={() => setChanges({ ...changes, count: 0 })}
              onFailed={failed}
            />
          ) : null}
          {list ? (
            <p className="staff-day-links">
              <a
                href={`${STAFF_PATHS.dayCsv}?${new URLSearchParams({
                  locationId: list.location.id,
                  day: list.day,
                  ...(shownDoctor ? { physicianNpi: shownDoctor.npi } : {}),
                })}`}
              >
                Download this day as CSV
              </a>{" "}
              <button type="button" className="staff-secondary" onClick={() => window.print()}>
                Print the day sheet
              </button>
            </p>
          ) : null}
          {list ? <DayTable list={list} doctorName={shownDoctor?.name ?? null} onOpen={setOpenId} /> : null}
          {week ? (
            <>
              <p className="staff-day-links">
                <button type="button" className="staff-secondary" onClick={() => moveWeek(-1)}>
                  Previous week
                </button>{" "}
                <button type="button" className="staff-secondary" onClick={() => moveWeek(1)}>
                  Next week
                </button>
              </p>
              <WeekView week={week} onOpen={setOpenId} />
            </>
          ) : null}
          <BookingSearch
            csrf={session.csrfToken}
            onOpen={setOpenId}
            onFailed={failed}
            result={found}
            onResult={setFound}
          />
        </section>
      )}
    </>
  );
}

function DayTable(props: { list: DayBookings; doctorName: string | null; onOpen: (bookingId: string) => void }) {
  const { list, onOpen } = props;
  const caption = `${props.doctorName ? `${props.doctorName} at ` : ""}${list.location.name}, ${list.day}: ${list.bookings.length} ${list.bookings.length === 1 ? "booking" : "bookings"}`;
  if (list.bookings.length === 0) return <p>{caption}. Nothing booked.</p>;
  return (
    <table className="staff-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Patient</th>
          <th scope="col">Doctor</th>
          <th scope="col">Appointment type</th>
          <th scope="col">Status</th>
          <th scope="col">In EHR</th>
          <th scope="col">Confirmation</th>
        </tr>
      </thead>
      <tbody>
        {list.bookings.map((booking) => (
          <tr key={booking.bookingId} className={booking.status === "cancelled" ? "is-cancelled" : undefined}>
            <td>{booking.startTime}</td>
            <th scope="row">{booking.patientName}</th>
            <td>{booking.physicianName}</td>
            <td>{booking.appointmentType}</td>
            <td>{bookingStatusLabel(booking)}</td>
            <td>{booking.ehrEntered ? "Yes" : "No"}</td>
            <td>
              <span className="staff-print-only">{booking.bookingId}</span>
              <button type="button" id={`open-${booking.bookingId}`} onClick={() => onOpen(booking.bookingId)}>
                Open {booking.bookingId}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BookingDetail(props: {
  bookingId: string;
  csrf: string;
  onClose: () => void;
  onFailed: (error: unknown) => void;
}) {
  const { bookingId, csrf, onClose, onFailed } = props;
  const [detail, setDetail] = useState<StaffBookingDetail | null>(null);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    loadBooking(bookingId).then(setDetail, onFailed);
  }, [bookingId, onFailed]);
  useEffect(() => {
    if (detail) heading.current?.focus();
  }, [detail]);

  const cancel = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      setDetail(await cancelBooking(csrf, bookingId, reason));
      setDone("The appointment is cancelled. The patient is sent the cancellation email.");
    } catch (error) {
      tellFailure(error, setProblem, onFailed);
    } finally {
      setBusy(false);
    }
  };

  const mark = async (arrival: "arrived" | "no-show") => {
    setProblem(null);
    setBusy(true);
    try {
      setDetail(await markArrival(csrf, bookingId, arrival));
      setDone(arrival === "arrived" ? "Marked arrived." : "Marked no-show. The EHR is told.");
    } catch (error) {
      tellFailure(error, setProblem, onFailed);
    } finally {
      setBusy(false);
    }
  };

  if (!detail) return <p>Loading the booking…</p>;
  const patient = detail.patient;
  return (
    <section aria-labelledby="booking-heading" className="staff-panel">
      <h1 id="booking-heading" ref={heading} tabIndex={-1}>
        Booking {detail.bookingId}
      </h1>
      <p role="status">{done}</p>
      <dl className="staff-facts">
        <dt>Status</dt>
        <dd>
          {bookingStatusLabel(detail)}
          {detail.status === "booked" && detail.past && !detail.arrival ? " (time has started)" : ""}
        </dd>
        <dt>When</dt>
        <dd>
          {detail.day}, {detail.startTime} ({detail.minutes} minutes)
        </dd>
        <dt>Patient</dt>
        <dd>
          {patient.lastName}, {patient.firstName}
        </dd>
        <dt>Date of birth</dt>
        <dd>{patient.dateOfBirth ?? "Not given"}</dd>
        <dt>Phone</dt>
        <dd>{patient.phoneNumber ?? "Not given"}</dd>
        <dt>Email</dt>
        <dd>{patient.email ?? "Not given"}</dd>
        {patient.parentOrGuardian ? (
          <>
            <dt>Parent or guardian</dt>
            <dd>{patient.parentOrGuardian}</dd>
          </>
        ) : null}
        <dt>Doctor</dt>
        <dd>{detail.physicianName}</dd>
        <dt>Appointment type</dt>
        <dd>{detail.appointmentType}</dd>
        <dt>Location</dt>
        <dd>{detail.locationName}</dd>
        <dt>Reason for visit</dt>
        <dd>{detail.reasonForVisit || "Not given"}</dd>
        <dt>Language</dt>
        <dd>{PATIENT_LANGUAGE_NAMES[patient.language]}</dd>
      </dl>
      <BookingNotes
        detail={detail}
        csrf={csrf}
        onSaved={(saved, said) => {
          setDetail(saved);
          setDone(said);
        }}
        onFailed={onFailed}
      />
      {detail.status === "booked" && detail.past && !detail.arrival ? (
        <section className="staff-arrival" aria-labelledby="arrival-heading">
          <h2 id="arrival-heading">Arrival</h2>
          <p>The appointment's time has started. A no-show is sent to the EHR.</p>
          {problem ? <p role="alert">{problem}</p> : null}
          <p className="staff-actions">
            <button type="button" disabled={busy} onClick={() => mark("arrived")}>
              Mark arrived
            </button>
            <button type="button" className="staff-secondary" disabled={busy} onClick={() => mark("no-show")}>
              Mark no-show
            </button>
          </p>
        </section>
      ) : null}
      {detail.status === "booked" && !detail.past ? (
        <BookingReschedule
          key={detail.start}
          detail={detail}
          csrf={csrf}
          onMoved={(moved, said) => {
            setDetail(moved);
            setDone(said);
            heading.current?.focus();
          }}
          onFailed={onFailed}
        />
      ) : null}
      {detail.status === "booked" && !detail.past ? (
        <form className="staff-cancel" onSubmit={cancel}>
          <h2>Cancel this appointment</h2>
          <label htmlFor="cancel-reason">Reason for cancelling (kept in the audit)</label>
          <textarea
            id="cancel-reason"
            value={reason}
            required
            minLength={3}
            maxLength={STAFF_CANCEL_REASON_MAX}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
          {problem ? <p role="alert">{problem}</p> : null}
          <button type="submit" disabled={busy}>
            Cancel the appointment
          </button>
        </form>
      ) : null}
      <p>
        <button type="button" onClick={onClose}>
          Back to the day's bookings
        </button>
      </p>
    </section>
  );
}
