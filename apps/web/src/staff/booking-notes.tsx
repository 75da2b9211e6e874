import { STAFF_NOTE_MAX, type StaffBookingDetail } from "@fad/contracts/staff/staff-console";
import { type FormEvent, useState } from "react";
import { saveEhrEntered, saveNote, tellFailure } from "./staff-api.ts";

/** "Tue, Nov 24, 9:05 AM" in the browser's zone: when a note or a mark was made. */
function when(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}

/**
 * The front desk's internal note and "entered in the EHR" on a booking (decision 167): only staff see
 * them; the patient is never told. Each save answers the booking as it now is.
 */
export function BookingNotes(props: {
  detail: StaffBookingDetail;
  csrf: string;
  onSaved: (detail: StaffBookingDetail, said: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const { detail, csrf, onSaved, onFailed } = props;
  const [note, setNote] = useState(detail.note?.text ?? "");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (work: () => Promise<StaffBookingDetail>, said: string) => {
    setProblem(null);
    setBusy(true);
    try {
      const saved = await work();
      setNote(saved.note?.text ?? "");
      onSaved(saved, said);
    } catch (error) {
      tellFailure(error, setProblem, onFailed);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    void run(() => saveNote(csrf, detail.bookingId, text), text ? "The note is saved." : "The note is removed.");
  };

  return (
    <section className="staff-notes" aria-labelledby="notes-heading">
      <h2 id="notes-heading">Front desk only</h2>
      <form onSubmit={submit}>
        <label htmlFor="internal-note">Internal note (staff only, never shown to the patient)</label>
        <textarea
          id="internal-note"
          value={note}
          maxLength={STAFF_NOTE_MAX}
          rows={3}
          aria-describedby="internal-note-by"
          onChange={(event) => setNote(event.target.value)}
        />
        <p id="internal-note-by" className="staff-hint">
          {detail.note ? `Last saved by ${detail.note.byName}, ${when(detail.note.at)}.` : "No note yet."}
        </p>
        <button type="submit" disabled={busy}>
          Save note
        </button>
      </form>
      <p className="staff-ehr">
        {detail.ehrEntry
          ? `Entered in the EHR by ${detail.ehrEntry.byName}, ${when(detail.ehrEntry.at)}.`
          : "Not marked as entered in the EHR."}{" "}
        <button
          type="button"
          className={detail.ehrEntry ? "staff-secondary" : undefined}
          disabled={busy}
          onClick={() =>
            void run(
              () => saveEhrEntered(csrf, detail.bookingId, !detail.ehrEntry),
              detail.ehrEntry ? "The EHR mark is taken back." : "Marked as entered in the EHR.",
            )
          }
        >
          {detail.ehrEntry ? "Take back the EHR mark" : "Mark entered in the EHR"}
        </button>
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
}
