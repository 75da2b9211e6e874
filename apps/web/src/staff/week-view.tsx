import { bookingStatusLabel } from "@fad/contracts/staff/staff-console";
import type { WeekBookings } from "@fad/contracts/staff/staff-week-view";

/** "Monday, November 23" for a YYYY-MM-DD day (a calendar day: no time zone applies). */
function dayHeading(day: string): string {
  return new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * The week view (decision 196): each day a heading and a table of its bookings (or "Nothing booked"), so a
 * screen reader moves by day with its headings list and reads each booking as a row.
 */
export function WeekView({ week, onOpen }: { week: WeekBookings; onOpen: (bookingId: string) => void }) {
  const total = week.days.reduce((sum, one) => sum + one.bookings.length, 0);
  const whose = week.physician ? `${week.physician.name} at ${week.location.name}` : week.location.name;
  return (
    <section aria-labelledby="week-heading" className="staff-week">
      <h2 id="week-heading">
        {whose}, {dayHeading(week.from)} to {dayHeading(week.to)}: {total} {total === 1 ? "booking" : "bookings"}
      </h2>
      {week.days.map((one) => (
        <section key={one.day} aria-labelledby={`week-day-${one.day}`} className="staff-week-day">
          <h3 id={`week-day-${one.day}`}>
            {dayHeading(one.day)}{" "}
            <span className="staff-week-count">
              ({one.bookings.length} {one.bookings.length === 1 ? "booking" : "bookings"})
            </span>
          </h3>
          {one.bookings.length === 0 ? (
            <p>Nothing booked.</p>
          ) : (
            <table className="staff-table">
              <caption className="visually-hidden">Bookings of {dayHeading(one.day)}</caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Patient</th>
                  <th scope="col">Doctor</th>
                  <th scope="col">Appointment type</th>
                  <th scope="col">Status</th>
                  <th scope="col">Confirmation</th>
                </tr>
              </thead>
              <tbody>
                {one.bookings.map((booking) => (
                  <tr key={booking.bookingId} className={booking.status === "cancelled" ? "is-cancelled" : undefined}>
                    <td>{booking.startTime}</td>
                    <th scope="row">{booking.patientName}</th>
                    <td>{booking.physicianName}</td>
                    <td>{booking.appointmentType}</td>
                    <td>{bookingStatusLabel(booking)}</td>
                    <td>
                      <button type="button" id={`open-${booking.bookingId}`} onClick={() => onOpen(booking.bookingId)}>
                        Open {booking.bookingId}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </section>
  );
}
