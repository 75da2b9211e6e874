import type { BlockedBooking, LocationSchedule, ScheduleBlock } from "@fad/contracts/staff/schedule-admin";
import type { StaffSession } from "@fad/contracts/staff/staff-console";
import { useCallback, useEffect, useRef, useState } from "react";
import { StaffCallError } from "../staff-api.ts";
import { BlockTimeForm } from "./block-time-form.tsx";
import { CalendarSettings } from "./calendar-settings.tsx";
import { loadSchedule, removeBlock } from "./schedule-admin-api.ts";

/**
 * The scheduling administrator's screen (decision 164): a location's blocks and closures, and each
 * doctor's calendar there. Every change is in effect for patients at once.
 */
export function ScheduleAdmin({ session, onSessionEnded }: { session: StaffSession; onSessionEnded: () => void }) {
  const [locationId, setLocationId] = useState(session.locations[0]?.id ?? "");
  const [schedule, setSchedule] = useState<LocationSchedule | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [added, setAdded] = useState<{ block: ScheduleBlock; bookedUnder: BlockedBooking[] } | null>(null);
  const addedHeading = useRef<HTMLHeadingElement>(null);

  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof StaffCallError && error.status === 401) return onSessionEnded();
      setProblem(error instanceof Error ? error.message : String(error));
    },
    [onSessionEnded],
  );

  const load = useCallback(async () => {
    if (!locationId) return;
    setProblem(null);
    try {
      setSchedule(await loadSchedule(locationId));
    } catch (error) {
      failed(error);
    }
  }, [locationId, failed]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (added) addedHeading.current?.focus();
  }, [added]);

  if (session.locations.length === 0) {
    return (
      <section className="staff-panel" aria-labelledby="schedule-heading">
        <h1 id="schedule-heading">Schedule</h1>
        <p>Your account names no location you administer. Ask your administrator.</p>
      </section>
    );
  }

  const remove = async (block: ScheduleBlock) => {
    try {
      await removeBlock(session.csrfToken, block.blockId);
      setAnnouncement(`Block removed: ${block.when}. Patients are offered that time again.`);
      setAdded(null);
      await load();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <section aria-labelledby="schedule-heading">
      <h1 id="schedule-heading">Schedule</h1>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <form className="staff-filters" aria-label="Location" onSubmit={(event) => event.preventDefault()}>
        <label>
          Location
          <select
            value={locationId}
            onChange={(event) => {
              setAdded(null);
              setLocationId(event.target.value);
            }}
          >
            {session.locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </label>
      </form>
      {problem ? <p role="alert">{problem}</p> : null}
      {schedule ? (
        <>
          <div className="staff-panel">
            <BlockTimeForm
              locationId={schedule.location.id}
              calendars={schedule.calendars}
              csrf={session.csrfToken}
              onFailed={failed}
              onAdded={(block, bookedUnder) => {
                setAdded({ block, bookedUnder });
                void load();
              }}
            />
          </div>
          {added ? <BlockAdded {...added} headingRef={addedHeading} /> : null}
          <BlocksTable blocks={schedule.blocks} locationName={schedule.location.name} onRemove={remove} />
          <h2>Calendars at {schedule.location.name}</h2>
          {schedule.calendars.length === 0 ? <p>No calendars at this location.</p> : null}
          {schedule.calendars.map((calendar) => (
            <CalendarSettings
              key={`${schedule.location.id}-${calendar.calendarId}`}
              calendar={calendar}
              csrf={session.csrfToken}
              onFailed={failed}
              onSaved={(saved, what) => setAnnouncement(`${what} saved for ${saved.physicianName}.`)}
            />
          ))}
        </>
      ) : null}
    </section>
  );
}

function BlockAdded(props: {
  block: ScheduleBlock;
  bookedUnder: BlockedBooking[];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { block, bookedUnder, headingRef } = props;
  return (
    <section className="staff-panel staff-notice" aria-labelledby="block-added-heading">
      <h2 id="block-added-heading" ref={headingRef} tabIndex={-1}>
        Blocked: {block.when}
      </h2>
      <p>
        {block.appliesTo}. Patients are no longer offered this time.{" "}
        {bookedUnder.length === 0
          ? "No booked appointment lies under it."
          : `${bookedUnder.length} booked ${bookedUnder.length === 1 ? "appointment lies under it and stays" : "appointments lie under it and stay"} booked: nothing was cancelled. Call these patients, or cancel from the bookings.`}
      </p>
      {bookedUnder.length > 0 ? (
        <table className="staff-table">
          <caption>Booked under this block</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Patient</th>
              <th scope="col">Doctor</th>
              <th scope="col">Confirmation</th>
            </tr>
          </thead>
          <tbody>
            {bookedUnder.map((booking) => (
              <tr key={booking.bookingId}>
                <td>{booking.when}</td>
                <th scope="row">{booking.patientName}</th>
                <td>{booking.physicianName}</td>
                <td>{booking.bookingId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function BlocksTable(props: {
  blocks: ScheduleBlock[];
  locationName: string;
  onRemove: (block: ScheduleBlock) => void;
}) {
  const { blocks, locationName, onRemove } = props;
  if (blocks.length === 0) return <p>No blocked time or closures ahead at {locationName}.</p>;
  return (
    <table className="staff-table">
      <caption>Blocked time and closures at {locationName}</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Applies to</th>
          <th scope="col">Reason</th>
          <th scope="col">Set by</th>
          <th scope="col">Remove</th>
        </tr>
      </thead>
      <tbody>
        {blocks.map((block) => (
          <tr key={block.blockId}>
            <th scope="row">{block.when}</th>
            <td>{block.appliesTo}</td>
            <td>{block.label}</td>
            <td>{block.createdBy}</td>
            <td>
              <button type="button" className="staff-secondary" onClick={() => onRemove(block)}>
                Remove<span className="visually-hidden"> the block {block.when}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
