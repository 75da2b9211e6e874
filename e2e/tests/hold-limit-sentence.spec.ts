import path from "node:path";
import { HOLDER_MESSAGES } from "../../packages/contracts/src/appointments/holder.ts";
import { findBookablePhysician, openSlots, revealFirstTime, timeButtons } from "../support/booking-journey.ts";
import { expect, test as journeyTest } from "../support/fixtures.ts";
import { type ServerBehindFaultProxy, startServerBehindFaultProxy } from "../support/server-behind-fault-proxy.ts";

/**
 * Issue 39, problem 4: at the per-calendar hold limit (decision 90) the visitor reads the server's own
 * sentence, which says what to do, not "Too many requests… wait a minute" (waiting does not help). Its
 * own server, whose limit is one live hold per address and calendar (the shared e2e server lifts it).
 */
const test = journeyTest.extend<object, { limited: ServerBehindFaultProxy }>({
  limited: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startServerBehindFaultProxy({
        logPath: path.join(workerInfo.project.outputDir, `hold-limit-server-${workerInfo.workerIndex}.log`),
        env: { FAD_HOLDS_PER_CALENDAR: "1" },
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ limited }, use) => use(limited.baseURL),
});

const COIDS = "09001;09002;09003;09004;09005;09006";

test("the per-calendar hold limit says what to do, in the server's words", async ({
  page,
  request,
  checkAccessibility,
}, testInfo) => {
  test.setTimeout(240_000);
  const { physician, calendarId, type } = await findBookablePhysician(
    request,
    COIDS,
    testInfo.project.name === "mobile" ? 1 : 0,
  );
  await page.goto(`/physicians/profile/${physician.urlTitle}`);
  await revealFirstTime(page);

  // Another tab of the same visitor's address (its own holder) already holds a time of this calendar:
  // the last open one, not the one the page is about to choose.
  const open = (await openSlots(request, calendarId, type.code)).at(-1);
  if (!open) throw new Error("no open time to hold");
  expect((await request.post("/fadmaa/appointment/holder", { data: {} })).status()).toBe(200);
  const first = await request.post("/fadmaa/appointment/hold", {
    data: {
      appointmentId: open.appointmentId,
      calendarId,
      startTime: open.startTime,
      duration: open.duration,
      date: open.day,
      providerLocationId: calendarId,
      appointmentTypeId: type.code,
    },
  });
  expect(first.status()).toBe(200);

  const refused = page.waitForResponse(
    (response) => response.url().endsWith("/fadmaa/appointment/hold") && response.request().method() === "POST",
  );
  await timeButtons(page).first().click();
  expect((await refused).status()).toBe(429);
  await expect(page.getByText(HOLDER_MESSAGES.tooManyHolds)).toBeVisible();
  await expect(page.getByText(/Too many requests/)).toHaveCount(0);
  await checkAccessibility();
});
