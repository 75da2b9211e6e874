import { BOOKING_CHANGE_LABELS, type BookingChanges, bookingChangesLabel } from "@fad/contracts/staff/booking-changes";
import { bookingStatusLabel } from "@fad/contracts/staff/staff-console";
import { useState } from "react";
import { loadChanges, markChangesSeen } from "./staff-api.ts";

/**
 * The badge of new and changed bookings at the chosen location (decision 168), refreshed with the day
 * view (never polled: a poll would keep an idle session alive). Opening it lists them (audited);
 * "Mark all as seen" starts the person's count again.
 */
export function BookingChangesBadge(props: {
  locationId: string;
  count: number;
  csrf: string;
  onOpen: (bookingId: string) => void;
  onSeen: () => void;
  onFailed: (error: unknown) => void;
}) {
  const { locationId, count, csrf, onOpen, onSeen, onFailed } = props;
  const [list, setList] = useState<BookingChanges | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (list) return setList(null);
    try {
      setList(await loadChanges(locationId));
    } catch (error) {
      onFailed(error);
    }
  };
  const seen = async () => {
    setBusy(true);
    try {
      await markChangesSeen(csrf, locationId);
      setList(null);
      onSeen();
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  };

  if (count === 0 && !list)
    return <p className="staff-changes-none">No new or changed bookings since you last looked.</p>;
  return (
    <section className="staff-changes" aria-label="New and changed bookings">
      <p>
        <button type="button" className="staff-badge" aria-expanded={list !== null} onClick={() => void toggle()}>
          <span className="staff-badge-count">{count}</span> {bookingChangesLabel(count).replace(/^\d+ /, "")}
        </button>
      </p>
      {list ? (
        <>
          {list.bookings.length > 0 ? (
            <table className="staff-table">
              <caption>{bookingChangesLabel(list.bookings.length)} since you last marked them seen</caption>
              <thead>
                <tr>
                  <th scope="col">Change</th>
                  <th scope="col">Day</th>
                  <th scope="col">Time</th>
                  <th scope="col">Patient</th>
                  <th scope="col">Doctor</th>
                  <th scope="col">Status</th>
                  <th scope="col">Confirmation</th>
                </tr>
              </thead>
              <tbody>
                {list.bookings.map((booking) => (
                  <tr key={booking.bookingId}>
                    <td>{BOOKING_CHANGE_LABELS[booking.change]}</td>
                    <td>{booking.day}</td>
                    <td>{booking.startTime}</td>
                    <th scope="row">{booking.patientName}</th>
                    <td>{booking.physicianName}</td>
                    <td>{bookingStatusLabel(booking)}</td>
                    <td>
                      <button type="button" onClick={() => onOpen(booking.bookingId)}>
                        Open {booking.bookingId}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>Nothing new since you last marked them seen.</p>
          )}
          <p>
            <button type="button" className="staff-secondary" disabled={busy} onClick={() => void seen()}>
              Mark all as seen
            </button>
          </p>
        </>
      ) : null}
    </section>
  );
}
