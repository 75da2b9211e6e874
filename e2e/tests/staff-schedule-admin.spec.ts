import { sql } from "kysely";
import type { Database } from "../../apps/server/src/database/create-database.ts";
import { bookThroughFlow } from "../support/book-through-flow.ts";
import { findBookablePhysician, journeySlot, openSlots } from "../support/booking-journey.ts";
import { expect, signIn, test } from "../support/staff-world.ts";

/** Set to a folder to keep screenshots of the console (docs/screenshots/staff/ holds the committed ones). */
const SHOTS = process.env.STAFF_SHOTS_DIR;
const COIDS = "09001;09002;09003;09004;09005;09006";

/**
 * Issue 33, decision 164: a scheduling administrator signs in through the real development provider
 * and blocks half a day of a doctor's calendar over a patient's booking. The console lists that patient
 * and cancels nothing; the patient calendar stops offering the blocked times at once.
 */
test("an administrator blocks half a day: the booking under it is listed, not cancelled, and patients are offered none of those times @desktop", async ({
  page,
  world,
  checkAccessibility,
}, testInfo) => {
  test.setTimeout(240_000);
  const { db } = world.server.database.direct;
  const bookable = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 1));
  const booked = await bookThroughFlow(page, bookable);
  const row = await db
    .selectFrom("appointments as a")
    .innerJoin("calendars as c", "c.id", "a.calendar_id")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .select(["pl.location_id"])
    .where("a.booking_id", "=", booked.bookingId)
    .executeTakeFirstOrThrow();
  const local = await localStartOf(db, booked.bookingId);
  // The half of the day the booking lies in: a morning, or an afternoon when the booking is after noon.
  const [from, to] = local.time < "12:00" ? ["00:00", "12:00"] : ["12:00", "23:59"];
  const inSpan = (slot: { day: string; startTime: string }) =>
    slot.day === local.day.replaceAll("-", "") && slot.startTime >= from && slot.startTime < to;
  const before = await openSlots(page.request, bookable.calendarId, bookable.type.code);

  await signIn(page, `admin.${row.location_id}`);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Block time" })).toBeVisible();
  await checkAccessibility();
  if (SHOTS) {
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/schedule-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await page.getByLabel("Part of one day").check();
  await page.getByLabel("Applies to").selectOption(bookable.calendarId);
  await page.getByLabel("Day", { exact: true }).fill(local.day);
  await page.getByLabel("From", { exact: true }).fill(from);
  await page.getByLabel("To", { exact: true }).fill(to);
  await page.getByLabel("Reason shown to staff").fill("Surgery");
  await page.getByRole("button", { name: "Block this time" }).click();

  const added = page.getByRole("heading", { level: 2, name: /^Blocked: / });
  await expect(added).toBeFocused();
  const listed = page.getByRole("table", { name: "Booked under this block" });
  await expect(listed.getByRole("rowheader", { name: "O'Neil-Smith, Maria" })).toBeVisible();
  await expect(listed.getByRole("cell", { name: booked.bookingId })).toBeVisible();
  await expect(page.getByText("booked: nothing was cancelled", { exact: false })).toBeVisible();
  await checkAccessibility();
  // From a tablet to a wide screen the screen needs no sideways scrolling.
  for (const width of [1440, 1280, 1024, 768]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.locator("html").evaluate((root) => root.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    if (SHOTS && (width === 1280 || width === 1024)) {
      await page.screenshot({ path: `${SHOTS}/block-added-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Nothing cancelled; the patient calendar offers none of the blocked times, at once, and the rest still.
  const status = await db
    .selectFrom("appointments")
    .select("status")
    .where("booking_id", "=", booked.bookingId)
    .executeTakeFirstOrThrow();
  expect(status.status).toBe("booked");
  const after = await openSlots(page.request, bookable.calendarId, bookable.type.code);
  expect(after.filter(inSpan)).toEqual([]);
  expect(after.map((slot) => slot.appointmentId)).toEqual(
    before.filter((slot) => !inSpan(slot)).map((slot) => slot.appointmentId),
  );
  const audit = await db
    .selectFrom("staff_audit")
    .select(["action", "booking_id"])
    .where("subject", "=", `admin.${row.location_id}`)
    .where("action", "in", ["add-block", "view-blocked-booking"])
    .orderBy("id")
    .execute();
  expect(audit).toEqual([
    { action: "add-block", booking_id: null },
    { action: "view-blocked-booking", booking_id: booked.bookingId },
  ]);

  // Removed from the list with the keyboard: the times are offered again.
  const blocks = page.getByRole("table", { name: /^Blocked time and closures at / });
  const remove = blocks.getByRole("button", { name: /^Remove the block / });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^No blocked time or closures ahead at /)).toBeVisible();
  const again = await openSlots(page.request, bookable.calendarId, bookable.type.code);
  expect(again.map((slot) => slot.appointmentId)).toEqual(before.map((slot) => slot.appointmentId));
});

/** The booking's local day (YYYY-MM-DD) and start time (HH:mm) in its location's zone, by the database. */
async function localStartOf(db: Database, bookingId: string): Promise<{ day: string; time: string }> {
  const result = await sql<{ day: string; time: string }>`
    SELECT to_char(lower(a.period) AT TIME ZONE l.time_zone, 'YYYY-MM-DD') AS day,
           to_char(lower(a.period) AT TIME ZONE l.time_zone, 'HH24:MI') AS time
    FROM appointments a
    JOIN calendars c ON c.id = a.calendar_id
    JOIN provider_locations pl ON pl.id = c.provider_location_id
    JOIN locations l ON l.id = pl.location_id
    WHERE a.booking_id = ${bookingId}`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error("the booking is not in the database");
  return row;
}
