import path from "node:path";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import type { TestSmtpServer } from "../../apps/server/src/testing/smtp-server.ts";
import { bookThroughFlow } from "../support/book-through-flow.ts";
import { chooseFirstTime, findBookablePhysician, journeySlot } from "../support/booking-journey.ts";
import { expect, test as journeyTest } from "../support/fixtures.ts";
import { type MailWorld, startMailWorld } from "../support/mail-world.ts";

/** Set to a folder to keep screenshots (looked at by hand): the manage page and the email as received. */
const SHOTS = process.env.BOOKING_SHOTS_DIR;
const COIDS = "09001;09002;09003;09004;09005;09006";

/**
 * Issue 20: a journey books, receives the confirmation email over SMTP (a real SMTP server in this
 * test), opens its link, reschedules, then cancels, with the slots checked in the database at each step.
 * Each worker runs its own server: its database is reachable from here (PGlite over the wire protocol,
 * or with TEST_DATABASE_URL a PostgreSQL database for the mobile project), and its emails go to this
 * test's SMTP server.
 */
const test = journeyTest.extend<object, { world: MailWorld }>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const world = await startMailWorld({
        postgresUrl: workerInfo.project.name === "mobile" ? process.env.TEST_DATABASE_URL : undefined,
        logPath: path.join(workerInfo.project.outputDir, `manage-server-${workerInfo.project.name}.log`),
      });
      await use(world);
      await world.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ world }, use) => use(world.server.baseURL),
});

/** The email of a kind for a booking, as the test SMTP server received it (the sender polls every 2 s). */
async function receivedEmail(smtp: TestSmtpServer, bookingId: string, subject: RegExp) {
  await expect
    .poll(() => smtp.received.filter((mail) => mail.parsed.subject?.includes(bookingId)).map((m) => m.parsed.subject), {
      timeout: 20_000,
    })
    .toContainEqual(expect.stringMatching(subject));
  const mail = smtp.received.find(
    (entry) => entry.parsed.subject?.includes(bookingId) && subject.test(entry.parsed.subject ?? ""),
  );
  if (!mail) throw new Error("no such email");
  return mail.parsed;
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test("the emailed link opens the booking; reschedule then cancel free the slots at once", async ({
  page,
  world,
  checkAccessibility,
}, testInfo) => {
  test.setTimeout(180_000);
  const { db } = world.server.database.direct;
  // A booking's rows, by status name (a move leaves the old row 'rescheduled').
  const liveRows = async (bookingId: string) =>
    (
      await db.selectFrom("appointments").select(["slot_id", "status"]).where("booking_id", "=", bookingId).execute()
    ).sort((a, b) => a.status.localeCompare(b.status));
  const slotTaken = async (slotId: string) =>
    (
      await db
        .selectFrom("appointments")
        .select("status")
        .where("slot_id", "=", slotId)
        .where("status", "in", ["held", "booked"])
        .execute()
    ).map((row) => row.status);

  const bookable = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 0));
  const booked = await bookThroughFlow(page, bookable);
  const [first] = await liveRows(booked.bookingId);
  expect(first?.status).toBe("booked");
  const firstSlot = first?.slot_id as string;

  // The confirmation email, received over SMTP: its link opens the manage page.
  const confirmation = await receivedEmail(world.smtp, booked.bookingId, /^Your appointment is confirmed/);
  const link = /To cancel or reschedule, open: (\S+)/.exec(confirmation.text ?? "")?.[1] ?? "";
  const linkUrl = new URL(link);
  expect(linkUrl.origin).toBe(world.server.baseURL);
  expect(linkUrl.pathname).toBe("/physicians/manage/");
  expect(linkUrl.hash).toBe(`#token=${booked.manageToken}`);
  const ics = confirmation.attachments.find((file) => file.filename?.endsWith(".ics"));
  const event = new ICAL.Component(ICAL.parse(ics?.content.toString("utf8") ?? "")).getFirstSubcomponent("vevent");
  expect(event?.getFirstPropertyValue("uid")).toBe(booked.bookingId);
  expect(String(event?.getFirstPropertyValue("description"))).toContain(`Confirmation number: ${booked.bookingId}`);
  if (SHOTS && !isMobile(page)) {
    await page.setContent(confirmation.html || "");
    await page.screenshot({ path: `${SHOTS}/email-confirmation-received.png`, fullPage: true });
  }

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Your Appointment" })).toBeVisible();
  const details = page.getByRole("region", { name: "Appointment Details" });
  await expect(details.getByText("Maria O'Neil-Smith")).toBeVisible();
  await expect(details.getByText(bookable.type.friendlyName2)).toBeVisible();
  await expect(page.getByText(booked.bookingId)).toBeVisible();
  await expect(page.getByText(/^Location phone:/)).toBeVisible();
  // What to do before the visit, for a booking that will be visited (issue 39, problem 4: not once cancelled).
  const arrive = page.getByRole("heading", { name: "Things to Know Before You Visit" });
  await expect(arrive).toBeVisible();
  await checkAccessibility();
  if (SHOTS) {
    const widths = isMobile(page) ? [375] : [1024, 1280, 1440];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/manage-${width}.png`, fullPage: true });
    }
    await page.setViewportSize(isMobile(page) ? { width: 375, height: 812 } : { width: 1280, height: 800 });
  }

  // Reschedule: a new time of the same calendar and type is held first; the booking stays where it was.
  await page.getByRole("button", { name: "Reschedule" }).click();
  await expect(page.getByRole("heading", { name: "Choose a New Time" })).toBeVisible();
  const held = page.waitForResponse((response) => response.url().endsWith("/fadmaa/appointment/hold"));
  await chooseFirstTime(page);
  const hold = await held;
  expect(hold.status()).toBe(200);
  const newSlot = (hold.request().postDataJSON() as { appointmentId: string }).appointmentId;
  expect(newSlot).not.toBe(firstSlot);
  await expect(page.getByText(/^New time held for you: /)).toBeVisible();
  expect(await slotTaken(newSlot)).toEqual(["held"]);
  expect(await slotTaken(firstSlot)).toEqual(["booked"]);
  await checkAccessibility();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/manage-reschedule-${testInfo.project.name}.png`, fullPage: true });

  const moved = page.waitForResponse((response) => response.url().endsWith("/fadmaa/appointment/reschedule"));
  await page.getByRole("button", { name: "Confirm New Time" }).click();
  expect((await moved).status()).toBe(200);
  await expect(page.getByText(/^Your appointment was moved to /)).toBeVisible();
  // One transaction: the old time is free at once, the new one booked under the same reference.
  expect(await slotTaken(firstSlot)).toEqual([]);
  expect(await slotTaken(newSlot)).toEqual(["booked"]);
  expect(await liveRows(booked.bookingId)).toEqual([
    { slot_id: newSlot, status: "booked" },
    { slot_id: firstSlot, status: "rescheduled" },
  ]);
  const rescheduled = await receivedEmail(world.smtp, booked.bookingId, /^Your appointment has a new time/);
  expect(rescheduled.text).toContain(booked.bookingId);

  // Cancel, after its confirmation step: the time is free at once.
  await page.getByRole("button", { name: "Cancel Appointment" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this appointment?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Maria O'Neil-Smith");
  await checkAccessibility();
  await dialog.getByRole("button", { name: "Keep Appointment" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await slotTaken(newSlot)).toEqual(["booked"]);
  await page.getByRole("button", { name: "Cancel Appointment" }).click();
  const cancelled = page.waitForResponse((response) => response.url().endsWith("/fadmaa/appointment/cancel"));
  await dialog.getByRole("button", { name: "Cancel Appointment" }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Appointment Cancelled" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
  await expect(arrive).toHaveCount(0);
  expect(await slotTaken(newSlot)).toEqual([]);
  expect((await liveRows(booked.bookingId)).map((row) => row.status)).toEqual(["cancelled", "rescheduled"]);
  const audit = await db
    .selectFrom("booking_audit")
    .select(["action", "outcome"])
    .where("booking_id", "=", booked.bookingId)
    .where("action", "in", ["reschedule", "cancel"])
    .orderBy("occurred_at")
    .execute();
  expect(audit).toEqual([
    { action: "reschedule", outcome: "rescheduled" },
    { action: "cancel", outcome: "cancelled" },
  ]);
  const cancellation = await receivedEmail(world.smtp, booked.bookingId, /^Your appointment is cancelled/);
  expect(cancellation.attachments[0]?.content.toString("utf8")).toContain("STATUS:CANCELLED");
  await checkAccessibility();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/manage-cancelled-${testInfo.project.name}.png`, fullPage: true });

  // The link again later: the booking shows as cancelled, with nothing left to change.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Appointment Cancelled" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel Appointment" })).toHaveCount(0);
  await expect(arrive).toHaveCount(0);
});
