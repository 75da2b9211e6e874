import { bookThroughFlow } from "../support/book-through-flow.ts";
import { findBookablePhysician, journeySlot } from "../support/booking-journey.ts";
import { expect, signIn, test } from "../support/staff-world.ts";

const COIDS = "09001;09002;09003;09004;09005;09006";
/** Set to a folder to keep screenshots of the view (docs/screenshots/staff/ holds the committed ones). */
const SHOTS = process.env.STAFF_SHOTS_DIR;

test("the location's auditor signs in and sees the front desk's view of a booking in the Audit view, filtered by its number @desktop", async ({
  page,
  browser,
  world,
  checkAccessibility,
}, testInfo) => {
  test.setTimeout(240_000);
  const { db } = world.server.database.direct;
  const bookable = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 5));
  const booked = await bookThroughFlow(page, bookable);
  const row = await db
    .selectFrom("appointments as a")
    .innerJoin("calendars as c", "c.id", "a.calendar_id")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .select(["pl.location_id"])
    .where("a.booking_id", "=", booked.bookingId)
    .executeTakeFirstOrThrow();

  // The desk opens the booking (an audited view).
  const deskContext = await browser.newContext({ baseURL: world.server.baseURL });
  const desk = await deskContext.newPage();
  await signIn(desk, `desk.${row.location_id}`);
  expect((await desk.request.get(`/fadmaa/staff/bookings/${booked.bookingId}`)).status()).toBe(200);
  await deskContext.close();

  // The location's auditor: the Audit view is theirs; filtered by the confirmation number.
  await signIn(page, `auditor.${row.location_id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Audit" })).toBeVisible();
  await page.getByLabel("Confirmation number").fill(booked.bookingId);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  const table = page.getByRole("table", { name: "Audit rows, newest first" });
  const deskRow = table
    .getByRole("row")
    .filter({ hasText: "view-booking" })
    .filter({ hasText: `desk.${row.location_id}` });
  await expect(deskRow).toHaveCount(1);
  await expect(deskRow).toContainText(booked.bookingId);
  await expect(table).not.toContainText("O'Neil-Smith");
  await checkAccessibility();
  if (SHOTS) {
    for (const width of [1440, 1280, 1024, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/audit-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  const csv = page.getByRole("link", { name: "Download CSV" });
  await expect(csv).toHaveAttribute("href", `/fadmaa/staff/audit.csv?bookingId=${booked.bookingId}`);
});
