import { bookThroughFlow } from "../support/book-through-flow.ts";
import { findBookablePhysician, journeySlot, openSlots } from "../support/booking-journey.ts";
import { expect, signIn, test } from "../support/staff-world.ts";

/** Set to a folder to keep screenshots of the console (docs/screenshots/staff/ holds the committed ones). */
const SHOTS = process.env.STAFF_SHOTS_DIR;
const COIDS = "09001;09002;09003;09004;09005;09006";

/** 20261124 → 2026-11-24. */
const isoDay = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;

test("the front desk signs in, finds the patient's booking in the day view, opens it, moves it and cancels it: the patient is emailed and the time is free @desktop", async ({
  page,
  browser,
  world,
  checkAccessibility,
}, testInfo) => {
  test.setTimeout(240_000);
  const { db } = world.server.database.direct;
  const bookable = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 0));
  const booked = await bookThroughFlow(page, bookable);
  const row = await db
    .selectFrom("appointments as a")
    .innerJoin("calendars as c", "c.id", "a.calendar_id")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .select(["a.slot_id", "pl.location_id"])
    .where("a.booking_id", "=", booked.bookingId)
    .executeTakeFirstOrThrow();
  const slotTaken = async (slotId = row.slot_id) =>
    (
      await db
        .selectFrom("appointments")
        .select("status")
        .where("slot_id", "=", slotId)
        .where("status", "in", ["held", "booked"])
        .execute()
    ).map((taken) => taken.status);
  expect(await slotTaken()).toEqual(["booked"]);

  // A page of the patient site never loads the console's code.
  const patientScripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") patientScripts.push(request.url());
  });
  await page.goto(`/physicians?urlTitle=${bookable.physician.urlTitle}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(patientScripts.filter((url) => /\/assets\/staff-/.test(url))).toEqual([]);

  await page.goto("/staff");
  await checkAccessibility();
  await signIn(page, `desk.${row.location_id}`);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "__Host-fad-staff");
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict" });

  await page.getByLabel("Day", { exact: true }).fill(isoDay(booked.appointment.day));
  await page.getByRole("button", { name: "Show bookings" }).click();
  const table = page.getByRole("table");
  await expect(table.getByRole("rowheader", { name: "O'Neil-Smith, Maria" }).first()).toBeVisible();
  const open = page.getByRole("button", { name: `Open ${booked.bookingId}` });
  await expect(open).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download this day as CSV" }).click();
  const csv = await (await download).createReadStream();
  let csvText = "";
  for await (const chunk of csv) csvText += String(chunk);
  expect(csvText).toContain(`"O'Neil-Smith, Maria"`);
  await checkAccessibility();
  if (SHOTS) {
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/day-view-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // The printable day sheet: in print, the day's table alone, with the confirmation numbers as text.
  await expect(page.getByRole("button", { name: "Print the day sheet" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("form", { name: "Find a booking" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeHidden();
  await expect(table.getByRole("rowheader", { name: "O'Neil-Smith, Maria" }).first()).toBeVisible();
  await expect(table.getByText(booked.bookingId, { exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/day-sheet-print.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // The search by the patient's name (accents and case folded, whole words) finds it; it is audited.
  await page.getByLabel("Search by").selectOption("name");
  await page.getByLabel("Patient name").fill("maria o'neil-smith");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const found = page.getByRole("table", { name: /bookings? found/ });
  await expect(found.getByRole("button", { name: `Open ${booked.bookingId}` })).toBeVisible();
  expect(page.url()).not.toContain("neil");
  await checkAccessibility();
  if (SHOTS) {
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/search-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  const searched = await db
    .selectFrom("staff_audit")
    .select(["action", "outcome"])
    .where("booking_id", "=", booked.bookingId)
    .where("action", "=", "view-search-result")
    .execute();
  expect(searched).toEqual([{ action: "view-search-result", outcome: "shown" }]);
  await page.getByRole("button", { name: "Clear the search" }).click();

  // Opened with the keyboard: the detail's heading takes the focus; the view is audited.
  await open.focus();
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { level: 1, name: `Booking ${booked.bookingId}` });
  await expect(heading).toBeFocused();
  await expect(page.getByText("Maria", { exact: false }).first()).toBeVisible();
  await checkAccessibility();
  const viewed = await db
    .selectFrom("staff_audit")
    .select(["subject", "outcome", "client_ref"])
    .where("booking_id", "=", booked.bookingId)
    .where("action", "=", "view-booking")
    .execute();
  expect(viewed).toEqual([{ subject: `desk.${row.location_id}`, outcome: "shown", client_ref: expect.any(String) }]);
  // An internal note and "entered in the EHR": staff only, kept encrypted, audited.
  await page.getByLabel(/Internal note/).fill("Needs a wheelchair at the door");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("The note is saved.")).toBeVisible();
  await expect(page.getByText(/^Last saved by /)).toBeVisible();
  await page.getByRole("button", { name: "Mark entered in the EHR" }).click();
  await expect(page.getByText(/^Entered in the EHR by /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Take back the EHR mark" })).toBeVisible();
  const noted = await db
    .selectFrom("staff_audit")
    .select("action")
    .where("booking_id", "=", booked.bookingId)
    .where("action", "in", ["set-note", "mark-ehr-entered"])
    .orderBy("id")
    .execute();
  expect(noted.map((one) => one.action)).toEqual(["set-note", "mark-ehr-entered"]);
  await checkAccessibility();
  if (SHOTS) {
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/booking-detail-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // A person of another location opening this booking by its id: the 404 of an unknown id.
  const other = await db
    .selectFrom("locations")
    .select("id")
    .where("id", "!=", row.location_id)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const strangerContext = await browser.newContext({ baseURL: world.server.baseURL });
  const stranger = await strangerContext.newPage();
  await signIn(stranger, `desk.${other.id}`);
  const theirs = await stranger.request.get(`/fadmaa/staff/bookings/${booked.bookingId}`);
  const unknown = await stranger.request.get("/fadmaa/staff/bookings/NO-SUCH-BOOKING");
  expect(theirs.status()).toBe(404);
  expect(await theirs.text()).toBe(await unknown.text());
  await stranger.getByLabel("Search by").selectOption("confirmation");
  await stranger.getByLabel("Confirmation number").fill(booked.bookingId);
  await stranger.getByRole("button", { name: "Search", exact: true }).click();
  await expect(stranger.getByText("No booking found at your locations.")).toBeVisible();
  await strangerContext.close();

  // Move it to another open time (decision 197): the day's times as radio buttons; the old time is free,
  // the patient is emailed the new one.
  const target = (await openSlots(page.request, bookable.calendarId, bookable.type.code)).find(
    (slot) => slot.appointmentId !== row.slot_id,
  );
  expect(target).toBeDefined();
  const move = page.getByRole("region", { name: "Move to another time" });
  // The form starts on the booking's own day.
  await expect(move.getByLabel("Day", { exact: true })).toHaveValue(isoDay(booked.appointment.day));
  await move.getByLabel("Day", { exact: true }).fill(isoDay(target?.day ?? ""));
  await move.getByRole("button", { name: "Show open times" }).click();
  const times = move.getByRole("group", { name: /^Open times on / });
  await times.getByRole("radio").first().check();
  await checkAccessibility();
  if (SHOTS) {
    for (const width of [1440, 1280, 1024, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await move.screenshot({ path: `${SHOTS}/move-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await move.getByRole("button", { name: "Move the appointment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The appointment is moved to" })).toBeVisible();
  await expect(heading).toBeFocused();
  expect(await slotTaken()).toEqual([]);
  const moved = await db
    .selectFrom("appointments")
    .select("slot_id")
    .where("booking_id", "=", booked.bookingId)
    .where("status", "=", "booked")
    .executeTakeFirstOrThrow();
  expect(moved.slot_id).not.toBe(row.slot_id);
  await expect
    .poll(() => world.smtp.received.some((mail) => mail.parsed.text?.includes("The office moved your appointment")), {
      timeout: 30_000,
    })
    .toBe(true);

  // Cancel with a reason: the patient's cancellation email arrives and the time is free at once.
  await page.getByLabel(/Reason for cancelling/).fill("The doctor is away that day");
  await page.getByRole("button", { name: "Cancel the appointment" }).click();
  await expect(page.getByText("The appointment is cancelled.", { exact: false })).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  expect(await slotTaken(moved.slot_id)).toEqual([]);
  await expect
    .poll(
      () =>
        world.smtp.received
          .map((mail) => mail.parsed.subject ?? "")
          .filter((subject) => subject.includes(booked.bookingId)),
      { timeout: 30_000 },
    )
    .toContainEqual(expect.stringMatching(/^Your appointment is cancelled/));
  const cancellation = world.smtp.received.find((mail) =>
    mail.parsed.subject?.startsWith(`Your appointment is cancelled (${booked.bookingId})`),
  );
  expect(cancellation?.parsed.text).toContain("The office cancelled your appointment");
  await checkAccessibility();

  // The time is offered to patients again.
  const offered = await openSlots(page.request, bookable.calendarId, bookable.type.code);
  expect(offered.map((slot) => slot.appointmentId)).toContain(moved.slot_id);

  await page.getByRole("button", { name: "Back to the day's bookings" }).click();
  await expect(page.getByRole("button", { name: `Open ${booked.bookingId}` })).toBeFocused();
  // The cancellation is announced by the badge (the first look started the desk's count); its list is
  // audited; marking it seen clears it.
  const badge = page.getByRole("button", { name: "1 new or changed booking" });
  await expect(badge).toBeVisible();
  await badge.click();
  const changes = page.getByRole("table", { name: /since you last marked them seen/ });
  await expect(changes.getByRole("cell", { name: "Cancelled" }).first()).toBeVisible();
  await checkAccessibility();
  if (SHOTS) {
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/changes-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.getByRole("button", { name: "Mark all as seen" }).click();
  await expect(page.getByText("No new or changed bookings since you last looked.")).toBeVisible();

  // Sign-out ends the session here and at the provider.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("button", { name: "Yes, sign me out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
  expect((await page.request.get("/fadmaa/staff/session")).status()).toBe(401);
});
