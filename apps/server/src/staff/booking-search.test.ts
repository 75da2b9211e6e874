import { BOOKING_SEARCH_PATH, type BookingSearchHit } from "@fad/contracts/staff/booking-search";
import { STAFF_MESSAGES } from "@fad/contracts/staff/staff-console";
import { describe, expect, it } from "vitest";
import { indexBookingsForSearch } from "../patient-data/booking-search-keys.ts";
import { createPatientKeyring } from "../patient-data/patient-encryption.ts";
import { TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { bookNextSlot } from "../testing/manage-fixtures.ts";
import { locationsOf, startStaffTestApp } from "../testing/staff-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const keyring = createPatientKeyring(TEST_PATIENT_KEY);

describe.each(testDatabaseKinds())("the front desk's booking search on %s", (kind) => {
  const staff = startStaffTestApp(kind);
  const { test } = staff;
  const idsOf = (response: { json: () => { result: { bookings: BookingSearchHit[] } } }) =>
    response.json().result.bookings.map((booking) => booking.bookingId);

  it("finds a booking by confirmation number, name words in any order and case with or without accents, phone and date of birth; keys only hashed", async () => {
    const booked = await bookNextSlot(test, { firstName: "José", lastName: "Muñoz-Quasarwright", middleName: null });
    const other = await bookNextSlot(test, {
      firstName: "José",
      lastName: "Elsewhereton",
      phoneNumber: "615-555-0999",
    });
    const { own } = await locationsOf(test.database.db, booked.slot.calendarId);
    const desk = await staff.signInAs(`desk.${own}`);
    const search = (by: string, text: string) => staff.post(desk, BOOKING_SEARCH_PATH, { by, text });

    const byNumber = await search("confirmation", booked.bookingId.toLowerCase());
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(byNumber.headers["cache-control"]).toBe("no-store");
    expect(idsOf(byNumber)).toEqual([booked.bookingId]);
    expect(byNumber.json().result.bookings[0]).toMatchObject({
      patientName: "Muñoz-Quasarwright, José",
      locationId: own,
      status: "booked",
    });
    expect(idsOf(await search("name", "quasarwright JOSE"))).toEqual([booked.bookingId]);
    expect(idsOf(await search("name", "Munoz"))).toEqual([booked.bookingId]);
    expect(idsOf(await search("name", "josé")).sort()).toEqual([booked.bookingId, other.bookingId].sort());
    // Every word must be the patient's; a part of a word is not a match.
    expect(idsOf(await search("name", "José Nobody"))).toEqual([]);
    expect(idsOf(await search("name", "Quasar"))).toEqual([]);
    const byPhone = idsOf(await search("phone", "(615) 555-0177"));
    expect(byPhone).toContain(booked.bookingId);
    expect(byPhone).not.toContain(other.bookingId);
    expect(idsOf(await search("phone", "6155550999"))).toEqual([other.bookingId]);
    expect(idsOf(await search("dateOfBirth", "1961-03-14"))).toEqual(
      expect.arrayContaining([booked.bookingId, other.bookingId]),
    );

    // Stored: hashes only, never the name, phone or date.
    const keys = await test.database.db
      .selectFrom("booking_search_keys")
      .selectAll()
      .where("booking_id", "=", booked.bookingId)
      .execute();
    expect(keys.map((key) => key.kind).sort()).toEqual(["dob", "name", "name", "name", "phone"]);
    const stored = JSON.stringify(keys).toLowerCase();
    for (const secret of ["munoz", "jose", "quasarwright", "6155550177", "1961"]) expect(stored).not.toContain(secret);
    expect(test.logs()).not.toContain("Quasarwright");
  });

  it("answers only the session's locations, audits the search and each booking it answered, and refuses bad input, no CSRF and other roles", async () => {
    const booked = await bookNextSlot(test, { lastName: "Searchabledottir" });
    const { own, other } = await locationsOf(test.database.db, booked.slot.calendarId);
    const desk = await staff.signInAs(`desk.${own}`);
    const found = await staff.post(desk, BOOKING_SEARCH_PATH, { by: "name", text: "Searchabledottir" });
    expect(idsOf(found)).toEqual([booked.bookingId]);
    const audit = await test.database.db
      .selectFrom("staff_audit")
      .select(["action", "outcome", "booking_id", "location_id", "subject"])
      .where("subject", "=", `desk.${own}`)
      .where("action", "in", ["search", "view-search-result"])
      .orderBy("id")
      .execute();
    expect(audit.slice(-2)).toEqual([
      { action: "search", outcome: "by name: 1", booking_id: null, location_id: null, subject: `desk.${own}` },
      {
        action: "view-search-result",
        outcome: "shown",
        booking_id: booked.bookingId,
        location_id: own,
        subject: `desk.${own}`,
      },
    ]);

    const stranger = await staff.signInAs(`desk.${other}`);
    expect(idsOf(await staff.post(stranger, BOOKING_SEARCH_PATH, { by: "name", text: "Searchabledottir" }))).toEqual(
      [],
    );
    expect(
      idsOf(await staff.post(stranger, BOOKING_SEARCH_PATH, { by: "confirmation", text: booked.bookingId })),
    ).toEqual([]);

    const bad = await staff.post(desk, BOOKING_SEARCH_PATH, { by: "phone", text: "12" });
    expect(bad.statusCode).toBe(400);
    const noCsrf = await staff.post(desk, BOOKING_SEARCH_PATH, { by: "name", text: "Searchabledottir" }, false);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().status.details).toBe(STAFF_MESSAGES.badCsrf);
    const auditor = await staff.signInAs("auditor");
    expect((await staff.post(auditor, BOOKING_SEARCH_PATH, { by: "name", text: "Searchabledottir" })).statusCode).toBe(
      403,
    );
    const anonymous = await test.app.inject({
      method: "POST",
      url: BOOKING_SEARCH_PATH,
      payload: { by: "name", text: "Searchabledottir" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("indexes bookings made before the search existed, and again after a key rotation", async () => {
    const booked = await bookNextSlot(test, { lastName: "Backfillsson" });
    const second = await bookNextSlot(test, { lastName: "Backfillsson" });
    const { own } = await locationsOf(test.database.db, booked.slot.calendarId);
    const desk = await staff.signInAs(`desk.${own}`);
    const { db } = test.database;
    await db
      .deleteFrom("booking_search_keys")
      .where("booking_id", "in", [booked.bookingId, second.bookingId])
      .execute();
    expect(idsOf(await staff.post(desk, BOOKING_SEARCH_PATH, { by: "name", text: "Backfillsson" }))).toEqual([]);
    // Ranges of one appointment row: both bookings are found however far apart their ids are.
    const first = await indexBookingsForSearch(db, keyring, { batchSize: 1 });
    expect(first.written).toBeGreaterThanOrEqual(2);
    expect(idsOf(await staff.post(desk, BOOKING_SEARCH_PATH, { by: "name", text: "Backfillsson" })).sort()).toEqual(
      [booked.bookingId, second.bookingId].sort(),
    );
    // Nothing left to do the second time.
    expect((await indexBookingsForSearch(db, keyring)).written).toBe(0);
    // A new current key: every booking is indexed again under it, its old rows replaced.
    const rotated = createPatientKeyring(Buffer.alloc(32, 7), [TEST_PATIENT_KEY]);
    const again = await indexBookingsForSearch(db, rotated);
    expect(again.written).toBeGreaterThanOrEqual(first.written);
    const keyIds = await db
      .selectFrom("booking_search_keys")
      .select("key_id")
      .distinct()
      .where("booking_id", "=", booked.bookingId)
      .execute();
    expect(keyIds).toEqual([{ key_id: rotated.current.id.toString("hex") }]);
    await indexBookingsForSearch(db, keyring);
  });
});
