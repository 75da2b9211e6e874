import { bookThroughFlow } from "../support/book-through-flow.ts";
import { findBookablePhysician, journeySlot } from "../support/booking-journey.ts";
import { expect, signIn, test } from "../support/staff-world.ts";

/** Set to a folder to keep screenshots of the console (docs/screenshots/staff/ holds the committed ones). */
const SHOTS = process.env.STAFF_SHOTS_DIR;
const COIDS = "09001;09002;09003;09004;09005;09006";

/** 20261124 → 2026-11-24. */
const isoDay = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;

test("a booking emails the location's staff with a link that opens it after sign-in; the week view and one doctor's day show it @desktop", async ({
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
    .innerJoin("locations as l", "l.id", "pl.location_id")
    .select(["pl.location_id", "pl.physician_npi", "l.staff_email"])
    .where("a.booking_id", "=", booked.bookingId)
    .executeTakeFirstOrThrow();
  expect(row.staff_email).toBe(`desk.${row.location_id.toLowerCase()}@clinics.example.org`);

  // The desk's email arrives over SMTP: no patient named, a link to the booking in the console.
  // The desk's own email, whichever arrives first: the patient's confirmation names the number too.
  const desksEmails = () =>
    world.smtp.received.filter(
      (mail) =>
        JSON.stringify(mail.parsed.to).includes(row.staff_email ?? "?") &&
        mail.parsed.text?.includes(`Confirmation number: ${booked.bookingId}`),
    );
  await expect.poll(() => desksEmails().length, { timeout: 30_000 }).toBe(1);
  const notice = desksEmails()[0];
  expect(notice?.parsed.subject).toMatch(/^New booking: /);
  expect(notice?.raw).not.toContain("O'Neil-Smith");
  expect(notice?.raw).not.toContain("maria@example.com");
  const link = /Open the booking: (\S+)/.exec(notice?.parsed.text ?? "")?.[1] ?? "";
  const linked = new URL(link);
  expect(linked.pathname).toBe("/staff");

  // Following the link: sign in, and the booking opens (its number is out of the address at once).
  await page.goto(`${linked.pathname}${linked.search}`);
  await expect(page).toHaveURL(/\/staff$/);
  await signIn(page, `desk.${row.location_id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Booking ${booked.bookingId}` })).toBeVisible();
  await page.getByRole("button", { name: "Back to the day's bookings" }).click();

  // The week view: a heading per day, the booking under its own day; keyboard only.
  const day = isoDay(booked.appointment.day);
  await page.getByLabel("Day", { exact: true }).fill(day);
  await page.getByRole("radio", { name: "Its week" }).check();
  await page.getByRole("button", { name: "Show bookings" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Bookings of the week" })).toBeVisible();
  const dayName = new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
  const theDay = page.getByRole("region", { name: new RegExp(`^${dayName} \\(`) });
  await expect(theDay.getByRole("rowheader", { name: "O'Neil-Smith, Maria" }).first()).toBeVisible();
  await expect(theDay.getByRole("button", { name: `Open ${booked.bookingId}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(7);
  await checkAccessibility();
  if (SHOTS) {
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/week-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // One doctor's day.
  const doctor = page.getByLabel("Doctor");
  const doctorOption = doctor.locator(`option[value="${row.physician_npi}"]`);
  const doctorName = (await doctorOption.textContent()) ?? "";
  await doctor.selectOption(row.physician_npi);
  await page.getByRole("radio", { name: "The day" }).check();
  await page.getByRole("button", { name: "Show bookings" }).click();
  const table = page.getByRole("table", {
    name: new RegExp(`^${doctorName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} at `),
  });
  await expect(table.getByRole("rowheader", { name: "O'Neil-Smith, Maria" }).first()).toBeVisible();
  await checkAccessibility();
  if (SHOTS) {
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/doctor-day-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  const audited = await db
    .selectFrom("staff_audit")
    .select(["action", "outcome"])
    .where("subject", "=", `desk.${row.location_id}`)
    .where("action", "in", ["view-week", "view-day"])
    .orderBy("id", "desc")
    .limit(2)
    .execute();
  expect(audited[0]).toEqual({
    action: "view-day",
    outcome: expect.stringMatching(new RegExp(` of ${row.physician_npi}$`)),
  });
  expect(audited[1]).toEqual({ action: "view-week", outcome: expect.stringMatching(/^shown [1-9]/) });
});
