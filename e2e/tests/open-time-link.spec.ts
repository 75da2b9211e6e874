import { expect, test } from "../support/fixtures.ts";

/**
 * SMART Scheduling Links (decision 141): an aggregator's patient follows a published free time's
 * booking-deep-link and lands on the booking flow with that time held.
 */
test("a published open time's deep link opens the booking with that time held", async ({ page, request }) => {
  // Each project (desktop, mobile) runs at once on the one server: each takes its own free time.
  const skip = test.info().project.name === "desktop" ? 0 : 7;
  const manifest = await (await request.get("/fhir/$bulk-publish")).json();
  let slot: { id: string; status: string; extension: { url: string; valueUrl?: string }[] } | undefined;
  for (const output of manifest.output.filter((one: { type: string }) => one.type === "Slot")) {
    const text = await (await request.get(new URL(output.url).pathname)).text();
    slot = text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((one) => one.status === "free")[skip];
    if (slot) break;
  }
  expect(slot, "a free published time").toBeDefined();
  const deepLink = new URL(slot?.extension.find((one) => one.url.endsWith("/booking-deep-link"))?.valueUrl as string);

  await page.goto(deepLink.pathname + deepLink.search);
  await expect(page).toHaveURL(/\/physicians\?urlTitle=[^&]+&appt_id=/);
  await expect(page.getByText(/^Your time is held for/)).toBeVisible();
  const read = await (await request.get(`/fhir/Slot/${slot?.id}`)).json();
  expect(read.status).toBe("busy-tentative");
});
