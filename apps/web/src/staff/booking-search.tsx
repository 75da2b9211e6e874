import {
  BOOKING_SEARCH_KIND_LABELS,
  BOOKING_SEARCH_KINDS,
  BOOKING_SEARCH_LIMIT,
  type BookingSearchKind,
  type BookingSearchResult,
  bookingSearchProblem,
} from "@fad/contracts/staff/booking-search";
import { bookingStatusLabel } from "@fad/contracts/staff/staff-console";
import { type FormEvent, useState } from "react";
import { searchBookings, tellFailure } from "./staff-api.ts";

const PLACEHOLDERS: Record<BookingSearchKind, string> = {
  confirmation: "FAD-7K2M-9QXD-R4TB",
  name: "Last name, or first and last",
  phone: "615-555-0177",
  dateOfBirth: "MM/DD/YYYY",
};

/**
 * The front desk's search (decision 166): by confirmation number, patient name (whole words), phone or
 * date of birth, at the person's locations. Sent in a POST body; the answer lists the bookings found.
 */
export function BookingSearch(props: {
  csrf: string;
  onOpen: (bookingId: string) => void;
  onFailed: (error: unknown) => void;
  /** The last answer, kept by the day view so it is still there after a booking is opened and closed. */
  result: BookingSearchResult | null;
  onResult: (result: BookingSearchResult | null) => void;
}) {
  const { csrf, onOpen, onFailed, result, onResult } = props;
  const [by, setBy] = useState<BookingSearchKind>("name");
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = bookingSearchProblem(by, text);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      onResult(await searchBookings(csrf, { by, text }));
    } catch (error) {
      tellFailure(error, setProblem, onFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="search-heading" className="staff-search">
      <h2 id="search-heading">Find a booking</h2>
      <form className="staff-filters" aria-label="Find a booking" onSubmit={submit} noValidate>
        <div className="staff-field">
          <label htmlFor="search-by">Search by</label>
          <select id="search-by" value={by} onChange={(event) => setBy(event.target.value as BookingSearchKind)}>
            {BOOKING_SEARCH_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {BOOKING_SEARCH_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-field">
          <label htmlFor="search-text">{BOOKING_SEARCH_KIND_LABELS[by]}</label>
          <input
            id="search-text"
            value={text}
            autoComplete="off"
            spellCheck={false}
            placeholder={PLACEHOLDERS[by]}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "search-problem" : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" disabled={busy}>
          Search
        </button>
        {result ? (
          <button type="button" className="staff-secondary" onClick={() => onResult(null)}>
            Clear the search
          </button>
        ) : null}
      </form>
      {problem ? (
        <p role="alert" id="search-problem">
          {problem}
        </p>
      ) : null}
      {result ? <SearchResults result={result} onOpen={onOpen} /> : null}
    </section>
  );
}

function SearchResults({ result, onOpen }: { result: BookingSearchResult; onOpen: (bookingId: string) => void }) {
  const count = result.bookings.length;
  const caption = `${count} ${count === 1 ? "booking" : "bookings"} found${
    result.more ? ` (the latest ${BOOKING_SEARCH_LIMIT}: narrow the search to see others)` : ""
  }`;
  if (count === 0) return <p role="status">No booking found at your locations.</p>;
  return (
    <table className="staff-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Time</th>
          <th scope="col">Patient</th>
          <th scope="col">Doctor</th>
          <th scope="col">Location</th>
          <th scope="col">Status</th>
          <th scope="col">Confirmation</th>
        </tr>
      </thead>
      <tbody>
        {result.bookings.map((booking) => (
          <tr key={booking.bookingId} className={booking.status === "cancelled" ? "is-cancelled" : undefined}>
            <td>{booking.day}</td>
            <td>{booking.startTime}</td>
            <th scope="row">{booking.patientName}</th>
            <td>{booking.physicianName}</td>
            <td>{booking.locationName}</td>
            <td>{bookingStatusLabel(booking)}</td>
            <td>
              <button type="button" id={`found-${booking.bookingId}`} onClick={() => onOpen(booking.bookingId)}>
                Open {booking.bookingId}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
