import { STAFF_AUDIT_PATHS, type StaffAuditRow } from "@fad/contracts/staff/staff-audit-view";
import { STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import { describe, expect, it } from "vitest";
import { bookNextSlot } from "../../testing/manage-fixtures.ts";
import { locationsOf, startStaffTestApp } from "../../testing/staff-fixtures.ts";
import { testDatabaseKinds } from "../../testing/test-database.ts";

describe.each(testDatabaseKinds())("the auditor's view of the audit on %s", (kind) => {
  const staff = startStaffTestApp(kind);
  const { test } = staff;
  const db = () => test.database.db;
  const list = (who: { cookie: string; csrf: string }, query: Record<string, string>) =>
    staff.get(who, `${STAFF_AUDIT_PATHS.list}?${new URLSearchParams(query)}`);
  const rowsOf = (response: { json: () => { result: { rows: StaffAuditRow[] } } }) => response.json().result.rows;

  it("shows the desk's view of a booking just made to the location's auditor, filtered; another location's auditor sees it not; the reading is audited", async () => {
    const booked = await bookNextSlot(test, { lastName: "Auditedsson" });
    const { own, other } = await locationsOf(db(), booked.slot.calendarId);
    const desk = await staff.signInAs(`desk.${own}`);
    expect((await staff.get(desk, STAFF_PATHS.booking(booked.bookingId))).statusCode).toBe(200);

    // A backend system's read of the booking (as the FHIR feed records it): under the booking's location.
    await db()
      .insertInto("system_audit")
      .values({
        occurred_at: test.time.clock(),
        client_id: "ehr-of-the-clinic",
        interaction: "read",
        resource_type: "Patient",
        booking_id: booked.bookingId,
        request_id: "req-system-read",
      })
      .execute();

    const auditor = await staff.signInAs(`auditor.${own}`);
    const all = await list(auditor, {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers["cache-control"]).toBe("no-store");
    const rows = rowsOf(all);
    const view = rows.find((row) => row.action === "view-booking" && row.bookingId === booked.bookingId);
    expect(view).toMatchObject({
      source: "staff",
      who: `Front Desk ${own}`,
      subject: `desk.${own}`,
      outcome: "shown",
      locationId: own,
      clientRef: expect.any(String),
      requestId: expect.any(String),
      noteRecorded: false,
    });
    const systemRead = rowsOf(await list(auditor, { bookingId: booked.bookingId, who: "ehr-of-the-clinic" }));
    expect(systemRead).toEqual([
      expect.objectContaining({ source: "system", action: "fhir-read", outcome: "Patient", locationId: own }),
    ]);
    // The list names no patient: the desk's view is who/what/when/where only.
    expect(all.body).not.toContain("Auditedsson");
    // Newest first.
    const times = rows.map((row) => row.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);

    // Each filter narrows to the rows it names.
    const byBooking = rowsOf(await list(auditor, { bookingId: booked.bookingId }));
    expect(byBooking.length).toBeGreaterThan(0);
    expect(byBooking.every((row) => row.bookingId === booked.bookingId)).toBe(true);
    const byWho = rowsOf(await list(auditor, { who: "front desk" }));
    expect(byWho.map((row) => row.key)).toContain(view?.key);
    expect(byWho.every((row) => row.who.toLowerCase().includes("front desk"))).toBe(true);
    const bySubject = rowsOf(await list(auditor, { who: `desk.${own}`, action: "sign-in" }));
    expect(bySubject.length).toBeGreaterThan(0);
    expect(bySubject.every((row) => row.subject === `desk.${own}` && row.action === "sign-in")).toBe(true);
    const byLocation = rowsOf(await list(auditor, { locationId: own, action: "view-booking" }));
    expect(byLocation.map((row) => row.key)).toContain(view?.key);
    expect(byLocation.every((row) => row.locationId === own && row.action === "view-booking")).toBe(true);
    const today = view?.occurredAt.slice(0, 10) as string;
    // (The auditor's own readings filtered by the booking name it too: the desk's rows only here.)
    const deskOf = { bookingId: booked.bookingId, who: `desk.${own}` };
    const deskRows = rowsOf(await list(auditor, deskOf));
    expect(deskRows.length).toBeGreaterThan(0);
    expect(rowsOf(await list(auditor, { ...deskOf, from: today, to: today }))).toEqual(deskRows);
    const dayBefore = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(rowsOf(await list(auditor, { to: dayBefore, bookingId: booked.bookingId }))).toEqual([]);

    // Another location's auditor: not this location's rows, but the network-wide sign-ins; asking for
    // this location by name is the 404 of one that does not exist, audited.
    const stranger = await staff.signInAs(`auditor.${other}`);
    const theirs = await list(stranger, { bookingId: booked.bookingId });
    expect(theirs.statusCode).toBe(200);
    expect(rowsOf(theirs)).toEqual([]);
    expect(rowsOf(await list(stranger, { who: `desk.${own}`, action: "sign-in" })).length).toBeGreaterThan(0);
    expect(rowsOf(await list(stranger, { who: "ehr-of-the-clinic" }))).toEqual([]);
    const refused = await list(stranger, { locationId: own });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().status.details).toBe("No such location among the ones you audit.");

    const readings = await db()
      .selectFrom("staff_audit")
      .select(["subject", "action", "outcome", "location_id", "booking_id"])
      .where("action", "=", "view-audit")
      .where("subject", "in", [`auditor.${own}`, `auditor.${other}`])
      .orderBy("id")
      .execute();
    expect(readings[0]).toEqual({
      subject: `auditor.${own}`,
      action: "view-audit",
      outcome: `shown ${rows.length}${all.json().result.next ? "+" : ""}`,
      location_id: null,
      booking_id: null,
    });
    expect(readings[1]).toMatchObject({ booking_id: booked.bookingId, outcome: expect.stringMatching(/^shown \d+/) });
    expect(readings.at(-1)).toMatchObject({
      subject: `auditor.${other}`,
      outcome: "not-found",
      location_id: own,
    });
    // The auditor's own reading shows in the next reading.
    const again = rowsOf(await list(auditor, { who: `auditor.${own}`, action: "view-audit", limit: "1" }));
    expect(again).toHaveLength(1);
  });

  it("pages through many rows, staff and system, with equal times, never repeating or skipping", async () => {
    const bookingId = `FAD-PAGE${kind.toUpperCase().slice(0, 3)}1`;
    const base = Date.parse("2026-03-02T10:00:00Z");
    // 90 staff and 40 system rows, ten to an instant, so a page often ends inside a run of equal times.
    await db()
      .insertInto("staff_audit")
      .values(
        Array.from({ length: 90 }, (_, index) => ({
          occurred_at: new Date(base + Math.floor(index / 10) * 1000),
          subject: `pager.${index}`,
          staff_name: `Pager ${index}`,
          action: "view-booking",
          outcome: "not-found",
          booking_id: bookingId,
          location_id: null,
          day: null,
          request_id: `req-${index}`,
          client_ref: "ref",
          detail_ciphertext: index === 0 ? new Uint8Array([1, 2, 3]) : null,
        })),
      )
      .execute();
    await db()
      .insertInto("system_audit")
      .values(
        Array.from({ length: 40 }, (_, index) => ({
          occurred_at: new Date(base + Math.floor(index / 5) * 1000),
          client_id: "ehr-backend",
          interaction: "read" as const,
          resource_type: "Appointment" as const,
          booking_id: bookingId,
          request_id: `sys-${index}`,
        })),
      )
      .execute();
    const auditor = await staff.signInAs("auditor");
    const seen: StaffAuditRow[] = [];
    let after: string | null = null;
    for (let page = 0; page < 40; page += 1) {
      const response = await list(auditor, { bookingId, limit: "7", ...(after ? { after } : {}) });
      expect(response.statusCode, response.body).toBe(200);
      seen.push(...rowsOf(response));
      after = response.json().result.next;
      // A row written meanwhile (newer than every row) never enters a later page.
      if (page === 2) {
        await db()
          .insertInto("staff_audit")
          .values({
            occurred_at: new Date(base + 3_600_000),
            subject: "late",
            staff_name: "Late",
            action: "view-booking",
            outcome: "not-found",
            booking_id: bookingId,
            request_id: "late",
            client_ref: "ref",
          })
          .execute();
      }
      if (!after) break;
    }
    expect(after).toBeNull();
    const keys = seen.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(130);
    expect(seen.filter((row) => row.source === "system")).toHaveLength(40);
    expect(seen.find((row) => row.source === "system")).toMatchObject({
      who: "ehr-backend",
      action: "fhir-read",
      outcome: "Appointment",
      clientRef: null,
    });
    expect(seen.find((row) => row.subject === "pager.0")?.noteRecorded).toBe(true);
    const times = seen.map((row) => row.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Without paging, the same rows plus the late one.
    // (The auditor's own readings filtered by the booking name it: they are left out here.)
    const whole = rowsOf(await list(auditor, { bookingId, limit: "200" })).filter((row) => row.action !== "view-audit");
    expect(whole.map((row) => row.key)).toEqual([`${whole[0]?.key}`, ...keys]);
    expect(whole[0]?.subject).toBe("late");
    // The system's client id is a who.
    expect(rowsOf(await list(auditor, { bookingId, who: "ehr-backend", limit: "200" }))).toHaveLength(40);
    expect(rowsOf(await list(auditor, { bookingId, action: "fhir-read", limit: "200" }))).toHaveLength(40);
  });

  it("exports the filtered audit as CSV with formulas neutralised, and audits the export", async () => {
    const bookingId = `FAD-CSV${kind.toUpperCase().slice(0, 3)}1`;
    await db()
      .insertInto("staff_audit")
      .values({
        occurred_at: new Date("2026-03-03T09:00:00Z"),
        subject: "=cmd|' /C calc'!A0",
        staff_name: "=cmd|' /C calc'!A0",
        action: "view-booking",
        outcome: "not-found",
        booking_id: bookingId,
        request_id: "req-csv",
        client_ref: "ref",
      })
      .execute();
    const auditor = await staff.signInAs("auditor");
    const csv = await staff.get(auditor, `${STAFF_AUDIT_PATHS.csv}?bookingId=${bookingId}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toMatch(/^"Time \(UTC\)","Source","Who"/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(lines[1]).not.toContain(`,"=cmd`);
    const exported = await db()
      .selectFrom("staff_audit")
      .select(["action", "outcome", "booking_id"])
      .where("subject", "=", "auditor")
      .where("action", "=", "export-audit")
      .execute();
    expect(exported).toContainEqual({ action: "export-audit", outcome: "exported 1", booking_id: bookingId });
  });

  it("keeps the front desk and the administrator out (403), signed-out visitors (401), and refuses a bad query (400)", async () => {
    const booked = await bookNextSlot(test);
    const { own } = await locationsOf(db(), booked.slot.calendarId);
    for (const username of [`desk.${own}`, `admin.${own}`]) {
      const person = await staff.signInAs(username);
      expect((await list(person, {})).statusCode).toBe(403);
      expect((await staff.get(person, STAFF_AUDIT_PATHS.csv)).statusCode).toBe(403);
    }
    expect((await test.app.inject({ method: "GET", url: STAFF_AUDIT_PATHS.list })).statusCode).toBe(401);
    expect((await test.app.inject({ method: "GET", url: STAFF_AUDIT_PATHS.csv })).statusCode).toBe(401);

    const auditor = await staff.signInAs("auditor");
    for (const [query, words] of [
      [{ limit: "0" }, "limit"],
      [{ limit: "201" }, "limit"],
      [{ limit: "ten" }, "limit"],
      [{ from: "2026-02-31" }, "day of the calendar"],
      [{ from: "2026-03-05", to: "2026-03-01" }, "first day"],
      [{ action: "DROP TABLE" }, "action"],
      [{ after: "2026-03-01" }, "next-page"],
      [{ after: "9999-99-99T99:99:99.999999Z~staff~1" }, ""],
    ] as const) {
      const response = await list(auditor, query);
      expect(response.statusCode, `${JSON.stringify(query)}: ${response.body}`).toBe(400);
      expect(response.body).toContain(words);
    }
  });
});
