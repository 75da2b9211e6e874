import {
  STAFF_AUDIT_ACTIONS,
  STAFF_AUDIT_TEXTS,
  type StaffAuditRow,
  SYSTEM_AUDIT_ACTIONS,
} from "@fad/contracts/staff/staff-audit-view";
import type { StaffSession } from "@fad/contracts/staff/staff-console";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { StaffCallError } from "../staff-api.ts";
import { type AuditFilters, auditCsvHref, loadAuditPage } from "./audit-view-api.ts";

const T = STAFF_AUDIT_TEXTS;
const NO_FILTERS: AuditFilters = { from: "", to: "", who: "", action: "", bookingId: "", locationId: "" };

/** The staff actions the audit knows, and the systems' reads, for the action filter. */
const ACTIONS = [...STAFF_AUDIT_ACTIONS, ...SYSTEM_AUDIT_ACTIONS];

/**
 * The auditor's view (decision 201): the audit of the auditor's locations and the network-wide rows,
 * newest first, filtered; "Show more" follows the server's keyset; the CSV link takes the same filters.
 * The encrypted free text is never shown: a row says only that a note was recorded.
 */
export function AuditView({ session, onSessionEnded }: { session: StaffSession; onSessionEnded: () => void }) {
  const [form, setForm] = useState<AuditFilters>(NO_FILTERS);
  const [shown, setShown] = useState<AuditFilters>(NO_FILTERS);
  const [rows, setRows] = useState<StaffAuditRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const latest = useRef(0);

  const load = useCallback(
    async (filters: AuditFilters, after: string | null) => {
      const ticket = ++latest.current;
      setBusy(true);
      setProblem(null);
      try {
        const page = await loadAuditPage(filters, after);
        if (ticket !== latest.current) return;
        setShown(filters);
        setRows((before) => (after ? [...before, ...page.rows] : page.rows));
        setNext(page.next);
        setAnnouncement(
          after ? `${page.rows.length} more audit rows shown.` : `${page.rows.length} audit rows shown, newest first.`,
        );
      } catch (error) {
        if (error instanceof StaffCallError && error.status === 401) return onSessionEnded();
        if (ticket === latest.current) setProblem(error instanceof Error ? error.message : String(error));
      } finally {
        if (ticket === latest.current) setBusy(false);
      }
    },
    [onSessionEnded],
  );

  useEffect(() => {
    void load(NO_FILTERS, null);
  }, [load]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void load(form, null);
  };
  const field = (name: keyof AuditFilters) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  return (
    <section aria-labelledby="audit-heading">
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <h1 id="audit-heading">{T.heading}</h1>
      <form className="staff-filters" aria-label={T.filters} onSubmit={submit}>
        <label>
          {T.from}
          <input type="date" {...field("from")} />
        </label>
        <label>
          {T.to}
          <input type="date" {...field("to")} />
        </label>
        <label>
          {T.who}
          <input type="text" maxLength={200} {...field("who")} />
        </label>
        <label>
          {T.action}
          <select {...field("action")}>
            <option value="">{T.anyAction}</option>
            {ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <label>
          {T.bookingId}
          <input type="text" maxLength={40} {...field("bookingId")} />
        </label>
        <label>
          {T.locationId}
          <select {...field("locationId")}>
            <option value="">{T.anyLocation}</option>
            {session.locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy}>
          {T.apply}
        </button>
      </form>
      {problem ? <p role="alert">{problem}</p> : null}
      <p className="staff-day-links">
        <a href={auditCsvHref(shown)}>{T.csv}</a>
      </p>
      {rows.length === 0 && !busy ? <p>{T.none}</p> : null}
      {rows.length > 0 ? (
        // A wide table scrolls inside its own box on a narrow screen rather than widening the page; the
        // box takes keyboard focus so it can be scrolled without a mouse (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        <section className="staff-table-scroll" aria-label={T.caption} tabIndex={0}>
          <table className="staff-table">
            <caption>{T.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.columns.time}</th>
                <th scope="col">{T.columns.who}</th>
                <th scope="col">{T.columns.source}</th>
                <th scope="col">{T.columns.action}</th>
                <th scope="col">{T.columns.outcome}</th>
                <th scope="col">{T.columns.booking}</th>
                <th scope="col">{T.columns.location}</th>
                <th scope="col">{T.columns.from}</th>
                <th scope="col">{T.columns.request}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <td>
                    <time dateTime={row.occurredAt}>{row.occurredAt.replace("T", " ").slice(0, 19)}</time>
                  </td>
                  <td>
                    {row.who}
                    {row.source === "staff" && row.subject !== row.who ? <small> ({row.subject})</small> : null}
                  </td>
                  <td>{row.source === "staff" ? T.staffSource : T.systemSource}</td>
                  <td>{row.action}</td>
                  <td>
                    {row.outcome}
                    {row.noteRecorded ? <small>; {T.noteRecorded}</small> : null}
                  </td>
                  <td>{row.bookingId ?? ""}</td>
                  <td>{row.locationId ?? ""}</td>
                  <td>
                    <code>{row.clientRef ? row.clientRef.slice(0, 12) : ""}</code>
                  </td>
                  <td>
                    <code>{row.requestId}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {next ? (
        <p>
          <button type="button" className="staff-secondary" disabled={busy} onClick={() => void load(shown, next)}>
            {T.more}
          </button>
        </p>
      ) : null}
    </section>
  );
}
