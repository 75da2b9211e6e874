import { bookThroughFlow } from "../support/book-through-flow.ts";
import { findBookablePhysician, journeySlot } from "../support/booking-journey.ts";
import { expect, playAtRunMoment, test } from "../support/fixtures.ts";

const COIDS = "09001;09002;09003;09004;09005;09006";
/** Set to a folder to keep screenshots (looked at by hand). */
const SHOTS = process.env.BOOKING_SHOTS_DIR;

/**
 * Issue 20: the confirmation's address carries the booking reference and its token, so the booking is
 * shown again after a reload, after Back then Forward, and in a later visit; a wrong token shows nothing
 * of it.
 */
test("the confirmation survives reload, Back and Forward, and a later visit; a wrong token opens nothing", async ({
  page,
  browser,
  checkAccessibility,
}, testInfo) => {
  const bookable = await findBookablePhysician(page.request, COIDS, journeySlot(testInfo, 14));
  const booked = await bookThroughFlow(page, bookable);
  const url = new URL(booked.confirmationUrl);
  expect(url.pathname).toBe("/physicians/confirmation/");
  expect(url.searchParams.get("booking")).toBe(booked.bookingId);
  // The token is in the fragment only: never sent to the server, never in a Referer.
  expect(url.search).not.toContain(booked.manageToken);
  expect(url.hash).toBe(`#token=${booked.manageToken}`);

  const confirmed = async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Appointment Confirmed" })).toBeVisible();
    await expect(page.getByText(booked.bookingId).first()).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Appointment Details" }).getByText("Maria O'Neil-Smith"),
    ).toBeVisible();
  };

  await page.reload();
  await confirmed();
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/confirmation-reloaded-${testInfo.project.name}.png`, fullPage: true });
  await checkAccessibility();

  await page.goBack();
  await expect(page).not.toHaveURL(/confirmation/);
  await page.goForward();
  await confirmed();

  // A later visit: a new browser context with nothing of this tab's memory or storage.
  const later = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await playAtRunMoment(later);
  try {
    const visit = await later.newPage();
    await visit.goto(booked.confirmationUrl);
    await expect(visit.getByRole("heading", { level: 1, name: "Appointment Confirmed" })).toBeVisible();
    await expect(visit.getByText(booked.bookingId).first()).toBeVisible();

    const wrong = new URL(booked.confirmationUrl);
    wrong.hash = `#token=${"A".repeat(43)}`;
    await visit.goto("/physicians");
    await visit.goto(wrong.toString());
    await expect(visit.getByRole("heading", { level: 1, name: "Appointment not found" })).toBeVisible();
    await expect(visit.getByText(booked.bookingId)).toHaveCount(0);
  } finally {
    await later.close();
  }
});
